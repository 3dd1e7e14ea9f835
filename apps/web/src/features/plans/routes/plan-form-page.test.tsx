import type { TPlan } from "@bazin/shared/contracts/plans";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { CSRF_OK, type MockAnswer, mockApi } from "../../../test/mock-api.ts";
import { renderRoutes } from "../../../test/render.tsx";
import { onPhone } from "../../../test/viewport.ts";
import { GROUPS, IOANA_ID, PLAN_ID, plan, SPRINT_ID, SWIMMERS, WORKOUTS } from "../testing.ts";
import { PlanFormPage } from "./plan-form-page.tsx";

// jsdom has no FontFaceSet; Mantine's autosizing textarea (the description) listens to it.
beforeAll(() => {
  if (!document.fonts) {
    Object.defineProperty(document, "fonts", {
      configurable: true,
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
  }
});

const EDIT = `/admin/traininghub/edit-plan/${PLAN_ID}`;

function start(path = EDIT) {
  return renderRoutes(
    [
      { path: "/admin/traininghub/plans", element: <p>Lista planurilor</p> },
      { path: "/admin/traininghub/plans/new", element: <PlanFormPage /> },
      { path: "/admin/traininghub/edit-plan/:id", element: <PlanFormPage /> },
    ],
    path,
  );
}

/** The API of the form's screen, with the plan as given and the save answered by `put`. */
function api(current: TPlan = plan(), put?: (request: Request) => MockAnswer | Promise<MockAnswer>) {
  return mockApi({
    "GET /api/csrf": CSRF_OK,
    [`GET /api/plans/${PLAN_ID}`]: { body: current },
    [`PUT /api/plans/${PLAN_ID}`]:
      put ?? (async (request) => ({ body: { ...current, ...(await request.json()) } })),
    [`DELETE /api/plans/${PLAN_ID}`]: { body: { ok: true } },
    "GET /api/advanced-swimmers": { body: SWIMMERS },
    "GET /api/advanced-swimmers/groups": { body: GROUPS },
    "GET /api/workouts": { body: WORKOUTS },
  });
}

const saves = (requests: Request[]) =>
  requests.filter((r) => r.method === "PUT" && new URL(r.url).pathname === `/api/plans/${PLAN_ID}`);

const saveButton = () => screen.getByRole("button", { name: "Salvați planul" });

async function openForm() {
  await screen.findByRole("textbox", { name: "Numele planului" });
}

describe("[COACH][PLAN] the plan form", () => {
  it("shows an overlapping phase's message at both bands and refuses to save", async () => {
    api();
    start();
    await openForm();
    expect(saveButton()).toBeEnabled();

    const add = screen.getByRole("region", { name: "Adăugați o fază" });
    await userEvent.click(within(add).getByRole("combobox", { name: "Faza" }));
    await userEvent.click(await screen.findByRole("option", { name: "Descărcare (taper) (1–3 săpt.)" }));
    const from = within(add).getByRole("textbox", { name: "De la săpt." });
    await userEvent.clear(from);
    await userEvent.type(from, "4");
    const to = within(add).getByRole("textbox", { name: "Până la săpt." });
    await userEvent.clear(to);
    await userEvent.type(to, "5");
    await userEvent.click(within(add).getByRole("button", { name: "Adăugați faza" }));

    // Told at the new band (both phases it overlaps) and at each of the two it overlaps.
    const taper = await screen.findByRole("button", { name: "Editați faza Descărcare (taper), S4–S5" });
    await waitFor(() =>
      expect(taper).toHaveAccessibleDescription(
        "Se suprapune cu faza Acumulare (săptămânile 1–4). Se suprapune cu faza Intensificare (săptămânile 5–7).",
      ),
    );
    expect(screen.getByRole("button", { name: /Editați faza Acumulare/ })).toHaveAccessibleDescription(
      "Se suprapune cu faza Descărcare (taper) (săptămânile 4–5).",
    );
    expect(screen.getByRole("button", { name: /Editați faza Intensificare/ })).toHaveAccessibleDescription(
      "Se suprapune cu faza Descărcare (taper) (săptămânile 4–5).",
    );
    expect(saveButton()).toBeDisabled();
    expect(
      screen.getByText("Corectați fazele marcate în calendar pentru a putea salva."),
    ).toBeInTheDocument();
  });

  it("says the bounds of a phase made shorter than its minimum", async () => {
    api();
    start();
    await openForm();
    const end = screen.getByRole("slider", { name: "Sfârșitul fazei Acumulare" });
    end.focus();
    await userEvent.keyboard("{ArrowUp}");
    expect(await screen.findByText("Acumulare durează 4–6 săptămâni; acum are 3 săptămâni.")).toBeVisible();
    expect(end).toHaveAccessibleDescription("Acumulare durează 4–6 săptămâni; acum are 3 săptămâni.");
    expect(saveButton()).toBeDisabled();

    await userEvent.keyboard("{ArrowDown}");
    await waitFor(() => expect(saveButton()).toBeEnabled());
  });

  it("resizes a band with the keyboard and saves its new weeks", async () => {
    const calls = api();
    start();
    await openForm();
    const end = screen.getByRole("slider", { name: "Sfârșitul fazei Intensificare" });
    expect(end).toHaveAttribute("aria-valuenow", "7");
    end.focus();
    await userEvent.keyboard("{ArrowDown}");
    expect(end).toHaveAttribute("aria-valuenow", "8");
    expect(end).toHaveAttribute("aria-valuetext", "Săptămâna 8, din 20 oct.");
    expect(screen.getByRole("button", { name: "Editați faza Intensificare, S5–S8" })).toBeInTheDocument();
    expect(end).toHaveFocus();

    await userEvent.click(saveButton());
    await waitFor(() => expect(saves(calls.requests)).toHaveLength(1));
    const body = await saves(calls.requests)[0]!.json();
    expect(body.phases).toEqual([
      { phase: "accumulation", startWeek: 1, endWeek: 4, notes: "" },
      { phase: "intensification", startWeek: 5, endWeek: 8, notes: "" },
    ]);
    expect(body.continueAnyway).toBe(false);
  });

  it("places a workout on a day and sends the placement with the save", async () => {
    const calls = api();
    start();
    await openForm();
    const tuesday = screen.getByRole("group", { name: "marți, 9 septembrie 2025" });
    await userEvent.click(within(tuesday).getByRole("button", { name: /Adăugați un antrenament/ }));

    const dialog = await screen.findByRole("dialog", { name: "Antrenament pentru marți, 9 septembrie 2025" });
    await userEvent.type(within(dialog).getByRole("combobox", { name: "Antrenament" }), "sprint");
    // The library is searched by the server for the typed words.
    await waitFor(() =>
      expect(
        calls.requests.some(
          (r) =>
            new URL(r.url).pathname === "/api/workouts" && new URL(r.url).searchParams.get("q") === "sprint",
        ),
      ).toBe(true),
    );
    await userEvent.click(await screen.findByRole("option", { name: /Sprint 10×50/ }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Adăugați în calendar" }));

    await waitFor(() => expect(within(tuesday).getByText("Sprint 10×50")).toBeInTheDocument());
    expect(tuesday).toHaveTextContent("2.200 m");
    expect(tuesday).toHaveTextContent("Z6 Sprint / ritm de concurs");
    expect(screen.getByText("Total în săptămâna 2: 2.200 m")).toBeInTheDocument();

    await userEvent.click(saveButton());
    await waitFor(() => expect(saves(calls.requests)).toHaveLength(1));
    const body = await saves(calls.requests)[0]!.json();
    expect(body.placements).toEqual([
      {
        id: plan().placements[0]!.id,
        workoutId: plan().placements[0]!.workout.id,
        day: "2025-09-02",
        notes: "",
      },
      { workoutId: SPRINT_ID, day: "2025-09-09", notes: "" },
    ]);
  });

  it("moves a placed workout to another day, and removes it", async () => {
    const calls = api();
    start();
    await openForm();
    const tuesday = screen.getByRole("group", { name: "marți, 2 septembrie 2025" });
    await userEvent.click(within(tuesday).getByRole("button", { name: "Acțiuni pentru Aerob 3000" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Mutați în altă zi" }));
    const dialog = await screen.findByRole("dialog", { name: "Mutați „Aerob 3000”" });
    await userEvent.click(within(dialog).getByRole("button", { name: /Ziua nouă/ }));
    await userEvent.click(await screen.findByRole("button", { name: "4 Septembrie 2025" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Mutați" }));

    const thursday = screen.getByRole("group", { name: "joi, 4 septembrie 2025" });
    await waitFor(() => expect(thursday).toHaveTextContent("Aerob 3000"));
    expect(tuesday).not.toHaveTextContent("Aerob 3000");

    await userEvent.click(saveButton());
    await waitFor(() => expect(saves(calls.requests)).toHaveLength(1));
    expect((await saves(calls.requests)[0]!.json()).placements).toEqual([
      {
        id: plan().placements[0]!.id,
        workoutId: plan().placements[0]!.workout.id,
        day: "2025-09-04",
        notes: "",
      },
    ]);

    await userEvent.click(within(thursday).getByRole("button", { name: "Acțiuni pentru Aerob 3000" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Scoateți din calendar" }));
    await waitFor(() => expect(thursday).not.toHaveTextContent("Aerob 3000"));
    expect(screen.getByText("Total în săptămâna 1: 0 m")).toBeInTheDocument();
  });

  it("asks about recovery conflicts and, on 'Continuă oricum', saves again with continueAnyway", async () => {
    const calls = api(plan(), async (request) => {
      const body = await request.json();
      if (body.continueAnyway) return { body: plan() };
      return {
        status: 409,
        body: {
          code: "RECOVERY_CONFLICT",
          message: "Antrenamente intense prea apropiate.",
          params: {
            conflicts: [
              {
                student: { id: IOANA_ID, fullName: "Ioana Ștefănescu" },
                first: { day: "2025-09-09", workoutName: "Sprint 10×50" },
                second: { day: "2025-09-10", workoutName: "VO2 max 8×100" },
                recoveryDays: 2,
                daysBetween: 1,
              },
            ],
          },
        },
      };
    });
    start();
    await openForm();
    await userEvent.click(saveButton());

    const dialog = await screen.findByRole("dialog", { name: "Zile de recuperare nerespectate" });
    expect(dialog).toHaveTextContent("Ioana Ștefănescu");
    expect(dialog).toHaveTextContent("Sprint 10×50 (mar., 9 sept.) și VO2 max 8×100 (mie., 10 sept.)");
    expect(dialog).toHaveTextContent("Primul cere 2 zile de recuperare, iar al doilea vine după o zi.");
    expect(within(dialog).getByRole("button", { name: "Anulează" })).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole("button", { name: "Continuă oricum" }));
    await waitFor(() => expect(saves(calls.requests)).toHaveLength(2));
    const [first, second] = await Promise.all(saves(calls.requests).map((r) => r.json()));
    expect(first.continueAnyway).toBe(false);
    expect(second.continueAnyway).toBe(true);
    expect(second.phases).toEqual(first.phases);
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Zile de recuperare nerespectate" })).toBeNull(),
    );
  });

  it("offers only the plan's status and the moves the server allows", async () => {
    api();
    start();
    await openForm();
    await userEvent.click(screen.getByRole("combobox", { name: "Stare" }));
    const options = (await screen.findAllByRole("option")).map((o) => o.textContent);
    expect(options).toEqual(["Activ", "Întrerupt", "Încheiat"]);
  });

  it("offers a new plan only draft or active", async () => {
    api();
    start("/admin/traininghub/plans/new");
    await openForm();
    expect(screen.getByRole("heading", { level: 1, name: "Plan nou" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("combobox", { name: "Stare" }));
    const options = (await screen.findAllByRole("option")).map((o) => o.textContent);
    expect(options).toEqual(["Ciornă", "Activ"]);
    expect(screen.getByText(/Alegeți data de început și data de sfârșit/)).toBeInTheDocument();
  });

  it("puts the server's field errors at their band and field", async () => {
    api(plan(), () => ({
      status: 400,
      body: {
        code: "VALIDATION_ERROR",
        message: "Fazele nu se pot suprapune.",
        fields: { "phases.1.startWeek": "phaseOverlap", name: "planNameRequired" },
      },
    }));
    start();
    await openForm();
    await userEvent.click(saveButton());
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Fazele nu se pot suprapune.");
    const band = screen.getByRole("button", { name: /Editați faza Intensificare/ });
    await waitFor(() => expect(band).toHaveAccessibleDescription(/suprapun/));
    expect(screen.getByRole("textbox", { name: "Numele planului" })).toHaveAccessibleDescription(
      "Introduceți numele planului.",
    );
  });

  it("opens a completed plan read-only", async () => {
    api(plan({ status: "completed", nextStatuses: [], readOnly: true }));
    start();
    await openForm();
    expect(screen.getByText(/Planul este încheiat/)).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Numele planului" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Salvați planul" })).toBeNull();
    expect(screen.queryByRole("slider")).toBeNull();
    expect(screen.queryByRole("button", { name: /Adăugați un antrenament/ })).toBeNull();
    expect(screen.queryByRole("button", { name: "Ștergeți planul" })).toBeNull();
  });

  it("deletes a draft after confirmation", async () => {
    const calls = api(plan({ status: "draft", nextStatuses: ["active"] }));
    const { router } = start();
    await openForm();
    await userEvent.click(screen.getByRole("button", { name: "Ștergeți planul" }));
    const dialog = await screen.findByRole("dialog", { name: "Ștergeți planul?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Ștergeți" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/traininghub/plans"));
    expect(calls.requests.some((r) => r.method === "DELETE")).toBe(true);
  });

  it("asks before leaving with unsaved changes", async () => {
    api();
    const { router } = start();
    await openForm();
    await userEvent.type(screen.getByRole("textbox", { name: "Numele planului" }), " bis");
    await userEvent.click(screen.getByRole("link", { name: "Înapoi la planuri" }));
    const dialog = await screen.findByRole("dialog", { name: "Plecați fără să salvați?" });
    expect(router.state.location.pathname).toBe(EDIT);
    await userEvent.click(within(dialog).getByRole("button", { name: "Plecați fără să salvați" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/traininghub/plans"));
  });

  it("lists each week's days on a phone", async () => {
    onPhone();
    api();
    start();
    await openForm();
    const calendar = screen.getByRole("list", { name: "Calendarul planului" });
    const weeks = within(calendar).getAllByRole("listitem");
    expect(weeks).toHaveLength(12);
    expect(within(weeks[0]!).getByRole("heading", { name: "Săptămâna 1" })).toBeInTheDocument();
    expect(within(weeks[0]!).getAllByRole("group")).toHaveLength(7);
    expect(weeks[0]).toHaveTextContent("Aerob 3000");
    expect(weeks[10]).toHaveTextContent("Cupa Moldovei");
  });
});
