import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApi } from "../../../test/mock-api.ts";
import { renderRoutes } from "../../../test/render.tsx";
import { onPhone } from "../../../test/viewport.ts";
import { PLAN_ID, SUMMARY } from "../testing.ts";
import { PlansPage } from "./plans-page.tsx";

function start(path = "/admin/traininghub/plans") {
  return renderRoutes([{ path: "/admin/traininghub/plans", element: <PlansPage /> }], path);
}

/** The query strings of the list requests sent so far. */
const listQueries = (requests: Request[]) =>
  requests.filter((r) => new URL(r.url).pathname === "/api/plans").map((r) => new URL(r.url).search);

describe("[COACH][PLAN] the plans list", () => {
  it("lists plans with status, period, current week and phase, swimmers, next race and their links", async () => {
    mockApi({ "GET /api/plans": { body: { items: [SUMMARY] } } });
    start();
    const table = await screen.findByRole("table", { name: "Planuri de antrenament" });
    const row = within(table).getAllByRole("row")[1]!;
    expect(row).toHaveTextContent("Toamna 2025");
    expect(row).toHaveTextContent("Activ");
    expect(row).toHaveTextContent("1 sept. 2025 – 23 nov. 2025");
    expect(row).toHaveTextContent("Săptămâna 3 din 12 · Acumulare");
    expect(row).toHaveTextContent("Cupa Moldovei, 15 nov.");
    expect(within(row).getByRole("link", { name: "Toamna 2025" })).toHaveAttribute(
      "href",
      `/admin/traininghub/edit-plan/${PLAN_ID}`,
    );
    expect(within(row).getByRole("link", { name: "Analiza planului Toamna 2025" })).toHaveAttribute(
      "href",
      `/admin/traininghub/plans/${PLAN_ID}/analytics`,
    );
    expect(screen.getByRole("link", { name: "Plan nou" })).toHaveAttribute(
      "href",
      "/admin/traininghub/plans/new",
    );
    expect(screen.getByText("1 plan")).toBeInTheDocument();
  });

  it("keeps the status filter in the address and asks the server for it", async () => {
    const api = mockApi({ "GET /api/plans": { body: { items: [SUMMARY] } } });
    const { router } = start("/admin/traininghub/plans?status=active");
    await screen.findByRole("table", { name: "Planuri de antrenament" });
    expect(listQueries(api.requests)[0]).toBe("?status=active");
    expect(screen.getByRole("radio", { name: "Activ" })).toBeChecked();

    await userEvent.click(screen.getByRole("radio", { name: "Ciornă" }));
    await waitFor(() => expect(router.state.location.search).toBe("?status=draft"));
    await waitFor(() => expect(listQueries(api.requests).at(-1)).toBe("?status=draft"));

    await userEvent.type(screen.getByRole("searchbox", { name: "Căutare" }), "toamna");
    await waitFor(() => expect(router.state.location.search).toBe("?status=draft&q=toamna"));

    await userEvent.click(screen.getByRole("radio", { name: "Toate" }));
    await waitFor(() => expect(router.state.location.search).toBe("?q=toamna"));
    await waitFor(() => expect(listQueries(api.requests)).toContain("?q=toamna"));
  });

  it("says when there is no plan, when none matches, and when loading failed", async () => {
    let answer: { status?: number; body: unknown } = { body: { items: [] } };
    mockApi({ "GET /api/plans": () => answer });
    start();
    expect(await screen.findByText(/Nu există încă niciun plan/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole("radio", { name: "Întrerupt" }));
    expect(await screen.findByText("Niciun plan nu corespunde filtrelor.")).toBeInTheDocument();

    answer = { status: 500, body: { code: "INTERNAL_ERROR", message: "" } };
    await userEvent.click(screen.getByRole("radio", { name: "Încheiat" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Planurile nu au putut fi încărcate.");
  });

  it("shows cards on a phone", async () => {
    onPhone();
    mockApi({ "GET /api/plans": { body: { items: [SUMMARY] } } });
    start();
    const list = await screen.findByRole("list", { name: "Planuri de antrenament" });
    const card = within(list).getAllByRole("listitem")[0]!;
    expect(card).toHaveTextContent("Toamna 2025");
    expect(card).toHaveTextContent("Înotători: 8");
  });
});
