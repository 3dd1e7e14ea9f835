import type { TSwimTimePage } from "@bazin/shared/contracts/times";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { type MockAnswer, mockApi } from "../../../test/mock-api.ts";
import { renderRoutes } from "../../../test/render.tsx";
import { onPhone } from "../../../test/viewport.ts";
import { FREE_50, FREE_100_BEST, IOANA, IOANA_ID } from "../testing.ts";
import { TimesPage } from "./times-page.tsx";

const page = (items = [FREE_50, FREE_100_BEST], total = items.length): MockAnswer => ({
  body: { items, total, page: 1, pageSize: 25 } satisfies TSwimTimePage,
});

function start(path = "/admin/swimming-times") {
  return renderRoutes([{ path: "/admin/swimming-times", element: <TimesPage /> }], path);
}

/** The query strings of the list requests sent so far. */
const listQueries = (requests: Request[]) =>
  requests.filter((r) => new URL(r.url).pathname === "/api/swim-times").map((r) => new URL(r.url).search);

const asObject = (search = "") => Object.fromEntries(new URLSearchParams(search));

describe("[ADMIN][TIMES] the club's times", () => {
  it("lists times with the swimmer's link, the event, pool, time, PB badge, competition and source", async () => {
    mockApi({ "GET /api/swim-times": page(), "GET /api/swim-times/students": { body: { items: [IOANA] } } });
    start();
    const table = await screen.findByRole("table", { name: "Timpi de înot" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent("20 nov. 2025");
    expect(rows[0]).toHaveTextContent("50 m liber");
    expect(rows[0]).toHaveTextContent("30.67");
    expect(rows[0]).toHaveTextContent("Record personal");
    expect(rows[0]).toHaveTextContent("Introdus manual");
    expect(rows[1]).toHaveTextContent("Cupa Moldovei");
    expect(within(rows[0]!).getByRole("link", { name: "Ioana Ștefănescu" })).toHaveAttribute(
      "href",
      `/admin/swimming-times/cursant/${IOANA_ID}/details`,
    );
    expect(screen.getByText("2 timpi")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Adăugați timpi" })).toHaveAttribute(
      "href",
      "/admin/swimming-times/create",
    );
  });

  it("keeps the filters in the address, asks the server for them and carries the swimmer to 'add times'", async () => {
    const api = mockApi({
      "GET /api/swim-times": page(),
      "GET /api/swim-times/students": { body: { items: [IOANA] } },
    });
    const { router } = start("/admin/swimming-times?page=2");
    await screen.findByRole("table", { name: "Timpi de înot" });

    await userEvent.click(screen.getByLabelText("Înotător", { selector: "input" }));
    await userEvent.click(await screen.findByRole("option", { name: /Ioana Ștefănescu/ }));
    await waitFor(() => expect(router.state.location.search).toBe(`?studentId=${IOANA_ID}`));
    expect(screen.getByRole("link", { name: "Adăugați timpi" })).toHaveAttribute(
      "href",
      `/admin/swimming-times/create?student=${IOANA_ID}`,
    );

    await userEvent.click(screen.getByLabelText("Bazin", { selector: "input" }));
    await userEvent.click(await screen.findByRole("option", { name: "Bazin de 50 m" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "Doar recordurile personale" }));
    await userEvent.type(screen.getByRole("searchbox", { name: "Competiție" }), "Cupa");
    const expected = { studentId: IOANA_ID, poolLength: "50", competition: "Cupa", personalBests: "true" };
    await waitFor(() => expect(asObject(router.state.location.search)).toEqual(expected));
    await waitFor(() => expect(asObject(listQueries(api.requests).at(-1))).toEqual(expected));

    await userEvent.click(screen.getByRole("button", { name: "Resetați filtrele" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
  });

  it("says when nothing matches the filters, and when loading failed", async () => {
    let answer = page([]);
    mockApi({ "GET /api/swim-times": () => answer, "GET /api/swim-times/students": { body: { items: [] } } });
    start("/admin/swimming-times?event=im_200");
    expect(await screen.findByText("Niciun timp nu corespunde filtrelor.")).toBeInTheDocument();

    answer = { status: 500, body: { code: "INTERNAL_ERROR", message: "" } };
    await userEvent.click(screen.getByRole("checkbox", { name: "Doar recordurile personale" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Timpii nu au putut fi încărcați.");
  });

  it("shows cards on a phone", async () => {
    onPhone();
    mockApi({ "GET /api/swim-times": page(), "GET /api/swim-times/students": { body: { items: [IOANA] } } });
    start();
    const list = await screen.findByRole("list", { name: "Timpi de înot" });
    const cards = within(list).getAllByRole("listitem");
    expect(cards[1]).toHaveTextContent("100 m liber · 25 m");
    expect(cards[1]).toHaveTextContent("1:05.77");
  });
});
