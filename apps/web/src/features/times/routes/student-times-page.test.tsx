import type { TSwimTime } from "@bazin/shared/contracts/times";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { CSRF_OK, mockApi } from "../../../test/mock-api.ts";
import { renderRoutes } from "../../../test/render.tsx";
import { onPhone } from "../../../test/viewport.ts";
import { FREE_100_SLOWER, IOANA_ID, IOANA_TIMES } from "../testing.ts";
import { StudentTimesPage } from "./student-times-page.tsx";

// jsdom has no FontFaceSet; Mantine's autosizing textarea (the edit form's notes) listens to it.
beforeAll(() => {
  if (!document.fonts) {
    Object.defineProperty(document, "fonts", {
      configurable: true,
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
  }
});

const PAGE = `/api/swim-times/students/${IOANA_ID}`;

function start() {
  return renderRoutes(
    [{ path: "/admin/swimming-times/cursant/:studentId/details", element: <StudentTimesPage /> }],
    `/admin/swimming-times/cursant/${IOANA_ID}/details`,
  );
}

const pageLoads = (requests: Request[]) =>
  requests.filter((r) => r.method === "GET" && new URL(r.url).pathname === PAGE).length;

/** The rows of a table (or list) named `name`, header row left out. */
const rowsOf = (name: string) => within(screen.getByRole("table", { name })).getAllByRole("row").slice(1);

describe("[ADMIN][TIMES] a swimmer's times", () => {
  it("shows the header, the personal bests, the history with PB badges and the chart's numbers", async () => {
    mockApi({ [`GET ${PAGE}`]: { body: IOANA_TIMES } });
    start();
    expect(await screen.findByRole("heading", { level: 1, name: "Ioana Ștefănescu" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Profilul de înotător avansat" })).toHaveAttribute(
      "href",
      `/admin/advanced-swimmers/${IOANA_ID}/details`,
    );
    expect(screen.getByRole("link", { name: "Adăugați timpi" })).toHaveAttribute(
      "href",
      `/admin/swimming-times/create?student=${IOANA_ID}`,
    );

    // Personal bests of the 25 m pool first; the 50 m pool one a switch away.
    const bests = rowsOf("Recorduri personale, bazin de 25 m");
    expect(bests).toHaveLength(2);
    expect(bests[0]).toHaveTextContent("50 m liber");
    expect(bests[0]).toHaveTextContent("30.67");
    expect(bests[1]).toHaveTextContent("100 m liber");
    expect(bests[1]).toHaveTextContent("1:05.77");
    expect(bests[1]).toHaveTextContent("Cupa Moldovei");
    await userEvent.click(screen.getByRole("radio", { name: "50 m" }));
    const longCourse = rowsOf("Recorduri personale, bazin de 50 m");
    expect(longCourse).toHaveLength(1);
    expect(longCourse[0]).toHaveTextContent("31.90");
    expect(longCourse[0]).toHaveTextContent("Nu a concurat în acest sezon");

    // History: newest first, PB badges on the times that were a PB when swum.
    const history = rowsOf("Istoricul timpilor");
    expect(history).toHaveLength(5);
    // Same day: the one recorded last comes first.
    expect(history[0]).toHaveTextContent("30.67");
    expect(history[0]).toHaveTextContent("Record personal");
    expect(history[1]).toHaveTextContent("1:06.50");
    expect(history[1]).not.toHaveTextContent("Record personal");
    expect(history[4]).toHaveTextContent("1:07.10");

    // The chart opens on the event swum most (100 m freestyle, 25 m), oldest first, PBs marked.
    const chart = rowsOf("Progresul la 100 m liber, bazin de 25 m");
    expect(chart.map((r) => r.textContent)).toEqual([
      "15 mar. 20251:07.10DaCupa Primăverii",
      "12 oct. 20251:05.77DaCupa Moldovei",
      "20 nov. 20251:06.50Nu",
    ]);
    await userEvent.click(screen.getByLabelText("Proba și bazinul", { selector: "input" }));
    await userEvent.click(await screen.findByRole("option", { name: "50 m liber · 50 m (1 start)" }));
    expect(rowsOf("Progresul la 50 m liber, bazin de 50 m")).toHaveLength(1);

    // Club records held.
    const records = rowsOf("Recorduri ale clubului deținute");
    expect(records[0]).toHaveTextContent("50 m liber");
    expect(records[0]).toHaveTextContent("Fete");
    expect(records[0]).toHaveTextContent("12 ani");
  });

  it("filters the history by event", async () => {
    mockApi({ [`GET ${PAGE}`]: { body: IOANA_TIMES } });
    start();
    await screen.findByRole("table", { name: "Istoricul timpilor" });
    await userEvent.click(screen.getByLabelText("Proba", { selector: "input" }));
    await userEvent.click(await screen.findByRole("option", { name: "50 m liber" }));
    const history = rowsOf("Istoricul timpilor");
    expect(history).toHaveLength(2);
    for (const row of history) expect(row).toHaveTextContent("50 m liber");
  });

  it("edits a time: sends the changed fields, time as typed in canonical form, and reloads the page", async () => {
    const edited: TSwimTime = { ...FREE_100_SLOWER, hundredths: 6421, competition: "Cupa Moldovei" };
    const api = mockApi({
      "GET /api/csrf": CSRF_OK,
      [`GET ${PAGE}`]: { body: IOANA_TIMES },
      [`PUT /api/swim-times/${FREE_100_SLOWER.id}`]: { body: edited },
    });
    start();
    await userEvent.click(
      await screen.findByRole("button", {
        name: "Modificați timpul 1:06.50 la 100 m liber din 20 nov. 2025",
      }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Modificați timpul" });
    const time = within(dialog).getByRole("textbox", { name: "Timp" });
    expect(time).toHaveValue("1:06.50");
    await userEvent.clear(time);
    await userEvent.type(time, "1:04,21");
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Competiție" }), "Cupa Moldovei");
    await userEvent.click(within(dialog).getByRole("button", { name: "Salvați" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const sent = await api.requests.find((r) => r.method === "PUT")!.json();
    expect(sent).toEqual({
      swumOn: "2025-11-20",
      event: "freestyle_100",
      time: "1:04.21",
      poolLength: 25,
      competition: "Cupa Moldovei",
      notes: null,
    });
    await waitFor(() => expect(pageLoads(api.requests)).toBe(2));
  });

  it("deletes a time after confirmation and reloads the page; a refusal stays in the dialog", async () => {
    let status = 404;
    const api = mockApi({
      "GET /api/csrf": CSRF_OK,
      [`GET ${PAGE}`]: { body: IOANA_TIMES },
      [`DELETE /api/swim-times/${FREE_100_SLOWER.id}`]: () =>
        status === 204
          ? { status: 204 }
          : { status, body: { code: "SWIM_TIME_NOT_FOUND", message: "Timpul nu a fost găsit." } },
    });
    start();
    await userEvent.click(
      await screen.findByRole("button", { name: "Ștergeți timpul 1:06.50 la 100 m liber din 20 nov. 2025" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Ștergeți timpul?" });
    expect(dialog).toHaveTextContent("Timpul 1:06.50 la 100 m liber din 20 nov. 2025 va fi șters definitiv.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Ștergeți" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Timpul nu a fost găsit.");

    status = 204;
    await userEvent.click(within(dialog).getByRole("button", { name: "Ștergeți" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(api.requests.filter((r) => r.method === "DELETE")).toHaveLength(2);
    await waitFor(() => expect(pageLoads(api.requests)).toBeGreaterThanOrEqual(2));
  });

  it("shows the history as cards on a phone, still with edit and delete", async () => {
    onPhone();
    mockApi({ [`GET ${PAGE}`]: { body: IOANA_TIMES } });
    start();
    const list = await screen.findByRole("list", { name: "Istoricul timpilor" });
    const cards = within(list).getAllByRole("listitem");
    expect(cards).toHaveLength(5);
    expect(cards[1]).toHaveTextContent("100 m liber · 25 m");
    expect(cards[1]).toHaveTextContent("1:06.50");
    expect(within(cards[1]!).getByRole("button", { name: /^Ștergeți timpul 1:06.50/ })).toBeInTheDocument();
  });

  it("says why the page could not load, with a retry", async () => {
    mockApi({
      [`GET ${PAGE}`]: {
        status: 403,
        body: { code: "SWIMMER_NOT_IN_SCOPE", message: "Acest înotător nu este în grupele dumneavoastră." },
      },
    });
    start();
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Acest înotător nu este în grupele dumneavoastră.",
    );
    expect(screen.getByRole("button", { name: "Încercați din nou" })).toBeInTheDocument();
  });
});
