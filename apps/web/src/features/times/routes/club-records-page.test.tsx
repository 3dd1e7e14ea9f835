import type { TClubRecord, TClubRecordsResponse } from "@bazin/shared/contracts/times";
import { Notifications, notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Outlet } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { type MockAnswer, mockApi } from "../../../test/mock-api.ts";
import { renderRoutes } from "../../../test/render.tsx";
import { onPhone } from "../../../test/viewport.ts";
import { ClubRecordsPage } from "./club-records-page.tsx";

const ANA = {
  id: "0b7c2a8e-6f1d-4c3b-9a2e-5d4c3b2a1f00",
  fullName: "Ana Popescu",
  ageInYear: 12,
  canView: true,
};
/** A holder outside the caller's groups (a coach's view): named, not linked. */
const IOANA = {
  id: "1c8d3b9f-7a2e-4d4c-8b3f-6e5d4c3b2a11",
  fullName: "Ioana Marin",
  ageInYear: 11,
  canView: false,
};

function record(
  partial: Partial<TClubRecord> & Pick<TClubRecord, "event" | "hundredths" | "swumOn">,
): TClubRecord {
  return {
    poolLength: 25,
    gender: "F",
    ageGroup: null,
    competition: null,
    timeId: `${partial.event}-${partial.hundredths}`,
    points: null,
    holder: ANA,
    ...partial,
  };
}

const ALL_EVENTS: TClubRecordsResponse = {
  records: [
    record({ event: "freestyle_50", hundredths: 3147, swumOn: "2025-03-12", competition: "Cupa Mureșului" }),
    record({ event: "backstroke_100", hundredths: 7805, swumOn: "2024-11-02", holder: IOANA }),
  ],
  history: [],
  withoutGender: 0,
};

const start = (path = "/admin/club-records") =>
  renderRoutes(
    [
      {
        element: (
          <>
            <Notifications />
            <Outlet />
          </>
        ),
        children: [{ path: "/admin/club-records", element: <ClubRecordsPage /> }],
      },
    ],
    path,
  );

// Mantine keeps notifications in a store shared by every test; one test's toast must not reach the next.
afterEach(() => notifications.clean());

/** The query string of every GET /api/club-records the page sent. */
function sentQueries(requests: Request[]) {
  return requests
    .filter((r) => new URL(r.url).pathname === "/api/club-records")
    .map((r) => Object.fromEntries(new URL(r.url).searchParams));
}

