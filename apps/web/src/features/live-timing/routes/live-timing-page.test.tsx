import "fake-indexeddb/auto";
import type { TSessionTimesRequest } from "@bazin/shared/contracts/session-times";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { IDBFactory } from "fake-indexeddb";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CSRF_OK, mockApi } from "../../../test/mock-api.ts";
import { renderRoutes } from "../../../test/render.tsx";
import { closeOutbox, entriesOf } from "../lib/outbox.ts";
import { board, IOANA_ID, ME, MIHAI_ID, SESSION_ID, time } from "../testing.ts";
import { LiveTimingPage } from "./live-timing-page.tsx";

/** The live topic's listeners, so a test can play another device's event. */
const topic = vi.hoisted(() => new Map<string, (body: unknown) => void>());
vi.mock("../../../lib/realtime.ts", () => ({
  useSubscription: (destination: string | null, listener: (body: unknown) => void) => {
    if (destination) topic.set(destination, listener);
  },
  useOnReconnect: () => undefined,
}));

const PATH = `/admin/traininghub/session/${SESSION_ID}/live`;
const TIMES = `/api/sessions/${SESSION_ID}/times`;

/** A stopwatch the test moves by hand: `performance.now()` is what live mode reads. */
let clock = 0;

beforeEach(async () => {
  await closeOutbox();
  globalThis.indexedDB = new IDBFactory();
  clock = 10_000;
  vi.spyOn(performance, "now").mockImplementation(() => clock);
});
afterEach(() => {
  vi.restoreAllMocks();
  topic.clear();
});

function start() {
  return renderRoutes([{ path: "/admin/traininghub/session/:id/live", element: <LiveTimingPage /> }], PATH);
}

/** A server storing each key once, answering as the contract says. */
function server(boardAnswer = board()) {
  const stored = new Map<string, ReturnType<typeof time>>();
  const posts: TSessionTimesRequest[] = [];
  const mock = mockApi({
    "GET /api/auth/me": { body: ME },
    "GET /api/csrf": CSRF_OK,
    [`GET ${TIMES}`]: () => ({ body: { ...boardAnswer, times: [...boardAnswer.times, ...stored.values()] } }),
    [`POST ${TIMES}`]: async (request) => {
      const body = (await request.json()) as TSessionTimesRequest;
      posts.push(body);
      return {
        body: {
          results: body.entries.map((e) => {
            const duplicate = stored.has(e.key);
            const saved =
              stored.get(e.key) ??
              time({
                key: e.key,
                studentId: e.studentId,
                event: e.event as "freestyle_50",
                hundredths: e.hundredths,
                slot: e.slot ?? null,
                splits: e.splits ?? [],
                personalBest: e.studentId === IOANA_ID,
                createdAt: new Date().toISOString(),
              });
            stored.set(e.key, saved);
            return { key: e.key, duplicate, time: saved };
          }),
        },
      };
    },
  });
  return { ...mock, posts, stored };
}

