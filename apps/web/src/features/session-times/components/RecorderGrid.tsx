import type { TSessionTimesBoard } from "@bazin/shared/contracts/session-times";
import { Table } from "@mantine/core";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import type { RecorderColumn } from "../lib/columns.ts";
import { focusCell } from "../lib/focus.ts";
import { useColumnLabel } from "../lib/labels.ts";
import type { RecorderCell } from "../lib/use-recorder.ts";
import { SwimmerName } from "./SwimmerName.tsx";
import { TimeCell } from "./TimeCell.tsx";

type Swimmer = TSessionTimesBoard["swimmers"][number];

export interface CellActions {
  cell: (column: RecorderColumn, studentId: string) => RecorderCell;
  /** Enter in a cell: saves it when it can; answers whether the cursor may move on. */
  commit: (cell: RecorderCell) => boolean;
  type: (id: string, text: string) => void;
  blur: (cell: RecorderCell) => void;
  revert: (id: string) => void;
  retry: (cell: RecorderCell) => void;
  askDelete: (cell: RecorderCell, label: string) => void;
}

const STICKY = {
  position: "sticky",
  left: 0,
  zIndex: 1,
  minWidth: 190,
  background: "var(--mantine-color-body)",
} as const;

/**
 * The desktop recorder: swimmers down, columns across. Tab moves across a row; Enter saves and goes down the
 * column, and from its last swimmer to the top of the next column, the order a coach reads a set in.
 */
export function RecorderGrid({
  swimmers,
  columns,
  readOnly,
  actions,
}: {
  swimmers: Swimmer[];
  columns: RecorderColumn[];
  readOnly: boolean;
  actions: CellActions;
}) {
  const { t } = useTranslation("admin");
  const label = useColumnLabel();
  const container = useRef<HTMLDivElement>(null);
  const next = (col: number, row: number) => {
    if (!focusCell(container.current, col, row + 1)) focusCell(container.current, col + 1, 0);
  };
  return (
    <Table.ScrollContainer
      type="native"
      minWidth={Math.max(480, 200 + columns.length * 150)}
      ref={container}
      // A read-only grid has no inputs to reach its hidden columns with: the keyboard scrolls the region itself.
      tabIndex={readOnly ? 0 : undefined}
    >
      <Table
        verticalSpacing="xs"
        withColumnBorders
        withTableBorder
        bg="var(--mantine-color-body)"
        aria-label={t("sessionTimes.gridLabel")}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th style={STICKY}>{t("sessionTimes.swimmer")}</Table.Th>
            {columns.map((column) => (
              <Table.Th key={column.id} style={{ whiteSpace: "nowrap" }}>
                {label(column)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {swimmers.map((swimmer, row) => (
            <Table.Tr key={swimmer.id}>
              <Table.Th scope="row" style={STICKY}>
                <SwimmerName swimmer={swimmer} />
              </Table.Th>
              {columns.map((column, col) => {
                const cell = actions.cell(column, swimmer.id);
                const name = t("sessionTimes.cellLabel", { name: swimmer.fullName, column: label(column) });
                return (
                  <Table.Td key={column.id} style={{ verticalAlign: "top" }}>
                    <TimeCell
                      cell={cell}
                      label={name}
                      position={`${col}:${row}`}
                      readOnly={readOnly}
                      onType={(text) => actions.type(cell.id, text)}
                      onEnter={() => {
                        if (actions.commit(cell)) next(col, row);
                      }}
                      onBlur={() => actions.blur(cell)}
                      onEscape={() => actions.revert(cell.id)}
                      onRetry={() => actions.retry(cell)}
                      onDelete={() => actions.askDelete(cell, name)}
                    />
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
