import type { TCreateSwimTimesResponse } from "@bazin/shared/contracts/times";
import { Notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Outlet } from "react-router";
import { describe, expect, it } from "vitest";
import { studentTimesPath } from "../../../lib/paths.ts";
import { CSRF_OK, type MockAnswer, mockApi } from "../../../test/mock-api.ts";
import { renderRoutes } from "../../../test/render.tsx";
import { todayIso } from "../lib/format.ts";
import { IOANA, IOANA_ID, IOANA_TIMES, swim } from "../testing.ts";
import { TimesCreatePage } from "./times-create-page.tsx";

const STUDENTS: MockAnswer = { body: { items: [IOANA] } };
const IOANA_PAGE: MockAnswer = { body: IOANA_TIMES };

function start(path = `/admin/swimming-times/create?student=${IOANA_ID}`) {
  return renderRoutes(
    [
      {
        element: (
          <>
            <Notifications />
            <Outlet />
          </>
        ),
        children: [
          { path: "/admin/swimming-times/create", element: <TimesCreatePage /> },
          { path: "/admin/swimming-times/cursant/:studentId/details", element: <p>Pagina înotătorului</p> },
        ],
      },
    ],
    path,
  );
}

const row = (n: number) => screen.getByRole("group", { name: `Timpul ${n}` });
const timeField = (n: number) => within(row(n)).getByRole("textbox", { name: "Timp" });
const eventField = (n: number) => within(row(n)).getByLabelText("Proba", { selector: "input" });

async function chooseEvent(n: number, name: string) {
  await userEvent.click(eventField(n));
  await userEvent.click(await screen.findByRole("option", { name }));
}

/** Waits until the preselected swimmer's PBs are in (the comparison needs them). */
async function ready() {
  await waitFor(() =>
    expect(screen.getByLabelText("Înotător", { selector: "input" })).toHaveValue("Ioana Ștefănescu"),
  );
}

