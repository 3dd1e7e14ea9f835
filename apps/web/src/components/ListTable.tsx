import { ScrollArea, Skeleton, Table, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { RetryAlert } from "./RetryAlert.tsx";

/** The parts of a TanStack query a list screen shows: its page of items, and how loading it went. */
export interface ListQuery<T> {
  data: { items: readonly T[] } | undefined;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface ListTableProps<T> {
  query: ListQuery<T>;
  /** Names the table and its scroll region for screen readers. */
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
}

/**
 * An admin list's table with its states: a retry alert when loading failed, a skeleton while it loads, the empty
 * text, else the table in a scroll region a keyboard can focus (to scroll it sideways on a phone).
 */
export function ListTable<T>({
  query,
  label,
  columns,
  minWidth,
  empty,
  errorMessage,
  retryLabel,
  row,
}: ListTableProps<T>) {
  const { data } = query;
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
    </>
  );
}
