import {
  ZAttendanceBatch,
  ZPlanScheduleRequest,
  ZSessionInput,
  ZSessionUpdate,
} from "@bazin/shared/contracts/sessions";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { CSRF_OK, type MockAnswer, mockApi } from "../../../test/mock-api.ts";
import { renderRoutes } from "../../../test/render.tsx";
import { onPhone } from "../../../test/viewport.ts";
import { GROUPS, SUMMARY, SWIMMERS, WORKOUTS } from "../../plans/testing.ts";
import {
  COACH_ID,
  IOANA_ID,
  ME,
  MIHAI_ID,
  PLAN_ID,
  SESSION_ID,
  SPRINT_ID,
  session,
  summary,
  THURSDAY_ID,
  WEEK,
} from "../testing.ts";
import { SessionManagerPage } from "./session-manager-page.tsx";

const PATH = "/admin/traininghub/sessionManager";

function start(search = `?week=${WEEK}`) {
  return renderRoutes([{ path: PATH, element: <SessionManagerPage /> }], `${PATH}${search}`);
}

const LIST = {
  body: {
    items: [
      summary(),
      summary({ id: THURSDAY_ID, day: "2026-03-05", startTime: "07:30", title: "Dimineața" }),
    ],
  },
};

/** The routes every screen needs, with `extra` on top. */
function api(extra: Record<string, MockAnswer | ((r: Request) => MockAnswer | Promise<MockAnswer>)> = {}) {
  return mockApi({
    "GET /api/auth/me": { body: ME },
    "GET /api/csrf": CSRF_OK,
    "GET /api/sessions": LIST,
    "GET /api/plans": { body: { items: [SUMMARY] } },
    "GET /api/workouts": { body: WORKOUTS },
    "GET /api/advanced-swimmers": { body: SWIMMERS },
    "GET /api/advanced-swimmers/groups": { body: GROUPS },
    [`GET /api/sessions/${SESSION_ID}`]: { body: session() },
    ...extra,
  });
}

const bodiesOf = async (requests: Request[], method: string, path: string) =>
  Promise.all(
    requests
      .filter((r) => r.method === method && new URL(r.url).pathname === path)
      .map((r) => r.clone().json() as Promise<Record<string, unknown>>),
  );

async function openSession() {
  await userEvent.click(
    await screen.findByRole("button", { name: "Deschide sesiunea de la 17:00: Aerob 3000" }),
  );
  return screen.findByRole("dialog", { name: "Aerob 3000" });
}

