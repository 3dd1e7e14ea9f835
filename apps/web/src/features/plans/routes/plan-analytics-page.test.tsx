import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApi } from "../../../test/mock-api.ts";
import { renderRoutes } from "../../../test/render.tsx";
import { onPhone } from "../../../test/viewport.ts";
import { ANALYTICS, PLAN_ID, plan } from "../testing.ts";
import { PlanAnalyticsPage } from "./plan-analytics-page.tsx";

const PATH = `/admin/traininghub/plans/${PLAN_ID}/analytics`;

function start(search = "") {
  mockApi({
    [`GET /api/plans/${PLAN_ID}`]: { body: plan() },
    [`GET /api/plans/${PLAN_ID}/analytics`]: { body: ANALYTICS },
  });
  return renderRoutes(
    [{ path: "/admin/traininghub/plans/:id/analytics", element: <PlanAnalyticsPage /> }],
    `${PATH}${search}`,
  );
}

describe("[COACH][PLAN] a plan's analytics", () => {
  it("shows the read-only calendar first, with phases, races and placed workouts", async () => {
    start();
    expect(await screen.findByRole("heading", { level: 1, name: "Toamna 2025" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Calendar" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("group", { name: "marți, 2 septembrie 2025" })).toHaveTextContent("Aerob 3000");
    expect(screen.getByRole("group", { name: "sâmbătă, 15 noiembrie 2025" })).toHaveTextContent(
      "Cupa Moldovei",
    );
    expect(screen.getAllByText("Acumulare").length).toBeGreaterThan(0);
    expect(screen.queryByRole("slider")).toBeNull();
    expect(screen.queryByRole("button", { name: /Adăugați un antrenament/ })).toBeNull();
  });

  it("keeps the tab in the address and lists the swimmers with their groups", async () => {
    const { router } = start();
    await screen.findByRole("heading", { level: 1, name: "Toamna 2025" });
    await userEvent.click(screen.getByRole("tab", { name: "Înotători" }));
    await waitFor(() => expect(router.state.location.search).toBe("?tab=swimmers"));
    const table = await screen.findByRole("table", { name: "Înotătorii planului" });
    const row = within(table).getAllByRole("row")[1]!;
    expect(row).toHaveTextContent("Ioana Ștefănescu");
    expect(row).toHaveTextContent("Avansați");
    expect(row).toHaveTextContent("Direct și prin grupă");
  });

  it("gives each swimmer's attendance with its level, metres swum against planned and their rating", async () => {
    start("?tab=swimmers");
    const table = await screen.findByRole("table", { name: "Înotătorii planului" });
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((h) => h.textContent);
    const row = within(table).getAllByRole("row")[1]!;
    const cell = (name: string) => within(row).getAllByRole("cell")[headers.indexOf(name)]!;
    expect(cell("Prezențe")).toHaveTextContent("6 din 8 sesiuni");
    // 75 % is not above 75 %: medium (SPEC §9), orange.
    expect(cell("Prezență")).toHaveTextContent("75 %medie");
    expect(within(cell("Prezență")).getByText("medie").closest("[data-level]")).toHaveAttribute(
      "data-level",
      "medium",
    );
    expect(cell("Metri înotați / planificați")).toHaveTextContent("12.000 m din 16.000 m");
    const bar = within(row).getByRole("progressbar", {
      name: "Metri înotați din cei planificați: Ioana Ștefănescu",
    });
    expect(bar).toHaveAttribute("aria-valuenow", "75");
    expect(cell("Nota lor")).toHaveTextContent("4,5 / 5(2 note)");
  });

  it("on a phone, gives each swimmer a card with the same numbers, labelled", async () => {
    onPhone();
    start("?tab=swimmers");
    const list = await screen.findByRole("list", { name: "Înotătorii planului" });
    expect(screen.queryByRole("table")).toBeNull();
    const [card] = within(list).getAllByRole("listitem");
    expect(card).toHaveTextContent("Ioana Ștefănescu");
    expect(card).toHaveTextContent("Prezențe: 6 din 8 sesiuni");
    expect(card).toHaveTextContent("Prezență:75 %medie");
    expect(card).toHaveTextContent("12.000 m din 16.000 m");
    expect(within(card!).getByRole("progressbar")).toHaveAttribute("aria-valuenow", "75");
    expect(card).toHaveTextContent("Nota lor:4,5 / 5(2 note)");
  });

  it("says when a swimmer has no attendance or rating yet", async () => {
    const none = {
      taken: 0,
      attended: 0,
      attendanceRate: null,
      doneMetres: 0,
      plannedMetres: 0,
      averageRating: null,
      ratingCount: 0,
    };
    mockApi({
      [`GET /api/plans/${PLAN_ID}`]: { body: plan() },
      [`GET /api/plans/${PLAN_ID}/analytics`]: {
        body: {
          ...ANALYTICS,
          participants: [{ ...ANALYTICS.participants[0]!, sessions: none }],
          sessionTotals: none,
        },
      },
    });
    renderRoutes(
      [{ path: "/admin/traininghub/plans/:id/analytics", element: <PlanAnalyticsPage /> }],
      `${PATH}?tab=swimmers`,
    );
    const table = await screen.findByRole("table", { name: "Înotătorii planului" });
    const row = within(table).getAllByRole("row")[1]!;
    expect(row).toHaveTextContent("Nicio prezență luată");
    expect(row).toHaveTextContent("Nicio notă");
    expect(within(row).queryByRole("progressbar")).toBeNull();
    await userEvent.click(screen.getByRole("tab", { name: "Analiză" }));
    expect(await screen.findByText(/Nicio sesiune a planului până azi/)).toBeInTheDocument();
  });

  it("says sessions will appear once scheduled", async () => {
    start("?tab=sessions");
    expect(
      await screen.findByText("Sesiunile programate din acest plan vor apărea aici."),
    ).toBeInTheDocument();
  });

  it("gives the weekly volume chart's numbers in a table, with the zones and the timeline", async () => {
    start("?tab=analytics");
    const volume = await screen.findByRole("table", { name: "Volumul planificat pe săptămână" });
    const rows = within(volume).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(12);
    expect(rows[0]).toHaveTextContent("Săptămâna 1");
    expect(rows[0]).toHaveTextContent("Acumulare");
    expect(rows[0]).toHaveTextContent("5.200 m");
    expect(rows[0]).toHaveTextContent("3.500 m");
    expect(rows[7]).toHaveTextContent("Fără fază");

    const sessions = screen.getByRole("region", { name: "Sesiunile de până azi" });
    expect(sessions).toHaveTextContent("75 %medie");
    expect(sessions).toHaveTextContent("6 din 8 sesiuni");
    expect(sessions).toHaveTextContent("12.000 m din 16.000 m");
    expect(sessions).toHaveTextContent("4,5 / 5(2 note)");

    const zones = screen.getByRole("table", { name: "Metri planificați pe zone de intensitate" });
    expect(within(zones).getByRole("row", { name: /Z2 Rezistență aerobă/ })).toHaveTextContent("6.500 m79 %");

    const timeline = screen.getByRole("list", { name: "Fazele și concursurile planului, în ordine" });
    const events = within(timeline).getAllByRole("listitem");
    expect(events.map((e) => e.textContent)).toEqual([
      "Acumulare: săptămânile 1–4 (1 sept. – 28 sept.)",
      "Intensificare: săptămânile 5–7 (29 sept. – 19 oct.)",
      "Cupa Moldovei, 15 nov. 2025 (Concurs țintă, săptămâna 11)",
    ]);
  });
});
