import { Card, Table, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** Labelled figures as a two-column table (a header per row), so screen readers pair each label with its value. */
export function Facts(props: {
  title: string;
  rows: [label: string, value: ReactNode][];
  /** Shown under the figures (a note on how to read them). */
  children?: ReactNode;
}) {
  return (
    <Card withBorder>
      <Title order={2} size="h4" mb="sm">
        {props.title}
      </Title>
      <Table layout="fixed" verticalSpacing={6}>
        <Table.Tbody>
          {props.rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" fw={500} c="dimmed" w="45%">
                {label}
              </Table.Th>
              <Table.Td style={{ overflowWrap: "anywhere" }}>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {props.children}
    </Card>
  );
}