describe("[COACH][LIVE] live mode", () => {
  it("starts a set for the present and late swimmers on the workout's next timed repeat", async () => {
    server();
    start();
    const setup = await screen.findByRole("region", { name: "Pregătiți seria" });
    expect(within(setup).getByRole("checkbox", { name: /Ioana Ștefănescu/ })).toBeChecked();
    expect(within(setup).getByRole("checkbox", { name: /Mihai Popa/ })).toBeChecked();
    expect(within(setup).getByRole("checkbox", { name: /Ana Dinu/ })).not.toBeChecked();
    expect(within(setup).getByRole("combobox", { name: "Proba" })).toHaveValue(
      "50 m liber · repetarea 1 din 4",
    );
    expect(screen.getByRole("button", { name: "Start (2 înotători)" })).toBeEnabled();
  });

  it("times two lanes with a split, stores each finish and sends it once with its key", async () => {
    const api = server();
    start();
    await userEvent.click(await screen.findByRole("button", { name: "Start (2 înotători)" }));

    clock += 31_005;
    await userEvent.click(screen.getByRole("button", { name: "Timp intermediar pentru Ioana Ștefănescu" }));
    clock += 34_230;
    await userEvent.click(screen.getByRole("button", { name: "Sosire pentru Ioana Ștefănescu" }));
    clock += 1_000;
    await userEvent.click(screen.getByRole("button", { name: "Sosire pentru Mihai Popa" }));

    // Both finishes reach the server (the first may be sent before the second is taken), then all is sent.
    await waitFor(() => expect(api.posts.flatMap((post) => post.entries)).toHaveLength(2));
    await waitFor(() =>
      expect(screen.getByTestId("sync-status")).toHaveTextContent("Toți timpii au fost trimiși"),
    );
    const sent = api.posts.flatMap((post) => post.entries);
    expect(sent).toHaveLength(2);
    expect(sent.find((e) => e.studentId === IOANA_ID)).toMatchObject({
      event: "freestyle_50",
      hundredths: 6523,
      splits: [3100],
      slot: "main-1.1",
    });
    expect(sent.find((e) => e.studentId === MIHAI_ID)).toMatchObject({ hundredths: 6623, splits: [] });
    expect(new Set(sent.map((e) => e.key)).size).toBe(2);
    expect(await entriesOf(SESSION_ID)).toEqual([]);

    const list = screen.getByTestId("session-times");
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    expect(within(list).getByText("1:05.23")).toBeInTheDocument();
    expect(within(list).getByText("RP")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Serie nouă" })).toBeInTheDocument();
  });

  it("undoes the last split and counts staggered lanes down to their send-off", async () => {
    server();
    start();
    await userEvent.click(await screen.findByRole("radio", { name: "Plecări decalate" }));
    await userEvent.click(screen.getByRole("button", { name: "Folosește intervalul repetării (60 s)" }));
    expect(screen.getByRole("textbox", { name: "Secunde între culoare" })).toHaveValue("60");
    await userEvent.click(screen.getByRole("button", { name: "Start (2 înotători)" }));

    clock += 20_000;
    await userEvent.click(screen.getByRole("button", { name: "Timp intermediar pentru Ioana Ștefănescu" }));
    expect(await screen.findByText("Intermediari: 20.00")).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole("button", { name: "Anulează ultimul intermediar pentru Ioana Ștefănescu" }),
    );
    expect(screen.queryByText("Intermediari: 20.00")).not.toBeInTheDocument();
    // Mihai leaves 60 s after Ioana: 40 s to go, his buttons wait.
    expect(await screen.findByText("Pleacă în 40 s")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Timp intermediar pentru Mihai Popa" })).toBeDisabled();
  });

  it("keeps finishes in the outbox while the server cannot be reached and sends them when it can", async () => {
    const api = server();
    let reachable = false;
    const realFetch = globalThis.fetch;
    vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) =>
      reachable || init?.method !== "POST"
        ? realFetch(input, init)
        : Promise.reject(new TypeError("Failed to fetch")),
    );
    start();
    await userEvent.click(await screen.findByRole("button", { name: "Start (2 înotători)" }));
    clock += 4_000;
    await userEvent.click(screen.getByRole("button", { name: "Sosire pentru Ioana Ștefănescu" }));

    await waitFor(() =>
      expect(screen.getByTestId("sync-status")).toHaveTextContent("Un timp așteaptă trimiterea"),
    );
    expect(await entriesOf(SESSION_ID)).toHaveLength(1);
    expect(within(screen.getByTestId("session-times")).getByText("Așteaptă trimiterea")).toBeInTheDocument();

    reachable = true;
    act(() => void window.dispatchEvent(new Event("online")));
    await waitFor(() =>
      expect(screen.getByTestId("sync-status")).toHaveTextContent("Toți timpii au fost trimiși"),
    );
    expect(api.stored.size).toBe(1);
    expect(await entriesOf(SESSION_ID)).toEqual([]);
  });

  it("shows an entry the server refuses for good, translated, until the coach discards it", async () => {
    mockApi({
      "GET /api/auth/me": { body: ME },
      "GET /api/csrf": CSRF_OK,
      [`GET ${TIMES}`]: { body: board() },
      [`POST ${TIMES}`]: {
        status: 409,
        body: { code: "SESSION_CANCELLED", message: "Antrenamentul a fost anulat." },
      },
    });
    start();
    await userEvent.type(await screen.findByRole("textbox", { name: "Timp" }), "1:05");
    await userEvent.click(screen.getByRole("combobox", { name: "Înotător" }));
    await userEvent.click(await screen.findByRole("option", { name: "Ana Dinu" }));
    await userEvent.click(screen.getByRole("button", { name: "Adaugă timpul" }));

    const refused = await screen.findByRole("alert", { name: /Un timp a fost refuzat de server/ });
    expect(refused).toHaveTextContent("Ana Dinu, 50 m liber, 1:05.00: Antrenamentul a fost anulat.");
    expect(screen.getByTestId("sync-status")).toHaveTextContent("Toți timpii au fost trimiși");
    await userEvent.click(within(refused).getByRole("button", { name: "Renunță" }));
    await waitFor(() => expect(screen.queryByRole("alert", { name: /refuzat/ })).not.toBeInTheDocument());
    expect(await entriesOf(SESSION_ID)).toEqual([]);
  });

  it("refuses a typed time that is not mm:ss", async () => {
    server();
    start();
    await userEvent.type(await screen.findByRole("textbox", { name: "Timp" }), "65");
    await userEvent.click(screen.getByRole("button", { name: "Adaugă timpul" }));
    expect(
      await screen.findByText("Scrieți timpul ca mm:ss sau mm:ss.cc (de ex. 1:05)."),
    ).toBeInTheDocument();
    expect(screen.getByText("Alegeți înotătorul.")).toBeInTheDocument();
    expect(await entriesOf(SESSION_ID)).toEqual([]);
  });

  it("shows times another device records, arriving on the session's topic, newest first", async () => {
    const api = server(board({ times: [time({ hundredths: 3500, createdAt: "2026-03-03T15:00:00.000Z" })] }));
    start();
    const list = await screen.findByTestId("session-times");
    expect(within(list).getAllByRole("listitem")).toHaveLength(1);

    // Another coach's phone saved Mihai's time: the server has it and publishes it on the topic.
    const recorded = time({
      studentId: MIHAI_ID,
      hundredths: 3321,
      clubRecord: true,
      createdAt: "2026-03-03T15:20:00.000Z",
    });
    api.stored.set("other-device", recorded);
    const listener = topic.get(`/topic/session.${SESSION_ID}`);
    expect(listener).toBeDefined();
    act(() => listener?.({ type: "times", sessionId: SESSION_ID, times: [recorded] }));
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(2));
    const [newest] = within(list).getAllByRole("listitem");
    expect(newest).toHaveTextContent("Mihai Popa");
    expect(newest).toHaveTextContent("33.21");
    expect(newest).toHaveTextContent("Record al clubului");
  });

  it("is read-only, with the reason, for a session that cannot take times", async () => {
    server(
      board({ session: { ...board().session, status: "planned", day: "2026-03-10", canRecord: false } }),
    );
    start();
    expect(await screen.findByText("Doar vizualizare")).toBeInTheDocument();
    expect(
      screen.getByText(/Timpii se pot lua începând din ziua sesiunii \(marți, 10 martie 2026\)/),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Start/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Adaugă timpul" })).not.toBeInTheDocument();
  });

  it("says when the session cannot be loaded, in the server's words", async () => {
    mockApi({
      "GET /api/auth/me": { body: ME },
      [`GET ${TIMES}`]: {
        status: 403,
        body: { code: "SESSION_NOT_IN_SCOPE", message: "Acest antrenament nu este al dumneavoastră." },
      },
    });
    start();
    expect(await screen.findByRole("alert")).toHaveTextContent("Acest antrenament nu este al dumneavoastră.");
    expect(screen.getByRole("button", { name: "Încearcă din nou" })).toBeInTheDocument();
  });
});
