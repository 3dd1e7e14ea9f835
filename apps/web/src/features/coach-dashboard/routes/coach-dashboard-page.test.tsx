import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Outlet } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { CSRF_OK, type MockAnswer, mockApi } from "../../../test/mock-api.ts";
import { renderRoutes } from "../../../test/render.tsx";
import { onPhone } from "../../../test/viewport.ts";
import { COACH_ID, IOANA_ID, MIHAI_ID, SESSION_ID, session, summary } from "../../session-manager/testing.ts";
import { ANA_ID, COACH, GROUP_ROOM_ID, ROOMS, SWIMMERS } from "../testing.ts";
import { CoachDashboardPage } from "./coach-dashboard-page.tsx";

/** Tuesday 10 March 2026, 10:00 in Bucharest: the week shown is 9–15 March. */
const NOW = new Date("2026-03-10T08:00:00Z");

function start(search = "") {
  return renderRoutes(
    [
      {
        // The portal layout hands its pages the signed-in user.
        element: <Outlet context={{ user: COACH }} />,
        children: [{ path: "/coach", element: <CoachDashboardPage /> }],
      },
    ],
    `/coach${search}`,
  );
}

type Handler = MockAnswer | ((r: Request) => MockAnswer | Promise<MockAnswer>);

function api(extra: Record<string, Handler> = {}) {
  return mockApi({
    "GET /api/csrf": CSRF_OK,
    "GET /api/coach/swimmers": { body: SWIMMERS },
    "GET /api/sessions": {
      body: { items: [summary({ day: "2026-03-10", startTime: "17:30", title: "Aerob" })] },
    },
    [`GET /api/sessions/${SESSION_ID}`]: {
      body: session({ day: "2026-03-10", startTime: "17:30", title: "Aerob" }),
    },
    "GET /api/chat/rooms": { body: { rooms: ROOMS } },
    [`GET /api/chat/rooms/${GROUP_ROOM_ID}/messages`]: { body: { messages: [], hasMore: false } },
    [`POST /api/chat/rooms/${GROUP_ROOM_ID}/read`]: { body: { ok: true } },
    ...extra,
  });
}

const cards = () => screen.getAllByTestId("swimmer-card");
const cardOf = (name: string) => screen.getByRole("article", { name });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
});

