import { ScrollArea, Table } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * A wide table that scrolls sideways on a narrow screen; its scroll region is focusable and named, so a keyboard
 * user can scroll it too (as on the audit screen).
 */
export function ScrollTable(props: { label: string; head: string[]; minWidth: number; children: ReactNode }) {
  return (
    <ScrollArea
      type="auto"
      offsetScrollbars
      viewportProps={{ tabIndex: 0, role: "region", "aria-label": props.label }}
    >
      <Table miw={props.minWidth} striped verticalSpacing="xs" aria-label={props.label}>
        <Table.Thead>
          <Table.Tr>
            {props.head.map((h) => (
              <Table.Th key={h}>{h}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{props.children}</Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
