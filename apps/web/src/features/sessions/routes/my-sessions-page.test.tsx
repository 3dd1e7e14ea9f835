import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { CSRF_OK, mockApi } from "../../../test/mock-api.ts";
import { renderRoutes } from "../../../test/render.tsx";
import { onPhone } from "../../../test/viewport.ts";
import { MARCH, MARCH_WORKOUT, NOW, sessionId } from "../testing.ts";
import { MySessionsPage } from "./my-sessions-page.tsx";

const start = (query = "") =>
  renderRoutes([{ path: "/swimmer/sessions", element: <MySessionsPage /> }], `/swimmer/sessions${query}`);

const routes = (extra: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({
    "GET /api/csrf": CSRF_OK,
    "GET /api/me/sessions": { body: { items: MARCH } },
    "GET /api/me/calendar-feed": { body: { feed: null } },
    [`GET /api/me/sessions/${sessionId(1)}/workout`]: { body: MARCH_WORKOUT },
    ...extra,
  });

beforeEach(() => {
  // Only the clock: timers stay real so the page's queries and animations run.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
});

describe("[SWIMMER][SESSIONS] my sessions", () => {
  it("lists the month's sessions on their days, with names that say day, time and status", async () => {
    const api = routes();
    start();
    expect(await screen.findByRole("heading", { level: 2, name: "Martie 2026" })).toBeInTheDocument();
    const third = await screen.findByRole("group", { name: "Marți, 3 martie 2026" });
    expect(
      within(third).getByRole("button", { name: "Tehnică craul, marți, 3 martie, 18:00–19:30, Încheiat" }),
    ).toBeInTheDocument();
    const sunday = screen.getByRole("group", { name: "Duminică, 8 martie 2026" });
    expect(within(sunday).getByRole("button", { name: /Duminică.*Anulat/ })).toBeInTheDocument();
    expect(
      within(screen.getByRole("group", { name: "Luni, 2 martie 2026" })).queryByRole("button"),
    ).toBeNull();
    // The grid covers whole weeks: 23 February to 5 April.
    const calendarCall = api.requests.map((r) => new URL(r.url)).find((u) => u.search.includes("2026-02-23"));
    expect(calendarCall?.searchParams.get("to")).toBe("2026-04-05");
  });

  it("moves to the next month and to the week view through the address", async () => {
    routes();
    const { router } = start();
    await screen.findByRole("heading", { level: 2, name: "Martie 2026" });
    await userEvent.click(screen.getByRole("button", { name: "Luna următoare" }));
    expect(await screen.findByRole("heading", { level: 2, name: "Aprilie 2026" })).toBeInTheDocument();
    expect(router.state.location.search).toBe("?date=2026-04-01");
    await userEvent.click(screen.getByRole("button", { name: "Astăzi" }));
    await userEvent.click(screen.getByRole("radio", { name: "Săptămână" }));
    expect(await screen.findByRole("heading", { level: 2, name: "9–15 martie 2026" })).toBeInTheDocument();
    expect(screen.getAllByRole("group")).toHaveLength(7);
  });

  it("opens a notification's link on the session, shows the coach's feedback and marks it read", async () => {
    const readPath = `/api/me/sessions/${sessionId(1)}/feedback-read`;
    const api = routes({
      [`POST ${readPath}`]: { body: { ...MARCH[0], feedbackReadAt: NOW.toISOString() } },
    });
    start(`?session=${sessionId(1)}`);
    const dialog = await screen.findByRole("dialog", { name: "Tehnică craul" });
    expect(within(dialog).getByText("Viraje mult mai bune, continuă așa.")).toBeInTheDocument();
    expect(within(dialog).getByText(/Viraje și craul/)).toBeInTheDocument();
    expect(within(dialog).getByText("Prezent")).toBeInTheDocument();
    await waitFor(() =>
      expect(api.requests.filter((r) => r.method === "POST" && r.url.endsWith(readPath))).toHaveLength(1),
    );
  });

  it("shows the workout as the swimmer swims it, loaded when the session opens", async () => {
    const api = routes();
    const workoutCalls = () => api.requests.filter((r) => r.url.endsWith("/workout"));
    start();
    const chip = await screen.findByRole("button", { name: /^Tehnică craul/ });
    // The calendar needs only the summary: no step is fetched until a session opens.
    expect(workoutCalls()).toHaveLength(0);
    await userEvent.click(chip);
    const dialog = await screen.findByRole("dialog", { name: "Tehnică craul" });
    const main = await within(dialog).findByRole("region", { name: /Set principal/ });
    expect(main).toHaveTextContent("600 m");
    expect(
      within(main)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["6×100 liber @1:40 greu"]);
    const warmup = within(dialog).getByRole("region", { name: /Încălzire/ });
    expect(within(warmup).getByRole("listitem")).toHaveTextContent("200 liber ușor");
    expect(within(dialog).getByRole("region", { name: "Indicații" })).toHaveTextContent("Atenție la viraje.");
    expect(workoutCalls().map((r) => new URL(r.url).pathname)).toEqual([
      `/api/me/sessions/${sessionId(1)}/workout`,
    ]);
  });

  it("says when the workout's steps could not be loaded, and tries again", async () => {
    let fail = true;
    routes({
      [`GET /api/me/sessions/${sessionId(1)}/workout`]: () =>
        fail ? { status: 500, body: { code: "INTERNAL_ERROR", message: "" } } : { body: MARCH_WORKOUT },
    });
    start(`?session=${sessionId(1)}`);
    const dialog = await screen.findByRole("dialog", { name: "Tehnică craul" });
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Pașii antrenamentului nu au putut fi încărcați.",
    );
    fail = false;
    await userEvent.click(within(dialog).getByRole("button", { name: "Încercați din nou" }));
    expect(await within(dialog).findByRole("region", { name: /Set principal/ })).toBeInTheDocument();
  });

  it("saves a rating with its comment, and says so when saving fails", async () => {
    let fail = true;
    const api = routes({
      [`PUT /api/me/sessions/${sessionId(1)}/rating`]: () =>
        fail
          ? { status: 500, body: { code: "INTERNAL_ERROR", message: "Eroare internă." } }
          : { body: { ...MARCH[0], rating: 5 } },
    });
    start(`?session=${sessionId(1)}`);
    const dialog = await screen.findByRole("dialog", { name: "Tehnică craul" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Dați feedback" }));
    const stars = await screen.findByRole("radiogroup", { name: "Cum a fost antrenamentul?" });
    // Keyboard: each star is a labelled radio button; Space picks it.
    within(stars).getByRole("radio", { name: "5 stele din 5" }).focus();
    await userEvent.keyboard(" ");
    await userEvent.type(screen.getByRole("textbox", { name: /Comentariu/ }), "Foarte bun");
    await userEvent.click(screen.getByRole("button", { name: "Salvați feedbackul" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Eroare la salvarea feedbackului");

    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Salvați feedbackul" }));
    const puts = api.requests.filter((r) => r.method === "PUT");
    await waitFor(() => expect(puts.length).toBeGreaterThan(0));
    expect(await puts.at(-1)!.json()).toEqual({ rating: 5, comment: "Foarte bun" });
    await waitFor(() => expect(screen.queryByRole("button", { name: "Salvați feedbackul" })).toBeNull());
  });

  it("offers no rating for a cancelled session", async () => {
    routes();
    start(`?session=${sessionId(4)}`);
    const dialog = await screen.findByRole("dialog", { name: "Duminică" });
    expect(within(dialog).queryByRole("button", { name: "Dați feedback" })).toBeNull();
    expect(within(dialog).getByText(/Antrenamentul a fost anulat/)).toBeInTheDocument();
  });

  it("lets an absence be announced more than 24 h ahead, with the reason sent", async () => {
    const api = routes({
      [`POST /api/me/sessions/${sessionId(6)}/absence`]: {
        body: { ...MARCH[5], attendance: "absent", absenceAnnouncedAt: NOW.toISOString() },
      },
    });
    start(`?session=${sessionId(6)}`);
    const dialog = await screen.findByRole("dialog", { name: "Rezistență" });
    expect(within(dialog).queryByRole("button", { name: "Dați feedback" })).toBeNull();
    const announce = within(dialog).getByRole("button", { name: "Anunțați absența" });
    expect(announce).toBeEnabled();
    await userEvent.click(announce);
    await userEvent.type(await screen.findByRole("textbox", { name: /Motivul/ }), "Concurs școlar");
    await userEvent.click(screen.getByRole("button", { name: "Anunțați absența" }));
    await waitFor(() =>
      expect(api.requests.some((r) => r.method === "POST" && r.url.endsWith("/absence"))).toBe(true),
    );
    const sent = api.requests.find((r) => r.url.endsWith("/absence"))!;
    expect(await sent.json()).toEqual({ reason: "Concurs școlar" });
  });

  it("disables the absence within 24 h and says why", async () => {
    routes();
    start(`?session=${sessionId(5)}`);
    const dialog = await screen.findByRole("dialog", { name: "Dimineață" });
    const announce = within(dialog).getByRole("button", { name: "Anunțați absența" });
    expect(announce).toBeDisabled();
    expect(announce).toHaveAccessibleDescription(/Absențele se anunță cu cel puțin 24 de ore înainte/);
  });

  it("shows the server's ABSENCE_TOO_LATE in words when the clock ran past the notice", async () => {
    routes({
      [`POST /api/me/sessions/${sessionId(6)}/absence`]: {
        status: 409,
        body: { code: "ABSENCE_TOO_LATE", message: "", params: { hours: 24 } },
      },
    });
    start(`?session=${sessionId(6)}`);
    const dialog = await screen.findByRole("dialog", { name: "Rezistență" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Anunțați absența" }));
    await userEvent.click(await screen.findByRole("button", { name: "Anunțați absența" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(/cu cel puțin 24 de ore înainte de început/);
  });

  it("shows the attendance rate with its level and the next session", async () => {
    routes();
    start();
    expect(await screen.findByTestId("attendance-rate")).toHaveTextContent(/67/);
    const level = screen.getByText("medie").closest("[data-level]");
    expect(level).toHaveAttribute("data-level", "medium");
    const next = screen.getByRole("region", { name: "Următorul antrenament" });
    // The cancelled Sunday is skipped; the next is Wednesday morning.
    expect(within(next).getByRole("button", { name: "Dimineață" })).toBeInTheDocument();
  });

  it("rates a low attendance as low (red)", async () => {
    routes({
      "GET /api/me/sessions": {
        body: { items: MARCH.map((s) => (s.attendance ? { ...s, attendance: "absent" as const } : s)) },
      },
    });
    start();
    expect((await screen.findByText("scăzută")).closest("[data-level]")).toHaveAttribute("data-level", "low");
  });

  it("creates the private calendar address, shows it once and copies it", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    const url = "https://bazin.example/api/calendar/abc123.ics";
    const api = routes({
      "POST /api/me/calendar-feed": { body: { url, createdAt: NOW.toISOString() } },
    });
    start();
    const card = await screen.findByRole("region", { name: "Calendar în telefon" });
    await userEvent.click(await within(card).findByRole("button", { name: "Creați adresa" }));
    expect(await within(card).findByRole("textbox", { name: "Adresa calendarului" })).toHaveValue(url);
    expect(api.requests.some((r) => r.method === "POST" && r.url.endsWith("/api/me/calendar-feed"))).toBe(
      true,
    );
    await userEvent.click(within(card).getByRole("button", { name: "Copiați" }));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(within(card).getByRole("button", { name: /Revocați adresa/ })).toBeInTheDocument();
  });

  it("revokes an existing address after a confirmation", async () => {
    const api = routes({
      "GET /api/me/calendar-feed": { body: { feed: { createdAt: "2026-02-01T10:00:00.000Z" } } },
      "DELETE /api/me/calendar-feed": { body: { ok: true } },
    });
    start();
    const card = await screen.findByRole("region", { name: "Calendar în telefon" });
    expect(await within(card).findByText(/Aveți o adresă de calendar creată pe/)).toBeInTheDocument();
    await userEvent.click(within(card).getByRole("button", { name: "Revocați adresa" }));
    const confirm = await screen.findByRole("dialog", { name: "Revocați adresa calendarului?" });
    expect(api.requests.some((r) => r.method === "DELETE")).toBe(false);
    await userEvent.click(within(confirm).getByRole("button", { name: "Revocați adresa" }));
    await waitFor(() => expect(api.requests.some((r) => r.method === "DELETE")).toBe(true));
  });

  it("shows an agenda by day on a phone", async () => {
    onPhone();
    routes();
    start();
    const agenda = await screen.findByTestId("sessions-agenda");
    expect(
      within(agenda).getByRole("heading", { level: 3, name: "Marți, 3 martie 2026" }),
    ).toBeInTheDocument();
    expect(within(agenda).getByRole("button", { name: /Rezistență, joi, 12 martie/ })).toBeInTheDocument();
    // Only days with sessions, and no grid.
    expect(within(agenda).queryByRole("heading", { name: "Luni, 2 martie 2026" })).toBeNull();
    expect(screen.queryByRole("group", { name: "Luni, 2 martie 2026" })).toBeNull();
  });

  it("explains an account not linked to a swimmer yet", async () => {
    routes({
      "GET /api/me/sessions": { status: 404, body: { code: "NO_SWIMMER_PROFILE", message: "Nelegat." } },
    });
    start();
    expect(await screen.findByText("Contul nu este legat încă de un cursant")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("says when loading failed, with a retry", async () => {
    routes({
      "GET /api/me/sessions": { status: 500, body: { code: "INTERNAL_ERROR", message: "Eroare internă." } },
    });
    start();
    expect(await screen.findByRole("alert")).toHaveTextContent("Eroare internă.");
    expect(screen.getByRole("button", { name: "Încercați din nou" })).toBeInTheDocument();
  });
});
