import { type TWorkout, type TWorkoutInputParsed, ZWorkoutInput } from "@bazin/shared/contracts/workouts";
import { type TRepeatBlock, workoutMetrics } from "@bazin/shared/domain/training/workout-steps";
import { Notifications, notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Outlet } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { CSRF_OK, type MockAnswer, mockApi } from "../../../test/mock-api.ts";
import { renderRoutes } from "../../../test/render.tsx";
import { WorkoutBuilderPage } from "./workout-builder-page.tsx";

// jsdom has no FontFaceSet; Mantine's autosizing textarea listens to it.
beforeAll(() => {
  if (!document.fonts) {
    Object.defineProperty(document, "fonts", {
      configurable: true,
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
  }
});

// Mantine keeps notifications in a module store: one test's must not show in the next.
afterEach(() => notifications.clean());

const CREATE = "/admin/traininghub/create-workout";
const SAVED_ID = "5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d";
const FREE = { available: true };

function start(path = CREATE) {
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
          { path: CREATE, element: <WorkoutBuilderPage /> },
          { path: "/admin/traininghub/edit-workout/:id", element: <WorkoutBuilderPage /> },
          { path: "/admin/traininghub/workouts", element: <p>Biblioteca de antrenamente</p> },
        ],
      },
    ],
    path,
  );
}

/** The workout the server answers for a body it accepted (derived values as the server computes them). */
function saved(body: TWorkoutInputParsed, id = SAVED_ID): TWorkout {
  const metrics = workoutMetrics(body.steps, body.level);
  return {
    id,
    ...body,
    totalDistanceMetres: metrics.totalDistanceMetres,
    estimatedSeconds: metrics.estimatedSeconds,
    strokes: metrics.strokes,
    equipment: metrics.equipment,
    zones: metrics.zones,
    zoneMetres: metrics.zoneMetres,
    author: null,
    archived: false,
    usedCount: 0,
    createdAt: "2026-01-10T10:00:00.000Z",
    updatedAt: "2026-01-10T10:00:00.000Z",
  };
}

/** Accepts a create the way the server does: the body must pass the contract. */
const acceptCreate = async (request: Request): Promise<MockAnswer> => {
  const body = ZWorkoutInput.parse(await request.json());
  return { status: 201, body: saved(body) };
};

const totals = () => screen.getByRole("region", { name: "Totaluri" });
const section = (name: string) => screen.getByRole("region", { name });
const editorOf = (toggle: HTMLElement) => {
  const id = toggle.getAttribute("aria-controls");
  const editor = id ? document.getElementById(id) : null;
  if (!editor) throw new Error("step editor is closed");
  return editor;
};

/** Presses a button from the keyboard: focus, then Enter. */
async function press(button: HTMLElement) {
  button.focus();
  await userEvent.keyboard("{Enter}");
}

async function fillDetails(name: string) {
  await userEvent.type(screen.getByRole("textbox", { name: "Numele antrenamentului" }), name);
  await userEvent.selectOptions(screen.getByRole("combobox", { name: "Nivel" }), "Intermediar");
  await userEvent.selectOptions(screen.getByRole("combobox", { name: "Tip" }), "Rezistență");
}

/**
 * jsdom has no layout; dnd-kit's keyboard moves need where things are. Every node gets a 50 px row in document
 * order (a block spans its children), every list the rows it holds.
 */
function layOutRows() {
  const ROW = 60;
  const rect = (top: number, height: number) =>
    ({
      top,
      bottom: top + height,
      left: 0,
      right: 320,
      width: 320,
      height,
      x: 0,
      y: top,
      toJSON: () => ({}),
    }) as DOMRect;
  vi.spyOn(Element.prototype, "getBoundingClientRect").mockImplementation(function (this: Element) {
    const rows = [...document.querySelectorAll("[data-builder-node]")];
    const inner = [...this.querySelectorAll("[data-builder-node]")];
    const first = this.hasAttribute("data-builder-node")
      ? rows.indexOf(this)
      : rows.indexOf(inner[0] as Element);
    if (first < 0 || !(this.hasAttribute("data-builder-node") || this.hasAttribute("data-builder-list")))
      return rect(0, 0);
    const last = inner.length > 0 ? rows.indexOf(inner.at(-1) as Element) : first;
    return rect(first * ROW, (last - first) * ROW + 50);
  });
}

