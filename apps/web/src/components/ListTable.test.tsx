import { Table } from "@mantine/core";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../test/render.tsx";
import { onPhone } from "../test/viewport.ts";
import { ListTable, type ListTableProps } from "./ListTable.tsx";

interface Lane {
  id: number;
  name: string;
}
const LANES: Lane[] = [
  { id: 1, name: "Culoarul 1" },
  { id: 2, name: "Culoarul 2" },
];

function show(props: Partial<ListTableProps<Lane>> = {}) {
  return renderWithProviders(
    <ListTable<Lane>
      query={{
        data: { items: LANES, total: 2, pageSize: 20 },
        isError: false,
        isFetching: false,
        refetch: () => {},
      }}
      label="Culoare"
      columns={["Nume"]}
      minWidth={400}
      empty="Niciun culoar."
      errorMessage="Culoarele nu au putut fi încărcate."
      retryLabel="Reîncearcă"
      row={(lane) => (
        <Table.Tr key={lane.id}>
          <Table.Td>{lane.name}</Table.Td>
        </Table.Tr>
      )}
      {...props}
    />,
  );
}

describe("ListTable", () => {
  it("shows a table on a desktop even when the screen has cards", () => {
    show({ card: (lane) => lane.name });
    expect(screen.getByRole("table", { name: "Culoare" })).toBeInTheDocument();
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
  });

  it("shows one labelled card per item on a phone, and no table", async () => {
    onPhone();
    show({ card: (lane) => `Card: ${lane.name}` });
    const list = await screen.findByRole("list", { name: "Culoare" });
    const cards = within(list).getAllByRole("listitem");
    expect(cards.map((card) => card.textContent)).toEqual(["Card: Culoarul 1", "Card: Culoarul 2"]);
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("keeps the table on a phone when the screen gives no cards", async () => {
    onPhone();
    show();
    expect(await screen.findByRole("table", { name: "Culoare" })).toBeInTheDocument();
  });

  it("pages a list of more than one page with labelled, translated controls", async () => {
    const onChange = vi.fn();
    show({
      query: {
        data: { items: LANES, total: 45, pageSize: 20 },
        isError: false,
        isFetching: false,
        refetch: () => {},
      },
      paging: { page: 1, onChange, label: "Paginare" },
    });
    await userEvent.click(screen.getByRole("button", { name: "Paginare 3" }));
    expect(onChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(screen.getByRole("button", { name: "Pagina următoare" }));
    expect(onChange).toHaveBeenLastCalledWith(2);
  });

  it("shows no page controls for a single page", () => {
    show({ paging: { page: 1, onChange: () => {}, label: "Paginare" } });
    expect(screen.queryByRole("button", { name: "Paginare 1" })).not.toBeInTheDocument();
  });
});