describe("[COACH][SESSION] the session manager", () => {
  it("lists the week's sessions on their days and asks the server for that week", async () => {
    const mock = api();
    start();
    const tuesday = await screen.findByRole("region", { name: "marți, 3 martie 2026" });
    expect(within(tuesday).getByText("Aerob 3000")).toBeInTheDocument();
    expect(within(tuesday).getByText("Planificată")).toBeInTheDocument();
    expect(within(tuesday).getByText("2 participanți")).toBeInTheDocument();
    const thursday = screen.getByRole("region", { name: "joi, 5 martie 2026" });
    expect(within(thursday).getByText("Dimineața")).toBeInTheDocument();
    expect(within(screen.getByRole("region", { name: "luni, 2 martie 2026" })).getByText("Nicio sesiune"));
    const list = mock.requests.find((r) => new URL(r.url).pathname === "/api/sessions")!;
    expect(new URL(list.url).searchParams.get("from")).toBe("2026-03-02");
    expect(new URL(list.url).searchParams.get("to")).toBe("2026-03-08");
  });

  it("moves to the next week and keeps it in the address", async () => {
    api();
    const { router } = start();
    await screen.findByRole("region", { name: "marți, 3 martie 2026" });
    await userEvent.click(screen.getByRole("button", { name: "Săptămâna următoare" }));
    await waitFor(() => expect(router.state.location.search).toBe("?week=2026-03-09"));
    await userEvent.click(screen.getByRole("radio", { name: "Listă" }));
    await waitFor(() => expect(router.state.location.search).toBe("?week=2026-03-09&view=list"));
  });

  it("creates a session with the contract's body; a 48 h warning asks and 'Continuă oricum' sends again", async () => {
    let calls = 0;
    const mock = api({
      "POST /api/sessions": () =>
        ++calls === 1
          ? { status: 409, body: { code: "SESSION_SHORT_NOTICE", message: "", params: { hours: 20 } } }
          : { status: 201, body: session() },
    });
    start();
    await userEvent.click(
      await screen.findByRole("button", { name: "Adaugă o sesiune pe joi, 5 martie 2026" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Sesiune nouă" });
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Titlu" }), "Tehnică");
    await userEvent.click(within(dialog).getByRole("button", { name: "Creează sesiunea" }));

    const warning = await screen.findByRole("dialog", { name: "Mai puțin de 48 de ore" });
    expect(warning).toHaveTextContent("Elevii vor afla cu mai puțin de 48 de ore înainte.");
    await userEvent.click(within(warning).getByRole("button", { name: "Continuă oricum" }));
    await waitFor(() => expect(calls).toBe(2));

    const [first, second] = await bodiesOf(mock.requests, "POST", "/api/sessions");
    const parsed = ZSessionInput.parse(first);
    expect(parsed).toMatchObject({
      day: "2026-03-05",
      startTime: "17:00",
      durationMinutes: 90,
      poolLength: 25,
      coachId: COACH_ID,
      title: "Tehnică",
      continueAnyway: false,
    });
    expect(ZSessionInput.parse(second).continueAnyway).toBe(true);
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Sesiune nouă" })).not.toBeInTheDocument(),
    );
  });

  it("asks before deleting recorded times when the workout changes, then sends confirmDeleteTimes", async () => {
    let calls = 0;
    const mock = api({
      [`GET /api/sessions/${SESSION_ID}`]: { body: session({ timesCount: 3 }) },
      [`PUT /api/sessions/${SESSION_ID}`]: () =>
        ++calls === 1
          ? { status: 409, body: { code: "SESSION_TIMES_EXIST", message: "", params: { count: 3 } } }
          : { body: session({ workout: null }) },
    });
    start();
    const dialog = await openSession();
    const workout = within(dialog).getByRole("combobox", { name: "Antrenament" });
    await userEvent.click(workout);
    await userEvent.click(await screen.findByRole("option", { name: "Sprint 10×50" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Salvează" }));

    const ask = await screen.findByRole("dialog", { name: "Timpi înregistrați" });
    expect(ask).toHaveTextContent("3 timpi înregistrați vor fi șterși.");
    await userEvent.click(within(ask).getByRole("button", { name: "Șterge timpii și salvează" }));
    await waitFor(() => expect(calls).toBe(2));
    const [first, second] = await bodiesOf(mock.requests, "PUT", `/api/sessions/${SESSION_ID}`);
    expect(ZSessionUpdate.parse(first)).toMatchObject({ workoutId: SPRINT_ID, confirmDeleteTimes: false });
    expect(ZSessionUpdate.parse(second)).toMatchObject({ workoutId: SPRINT_ID, confirmDeleteTimes: true });
  });

  it("takes attendance: all present, then one absent, saved as one batch", async () => {
    const mock = api({
      [`PUT /api/sessions/${SESSION_ID}/attendance`]: { body: session() },
    });
    start();
    const dialog = await openSession();
    await userEvent.click(within(dialog).getByRole("tab", { name: "Prezență (2)" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Toți prezenți" }));
    const mihai = within(dialog).getByRole("radiogroup", { name: /Mihai Popa/ });
    await userEvent.click(within(mihai).getByRole("radio", { name: "Absent" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Salvează prezența" }));
    expect(await within(dialog).findByText("Prezența a fost salvată.")).toBeInTheDocument();
    const [body] = await bodiesOf(mock.requests, "PUT", `/api/sessions/${SESSION_ID}/attendance`);
    expect(ZAttendanceBatch.parse(body).entries).toEqual([
      { studentId: IOANA_ID, attendance: "present" },
      { studentId: MIHAI_ID, attendance: "absent" },
    ]);
  });

  it("offers only the allowed status moves and asks before cancelling", async () => {
    const mock = api({
      [`PUT /api/sessions/${SESSION_ID}/status`]: {
        body: session({ status: "cancelled", nextStatuses: [] }),
      },
    });
    start();
    const dialog = await openSession();
    expect(within(dialog).getByRole("button", { name: "Începe sesiunea" })).toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: "Încheie sesiunea" })).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole("button", { name: "Anulează sesiunea" }));
    const ask = await screen.findByRole("dialog", { name: "Anulați sesiunea?" });
    expect(mock.requests.some((r) => r.method === "PUT")).toBe(false);
    await userEvent.click(within(ask).getByRole("button", { name: "Anulează sesiunea" }));
    await waitFor(async () =>
      expect(await bodiesOf(mock.requests, "PUT", `/api/sessions/${SESSION_ID}/status`)).toEqual([
        { status: "cancelled", continueAnyway: false },
      ]),
    );
  });

  it("shows a past session read-only except status and attendance, without delete", async () => {
    api({
      [`GET /api/sessions/${SESSION_ID}`]: {
        body: session({ past: true, status: "in_progress", nextStatuses: ["completed", "cancelled"] }),
      },
    });
    start();
    const dialog = await openSession();
    expect(within(dialog).getByRole("button", { name: "Încheie sesiunea" })).toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: "Șterge" })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("tab", { name: "Detalii" }));
    expect(within(dialog).getByText(/Sesiunea a început/)).toBeInTheDocument();
    expect(within(dialog).getByRole("textbox", { name: "Titlu" })).toBeDisabled();
    expect(within(dialog).queryByRole("button", { name: "Salvează" })).not.toBeInTheDocument();
  });

  it("schedules an active plan and says how many sessions were created", async () => {
    const mock = api({
      [`POST /api/plans/${PLAN_ID}/schedule`]: { body: { created: [summary()], alreadyScheduled: 2 } },
    });
    start();
    await userEvent.click(await screen.findByRole("button", { name: "Programează un plan" }));
    const dialog = await screen.findByRole("dialog", { name: "Programează un plan" });
    await userEvent.click(within(dialog).getByRole("combobox", { name: "Plan activ" }));
    await userEvent.click(await screen.findByRole("option", { name: "Toamna 2025" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Programează" }));
    expect(await within(dialog).findByText("A fost creată 1 sesiune.")).toBeInTheDocument();
    expect(within(dialog).getByText("2 antrenamente erau deja programate.")).toBeInTheDocument();
    const [body] = await bodiesOf(mock.requests, "POST", `/api/plans/${PLAN_ID}/schedule`);
    expect(ZPlanScheduleRequest.parse(body)).toMatchObject({ from: WEEK, to: WEEK, coachId: COACH_ID });
  });

  it("lists the week day by day on a phone, only the days with sessions", async () => {
    onPhone();
    api();
    start();
    const tuesday = await screen.findByRole("region", { name: "marți, 3 martie 2026" });
    expect(within(tuesday).getByText("Aerob 3000")).toBeInTheDocument();
    expect(screen.getByTestId("week-phone")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "luni, 2 martie 2026" })).not.toBeInTheDocument();
  });
});
