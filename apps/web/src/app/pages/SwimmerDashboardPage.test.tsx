import type { TSessionUser } from "@bazin/shared/contracts/auth";
import type { TStudentTimes } from "@bazin/shared/contracts/times";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Outlet } from "react-router";
import { describe, expect, it } from "vitest";
import { MARCH, sessionId } from "../../features/sessions/testing.ts";
import { type MockAnswer, mockApi } from "../../test/mock-api.ts";
import { renderRoutes } from "../../test/render.tsx";
import { SwimmerDashboardPage } from "./SwimmerDashboardPage.tsx";

/** No sessions yet: the dashboard's sessions part stays quiet. */
const NO_SESSIONS: MockAnswer = { body: { items: [] } };
const NOT_LINKED: MockAnswer = {
  status: 404,
  body: {
    code: "NO_SWIMMER_PROFILE",
    message: "Contul dumneavoastră nu este legat încă de o înscriere la club.",
  },
};

const USER: TSessionUser = {
  id: "u1",
  username: "swimmer",
  firstName: "Maria",
  lastName: "Ionescu",
  email: null,
  phone: null,
  role: "swimmer",
};

const base = {
  id: "t0",
  studentId: "s1",
  fullName: "Maria Ionescu",
  notes: null,
  source: "manual" as const,
  competition: null,
};

const TIMES: TStudentTimes = {
  student: {
    id: "s1",
    fullName: "Maria Ionescu",
    birthDate: "2013-04-02",
    gender: "F",
    isAdvancedSwimmer: true,
  },
  season: 2025,
  personalBests: [
    {
      event: "freestyle_100",
      poolLength: 25,
      hundredths: 7032,
      swumOn: "2025-10-11",
      timeId: "t3",
      competition: null,
      seasonBestHundredths: 7032,
      swims: 3,
      points: null,
    },
    {
      event: "butterfly_50",
      poolLength: 25,
      hundredths: 3990,
      swumOn: "2025-11-20",
      timeId: "t4",
      competition: null,
      seasonBestHundredths: 3990,
      swims: 1,
      points: null,
    },
  ],
  history: [
    {
      ...base,
      id: "t4",
      event: "butterfly_50",
      poolLength: 25,
      hundredths: 3990,
      swumOn: "2025-11-20",
      personalRecord: true,
      points: null,
      createdAt: "2025-11-20T10:00:00Z",
    },
    {
      ...base,
      id: "t3",
      event: "freestyle_100",
      poolLength: 25,
      hundredths: 7032,
      swumOn: "2025-10-11",
      personalRecord: true,
      points: null,
      createdAt: "2025-10-11T10:00:00Z",
    },
    {
      ...base,
      id: "t2",
      event: "freestyle_100",
      poolLength: 25,
      hundredths: 7355,
      swumOn: "2025-03-02",
      personalRecord: false,
      points: null,
      createdAt: "2025-03-02T10:00:00Z",
    },
    {
      ...base,
      id: "t1",
      event: "freestyle_100",
      poolLength: 25,
      hundredths: 7210,
      swumOn: "2024-05-20",
      personalRecord: true,
      points: null,
      createdAt: "2024-05-20T10:00:00Z",
    },
  ],
  records: [
    {
      event: "butterfly_50",
      poolLength: 25,
      gender: "F",
      ageGroup: 12,
      hundredths: 3990,
      swumOn: "2025-11-20",
    },
  ],
};

const start = () =>
  renderRoutes(
    [
      {
        element: <Outlet context={{ user: USER }} />,
        children: [{ path: "/swimmer", element: <SwimmerDashboardPage /> }],
      },
    ],
    "/swimmer",
  );

