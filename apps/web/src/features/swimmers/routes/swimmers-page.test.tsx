import type { TAdvancedSwimmerPage, TAdvancedSwimmerSummary } from "@bazin/shared/contracts/swimmers";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { type MockAnswer, mockApi } from "../../../test/mock-api.ts";
import { renderRoutes } from "../../../test/render.tsx";
import { onPhone } from "../../../test/viewport.ts";
import { GROUP, IOANA, MIHAI, OTHER_GROUP } from "../test/fixtures.ts";
import { SwimmersPage } from "./swimmers-page.tsx";

const page = (items: TAdvancedSwimmerSummary[], total = items.length): MockAnswer => ({
  body: { items, total, page: 1, pageSize: 20 } satisfies TAdvancedSwimmerPage,
});
const GROUPS: MockAnswer = { body: { items: [GROUP, OTHER_GROUP] } };

const start = (path = "/admin/advanced-swimmers") =>
  renderRoutes([{ path: "/admin/advanced-swimmers", element: <SwimmersPage /> }], path);

/** The query strings of the list requests sent so far. */
const listQueries = (requests: Request[]) =>
  requests
    .filter((r) => new URL(r.url).pathname === "/api/advanced-swimmers")
    .map((r) => new URL(r.url).searchParams);

describe("[ADMIN][SWIMMERS] advanced swimmers list", () => {
  it("shows each swimmer's row from the API: link, group, heart rate, zone, PBs and account", async () => {
    mockApi({
      "GET /api/advanced-swimmers": page([IOANA, MIHAI]),
      "GET /api/advanced-swimmers/groups": GROUPS,
    });
    start();
    const table = await screen.findByRole("table", { name: "Lista înotătorilor avansați" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual([
      "Nume",
      "Vârstă",
      "Gen",
      "Grupă",
      "FC max / repaus / prag",
      "Zonă",
      "Recorduri personale",
      "Cont",
    ]);
    const rows = within(table).getAllByRole("row");
    expect(rows).toHaveLength(3);
    const ioana = within(rows[1]!);
    expect(ioana.getByRole("link", { name: "Ioana Ștefănescu" })).toHaveAttribute(
      "href",
      `/admin/advanced-swimmers/${IOANA.id}/details`,
    );
    expect(rows[1]).toHaveTextContent("14Feminin");
    expect(ioana.getByRole("img", { name: "Culoarea grupei Grupa de performanță" })).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent("206 / 62 / 179Ridicată4Da");
    expect(rows[2]).toHaveTextContent("Fără grupă");
    expect(rows[2]).toHaveTextContent("Scăzută0Nu");
    expect(screen.getByText("2 înotători avansați")).toBeInTheDocument();
  });

  it("sends search, group, zone, gender and sort to the server and keeps them in the address", async () => {
    const api = mockApi({
      "GET /api/advanced-swimmers": page([IOANA]),
      "GET /api/advanced-swimmers/groups": GROUPS,
    });
    const { router } = start("/admin/advanced-swimmers?page=2");
    await screen.findByText("Ioana Ștefănescu");

    await userEvent.click(screen.getByLabelText("Grupă", { selector: "input" }));
    await userEvent.click(await screen.findByRole("option", { name: "Grupa mică" }));
    await userEvent.click(screen.getByLabelText("Zonă de puls", { selector: "input" }));
    await userEvent.click(await screen.findByRole("option", { name: "Medie (FC max 170–190)" }));
    await userEvent.click(screen.getByLabelText("Gen", { selector: "input" }));
    await userEvent.click(await screen.findByRole("option", { name: "Masculin" }));
    await userEvent.click(screen.getByLabelText("Sortare", { selector: "input" }));
    await userEvent.click(await screen.findByRole("option", { name: "Puls maxim" }));
    await userEvent.click(screen.getByLabelText("Ordine", { selector: "input" }));
    await userEvent.click(await screen.findByRole("option", { name: "Descrescător" }));
    await userEvent.type(screen.getByRole("searchbox", { name: "Caută după nume" }), "stef");

    await waitFor(() => expect(listQueries(api.requests).at(-1)?.get("q")).toBe("stef"));
    const chosen = {
      q: "stef",
      groupId: OTHER_GROUP.id,
      zone: "medium",
      gender: "M",
      sort: "maxHr",
      dir: "desc",
    };
    // A new filter goes back to the first page.
    expect(Object.fromEntries(listQueries(api.requests).at(-1)!)).toEqual({
      ...chosen,
      page: "1",
      pageSize: "20",
    });
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual(chosen);
  });

  it("tells 'no advanced swimmers yet' from 'nothing matches the filters'", async () => {
    mockApi({ "GET /api/advanced-swimmers": page([]), "GET /api/advanced-swimmers/groups": GROUPS });
    const first = start();
    expect(await screen.findByText(/Nu există încă înotători avansați/)).toBeInTheDocument();
    first.unmount();
    start("/admin/advanced-swimmers?zone=high");
    expect(await screen.findByText("Niciun înotător avansat nu corespunde filtrelor.")).toBeInTheDocument();
  });

  it("says the list failed to load, with the status, and loads it on retry", async () => {
    let answer: MockAnswer = { status: 503, body: { code: "INTERNAL_ERROR", message: "x" } };
    mockApi({ "GET /api/advanced-swimmers": () => answer, "GET /api/advanced-swimmers/groups": GROUPS });
    start();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Înotătorii avansați nu au putut fi încărcați.");
    expect(alert).toHaveTextContent("cod 503");
    answer = page([IOANA]);
    await userEvent.click(within(alert).getByRole("button", { name: "Încercați din nou" }));
    expect(await screen.findByRole("link", { name: "Ioana Ștefănescu" })).toBeInTheDocument();
  });

  it("shows cards on a phone, with the filters behind the Filtre button", async () => {
    onPhone();
    mockApi({ "GET /api/advanced-swimmers": page([IOANA]), "GET /api/advanced-swimmers/groups": GROUPS });
    start("/admin/advanced-swimmers?gender=F");
    const list = await screen.findByRole("list", { name: "Lista înotătorilor avansați" });
    const card = within(list).getByRole("listitem");
    expect(card).toHaveTextContent("Ioana Ștefănescu");
    expect(card).toHaveTextContent("FC max 206");
    expect(card).toHaveTextContent("Are cont");
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Filtre (1)" })).toHaveAttribute("aria-expanded", "false");
  });
});
