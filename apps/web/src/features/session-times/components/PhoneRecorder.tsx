import type { TSessionTimesBoard } from "@bazin/shared/contracts/session-times";
import { ActionIcon, Group, Paper, Select, Stack } from "@mantine/core";
import { IconChevronLeft, IconChevronRight } from "@tabler/icons-react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import type { RecorderColumn } from "../lib/columns.ts";
import { focusCell } from "../lib/focus.ts";
import { useColumnLabel } from "../lib/labels.ts";
import type { CellActions } from "./RecorderGrid.tsx";
import { SwimmerName } from "./SwimmerName.tsx";
import { TimeCell } from "./TimeCell.tsx";

type Swimmer = TSessionTimesBoard["swimmers"][number];

/**
 * The phone recorder: the grid does not fit 360 px, so one column (a repeat's round or a free event) at a
 * time, picked from a list or stepped with previous / next, and the swimmers under it with big inputs that
 * open the numeric keyboard. Enter saves and goes to the next swimmer.
 */
export function PhoneRecorder({
  swimmers,
  columns,
  index,
  onIndex,
  readOnly,
  actions,
}: {
  swimmers: Swimmer[];
  columns: RecorderColumn[];
  index: number;
  onIndex: (index: number) => void;
  readOnly: boolean;
  actions: CellActions;
}) {
  const { t } = useTranslation("admin");
  const label = useColumnLabel();
  const list = useRef<HTMLDivElement>(null);
  const column = columns[Math.min(index, columns.length - 1)];
  if (!column) return null;
  const at = columns.indexOf(column);
  return (
    <Stack gap="sm">
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <ActionIcon
          size="xl"
          variant="light"
          aria-label={t("sessionTimes.phone.previous")}
          disabled={at === 0}
          onClick={() => onIndex(at - 1)}
        >
          <IconChevronLeft aria-hidden />
        </ActionIcon>
        <Select
          flex={1}
          size="md"
          label={t("sessionTimes.phone.column", { n: at + 1, count: columns.length })}
          data={columns.map((c) => ({ value: c.id, label: label(c) }))}
          value={column.id}
          onChange={(id) =>
            onIndex(
              Math.max(
                0,
                columns.findIndex((c) => c.id === id),
              ),
            )
          }
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <ActionIcon
          size="xl"
          variant="light"
          aria-label={t("sessionTimes.phone.next")}
          disabled={at === columns.length - 1}
          onClick={() => onIndex(at + 1)}
        >
          <IconChevronRight aria-hidden />
        </ActionIcon>
      </Group>
      <Stack gap="xs" ref={list}>
        {swimmers.map((swimmer, row) => {
          const cell = actions.cell(column, swimmer.id);
          const name = t("sessionTimes.cellLabel", { name: swimmer.fullName, column: label(column) });
          return (
            <Paper key={swimmer.id} withBorder p="sm">
              <Stack gap={6}>
                <SwimmerName swimmer={swimmer} />
                <TimeCell
                  cell={cell}
                  label={name}
                  position={`${at}:${row}`}
                  readOnly={readOnly}
                  large
                  onType={(text) => actions.type(cell.id, text)}
                  onEnter={() => {
                    if (actions.commit(cell)) focusCell(list.current, at, row + 1);
                  }}
                  onBlur={() => actions.blur(cell)}
                  onEscape={() => actions.revert(cell.id)}
                  onRetry={() => actions.retry(cell)}
                  onDelete={() => actions.askDelete(cell, name)}
                />
              </Stack>
            </Paper>
          );
        })}
      </Stack>
    </Stack>
  );
}
