import { Table, VisuallyHidden } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * A chart's numbers as a table only screen readers meet: the drawing beside it is hidden from them
 * (`aria-hidden`), so they read the same data row by row. The first cell of a row names it and keys it.
 */
export function ChartDataTable({
  caption,
  head,
  rows,
}: {
  caption?: string;
  head: readonly string[];
  rows: readonly (readonly ReactNode[])[];
}) {
  return (
    <VisuallyHidden>
      <Table>
        {caption && <caption>{caption}</caption>}
        <Table.Thead>
          <Table.Tr>
            {head.map((label) => (
              <Table.Th key={label}>{label}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((cells) => (
            <Table.Tr key={String(cells[0])}>
              {cells.map((cell, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are its columns, in order
                <Table.Td key={index}>{cell}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </VisuallyHidden>
  );
}
