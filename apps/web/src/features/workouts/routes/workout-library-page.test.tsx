import { Notifications, notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Outlet } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { i18n } from "../../../lib/i18n.ts";
import { CSRF_OK, type MockAnswer, mockApi } from "../../../test/mock-api.ts";
import { renderRoutes } from "../../../test/render.tsx";
import { onPhone } from "../../../test/viewport.ts";
import {
  ANA,
  COPY,
  COPY_ID,
  ENDURANCE,
  ENDURANCE_ID,
  libraryPage,
  MIHAI,
  SPRINT,
} from "../lib/library-testing.ts";
import { WorkoutLibraryPage } from "./workout-library-page.tsx";

type Handler = MockAnswer | ((request: Request) => MockAnswer | Promise<MockAnswer>);

const LIBRARY = "/admin/traininghub/workouts";

function start(routes: Record<string, Handler> = {}, path = LIBRARY) {
  const api = mockApi({
    "GET /api/csrf": CSRF_OK,
    "GET /api/workouts": { body: libraryPage() },
    "GET /api/workouts/authors": { body: { items: [ANA, MIHAI] } },
    ...routes,
  });
  const view = renderRoutes(
    [
      {
        element: (
          <>
            <Notifications />
            <Outlet />
          </>
        ),
        children: [{ path: LIBRARY, element: <WorkoutLibraryPage /> }],
      },
    ],
    path,
  );
  return { api, ...view };
}

afterEach(() => notifications.clean());

/** The query strings of the library requests sent so far. */
const listQueries = (requests: Request[]) =>
  requests.filter((r) => new URL(r.url).pathname === "/api/workouts").map((r) => new URL(r.url).search);
const asObject = (search = "") => Object.fromEntries(new URLSearchParams(search));

/** A select's or multiselect's input, by its label. */
const field = (label: string) => screen.getByLabelText(label, { selector: "input:not([type=hidden])" });

const cardOf = async (name: string) => (await screen.findByRole("article", { name })) as HTMLElement;

/** Makes media queries answer as a 1280 px wide screen does, until the test ends. */
function onWideScreen() {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => {
    const width = /\((max|min)-width:\s*([\d.]+)em\)/.exec(query);
    const matches = !!width && (width[1] === "min" ? 80 >= Number(width[2]) : 80 <= Number(width[2]));
    return { ...original(query), matches };
  };
  return () => {
    window.matchMedia = original;
  };
}