describe("[ADMIN][CLUB RECORDS] page", () => {
  it("lists every event's record, with a dash where nobody has swum the event yet", async () => {
    const api = mockApi({ "GET /api/club-records": { body: ALL_EVENTS } });
    start();
    const table = await screen.findByRole("table", { name: "Recordurile clubului, pe probe" });
    const free50 = within(table).getByRole("row", { name: /50 m liber/ });
    expect(free50).toHaveTextContent("31.47");
    expect(free50).toHaveTextContent("12 ani");
    expect(free50).toHaveTextContent("Cupa Mureșului");
    const back100 = within(table).getByRole("row", { name: /100 m spate/ });
    expect(back100).toHaveTextContent("Ioana Marin");
    expect(within(back100).queryByRole("link", { name: "Ioana Marin" })).toBeNull();
    expect(within(free50).getByRole("link", { name: "Ana Popescu" })).toHaveAttribute(
      "href",
      `/admin/swimming-times/cursant/${ANA.id}/details`,
    );
    expect(within(table).getByRole("row", { name: /100 m spate/ })).toHaveTextContent("1:18.05");
    // Never swum: listed, so the coach sees the gap.
    const fly200 = within(table).getByRole("row", { name: /200 m fluture/ });
    expect(fly200).toHaveTextContent("—");
    expect(fly200).toHaveTextContent("Niciun timp încă");
    // The 25 m pool has 100 m IM: 17 events, plus the header row.
    expect(within(table).getAllByRole("row")).toHaveLength(18);
    expect(sentQueries(api.requests)).toEqual([{ poolLength: "25", gender: "F" }]);
  });

  it("on a phone, shows each event as a card, the gaps too", async () => {
    onPhone();
    mockApi({ "GET /api/club-records": { body: ALL_EVENTS } });
    start();
    const cards = within(
      await screen.findByRole("list", { name: "Recordurile clubului, pe probe" }),
    ).getAllByRole("listitem");
    expect(cards).toHaveLength(17);
    expect(cards[0]).toHaveTextContent("50 m liber31.47");
    expect(cards[0]).toHaveTextContent("Deținător: Ana Popescu (12 ani)");
    expect(cards[14]).toHaveTextContent("200 m fluture");
    expect(cards[14]).toHaveTextContent("Niciun timp încă");
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("asks for the pool, gender and age group chosen, and keeps them in the address", async () => {
    const api = mockApi({ "GET /api/club-records": { body: ALL_EVENTS } });
    const { router } = start();
    await screen.findByRole("table", { name: "Recordurile clubului, pe probe" });
    await userEvent.click(screen.getByRole("radio", { name: "Masculin" }));
    await userEvent.click(screen.getByRole("radio", { name: "50 m" }));
    await userEvent.click(screen.getByLabelText("Categoria de vârstă", { selector: "input" }));
    await userEvent.click(await screen.findByRole("option", { name: "18+ ani" }));
    await waitFor(() =>
      expect(sentQueries(api.requests).at(-1)).toEqual({ poolLength: "50", gender: "M", ageGroup: "18" }),
    );
    expect(router.state.location.search).toBe("?poolLength=50&gender=M&ageGroup=18");
    // No 100 m IM in a 50 m pool.
    const table = screen.getByRole("table", { name: "Recordurile clubului, pe probe" });
    await waitFor(() => expect(within(table).queryByRole("row", { name: /100 m mixt/ })).toBeNull());
  });

  it("shows one event's record big, then each improvement oldest first with what it took off", async () => {
    const history = [
      record({ event: "freestyle_100", hundredths: 7210, swumOn: "2023-05-20", holder: IOANA, ageGroup: 12 }),
      record({ event: "freestyle_100", hundredths: 7032, swumOn: "2024-02-11", ageGroup: 12 }),
      record({
        event: "freestyle_100",
        hundredths: 6987,
        swumOn: "2025-03-12",
        ageGroup: 12,
        competition: "Cupa Mureșului",
      }),
    ];
    const api = mockApi({
      "GET /api/club-records": { body: { records: [history[2]], history, withoutGender: 0 } },
    });
    start("/admin/club-records?event=freestyle_100&poolLength=25&gender=F&ageGroup=12");
    const card = await screen.findByRole("region", { name: "Recordul clubului la 100 m liber" });
    expect(within(card).getByTestId("club-record-time")).toHaveTextContent("1:09.87");
    expect(card).toHaveTextContent("Feminin · Bazin de 25 m · 12 ani");
    expect(card).toHaveTextContent("12 ani în 2025");
    expect(card).toHaveTextContent("Cupa Mureșului");
    expect(within(card).getByRole("link", { name: "Ana Popescu" })).toBeInTheDocument();

    const steps = within(screen.getByRole("list", { name: "Îmbunătățirile recordului" })).getAllByRole(
      "listitem",
    );
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringMatching(/^1:12\.10.*Ioana Marin.*Primul timp înregistrat$/),
      expect.stringMatching(/^1:10\.32.*Ana Popescu.*cu 1\.78 s mai rapid$/),
      expect.stringMatching(/^1:09\.87Record al clubului.*cu 0\.45 s mai rapid$/),
    ]);
    // The step chart's numbers, for screen readers.
    const chartTable = screen.getByRole("table", { name: "Evoluția recordului clubului la 100 m liber" });
    expect(within(chartTable).getAllByRole("row")).toHaveLength(4);
    expect(sentQueries(api.requests)).toEqual([
      { event: "freestyle_100", poolLength: "25", gender: "F", ageGroup: "12" },
    ]);
  });

  it("exports the chosen records as CSV, with the same query", async () => {
    URL.createObjectURL = () => "blob:records";
    URL.revokeObjectURL = () => undefined;
    const api = mockApi({
      "GET /api/club-records": { body: ALL_EVENTS },
      "GET /api/club-records/export.csv": {
        body: "Proba;Timp",
        headers: {
          "Content-Type": "text/csv",
          "Content-Disposition": 'attachment; filename="recorduri.csv"',
        },
      },
    });
    start("/admin/club-records?poolLength=50&gender=M&ageGroup=12");
    await screen.findByRole("table", { name: "Recordurile clubului, pe probe" });
    await userEvent.click(screen.getByRole("button", { name: "Exportați CSV" }));
    expect(await screen.findByText("Recordurile au fost exportate.")).toBeInTheDocument();
    const exported = api.requests.find((r) => new URL(r.url).pathname === "/api/club-records/export.csv");
    expect(Object.fromEntries(new URL(exported!.url).searchParams)).toEqual({
      poolLength: "50",
      gender: "M",
      ageGroup: "12",
    });
  });

  it("exports the pool, gender and age group's record list as Lenex for meet software", async () => {
    URL.createObjectURL = () => "blob:records";
    URL.revokeObjectURL = () => undefined;
    const api = mockApi({
      "GET /api/club-records": { body: { ...ALL_EVENTS, records: ALL_EVENTS.records.slice(0, 1) } },
      "GET /api/club-records/export.lef": {
        body: "<LENEX/>",
        headers: {
          "Content-Type": "application/xml",
          "Content-Disposition": 'attachment; filename="recorduri.lef"',
        },
      },
    });
    start("/admin/club-records?event=freestyle_50&poolLength=25&gender=F&ageGroup=12");
    await userEvent.click(await screen.findByRole("button", { name: "Exportă Lenex" }));
    expect(await screen.findByText("Recordurile au fost descărcate ca fișier Lenex.")).toBeInTheDocument();
    const exported = api.requests.find((r) => new URL(r.url).pathname === "/api/club-records/export.lef");
    // The list is the whole of the pool, gender and age group: the event the page shows is not a filter of it.
    expect(Object.fromEntries(new URL(exported!.url).searchParams)).toEqual({
      poolLength: "25",
      gender: "F",
      ageGroup: "12",
    });
  });

  it("says how many swimmers are left out for having no gender, and where a coach sets it", async () => {
    mockApi({ "GET /api/club-records": { body: { ...ALL_EVENTS, withoutGender: 3 } } });
    start();
    const notice = await screen.findByText(
      "3 înotători cu timpi în acest bazin nu au genul setat și nu sunt luați în calcul.",
    );
    const alert = notice.closest("[role=alert]") as HTMLElement;
    expect(alert).toHaveTextContent("Un antrenor setează genul în formularul înotătorului avansat.");
    expect(within(alert).getByRole("link", { name: "Înotători avansați" })).toHaveAttribute(
      "href",
      "/admin/advanced-swimmers",
    );
  });

  it("says when the club has no times yet, and fails with a retry that loads the records", async () => {
    let answer: MockAnswer = { status: 500, body: { code: "INTERNAL_ERROR", message: "x" } };
    mockApi({ "GET /api/club-records": () => answer });
    start();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Recordurile nu au putut fi încărcate.");
    answer = { body: { records: [], history: [], withoutGender: 0 } };
    await userEvent.click(within(alert).getByRole("button", { name: "Încercați din nou" }));
    expect(
      await screen.findByText(
        "Nu există încă timpi pentru această selecție. Recordurile apar imediat ce se adaugă timpi.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Adăugați timpi" })).toHaveAttribute(
      "href",
      "/admin/swimming-times/create",
    );
  });
});
