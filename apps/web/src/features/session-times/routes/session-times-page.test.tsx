import {
  type TSessionTimesBoard,
  ZSessionTimeChange,
  ZSessionTimesRequest,
} from "@bazin/shared/contracts/session-times";
import { Notifications, notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Outlet } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CSRF_OK, type MockAnswer, mockApi } from "../../../test/mock-api.ts";
import { renderRoutes } from "../../../test/render.tsx";
import { onPhone } from "../../../test/viewport.ts";
import { board, IOANA_TIME_ID, MIHAI_ID, recorded, resultFor, SESSION_ID } from "../testing.ts";
import { SessionTimesPage } from "./session-times-page.tsx";

/** The session's topic as the page subscribes to it: the test plays the other device's message. */
const topics = new Map<string, (body: unknown) => void>();
vi.mock("../../../lib/realtime.ts", () => ({
  useSubscription: (destination: string | null, listener: (body: unknown) => void) => {
    if (destination) topics.set(destination, listener);
  },
  useOnReconnect: () => undefined,
}));

type Handler = MockAnswer | ((request: Request) => MockAnswer | Promise<MockAnswer>);
const TIMES = `/api/sessions/${SESSION_ID}/times`;
const PATH = `/admin/traininghub/session/${SESSION_ID}/times`;

/**
 * A small server over one board: POST adds the times it is sent (marked as `marks` says, after checking the
 * body against the contract), PUT changes one, DELETE removes one; GET answers the board as it is now.
 */
function boardServer(initial: TSessionTimesBoard = board(), marks: Parameters<typeof resultFor>[1] = {}) {
  let current = initial;
  const record: Handler = async (request) => {
    const body = ZSessionTimesRequest.parse(await request.json());
    const answer = resultFor(body.entries, marks);
    current = { ...current, times: [...current.times, ...answer.results.map((r) => r.time)] };
    return { status: 201, body: answer };
  };
  const update: Handler = async (request) => {
    const body = ZSessionTimeChange.parse(await request.json());
    current = {
      ...current,
      times: current.times.map((t) => (t.id === IOANA_TIME_ID ? { ...t, hundredths: body.hundredths } : t)),
    };
    return { body: current.times.find((t) => t.id === IOANA_TIME_ID) };
  };
  return {
    [`GET ${TIMES}`]: () => ({ body: current }),
    [`POST ${TIMES}`]: record,
    [`PUT ${TIMES}/${IOANA_TIME_ID}`]: update,
    [`DELETE ${TIMES}/${IOANA_TIME_ID}`]: () => {
      current = { ...current, times: current.times.filter((t) => t.id !== IOANA_TIME_ID) };
      return { status: 204 };
    },
  } satisfies Record<string, Handler>;
}

function start(routes: Record<string, Handler> = boardServer()) {
  const api = mockApi({ "GET /api/csrf": CSRF_OK, ...routes });
  renderRoutes(
    [
      {
        element: (
          <>
            <Notifications />
            <Outlet />
          </>
        ),
        children: [
          { path: "/admin/traininghub/session/:id/times", element: <SessionTimesPage /> },
          { path: "/admin/traininghub/sessionManager", element: <p>Managerul de sesiuni</p> },
        ],
      },
    ],
    PATH,
  );
  return api;
}

const bodies = (requests: Request[], method: string, path = TIMES) =>
  Promise.all(
    requests
      .filter((r) => r.method === method && new URL(r.url).pathname === path)
      .map(
        (r) => r.clone().json() as Promise<{ entries: Record<string, unknown>[] } & Record<string, unknown>>,
      ),
  );

const cellOf = (name: string, column: string) => screen.getByRole("textbox", { name: `${name}, ${column}` });

afterEach(() => notifications.clean());