describe("[COACH][DASHBOARD] coach dashboard", () => {
  it("shows the coach's swimmers as cards: group, zone, attendance with its level, last session, latest PB", async () => {
    api();
    start();
    expect(await screen.findByRole("heading", { level: 1, name: "Panou antrenor" })).toBeInTheDocument();
    expect(screen.getByTestId("signed-in-name")).toHaveTextContent(/^Bună, Antrenor /);
    expect(screen.getByRole("tab", { name: "Înotători", selected: true })).toBeInTheDocument();
    await screen.findAllByTestId("swimmer-card");
    expect(cards()).toHaveLength(3);

    const ana = cardOf("Ana Țîrlea");
    expect(within(ana).getByRole("link", { name: "Ana Țîrlea" })).toHaveAttribute(
      "href",
      `/admin/advanced-swimmers/${ANA_ID}/details`,
    );
    expect(within(ana).getByText("Juniori")).toBeInTheDocument();
    expect(within(ana).getByText("FC max 195")).toBeInTheDocument();
    expect(within(ana).getByText("Prezență (ultimele 90 de zile)")).toBeInTheDocument();
    expect(within(ana).getByTestId("attendance-rate")).toHaveTextContent(/^90\s%$/);
    expect(within(ana).getByText("Prezență ridicată").closest("[data-level]")).toHaveAttribute(
      "data-level",
      "high",
    );
    expect(within(ana).getByText("9 din 10 antrenamente (prezent sau întârziat)")).toBeInTheDocument();
    expect(within(ana).getByText(/5 mar\. 2026, ora 17:30 · Întârziat/)).toBeInTheDocument();
    expect(within(ana).getByText(/50 m spate \(25 m\): 35\.10 · 14 feb\. 2026/)).toBeInTheDocument();

    const bogdan = cardOf("Bogdan Ionescu");
    expect(within(bogdan).getByTestId("attendance-rate")).toHaveTextContent(/^60\s%$/);
    expect(within(bogdan).getByText("Prezență medie").closest("[data-level]")).toHaveAttribute(
      "data-level",
      "medium",
    );
    expect(within(bogdan).getByText("Niciun antrenament încă.")).toBeInTheDocument();
    expect(within(bogdan).getByText("Niciun record personal încă.")).toBeInTheDocument();

    const stefan = cardOf("Ștefan Munteanu");
    expect(within(stefan).getByText("Nicio prezență luată în această perioadă.")).toBeInTheDocument();
    expect(within(stefan).queryByTestId("attendance-rate")).toBeNull();
  });

  it("finds a swimmer by name without diacritics, filters by heart-rate zone, and keeps both in the address", async () => {
    api();
    const { router } = start();
    await screen.findAllByTestId("swimmer-card");
    await userEvent.type(screen.getByRole("searchbox", { name: "Căutați după nume" }), "stefan");
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(cardOf("Ștefan Munteanu")).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get("q")).toBe("stefan");

    await userEvent.clear(screen.getByRole("searchbox", { name: "Căutați după nume" }));
    await waitFor(() => expect(cards()).toHaveLength(3));
    await userEvent.click(screen.getByLabelText("Zonă de puls", { selector: "input" }));
    await userEvent.click(await screen.findByRole("option", { name: /Medie/ }));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(cardOf("Bogdan Ionescu")).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get("zone")).toBe("medium");

    await userEvent.type(screen.getByRole("searchbox", { name: "Căutați după nume" }), "ana");
    expect(await screen.findByText("Niciun înotător nu se potrivește căutării.")).toBeInTheDocument();
  });

  it("says so when the coach has no swimmers", async () => {
    api({ "GET /api/coach/swimmers": { body: { items: [], attendanceFrom: "2025-12-10" } } });
    start();
    expect(await screen.findByText("Nu aveți încă înotători")).toBeInTheDocument();
    expect(screen.queryByRole("searchbox")).toBeNull();
  });

  it("offers a retry when the swimmers fail to load", async () => {
    let fail = true;
    api({
      "GET /api/coach/swimmers": () =>
        fail
          ? { status: 500, body: { code: "INTERNAL_ERROR", message: "Eroare internă." } }
          : { body: SWIMMERS },
    });
    start();
    const alert = await screen.findByRole("alert");
    fail = false;
    await userEvent.click(within(alert).getByRole("button", { name: "Reîncercați" }));
    await waitFor(() => expect(cards()).toHaveLength(3));
  });

  it("switches to the calendar through the address and shows the coach's own sessions of the week", async () => {
    const calls = api();
    const { router } = start();
    await screen.findAllByTestId("swimmer-card");
    await userEvent.click(screen.getByRole("tab", { name: "Calendar" }));
    expect(router.state.location.search).toBe("?view=calendar");
    expect(await screen.findByRole("heading", { level: 2, name: "9–15 martie 2026" })).toBeInTheDocument();
    const sessionsCall = calls.requests
      .map((r) => new URL(r.url))
      .find((u) => u.pathname === "/api/sessions");
    expect(Object.fromEntries(sessionsCall!.searchParams)).toEqual({
      from: "2026-03-09",
      to: "2026-03-15",
      coachId: COACH_ID,
    });
    const tuesday = screen.getByRole("region", { name: "marți, 10 martie 2026" });
    expect(within(tuesday).getByRole("button", { name: /17:30.*Aerob/ })).toBeInTheDocument();

    // Month: whole weeks around March.
    await userEvent.click(screen.getByRole("radio", { name: "Lună" }));
    expect(await screen.findByRole("heading", { level: 2, name: "Martie 2026" })).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.requests.some((r) => new URL(r.url).searchParams.get("from") === "2026-02-23")).toBe(true),
    );
  });

  it("opens a session to take attendance, with the time recorder and live mode a link away", async () => {
    const calls = api({
      [`PUT /api/sessions/${SESSION_ID}/attendance`]: {
        body: session({ day: "2026-03-10", title: "Aerob" }),
      },
    });
    const { router } = start("?view=calendar");
    await userEvent.click(await screen.findByRole("button", { name: /17:30.*Aerob/ }));
    const dialog = await screen.findByRole("dialog", { name: "Aerob" });
    expect(new URLSearchParams(router.state.location.search).get("session")).toBe(SESSION_ID);
    expect(within(dialog).getByRole("link", { name: "Înregistrați timpii" })).toHaveAttribute(
      "href",
      `/admin/traininghub/session/${SESSION_ID}/times`,
    );
    expect(within(dialog).getByRole("link", { name: "Mod live" })).toHaveAttribute(
      "href",
      `/admin/traininghub/session/${SESSION_ID}/live`,
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Toți prezenți" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Salvează prezența" }));
    await waitFor(() => expect(calls.requests.some((r) => r.method === "PUT")).toBe(true));
    const put = calls.requests.find((r) => r.method === "PUT")!;
    expect(await put.json()).toEqual({
      entries: [
        { studentId: IOANA_ID, attendance: "present" },
        { studentId: MIHAI_ID, attendance: "present" },
      ],
    });
  });

  it("embeds the chat with the coach's group rooms first, the view kept in the address", async () => {
    api();
    const { router } = start("?view=chat");
    const rooms = await screen.findAllByTestId("chat-room");
    expect(rooms.map((r) => r.getAttribute("data-room-name"))).toEqual([
      "Juniori",
      "Chatul clubului",
      "Admin Demo",
    ]);
    await userEvent.click(rooms[1]!);
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get("view")).toBe("chat");
    expect(search.get("room")).toBe(ROOMS[0]!.id);
  });

  it("lists the month's busy days one under the other on a phone", async () => {
    onPhone();
    api();
    start("?view=calendar&cal=month");
    await screen.findByRole("heading", { level: 2, name: "Martie 2026" });
    const day = await screen.findByRole("region", { name: "Marți, 10 martie 2026" });
    expect(within(day).getByRole("heading", { level: 3, name: "Marți, 10 martie 2026" })).toBeInTheDocument();
    expect(within(day).getByRole("button", { name: /17:30.*Aerob/ })).toBeInTheDocument();
    expect(screen.getAllByRole("region")).toHaveLength(1);
  });
});
