import { Pagination, Paper, ScrollArea, Skeleton, Stack, Table, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { RetryAlert } from "./RetryAlert.tsx";

/** The parts of a TanStack query a list screen shows: its page of items, and how loading it went. */
export interface ListQuery<T> {
  /** `total` and `pageSize` (a paged list's answer) give the number of pages for `paging`. */
  data: { items: readonly T[]; total?: number; pageSize?: number } | undefined;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/** The current page of a paged list and how to change it. */
export interface ListPaging {
  page: number;
  onChange: (page: number) => void;
  /** Names the page buttons for screen readers: "Paginare" gives "Paginare 2". */
  label: string;
}

export interface ListTableProps<T extends { id: string | number }> {
  query: ListQuery<T>;
  /** Names the table (or the list of cards) and its scroll region for screen readers. */
  label: string;
  columns: readonly ReactNode[];
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  /** Said when the list is empty (e.g. "no match" while filters are on). */
  empty: string;
  /** What failed, in the screen's words, and the retry button's label. */
  errorMessage: string;
  retryLabel: string;
  /** One `<Table.Tr>` per item, keyed. */
  row: (item: T) => ReactNode;
  /**
   * The inside of one item's card. When given, a phone (below 48em) gets a list of cards instead of the table,
   * so what matters (status, actions) is on screen without scrolling sideways.
   */
  card?: (item: T) => ReactNode;
  /** Page controls under the list, shown when there is more than one page. */
  paging?: ListPaging;
}

/**
 * An admin list with its states: a retry alert when loading failed, a skeleton while it loads, the empty text,
 * else the table in a scroll region a keyboard can focus (to scroll it sideways on a phone), or on a phone the
 * items as cards when the screen gives a `card`; then the page controls.
 */
export function ListTable<T extends { id: string | number }>({
  query,
  label,
  columns,
  minWidth,
  empty,
  errorMessage,
  retryLabel,
  row,
  card,
  paging,
}: ListTableProps<T>) {
  const { t } = useTranslation("admin");
  const phone = useMediaQuery("(max-width: 48em)");
  const { data } = query;
  const pages = data?.total !== undefined && data.pageSize ? Math.ceil(data.total / data.pageSize) : 1;
  return (
    <>
      {query.isError && (
        <RetryAlert
          message={errorMessage}
          retryLabel={retryLabel}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      )}
      {!data ? (
        !query.isError && <Skeleton h={240} />
      ) : data.items.length === 0 ? (
        <Text c="gray.7">{empty}</Text>
      ) : card && phone ? (
        <Stack component="ul" gap="sm" m={0} p={0} aria-label={label} style={{ listStyle: "none" }}>
          {data.items.map((item) => (
            <Paper key={item.id} component="li" withBorder p="sm" radius="md">
              {card(item)}
            </Paper>
          ))}
        </Stack>
      ) : (
        <ScrollArea
          type="auto"
          offsetScrollbars
          viewportProps={{ tabIndex: 0, role: "region", "aria-label": label }}
        >
          <Table miw={minWidth} striped verticalSpacing="sm" aria-label={label}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed for a table
                  <Table.Th key={index}>{column}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>{data.items.map(row)}</Table.Tbody>
          </Table>
        </ScrollArea>
      )}
      {data && paging && pages > 1 && (
        <Pagination
          total={pages}
          value={paging.page}
          onChange={paging.onChange}
          // Without the neighbours of the current page, the controls fit a 360 px phone's width.
          siblings={phone ? 0 : 1}
          getControlProps={(control) => ({ "aria-label": t(`list.pages.${control}`) })}
          getItemProps={(page) => ({ "aria-label": `${paging.label} ${page}` })}
        />
      )}
    </>
  );
}