describe("[ADMIN][TIMES] add times", () => {
  it("reads 1:05.32 and 31.47, and refuses 1:75.00 with the translated format message", async () => {
    mockApi({
      "GET /api/swim-times/students": STUDENTS,
      [`GET /api/swim-times/students/${IOANA_ID}`]: IOANA_PAGE,
    });
    start();
    await ready();
    await chooseEvent(1, "100 m liber");
    await userEvent.type(timeField(1), "1:75.00");
    await userEvent.tab();
    expect(timeField(1)).toHaveAccessibleDescription(
      "Timpul trebuie scris MM:SS.CC (de ex. 1:05.32) sau SS.CC (de ex. 31.47), cu secunde sub 60.",
    );
    expect(timeField(1)).toHaveAttribute("aria-invalid", "true");

    await userEvent.clear(timeField(1));
    await userEvent.type(timeField(1), "1:05.32");
    await waitFor(() => expect(timeField(1)).not.toHaveAttribute("aria-invalid"));
    expect(timeField(1)).toHaveAccessibleDescription("Record personal nou (−0.45)");

    await chooseEvent(1, "50 m liber");
    await userEvent.clear(timeField(1));
    await userEvent.type(timeField(1), "31.47");
    expect(timeField(1)).not.toHaveAttribute("aria-invalid");
    expect(timeField(1)).toHaveAccessibleDescription("RP 30.67 (+0.80)");
    expect(timeField(1)).toHaveAttribute("inputmode", "decimal");
  });

  it("adds a row on Enter in a time field, with the same event, pool and competition, its event focused", async () => {
    mockApi({
      "GET /api/swim-times/students": STUDENTS,
      [`GET /api/swim-times/students/${IOANA_ID}`]: IOANA_PAGE,
    });
    start();
    await ready();
    await chooseEvent(1, "50 m spate");
    await userEvent.click(within(row(1)).getByRole("radio", { name: "50 m" }));
    await userEvent.type(within(row(1)).getByRole("textbox", { name: "Competiție" }), "Cupa Moldovei");
    await userEvent.type(timeField(1), "38.10{Enter}");

    expect(screen.getAllByRole("group", { name: /^Timpul \d$/ })).toHaveLength(2);
    expect(timeField(1)).toHaveAccessibleDescription("Primul timp la această probă");
    await waitFor(() => expect(eventField(2)).toHaveFocus());
    expect(eventField(2)).toHaveValue("50 m spate");
    expect(within(row(2)).getByRole("radio", { name: "50 m" })).toBeChecked();
    expect(within(row(2)).getByRole("textbox", { name: "Competiție" })).toHaveValue("Cupa Moldovei");
    expect(timeField(2)).toHaveValue("");

    // A later row of the same event compares with the one above it, which will be the PB once saved.
    await userEvent.type(timeField(2), "38.50");
    expect(timeField(2)).toHaveAccessibleDescription("RP 38.10 (+0.40)");

    await userEvent.click(screen.getByRole("button", { name: "Eliminați timpul 1" }));
    expect(screen.getAllByRole("group", { name: /^Timpul \d$/ })).toHaveLength(1);
    // The last row cannot go: a form holds at least one time.
    expect(screen.queryByRole("button", { name: /Eliminați timpul/ })).not.toBeInTheDocument();
  });

  it("sends the swimmer, the day and each time, then says what was saved and opens the swimmer's times", async () => {
    const saved: TCreateSwimTimesResponse = {
      items: [
        swim({ event: "freestyle_100", hundredths: 6532, swumOn: todayIso(), personalRecord: true }),
        swim({ event: "freestyle_50", hundredths: 3147, swumOn: todayIso() }),
      ],
      personalBests: ["a"],
      clubRecords: ["a"],
    };
    const api = mockApi({
      "GET /api/csrf": CSRF_OK,
      "GET /api/swim-times/students": STUDENTS,
      [`GET /api/swim-times/students/${IOANA_ID}`]: IOANA_PAGE,
      "POST /api/swim-times": { status: 201, body: saved },
    });
    const { router } = start();
    await ready();
    await chooseEvent(1, "100 m liber");
    await userEvent.type(within(row(1)).getByRole("textbox", { name: "Competiție" }), "Cupa Moldovei");
    await userEvent.type(timeField(1), "1:05,32{Enter}");
    await chooseEvent(2, "50 m liber");
    await userEvent.type(timeField(2), "31.47");
    await userEvent.type(within(row(2)).getByRole("textbox", { name: "Observații" }), "Start bun");
    await userEvent.click(screen.getByRole("button", { name: "Salvați timpii" }));

    await waitFor(() => expect(router.state.location.pathname).toBe(studentTimesPath(IOANA_ID)));
    const sent = await api.requests.find((r) => r.method === "POST")!.json();
    expect(sent).toEqual({
      studentId: IOANA_ID,
      swumOn: todayIso(),
      entries: [
        {
          event: "freestyle_100",
          time: "1:05.32",
          poolLength: 25,
          competition: "Cupa Moldovei",
          notes: null,
        },
        {
          event: "freestyle_50",
          time: "31.47",
          poolLength: 25,
          competition: "Cupa Moldovei",
          notes: "Start bun",
        },
      ],
    });
    expect(
      await screen.findByText("Au fost salvați 2 timpi: 1 record personal nou, 1 record al clubului."),
    ).toBeInTheDocument();
  });

  it("asks the gender of a swimmer who has none and sends it with a typed day, never one after today", async () => {
    const noGender = { ...IOANA, gender: null };
    const api = mockApi({
      "GET /api/csrf": CSRF_OK,
      "GET /api/swim-times/students": { body: { items: [noGender] } },
      [`GET /api/swim-times/students/${IOANA_ID}`]: {
        body: { ...IOANA_TIMES, student: { ...IOANA_TIMES.student, gender: null } },
      },
      "POST /api/swim-times": {
        status: 201,
        body: { items: [], personalBests: [], clubRecords: [] } satisfies TCreateSwimTimesResponse,
      },
    });
    start("/admin/swimming-times/create");
    const swimmer = screen.getByLabelText("Înotător", { selector: "input" });
    await userEvent.click(swimmer);
    await userEvent.click(await screen.findByRole("option", { name: /Ioana Ștefănescu/ }));
    const genders = await screen.findByRole("radiogroup", { name: "Genul înotătorului" });

    // A day after today is not taken: leaving the field puts back the day it had.
    const day = screen.getByRole("textbox", { name: "Data" });
    const today = (day as HTMLInputElement).value;
    await userEvent.clear(day);
    await userEvent.type(day, "12.10.2099");
    await userEvent.tab();
    expect(day).toHaveValue(today);
    await userEvent.clear(day);
    await userEvent.type(day, "12.10.2025");
    await chooseEvent(1, "100 m liber");
    await userEvent.type(timeField(1), "1:05.32");
    await userEvent.click(screen.getByRole("button", { name: "Salvați timpii" }));
    await waitFor(() => expect(genders).toHaveAccessibleDescription(/^Alegeți genul\./));
    expect(api.requests.some((r) => r.method === "POST")).toBe(false);

    await userEvent.click(within(genders).getByRole("radio", { name: "Feminin" }));
    await userEvent.click(screen.getByRole("button", { name: "Salvați timpii" }));
    await waitFor(() => expect(api.requests.some((r) => r.method === "POST")).toBe(true));
    const sent = await api.requests.find((r) => r.method === "POST")!.json();
    expect(sent).toMatchObject({ studentId: IOANA_ID, swumOn: "2025-10-12", gender: "F" });
  });

  it("puts a server field error under its row, and other refusals in a banner", async () => {
    let answer: MockAnswer = {
      status: 400,
      body: {
        code: "VALIDATION_FAILED",
        message: "Date invalide.",
        fields: { "entries.1.time": "swimTimeFormat" },
      },
    };
    mockApi({
      "GET /api/csrf": CSRF_OK,
      "GET /api/swim-times/students": STUDENTS,
      [`GET /api/swim-times/students/${IOANA_ID}`]: IOANA_PAGE,
      "POST /api/swim-times": () => answer,
    });
    start();
    await ready();
    await chooseEvent(1, "100 m liber");
    await userEvent.type(timeField(1), "1:05.32{Enter}");
    await userEvent.type(timeField(2), "1:06.00");
    await userEvent.click(screen.getByRole("button", { name: "Salvați timpii" }));
    await waitFor(() => expect(timeField(2)).toHaveAttribute("aria-invalid", "true"));
    expect(timeField(2)).toHaveAccessibleDescription(/Timpul trebuie scris MM:SS.CC/);
    expect(timeField(1)).not.toHaveAttribute("aria-invalid");

    answer = {
      status: 403,
      body: { code: "SWIMMER_NOT_IN_SCOPE", message: "Acest înotător nu este în grupele dumneavoastră." },
    };
    await userEvent.click(screen.getByRole("button", { name: "Salvați timpii" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Acest înotător nu este în grupele dumneavoastră.",
    );
  });
});
