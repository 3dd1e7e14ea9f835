import type { TSessionUser } from "@bazin/shared/contracts/auth";
import type { TPlanningOverview } from "@bazin/shared/contracts/plans";
import { Notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Outlet } from "react-router";
import { describe, expect, it } from "vitest";
import type { PortalContext } from "../../../app/layouts/portal-context.ts";
import { CSRF_OK, type MockAnswer, mockApi } from "../../../test/mock-api.ts";
import { renderRoutes } from "../../../test/render.tsx";
import { DRAFT_ID, OVERVIEW, PLAN_ID, RECOVERY, WORKOUT_ID } from "../testing.ts";
import { PlanningCentrePage } from "./planning-centre-page.tsx";

const user = (role: TSessionUser["role"]): TSessionUser => ({
  id: "5d0c2c2e-8f1a-4b7e-9c3d-2e1f0a9b8c7d",
  username: role,
  firstName: "Andrei",
  lastName: "Popescu",
  email: null,
  phone: null,
  role,
});

/** The page inside a portal-like outlet that says who is signed in (the recovery setting depends on it). */
function start(role: TSessionUser["role"] = "admin") {
  return renderRoutes(
    [
      {
        path: "/admin/traininghub",
        element: <Outlet context={{ user: user(role) } satisfies PortalContext} />,
        children: [
          {
            index: true,
            element: (
              <>
                <Notifications />
                <PlanningCentrePage />
              </>
            ),
          },
        ],
      },
    ],
    "/admin/traininghub",
  );
}

const api = (overview: MockAnswer = { body: OVERVIEW }, extra: Record<string, MockAnswer> = {}) =>
  mockApi({
    "GET /api/training-hub/overview": overview,
    "GET /api/training-settings/recovery": { body: RECOVERY },
    ...extra,
  });

