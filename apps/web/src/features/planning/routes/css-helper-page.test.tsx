import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApi } from "../../../test/mock-api.ts";
import { renderRoutes } from "../../../test/render.tsx";
import { SWIMMER, SWIMMER_ID, SWIMMER_TIMES, WORKOUT, WORKOUT_ID } from "../testing.ts";
import { CssHelperPage } from "./css-helper-page.tsx";

function start(search = "") {
  mockApi({
    "GET /api/advanced-swimmers": { body: { items: [SWIMMER], total: 1, page: 1, pageSize: 100 } },
    [`GET /api/swim-times/students/${SWIMMER_ID}`]: { body: SWIMMER_TIMES },
    "GET /api/workouts": {
      body: { items: [{ ...WORKOUT, steps: undefined }], total: 1, page: 1, pageSize: 100 },
    },
    [`GET /api/workouts/${WORKOUT_ID}`]: { body: WORKOUT },
  });
  return renderRoutes(
    [{ path: "/admin/traininghub/css", element: <CssHelperPage /> }],
    `/admin/traininghub/css${search}`,
  );
}

const field = (name: string) => screen.getByRole("textbox", { name });

async function typeTimes(t400: string, t200: string) {
  await userEvent.type(field("Timp la 400 m"), t400);
  await userEvent.type(field("Timp la 200 m"), t200);
}

const result = () => screen.getByRole("region", { name: "Rezultatul" });

describe("[COACH][CSS] CSS helper", () => {
  it("works out CSS from a 400 m of 5:20.00 and a 200 m of 2:30.00: 1:25.00 per 100 m, with the pace table", async () => {
    start();
    await typeTimes("5:20.00", "2:30.00");
    expect(result()).toHaveTextContent("1:25.00 /100 m");
    expect(result()).toHaveTextContent("1,18 m/s");

    const table = screen.getByRole("table", { name: "Timpi pe distanță la ritmuri față de CSS" });
    const row = within(table).getByRole("row", { name: /^CSS \+3/ });
    // 50, 100, 200 and 400 m at 1:28.00 per 100 m.
    expect(
      within(row)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["44.00", "1:28.00", "2:56.00", "5:52.00"]);
    expect(within(table).getAllByRole("row")).toHaveLength(12);
  });

  it("refuses a 400 m faster than the 200 m, saying the order is wrong", async () => {
    start();
    await typeTimes("2:20.00", "2:30.00");
    expect(within(result()).getByRole("alert")).toHaveTextContent(
      "Timpul la 400 m trebuie să fie mai mare decât timpul la 200 m.",
    );
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("points out a time that is not MM:SS.CC once the field is left", async () => {
    start();
    await userEvent.type(field("Timp la 400 m"), "5:2");
    expect(screen.queryByText("Scrieți timpul ca MM:SS.CC, de exemplu 5:20.00.")).not.toBeInTheDocument();
    await userEvent.tab();
    expect(field("Timp la 400 m")).toHaveAccessibleDescription(/Scrieți timpul ca MM:SS\.CC/);
    expect(result()).toHaveTextContent("Scrieți ambii timpi ca să calculați CSS.");
  });

  it("prefills a picked swimmer's 25 m freestyle PBs with their dates", async () => {
    start();
    await userEvent.click(await screen.findByLabelText("Înotător (opțional)", { selector: "input" }));
    await userEvent.click(await screen.findByRole("option", { name: "Ioana Ștefănescu" }));
    await waitFor(() => expect(field("Timp la 400 m")).toHaveValue("5:20.00"));
    expect(field("Timp la 200 m")).toHaveValue("2:30.00");
    expect(field("Timp la 400 m")).toHaveAccessibleDescription("Record personal 5:20.00 din 12 oct. 2025");
    expect(field("Timp la 200 m")).toHaveAccessibleDescription("Record personal 2:30.00 din 20 nov. 2025");
    expect(result()).toHaveTextContent("1:25.00 /100 m");
  });

  it("lists a workout's step targets for the swimmer, by section, with the repeat counts", async () => {
    start(`?swimmer=${SWIMMER_ID}&workout=${WORKOUT_ID}`);
    await waitFor(() => expect(field("Timp la 400 m")).toHaveValue("5:20.00"));
    const targets = await screen.findByRole("table", { name: "Set principal" });
    const rows = within(targets)
      .getAllByRole("row")
      .slice(1)
      .map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ["8 × 100 m · Liber", "CSS +3", "1:28.00", "1:28.00"],
      ["2 × 200 m · Liber", "Ritm fix", "1:30.00", "3:00.00"],
      ["150 m · Liber · Picioare", "CSS −2", "1:23.00", "2:04.50"],
    ]);
    // The warm-up and cool-down go by effort: no table of their own, a word instead.
    expect(screen.queryByRole("table", { name: "Încălzire" })).not.toBeInTheDocument();
    expect(screen.getByText("2 pași se înoată după efort și nu au un ritm țintă.")).toBeInTheDocument();
  });

  it("asks for the CSS before showing a picked workout's targets", async () => {
    start();
    await userEvent.click(await screen.findByLabelText("Antrenament", { selector: "input" }));
    await userEvent.click(await screen.findByRole("option", { name: "Prag 8 × 100" }));
    expect(await screen.findByText("Calculați întâi CSS ca să vedeți țintele pașilor.")).toBeInTheDocument();
    await typeTimes("5:20.00", "2:30.00");
    expect(await screen.findByRole("table", { name: "Set principal" })).toHaveTextContent("1:28.00");
  });
});