describe("[COACH][WORKOUTS] the workout library", () => {
  it("shows each workout as a card: name, level, type, distance, duration, zones, strokes, author, use", async () => {
    start();
    const card = await cardOf(ENDURANCE.name);
    expect(within(card).getByRole("link", { name: ENDURANCE.name })).toHaveAttribute(
      "href",
      `${LIBRARY}/${ENDURANCE_ID}/preview`,
    );
    expect(card).toHaveTextContent("Intermediar");
    expect(card).toHaveTextContent("Rezistență");
    expect(card).toHaveTextContent("Distanță: 2.400 m");
    expect(card).toHaveTextContent("Durată estimată: 50 min");
    const bar = within(card).getByRole("progressbar", { name: "Z2 Rezistență aerobă: 1.600 m" });
    expect(bar).toBeInTheDocument();
    expect(within(card).getByLabelText("Distanța pe zone de intensitate")).toBeInTheDocument();
    expect(card).toHaveTextContent("Spate");
    expect(card).toHaveTextContent("Flotor");
    expect(card).toHaveTextContent("Autor: Ana Ionescu");
    expect(card).toHaveTextContent("Folosit în 3 planuri");

    const sprint = await cardOf(SPRINT.name);
    expect(sprint).toHaveTextContent("1 h 15 min");
    expect(sprint).toHaveTextContent("Autor necunoscut");
    expect(sprint).toHaveTextContent("Nefolosit în planuri");
    expect(screen.getByText("2 antrenamente")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Antrenament nou" })).toHaveAttribute(
      "href",
      "/admin/traininghub/create-workout",
    );
  });

  it("speaks English too", async () => {
    await i18n.changeLanguage("en");
    start();
    const card = await cardOf(ENDURANCE.name);
    expect(card).toHaveTextContent("Intermediate");
    expect(card).toHaveTextContent("Used in 3 plans");
    expect(card).toHaveTextContent("Author: Ana Ionescu");
    expect(screen.getByRole("link", { name: "New workout" })).toBeInTheDocument();
  });

  it("keeps the filters and sort in the address and asks the server for them", async () => {
    const { api, router } = start({}, `${LIBRARY}?page=2`);
    await cardOf(ENDURANCE.name);

    await userEvent.type(screen.getByRole("searchbox", { name: "Căutați" }), "rezistenta");
    await userEvent.click(field("Nivel"));
    await userEvent.click(await screen.findByRole("option", { name: "Intermediar" }));
    await userEvent.click(field("Tip"));
    await userEvent.click(await screen.findByRole("option", { name: "Rezistență" }));
    await userEvent.type(screen.getByRole("textbox", { name: "Distanță minimă (m)" }), "1000");
    await userEvent.type(screen.getByRole("textbox", { name: "Distanță maximă (m)" }), "3000");
    await userEvent.click(field("Procedee"));
    await userEvent.click(await screen.findByRole("option", { name: "Liber" }));
    await userEvent.click(await screen.findByRole("option", { name: "Spate" }));
    await userEvent.click(field("Echipament"));
    await userEvent.click(await screen.findByRole("option", { name: "Flotor" }));
    await userEvent.click(field("Zonă de intensitate"));
    await userEvent.click(await screen.findByRole("option", { name: "Z2 Rezistență aerobă" }));
    await userEvent.click(field("Autor"));
    await userEvent.click(await screen.findByRole("option", { name: "Mihai Stănescu" }));
    await userEvent.click(field("Ordonați după"));
    await userEvent.click(await screen.findByRole("option", { name: "Cele mai folosite" }));
    await userEvent.click(screen.getByRole("switch", { name: "Doar antrenamentele arhivate" }));

    const expected = {
      q: "rezistenta",
      level: "intermediate",
      type: "endurance",
      minDistance: "1000",
      maxDistance: "3000",
      stroke: "freestyle,backstroke",
      equipment: "pullbuoy",
      zone: "2",
      authorId: MIHAI.id,
      sort: "-usedCount",
      archived: "true",
    };
    await waitFor(() => expect(asObject(router.state.location.search)).toEqual(expected));
    await waitFor(() => expect(asObject(listQueries(api.requests).at(-1))).toEqual(expected));

    await userEvent.click(screen.getByRole("button", { name: "Ștergeți filtrele" }));
    await waitFor(() => expect(asObject(router.state.location.search)).toEqual({ sort: "-usedCount" }));
    expect(screen.getByRole("searchbox", { name: "Căutați" })).toHaveValue("");
    expect(screen.getByRole("textbox", { name: "Distanță minimă (m)" })).toHaveValue("");
  });

  it("duplicates a workout, names the copy and links to it", async () => {
    const { api } = start({ [`POST /api/workouts/${ENDURANCE_ID}/duplicate`]: { status: 201, body: COPY } });
    const card = await cardOf(ENDURANCE.name);
    await userEvent.click(within(card).getByRole("button", { name: `Acțiuni pentru „${ENDURANCE.name}”` }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Duplicați" }));

    expect(await screen.findByText(`Copia „${COPY.name}” a fost creată.`)).toBeInTheDocument();
    const open = await screen.findByRole("link", { name: "Deschideți copia" });
    expect(open).toHaveAttribute("href", `${LIBRARY}/${COPY_ID}/preview`);
    await waitFor(() => expect(open).toHaveFocus());
    expect(screen.getByRole("link", { name: "Editați copia" })).toHaveAttribute(
      "href",
      `/admin/traininghub/edit-workout/${COPY_ID}`,
    );
    expect(api.requests.filter((r) => r.method === "POST" && r.url.endsWith("/duplicate"))).toHaveLength(1);
    // The library asks again, so the copy shows among the cards.
    await waitFor(() => expect(listQueries(api.requests).length).toBeGreaterThan(1));
  });

  it("deletes a workout after asking", async () => {
    const { api } = start({ [`DELETE /api/workouts/${ENDURANCE_ID}`]: { status: 204 } });
    const card = await cardOf(ENDURANCE.name);
    await userEvent.click(within(card).getByRole("button", { name: `Acțiuni pentru „${ENDURANCE.name}”` }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Ștergeți" }));
    const ask = await screen.findByRole("dialog", { name: "Ștergeți antrenamentul?" });
    expect(api.requests.some((r) => r.method === "DELETE")).toBe(false);
    await userEvent.click(within(ask).getByRole("button", { name: "Ștergeți" }));
    expect(await screen.findByText(`„${ENDURANCE.name}” a fost șters.`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("offers to archive a workout a plan uses when deleting it is refused", async () => {
    const inUse = "Antrenamentul nu poate fi șters: este folosit în planuri de antrenament (Vară 2026).";
    const { api } = start({
      [`DELETE /api/workouts/${ENDURANCE_ID}`]: {
        status: 409,
        body: { code: "WORKOUT_IN_USE", message: inUse },
      },
      [`POST /api/workouts/${ENDURANCE_ID}/archive`]: { body: { ...COPY, id: ENDURANCE_ID, archived: true } },
    });
    const card = await cardOf(ENDURANCE.name);
    await userEvent.click(within(card).getByRole("button", { name: `Acțiuni pentru „${ENDURANCE.name}”` }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Ștergeți" }));
    const ask = await screen.findByRole("dialog", { name: "Ștergeți antrenamentul?" });
    expect(ask).toHaveTextContent(`„${ENDURANCE.name}” va fi șters definitiv din bibliotecă.`);
    await userEvent.click(within(ask).getByRole("button", { name: "Ștergeți" }));

    const refused = await screen.findByRole("dialog", { name: "Antrenamentul este folosit" });
    expect(within(refused).getByRole("alert")).toHaveTextContent(inUse);
    await userEvent.click(within(refused).getByRole("button", { name: "Arhivați antrenamentul" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const archive = api.requests.find((r) => r.url.endsWith(`/${ENDURANCE_ID}/archive`));
    expect(await archive?.json()).toEqual({ archived: true });
    expect(await screen.findByText(`„${ENDURANCE.name}” a fost arhivat.`)).toBeInTheDocument();
  });

  it("downloads the FIT file for the chosen pool", async () => {
    URL.createObjectURL = () => "blob:fit";
    URL.revokeObjectURL = () => undefined;
    const { api } = start({
      [`GET /api/workouts/${ENDURANCE_ID}/fit`]: {
        body: "FIT",
        headers: {
          "Content-Type": "application/vnd.ant.fit",
          "Content-Disposition": 'attachment; filename="a.fit"',
        },
      },
    });
    const card = await cardOf(ENDURANCE.name);
    await userEvent.click(within(card).getByRole("button", { name: `Acțiuni pentru „${ENDURANCE.name}”` }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Descărcați FIT (bazin de 50 m)" }));
    expect(
      await screen.findByText("Fișierul FIT pentru bazinul de 50 m a fost descărcat."),
    ).toBeInTheDocument();
    const fit = api.requests.find((r) => new URL(r.url).pathname.endsWith("/fit"));
    expect(new URL(fit?.url ?? "").searchParams.get("poolLength")).toBe("50");
  });

  it("invites to build the first workout when the library is empty", async () => {
    start({ "GET /api/workouts": { body: libraryPage([]) } });
    expect(await screen.findByText("Niciun antrenament încă")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Construiți primul antrenament" })).toHaveAttribute(
      "href",
      "/admin/traininghub/create-workout",
    );
  });

  it("offers to clear the filters when nothing matches", async () => {
    const { router } = start(
      { "GET /api/workouts": { body: libraryPage([]) } },
      `${LIBRARY}?level=advanced&zone=6`,
    );
    expect(await screen.findByText("Niciun antrenament nu corespunde filtrelor.")).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole("button", { name: "Ștergeți filtrele" }).at(-1) as HTMLElement);
    await waitFor(() => expect(router.state.location.search).toBe(""));
  });

  it("says when loading failed and tries again", async () => {
    let answer: MockAnswer = { status: 500, body: { code: "INTERNAL_ERROR", message: "" } };
    start({ "GET /api/workouts": () => answer });
    expect(await screen.findByRole("alert")).toHaveTextContent("Antrenamentele nu au putut fi încărcate.");
    answer = { body: libraryPage() };
    await userEvent.click(screen.getByRole("button", { name: "Încercați din nou" }));
    expect(await cardOf(ENDURANCE.name)).toBeInTheDocument();
  });

  it("stacks the cards in one column on a 360 px phone, three on a wide screen", async () => {
    onPhone();
    const phone = start();
    const list = await screen.findByRole("list", { name: "Antrenamente" });
    expect(within(list).getAllByRole("article")).toHaveLength(2);
    expect(list).toHaveAttribute("data-columns", "1");
    phone.unmount();

    const restore = onWideScreen();
    try {
      start();
      const wide = await screen.findByRole("list", { name: "Antrenamente" });
      await waitFor(() => expect(wide).toHaveAttribute("data-columns", "3"));
    } finally {
      restore();
    }
  });
});