describe("[COACH][SESSION] the time recorder", () => {
  it("shows the session, the swimmers (absent last) across the workout's repeats and what is recorded", async () => {
    start();
    expect(await screen.findByRole("heading", { name: "Timpi: Aerob 3000" })).toBeInTheDocument();
    expect(screen.getByText("Bazin de 25 m", { exact: false })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Înapoi la sesiuni" })).toHaveAttribute(
      "href",
      "/admin/traininghub/sessionManager?week=2026-03-03",
    );
    expect(screen.getByRole("link", { name: "Mod live" })).toHaveAttribute(
      "href",
      `${PATH.replace("/times", "/live")}`,
    );
    const headers = screen.getAllByRole("columnheader").map((h) => h.textContent);
    expect(headers).toEqual(["Înotător", "100 m liber · 1/2", "100 m liber · 2/2", "50 m spate · 1/1"]);
    const rows = screen.getAllByRole("rowheader").map((h) => h.textContent);
    expect(rows).toEqual(["Ioana ȘtefănescuPrezent", "Mihai PopaÎntârziat", "Ana MarinAbsent"]);
    expect(cellOf("Ioana Ștefănescu", "100 m liber · 1/2")).toHaveValue("1:05.30");
    const ioana = screen.getByRole("row", { name: /Ioana/ });
    expect(within(ioana).getByText("Record personal")).toBeInTheDocument();
    expect(document.title).toContain("Timpi: Aerob 3000");
  });

  it("saves a typed time on Enter, moves down the column and tells of a new personal best", async () => {
    const api = start(boardServer(board(), { personalBest: true }));
    const mihai = await waitFor(() => cellOf("Mihai Popa", "100 m liber · 1/2"));
    await userEvent.type(mihai, "1:04,2{Enter}");
    expect(cellOf("Ana Marin", "100 m liber · 1/2")).toHaveFocus();
    expect(await screen.findByText("Record personal nou!")).toBeInTheDocument();
    expect(screen.getByText("Mihai Popa · 100 m liber: 1:04.20")).toBeInTheDocument();
    const [sent] = await bodies(api.requests, "POST");
    expect(sent?.entries).toEqual([
      {
        key: expect.stringMatching(/^[0-9a-f-]{36}$/),
        studentId: MIHAI_ID,
        event: "freestyle_100",
        hundredths: 6420,
        slot: "main-1.1",
      },
    ]);
    await waitFor(() => expect(cellOf("Mihai Popa", "100 m liber · 1/2")).toHaveValue("1:04.20"));
    const row = screen.getByRole("row", { name: /Mihai/ });
    expect(within(row).getByText("Record personal")).toBeInTheDocument();
    expect(within(row).getByLabelText("Salvat")).toBeInTheDocument();
  });

  it("refuses a time that is not MM:SS.CC with the rule in words and sends nothing", async () => {
    const api = start();
    const mihai = await waitFor(() => cellOf("Mihai Popa", "100 m liber · 1/2"));
    await userEvent.type(mihai, "1:75.00{Enter}");
    expect(await screen.findByText(/Timpul trebuie scris MM:SS.CC/)).toBeInTheDocument();
    expect(mihai).toHaveFocus();
    expect(mihai).toHaveAttribute("aria-invalid", "true");
    expect(await bodies(api.requests, "POST")).toHaveLength(0);
  });

  it("saves every typed time with one request from “save all”, leaving out the invalid ones", async () => {
    const api = start();
    await waitFor(() => cellOf("Mihai Popa", "100 m liber · 2/2"));
    await userEvent.type(cellOf("Mihai Popa", "100 m liber · 2/2"), "1:06.10");
    await userEvent.type(cellOf("Ana Marin", "50 m spate · 1/1"), "35,5");
    await userEvent.type(cellOf("Ioana Ștefănescu", "50 m spate · 1/1"), "abc");
    await userEvent.click(screen.getByRole("button", { name: "Salvează tot (2)" }));
    await waitFor(async () => expect(await bodies(api.requests, "POST")).toHaveLength(1));
    const [sent] = await bodies(api.requests, "POST");
    expect(sent?.entries.map((e) => [e.hundredths, e.slot])).toEqual([
      [6610, "main-1.2"],
      [3550, "main-2.1"],
    ]);
    expect(await screen.findByText(/Timpul trebuie scris MM:SS.CC/)).toBeInTheDocument();
    expect(cellOf("Ioana Ștefănescu", "50 m spate · 1/1")).toHaveValue("abc");
  });

  it("keeps the text of a failed save and retries it with the same key", async () => {
    let tries = 0;
    const server = boardServer();
    const api = start({
      ...server,
      [`POST ${TIMES}`]: async (request) => {
        tries += 1;
        if (tries === 1)
          return {
            status: 409,
            body: { code: "SESSION_CANCELLED", message: "Antrenamentul a fost anulat." },
          };
        return server[`POST ${TIMES}`](request);
      },
    });
    const mihai = await waitFor(() => cellOf("Mihai Popa", "50 m spate · 1/1"));
    await userEvent.type(mihai, "33.10{Enter}");
    await waitFor(() => expect(mihai).toHaveAccessibleDescription("Antrenamentul a fost anulat."));
    expect(mihai).toHaveValue("33.10");
    await userEvent.click(
      screen.getByRole("button", { name: "Încearcă din nou salvarea: Mihai Popa, 50 m spate · 1/1" }),
    );
    await waitFor(() => expect(mihai).not.toHaveAccessibleDescription("Antrenamentul a fost anulat."));
    await waitFor(() => expect(cellOf("Mihai Popa", "50 m spate · 1/1")).toHaveValue("33.10"));
    const [first, second] = await bodies(api.requests, "POST");
    expect(second?.entries[0]?.key).toBe(first?.entries[0]?.key);
  });

  it("tells which time of a refused “save all” the server blamed, and keeps every text", async () => {
    start({
      ...boardServer(),
      [`POST ${TIMES}`]: {
        status: 400,
        body: {
          code: "VALIDATION_ERROR",
          message: "Înotătorul nu participă la acest antrenament.",
          fields: { "entries.1.studentId": "sessionNotParticipant" },
        },
      },
    });
    const mihai = await waitFor(() => cellOf("Mihai Popa", "100 m liber · 2/2"));
    await userEvent.type(mihai, "1:06.10");
    const ana = cellOf("Ana Marin", "100 m liber · 2/2");
    await userEvent.type(ana, "1:10.00");
    await userEvent.click(screen.getByRole("button", { name: "Salvează tot (2)" }));
    await waitFor(() =>
      expect(ana).toHaveAccessibleDescription("Înotătorul nu participă la acest antrenament."),
    );
    expect(mihai).toHaveAccessibleDescription(/alt timp trimis împreună cu acesta a fost refuzat/);
    expect(mihai).toHaveValue("1:06.10");
    expect(ana).toHaveValue("1:10.00");
  });

  it("changes a recorded time with PUT and deletes one after asking", async () => {
    const api = start();
    const ioana = await waitFor(() => cellOf("Ioana Ștefănescu", "100 m liber · 1/2"));
    await userEvent.clear(ioana);
    await userEvent.type(ioana, "1:04.80{Enter}");
    const [put] = await waitFor(async () => {
      const sent = await bodies(api.requests, "PUT", `${TIMES}/${IOANA_TIME_ID}`);
      expect(sent).toHaveLength(1);
      return sent;
    });
    // Only the time changes: the swimmer, event and day stay those of the cell.
    expect(put).toEqual({ hundredths: 6480 });
    await waitFor(() => expect(cellOf("Ioana Ștefănescu", "100 m liber · 1/2")).toHaveValue("1:04.80"));

    await userEvent.click(
      screen.getByRole("button", { name: "Șterge timpul: Ioana Ștefănescu, 100 m liber · 1/2" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Ștergeți timpul?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Șterge" }));
    await waitFor(() => expect(cellOf("Ioana Ștefănescu", "100 m liber · 1/2")).toHaveValue(""));
    expect(api.requests.some((r) => r.method === "DELETE")).toBe(true);
  });

  it("asks before leaving with typed times not saved", async () => {
    start();
    await userEvent.type(await waitFor(() => cellOf("Mihai Popa", "100 m liber · 2/2")), "1:06.10");
    await userEvent.click(screen.getByRole("link", { name: "Înapoi la sesiuni" }));
    const dialog = await screen.findByRole("dialog", { name: "Timpi nesalvați" });
    expect(within(dialog).getByText(/Un timp scris nu a fost salvat/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Rămân aici" }));
    expect(cellOf("Mihai Popa", "100 m liber · 2/2")).toHaveValue("1:06.10");
    await userEvent.click(screen.getByRole("link", { name: "Înapoi la sesiuni" }));
    await userEvent.click(await screen.findByRole("button", { name: "Plec fără să salvez" }));
    expect(await screen.findByText("Managerul de sesiuni")).toBeInTheDocument();
  });

  it("is read-only, saying why, for a session still to come", async () => {
    start(boardServer(board({ session: { ...board().session, status: "planned", canRecord: false } })));
    expect(
      await screen.findByText("Timpii se pot înregistra începând din ziua sesiunii."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Salvează tot/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Mod live" })).not.toBeInTheDocument();
    expect(screen.getByText("1:05.30")).toBeInTheDocument();
  });

  it("offers free events of the session's pool when the workout times nothing, and sends them without a slot", async () => {
    const api = start(
      boardServer(board({ session: { ...board().session, poolLength: 50 }, slots: [], times: [] })),
    );
    expect(await screen.findByText(/nu are repetări cronometrate/)).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText("Probă", { selector: "input" }));
    expect(screen.queryByRole("option", { name: "100 m mixt" })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("option", { name: "50 m liber" }));
    await userEvent.click(screen.getByRole("button", { name: "Adaugă coloana" }));
    await userEvent.click(screen.getByRole("button", { name: "Adaugă coloana" }));
    expect(screen.getAllByRole("columnheader").map((h) => h.textContent)).toEqual([
      "Înotător",
      "50 m liber · 1",
      "50 m liber · 2",
    ]);
    await userEvent.type(cellOf("Mihai Popa", "50 m liber · 2"), "29.90{Enter}");
    await waitFor(async () => expect(await bodies(api.requests, "POST")).toHaveLength(1));
    const [sent] = await bodies(api.requests, "POST");
    expect(sent?.entries[0]).toMatchObject({ event: "freestyle_50", hundredths: 2990, slot: null });
  });

  it("on a phone shows one column at a time with big numeric inputs", async () => {
    onPhone();
    start();
    const ioana = await screen.findByRole("textbox", { name: "Ioana Ștefănescu, 100 m liber · 1/2" });
    expect(ioana).toHaveAttribute("inputmode", "decimal");
    expect(screen.queryByRole("textbox", { name: /100 m liber · 2\/2/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Coloana următoare" }));
    expect(screen.getByRole("textbox", { name: "Mihai Popa, 100 m liber · 2/2" })).toBeInTheDocument();
    expect(screen.getByLabelText("Coloana 2 din 3", { selector: "input" })).toHaveValue("100 m liber · 2/2");
  });

  it("says when the session has no participants", async () => {
    start({ [`GET ${TIMES}`]: { body: board({ swimmers: [], times: [] }) } });
    expect(await screen.findByText(/Sesiunea nu are participanți/)).toBeInTheDocument();
  });

  it("offers a retry when the board cannot be loaded", async () => {
    start({
      [`GET ${TIMES}`]: {
        status: 403,
        body: { code: "SESSION_NOT_IN_SCOPE", message: "Acest antrenament nu este al dumneavoastră." },
      },
    });
    expect(await screen.findByText("Acest antrenament nu este al dumneavoastră.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Încearcă din nou" })).toBeInTheDocument();
  });

  it("shows a time another device saved in this session without a reload", async () => {
    let current = board();
    start({ [`GET ${TIMES}`]: () => ({ body: current }) });
    const mihai = await waitFor(() => cellOf("Mihai Popa", "100 m liber · 2/2"));
    expect(mihai).toHaveValue("");
    const fromLiveMode = recorded({
      id: "5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e",
      key: "6c7d8e9f-0a1b-4c2d-9e3f-4a5b6c7d8e9f",
      studentId: MIHAI_ID,
      slot: "main-1.2",
      hundredths: 6710,
      personalBest: false,
    });
    current = { ...current, times: [...current.times, fromLiveMode] };
    topics.get(`/topic/session.${SESSION_ID}`)!({
      type: "times",
      sessionId: SESSION_ID,
      times: [fromLiveMode],
    });
    await waitFor(() => expect(cellOf("Mihai Popa", "100 m liber · 2/2")).toHaveValue("1:07.10"));
  });
});