describe("[COACH][WORKOUTS] workout builder", () => {
  it("builds a nested repeat from the keyboard, moves a step with the keyboard, and saves the tree the contract accepts", async () => {
    const api = mockApi({
      "GET /api/csrf": CSRF_OK,
      "GET /api/workouts/name-available": { body: FREE },
      "POST /api/workouts": acceptCreate,
    });
    const { router } = start();
    layOutRows();

    await press(await screen.findByRole("button", { name: "Adăugați un bloc de repetare în Set principal" }));
    const outer = within(section("Set principal")).getByRole("group", { name: /^Bloc de repetare: 4 ×/ });
    await press(within(outer).getByRole("button", { name: "Adăugați un bloc în bloc" }));
    // Outer 4 × [100, inner 4 × [100]]: 4 × (100 + 400) = 2000 m.
    expect(within(totals()).getByText("2.000 m")).toBeInTheDocument();

    // Make the outer block's own step 50 m, then move it below the inner block with dnd-kit's keyboard sensor.
    const [own] = within(outer).getAllByRole("button", { name: "100 m · Liber · Moderat" });
    const distance = within(editorOf(own as HTMLElement)).getByRole("textbox", { name: "Distanță (m)" });
    await userEvent.clear(distance);
    await userEvent.type(distance, "50");
    expect(within(totals()).getByText("1.800 m")).toBeInTheDocument();

    within(outer).getByRole("button", { name: "Mutați: 50 m · Liber · Moderat" }).focus();
    await userEvent.keyboard(" ");
    await userEvent.keyboard("{ArrowDown}");
    await userEvent.keyboard(" ");
    await waitFor(() =>
      expect(document.body).toHaveTextContent(
        "50 m · Liber · Moderat a fost mutat în blocul 4 × · 2 pași, poziția 2.",
      ),
    );

    await fillDetails("Scară pe blocuri");
    await userEvent.click(screen.getByRole("button", { name: "Salvați" }));

    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/admin/traininghub/edit-workout/${SAVED_ID}`),
    );
    const post = api.requests.find((request) => request.method === "POST");
    const body = ZWorkoutInput.parse(await post?.json());
    expect(body).toMatchObject({ name: "Scară pe blocuri", level: "intermediate", type: "endurance" });
    const block = body.steps.main[0] as TRepeatBlock;
    expect(block).toMatchObject({ kind: "repeat", count: 4 });
    // The inner block first, then the moved 50 m step.
    expect(block.children.map((node) => node.kind)).toEqual(["repeat", "step"]);
    expect(block.children[1]).toMatchObject({ distanceMetres: 50 });
    expect(await screen.findByText("Antrenamentul „Scară pe blocuri” a fost creat.")).toBeInTheDocument();
    // The edit page opens from the saved answer: no second load.
    expect(await screen.findByRole("heading", { name: "Editați antrenamentul" })).toBeInTheDocument();
    expect(api.requests.some((request) => request.url.endsWith(`/api/workouts/${SAVED_ID}`))).toBe(false);
  });

  it("updates the totals live: 4 × 100 + 200 = 600 m", async () => {
    mockApi({ "GET /api/workouts/name-available": { body: FREE } });
    start();
    expect(await screen.findByText("Adăugați pași ca să vedeți distanța și zonele.")).toBeInTheDocument();

    await userEvent.click(
      screen.getByRole("button", { name: "Adăugați un bloc de repetare în Set principal" }),
    );
    expect(within(totals()).getByText("400 m")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Adăugați un pas în Set principal" }));
    const toggles = within(section("Set principal")).getAllByRole("button", {
      name: "100 m · Liber · Moderat",
    });
    const distance = within(editorOf(toggles.at(-1) as HTMLElement)).getByRole("textbox", {
      name: "Distanță (m)",
    });
    await userEvent.clear(distance);
    await userEvent.type(distance, "200");
    expect(within(totals()).getByText("600 m")).toBeInTheDocument();
    // Both steps moderate: all 600 m in zone 3.
    expect(within(totals()).getByText("Z3: 600 m")).toBeInTheDocument();
  });

  it("says a taken name under the field while typing, and does not send the workout", async () => {
    const api = mockApi({
      "GET /api/csrf": CSRF_OK,
      "GET /api/workouts/name-available": (request) => ({
        body: { available: new URL(request.url).searchParams.get("name") !== "Sprint 1" },
      }),
      "POST /api/workouts": acceptCreate,
    });
    start();
    await userEvent.click(await screen.findByRole("button", { name: "Adăugați un pas în Set principal" }));
    await fillDetails("Sprint 1");
    const name = screen.getByRole("textbox", { name: "Numele antrenamentului" });
    const taken =
      "Există deja un antrenament cu acest nume (majusculele și diacriticele nu contează). Alegeți alt nume.";
    await waitFor(() => expect(name).toHaveAccessibleDescription(taken));

    await userEvent.click(screen.getByRole("button", { name: "Salvați" }));
    expect(name).toHaveAccessibleDescription(taken);
    expect(api.requests.some((request) => request.method === "POST")).toBe(false);

    await userEvent.type(name, "0");
    await waitFor(() => expect(name).not.toHaveAccessibleDescription(taken));
  });

  it("puts the server's 409 WORKOUT_NAME_TAKEN under the name at save", async () => {
    mockApi({
      "GET /api/csrf": CSRF_OK,
      "GET /api/workouts/name-available": { body: FREE },
      "POST /api/workouts": {
        status: 409,
        body: {
          code: "WORKOUT_NAME_TAKEN",
          message: "Există deja un antrenament cu acest nume.",
          fields: { name: "workoutNameTaken" },
        },
      },
    });
    const { router } = start();
    await userEvent.click(await screen.findByRole("button", { name: "Adăugați un pas în Set principal" }));
    await fillDetails("Rezistență 1");
    await userEvent.click(screen.getByRole("button", { name: "Salvați" }));
    const name = screen.getByRole("textbox", { name: "Numele antrenamentului" });
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription(
        "Există deja un antrenament cu acest nume (majusculele și diacriticele nu contează). Alegeți alt nume.",
      ),
    );
    expect(name).toHaveFocus();
    expect(router.state.location.pathname).toBe(CREATE);
  });

  it("shows a step's problem at that step and sends nothing", async () => {
    const api = mockApi({ "GET /api/csrf": CSRF_OK, "GET /api/workouts/name-available": { body: FREE } });
    start();
    await userEvent.click(await screen.findByRole("button", { name: "Adăugați un pas în Încălzire" }));
    const toggle = within(section("Încălzire")).getByRole("button", { name: /^100 m · Liber/ });
    const distance = within(editorOf(toggle)).getByRole("textbox", { name: "Distanță (m)" });
    await userEvent.clear(distance);
    await fillDetails("Fără distanță");
    await userEvent.click(screen.getByRole("button", { name: "Salvați" }));

    expect(await screen.findByText(/Unii pași nu sunt completați corect/)).toBeInTheDocument();
    expect(distance).toHaveAccessibleDescription("Distanța unui pas trebuie să fie între 1 și 10.000 m.");
    expect(distance).toHaveFocus();
    expect(api.requests.some((request) => request.method === "POST")).toBe(false);
  });

  it("refuses a workout without a swum step, saying so under the main set", async () => {
    const api = mockApi({ "GET /api/csrf": CSRF_OK, "GET /api/workouts/name-available": { body: FREE } });
    start();
    await fillDetails("Gol");
    await userEvent.click(screen.getByRole("button", { name: "Salvați" }));
    const required = "Adăugați cel puțin un pas în care se înoată o distanță.";
    expect(await within(section("Set principal")).findByText(required)).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(required);
    expect(api.requests.some((request) => request.method === "POST")).toBe(false);
  });

  it("asks before leaving with unsaved changes, and stays or leaves as told", async () => {
    mockApi({ "GET /api/workouts/name-available": { body: FREE } });
    const { router } = start();
    await userEvent.click(await screen.findByRole("button", { name: "Adăugați un pas în Set principal" }));

    await userEvent.click(screen.getByRole("link", { name: "Înapoi la biblioteca de antrenamente" }));
    const dialog = await screen.findByRole("dialog", { name: "Plecați fără să salvați?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Rămân" }));
    expect(router.state.location.pathname).toBe(CREATE);
    expect(
      within(section("Set principal")).getByRole("button", { name: "100 m · Liber · Moderat" }),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole("link", { name: "Înapoi la biblioteca de antrenamente" }));
    await userEvent.click(
      within(await screen.findByRole("dialog", { name: "Plecați fără să salvați?" })).getByRole("button", {
        name: "Plec fără să salvez",
      }),
    );
    expect(await screen.findByText("Biblioteca de antrenamente")).toBeInTheDocument();
  });

  it("leaves without asking when nothing changed", async () => {
    mockApi({});
    const { router } = start();
    await userEvent.click(await screen.findByRole("link", { name: "Înapoi la biblioteca de antrenamente" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/traininghub/workouts"));
  });

  it("opens a saved workout, moves a step with the menu, and saves it with PUT", async () => {
    const existing = saved(
      ZWorkoutInput.parse({
        name: "Tehnică bras",
        level: "beginner",
        type: "technique",
        notes: "",
        steps: {
          warmup: [],
          main: [
            { ...stepBody("s1", 100), stroke: "breaststroke" },
            { ...stepBody("s2", 50), stroke: "breaststroke", drill: "kick" },
          ],
          cooldown: [],
        },
      }),
    );
    const api = mockApi({
      "GET /api/csrf": CSRF_OK,
      [`GET /api/workouts/${SAVED_ID}`]: { body: existing },
      "GET /api/workouts/name-available": { body: FREE },
      [`PUT /api/workouts/${SAVED_ID}`]: async (request) => ({
        body: saved(ZWorkoutInput.parse(await request.json())),
      }),
    });
    start(`/admin/traininghub/edit-workout/${SAVED_ID}`);
    expect(await screen.findByRole("textbox", { name: "Numele antrenamentului" })).toHaveValue(
      "Tehnică bras",
    );
    expect(within(totals()).getByText("150 m")).toBeInTheDocument();

    await userEvent.click(
      screen.getByRole("button", { name: "Acțiuni pentru: 50 m · Bras · Picioare · Moderat" }),
    );
    await userEvent.click(screen.getByRole("menuitem", { name: "Mutați mai sus" }));
    await userEvent.click(screen.getByRole("button", { name: "Salvați" }));

    await screen.findByText("Modificările antrenamentului „Tehnică bras” au fost salvate.");
    const put = api.requests.find((request) => request.method === "PUT");
    const body = ZWorkoutInput.parse(await put?.json());
    expect(body.steps.main.map((node) => node.id)).toEqual(["s2", "s1"]);
    // The query string carries the edited workout's id: its own name is not "taken".
    const check = api.requests.find((request) => request.url.includes("name-available"));
    expect(new URL(check?.url ?? "").searchParams.get("exceptId")).toBe(SAVED_ID);
  });

  it("reads pasted set lines, marks the line it could not read, and adds what it read", async () => {
    mockApi({ "GET /api/workouts/name-available": { body: FREE } });
    start();
    await userEvent.click(await screen.findByRole("button", { name: "Lipiți seturi" }));
    const dialog = await screen.findByRole("dialog", { name: "Lipiți seturi" });
    const lines = within(dialog).getByRole("textbox", { name: "Seturi, câte unul pe rând" });
    lines.focus();
    await userEvent.paste(
      "Încălzire:\n400 liber ușor\nSet principal:\n4x100 liber @1:40 greu\n200 spate xyz",
    );

    const problem = "Rândul 5, coloana 11, „xyz”: cuvânt necunoscut.";
    expect(await within(dialog).findByText(problem)).toBeInTheDocument();
    expect(lines).toHaveAccessibleDescription(
      expect.stringContaining("1 rând nu a putut fi citit. Corectați partea marcată."),
    );
    expect(lines).toHaveAttribute("aria-invalid", "true");
    const marked = dialog.querySelector("mark");
    expect(marked).toHaveTextContent("xyz");
    expect(marked?.parentElement).toHaveTextContent("200 spate xyz");
    const add = within(dialog).getByRole("button", { name: "Adăugați în antrenament" });
    expect(add).toBeDisabled();
    // What it could read is previewed already.
    expect(within(dialog).getByText("400 m · Liber · Ușor")).toBeInTheDocument();

    await userEvent.type(lines, "{Backspace}{Backspace}{Backspace}{Backspace}");
    await waitFor(() => expect(within(dialog).queryByText(problem)).not.toBeInTheDocument());
    await userEvent.click(add);

    expect(screen.queryByRole("dialog", { name: "Lipiți seturi" })).not.toBeInTheDocument();
    expect(
      within(section("Încălzire")).getByRole("button", { name: "400 m · Liber · Ușor" }),
    ).toBeInTheDocument();
    const main = section("Set principal");
    expect(
      within(main).getByRole("group", { name: "Bloc de repetare: 4 × plecare la 1:40 · 1 pas" }),
    ).toBeInTheDocument();
    expect(within(main).getByRole("button", { name: "200 m · Spate · Moderat" })).toBeInTheDocument();
    // 400 + 4 × 100 + 200
    expect(within(totals()).getByText("1.000 m")).toBeInTheDocument();
  });

  it("copies the workout as set lines in the interface's language", async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText } });
    mockApi({ "GET /api/workouts/name-available": { body: FREE } });
    start();
    await userEvent.click(
      await screen.findByRole("button", { name: "Adăugați un bloc de repetare în Set principal" }),
    );
    await userEvent.click(screen.getByRole("button", { name: "Copiați ca text" }));
    expect(writeText).toHaveBeenCalledWith("Set principal:\n4×100 liber");
    expect(await screen.findByText("Antrenamentul a fost copiat ca text.")).toBeInTheDocument();
  });

  it("says a save failed in the user's language, and keeps what was built", async () => {
    mockApi({
      "GET /api/csrf": CSRF_OK,
      "GET /api/workouts/name-available": { body: FREE },
      "POST /api/workouts": { status: 500, body: { code: "INTERNAL" } },
    });
    const { router } = start();
    await userEvent.click(await screen.findByRole("button", { name: "Adăugați un pas în Set principal" }));
    await fillDetails("Aerob 3000");
    await userEvent.click(screen.getByRole("button", { name: "Salvați" }));
    expect(
      await screen.findByText("Antrenamentul nu a putut fi salvat. Încercați din nou."),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(CREATE);
    expect(
      within(section("Set principal")).getByRole("button", { name: "100 m · Liber · Moderat" }),
    ).toBeInTheDocument();
  });

  it("offers to try again when the workout could not be loaded", async () => {
    let calls = 0;
    mockApi({
      [`GET /api/workouts/${SAVED_ID}`]: () => {
        calls += 1;
        return calls === 1
          ? { status: 503, body: { code: "UNAVAILABLE" } }
          : { body: saved(minimalWorkout()) };
      },
      "GET /api/workouts/name-available": { body: FREE },
    });
    start(`/admin/traininghub/edit-workout/${SAVED_ID}`);
    expect(await screen.findByText("Antrenamentul nu a putut fi încărcat.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Încercați din nou" }));
    expect(await screen.findByRole("textbox", { name: "Numele antrenamentului" })).toHaveValue("Recuperare");
  });

  it("says so when the workout to edit does not exist", async () => {
    mockApi({
      [`GET /api/workouts/${SAVED_ID}`]: {
        status: 404,
        body: { code: "WORKOUT_NOT_FOUND", message: "Antrenamentul nu a fost găsit." },
      },
    });
    start(`/admin/traininghub/edit-workout/${SAVED_ID}`);
    expect(
      await screen.findByText("Antrenamentul nu există. Poate a fost șters între timp."),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Înapoi la biblioteca de antrenamente" })).toBeInTheDocument();
  });
});

function minimalWorkout(): TWorkoutInputParsed {
  return ZWorkoutInput.parse({
    name: "Recuperare",
    level: "beginner",
    type: "recovery",
    steps: { warmup: [], main: [stepBody("r1", 400)], cooldown: [] },
  });
}

function stepBody(id: string, distanceMetres: number) {
  return {
    kind: "step",
    id,
    category: "main",
    distanceMetres,
    stroke: "freestyle",
    drill: "none",
    intensity: { kind: "effort" },
    effort: "moderate",
    restSeconds: 0,
    equipment: [],
    notes: "",
  };
}