describe("[ADMIN][PLANNING] planning centre", () => {
  it("shows the statistics, quick links, zones, the next race and the most used workout", async () => {
    api();
    start();
    await screen.findByText("Planuri active");
    // A description list: each label next to its value.
    const terms = document.querySelectorAll("dt");
    expect([...terms].map((dt) => `${dt.textContent}=${dt.nextElementSibling?.textContent}`)).toEqual([
      "Planuri active=2",
      "Ciorne=1",
      "Metri planificați săptămâna aceasta=24.500 m",
      "Antrenamente în bibliotecă=27",
    ]);
    const links = screen.getByRole("navigation", { name: "Acțiuni rapide" });
    expect(within(links).getByRole("link", { name: "Plan nou" })).toHaveAttribute(
      "href",
      "/admin/traininghub/plans/new",
    );
    expect(within(links).getByRole("link", { name: "Calculator CSS" })).toHaveAttribute(
      "href",
      "/admin/traininghub/css",
    );

    const zones = within(screen.getByRole("table", { name: "Metri planificați pe zone de intensitate" }))
      .getAllByRole("row")
      .slice(1);
    expect(zones[1]).toHaveTextContent("Z2 Rezistență aerobă12.000 m49 %");

    const race = screen.getByText("Naționalele de vară").closest("li")!;
    expect(race).toHaveTextContent("Concurs țintă");
    expect(race).toHaveTextContent("Peste 12 zile");
    expect(within(race).getByRole("link", { name: "Plan: Sezonul de vară 2026" })).toHaveAttribute(
      "href",
      `/admin/traininghub/plans/${PLAN_ID}/analytics`,
    );
    expect(screen.getByRole("link", { name: "Prag 8 × 100" })).toHaveAttribute(
      "href",
      `/admin/traininghub/workouts/${WORKOUT_ID}/preview`,
    );
    expect(screen.getByText("folosit de 5 ori")).toBeInTheDocument();
  });

  it("gives each recommendation its Romanian reason, its plan and an action", async () => {
    api();
    start();
    const section = await screen.findByRole("region", { name: "Recomandări" });
    const cards = within(section).getAllByRole("listitem");
    expect(cards.map((card) => within(card).getAllByRole("link")[0]!.textContent)).toEqual([
      "Sezonul de vară 2026",
      "Sezonul de vară 2026",
      "Pregătire iarnă",
      "Pregătire iarnă",
    ]);
    expect(within(cards[0]!).getByRole("link", { name: "Sezonul de vară 2026" })).toHaveAttribute(
      "href",
      `/admin/traininghub/edit-plan/${PLAN_ID}`,
    );
    expect(cards[0]).toHaveTextContent(
      "Concursul „Naționalele de vară” din 14 iun. 2026 nu este precedat de o fază de descărcare (taper).",
    );
    expect(cards[1]).toHaveTextContent("Volumul crește cu 33 % în săptămâna 5: de la 8.000 m la 10.600 m.");
    expect(cards[2]).toHaveTextContent(
      "Săptămâna 3, care începe luni, 16 mar. 2026, nu are niciun antrenament planificat.",
    );
    expect(cards[3]).toHaveTextContent("Săptămânile 7–9 nu aparțin niciunei faze.");
    expect(
      within(cards[2]!).getByRole("link", { name: "Planificați antrenamente: Pregătire iarnă" }),
    ).toHaveAttribute("href", `/admin/traininghub/plans/${DRAFT_ID}/analytics?tab=calendar`);
  });

  it("invites to create a plan when none is under way, and says all is well without recommendations", async () => {
    const empty: TPlanningOverview = {
      ...OVERVIEW,
      activePlans: 0,
      draftPlans: 0,
      weeklyPlannedMetres: 0,
      zoneDistribution: {},
      upcomingRaces: [],
      mostUsedWorkouts: [],
      recommendations: [],
    };
    api({ body: empty });
    start();
    expect(await screen.findByRole("heading", { name: "Niciun plan în lucru" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Creați un plan" })).toHaveAttribute(
      "href",
      "/admin/traininghub/plans/new",
    );
    expect(
      screen.getByText("Totul arată bine: nicio recomandare pentru planurile active."),
    ).toBeInTheDocument();
    expect(screen.getByText("Planurile active nu au încă antrenamente planificate.")).toBeInTheDocument();
    expect(screen.getByText("Niciun concurs apropiat în planurile active.")).toBeInTheDocument();
  });

  it("says when the overview fails to load, and loads it again on retry", async () => {
    let fail = true;
    mockApi({
      "GET /api/training-hub/overview": () =>
        fail ? { status: 500, body: { code: "INTERNAL", message: "" } } : { body: OVERVIEW },
      "GET /api/training-settings/recovery": { body: RECOVERY },
    });
    start();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Centrul de planificare nu a putut fi încărcat.");
    fail = false;
    await userEvent.click(within(alert).getByRole("button", { name: "Încercați din nou" }));
    expect(await screen.findByText("Naționalele de vară")).toBeInTheDocument();
  });

  it("shows coaches the recovery days read-only", async () => {
    api();
    start("coach");
    const section = await screen.findByRole("region", { name: "Zile de recuperare" });
    const table = await within(section).findByRole("table", {
      name: "Doar administratorii pot modifica zilele de recuperare.",
    });
    const vo2 = within(table).getByRole("row", { name: /VO2 max/ });
    expect(vo2).toHaveTextContent("2 zile");
    expect(within(table).getByRole("row", { name: /Prag anaerob/ })).toHaveTextContent("1 zi");
    expect(within(section).queryByRole("textbox")).not.toBeInTheDocument();
    expect(within(section).queryByRole("button")).not.toBeInTheDocument();
  });

  it("lets admins change the recovery days and save them all with PUT", async () => {
    const saved = { recoveryDays: { ...RECOVERY.recoveryDays, vo2_max: 3 } };
    const calls = api(undefined, {
      "GET /api/csrf": CSRF_OK,
      "PUT /api/training-settings/recovery": { body: saved },
    });
    start("admin");
    const section = await screen.findByRole("region", { name: "Zile de recuperare" });
    const vo2 = await within(section).findByRole("textbox", { name: "VO2 max" });
    expect(vo2).toHaveValue("2");
    const save = within(section).getByRole("button", { name: "Salvați zilele de recuperare" });
    expect(save).toBeDisabled();
    await userEvent.clear(vo2);
    await userEvent.type(vo2, "3");
    await userEvent.click(save);

    expect(await screen.findByText("Zilele de recuperare au fost salvate.")).toBeInTheDocument();
    const put = calls.requests.find((r) => r.method === "PUT")!;
    expect(await put.json()).toEqual(saved);
    await waitFor(() => expect(within(section).getByRole("textbox", { name: "VO2 max" })).toHaveValue("3"));
  });

  it("tells the admin when saving the recovery days fails", async () => {
    api(undefined, {
      "GET /api/csrf": CSRF_OK,
      "PUT /api/training-settings/recovery": {
        status: 403,
        body: { code: "FORBIDDEN", message: "Nu aveți dreptul să faceți această acțiune." },
      },
    });
    start("admin");
    const vo2 = await screen.findByRole("textbox", { name: "VO2 max" });
    await userEvent.clear(vo2);
    await userEvent.type(vo2, "4");
    await userEvent.click(screen.getByRole("button", { name: "Salvați zilele de recuperare" }));
    expect(await screen.findByText("Nu aveți dreptul să faceți această acțiune.")).toBeInTheDocument();
  });
});