describe("[SWIMMER][DASHBOARD] page", () => {
  it("greets the swimmer and shows recent PBs, this season's progress and the records held", async () => {
    mockApi({ "GET /api/me/times": { body: TIMES }, "GET /api/me/sessions": NO_SESSIONS });
    start();
    expect(screen.getByRole("heading", { level: 1, name: "Bună, Maria!" })).toBeInTheDocument();
    const recent = await screen.findByRole("region", { name: "Recorduri personale recente" });
    const pbs = within(recent).getAllByRole("listitem");
    expect(pbs[0]).toHaveTextContent("50 m fluture");
    expect(pbs[0]).toHaveTextContent("Prima dată la această probă");
    expect(pbs[1]).toHaveTextContent("1:10.32");
    expect(pbs[1]).toHaveTextContent("cu 1.78 s mai rapid");

    const season = screen.getByRole("region", { name: "Sezonul acesta" });
    expect(season).toHaveTextContent("Cel mai bun timp din sezonul 2025/26");
    const events = within(season).getAllByRole("listitem");
    // 1:12.10 was the best before September 2025 (1:13.55 in March was slower).
    expect(events[0]).toHaveTextContent("100 m liber");
    expect(events[0]).toHaveTextContent("cu 1.78 s mai rapid (2,5 %)");
    expect(events[0]).toHaveTextContent("Înainte de sezon: 1:12.10");
    expect(events[1]).toHaveTextContent("50 m fluture");
    expect(events[1]).toHaveTextContent("Probă nouă în acest sezon");

    const records = screen.getByRole("region", { name: "Recorduri ale clubului" });
    expect(records).toHaveTextContent("Dețineți 1 record al clubului.");
    expect(within(records).getByRole("link", { name: "Vedeți timpii mei" })).toHaveAttribute(
      "href",
      "/swimmer/times",
    );
    expect(screen.getByRole("link", { name: "Chat" })).toHaveAttribute("href", "/swimmer/chat");
  });

  it("explains an account not linked to a club registration yet, instead of an error", async () => {
    mockApi({ "GET /api/me/times": NOT_LINKED, "GET /api/me/sessions": NOT_LINKED });
    start();
    const card = await screen.findByRole("region", { name: "Contul nu este încă legat de o înscriere" });
    expect(card).toHaveTextContent("după ce antrenorul leagă contul de înscrierea dumneavoastră la club");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByRole("link", { name: "Profilul meu" })).toHaveAttribute("href", "/swimmer/profile");
  });

  it("says when the times could not be loaded, with a retry that loads them", async () => {
    let answer: MockAnswer = { status: 500, body: { code: "INTERNAL_ERROR", message: "Eroare internă." } };
    mockApi({ "GET /api/me/times": () => answer, "GET /api/me/sessions": NO_SESSIONS });
    start();
    const alert = await screen.findByRole("alert");
    answer = { body: TIMES };
    await userEvent.click(within(alert).getByRole("button", { name: "Încercați din nou" }));
    expect(await screen.findByRole("region", { name: "Recorduri personale recente" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows the attendance rate with its level and the newest unread feedback, linking to its session", async () => {
    mockApi({ "GET /api/me/times": { body: TIMES }, "GET /api/me/sessions": { body: { items: MARCH } } });
    start();
    // March: present, late and absent taken (67 %), the cancelled one left out.
    const rate = await screen.findByRole("region", { name: "Prezența (ultimele 90 de zile)" });
    expect(rate).toHaveTextContent("67");
    expect(rate).toHaveTextContent(/medie/i);
    const feedback = screen.getByRole("region", { name: "Feedback nou de la antrenor" });
    expect(feedback).toHaveTextContent("Viraje mult mai bune, continuă așa.");
    expect(within(feedback).getByRole("link", { name: "Citiți feedbackul" })).toHaveAttribute(
      "href",
      `/swimmer/sessions?session=${sessionId(1)}`,
    );
    expect(screen.getByRole("link", { name: "Toate antrenamentele mele →" })).toHaveAttribute(
      "href",
      "/swimmer/sessions",
    );
  });
});
