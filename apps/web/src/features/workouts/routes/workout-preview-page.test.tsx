import { Notifications, notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Outlet } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n } from "../../../lib/i18n.ts";
import { CSRF_OK, type MockAnswer, mockApi } from "../../../test/mock-api.ts";
import { renderRoutes } from "../../../test/render.tsx";
import { COPY, COPY_ID, ENDURANCE_ID, ENDURANCE_WORKOUT } from "../lib/library-testing.ts";
import { WorkoutPreviewPage } from "./workout-preview-page.tsx";

type Handler = MockAnswer | ((request: Request) => MockAnswer | Promise<MockAnswer>);

const PREVIEW = `/admin/traininghub/workouts/${ENDURANCE_ID}/preview`;

function start(routes: Record<string, Handler> = {}) {
  const api = mockApi({
    "GET /api/csrf": CSRF_OK,
    [`GET /api/workouts/${ENDURANCE_ID}`]: { body: ENDURANCE_WORKOUT },
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
        children: [
          { path: "/admin/traininghub/workouts/:id/preview", element: <WorkoutPreviewPage /> },
          { path: "/admin/traininghub/workouts", element: <p>Biblioteca</p> },
        ],
      },
    ],
    PREVIEW,
  );
  return { api, ...view };
}

afterEach(() => notifications.clean());

/** The board lines of a section, as the pool deck reads them. */
const boardLines = (sectionName: string) =>
  within(screen.getByRole("region", { name: new RegExp(`^${sectionName}`) }))
    .getAllByRole("listitem")
    .map((item) => item.textContent);

describe("[COACH][WORKOUTS] the workout preview", () => {
  it("shows the workout as the board: totals, zones, each section's lines and distance, notes", async () => {
    start();
    const sheet = await screen.findByRole("article", { name: ENDURANCE_WORKOUT.name });
    expect(within(sheet).getByRole("heading", { level: 1 })).toHaveTextContent(ENDURANCE_WORKOUT.name);
    expect(sheet).toHaveTextContent("Intermediar");
    expect(sheet).toHaveTextContent("Distanță totală: 1.600 m");
    expect(sheet).toHaveTextContent("Durată estimată: 50 min");
    expect(within(sheet).getByLabelText("Distanța pe zone de intensitate")).toBeInTheDocument();

    expect(screen.getByRole("heading", { name: "Încălzire 400 m" })).toBeInTheDocument();
    expect(boardLines("Încălzire")).toEqual(["400 liber ușor"]);
    expect(screen.getByRole("heading", { name: "Set principal 1.000 m" })).toBeInTheDocument();
    expect(boardLines("Set principal")).toEqual([
      "4×100 liber @1:40",
      "8×50 liber picioare @1:00 greu cu placă",
      "2 runde:",
      "100 fluture foarte greu",
      "pauză 30s",
    ]);
    // A round's lines sit under it.
    const nested = screen.getByText("100 fluture foarte greu");
    expect(nested.style.paddingInlineStart).toBe("1em");
    expect(boardLines("Revenire")).toEqual(["200 spate recuperare"]);
    expect(screen.getByRole("region", { name: "Notițe" })).toHaveTextContent("Respirație la 3 brațe.");
    expect(document.title).toContain(ENDURANCE_WORKOUT.name);
  });

  it("writes the board in English for an English reader", async () => {
    await i18n.changeLanguage("en");
    start();
    await screen.findByRole("article", { name: ENDURANCE_WORKOUT.name });
    expect(boardLines("Main set")).toContain("4×100 free @1:40");
    expect(screen.getByRole("heading", { name: "Warm-up 400 m" })).toBeInTheDocument();
  });

  it("prints, and shows the A4 page it prints on", async () => {
    const print = vi.fn();
    vi.stubGlobal("print", print);
    start();
    await screen.findByRole("article", { name: ENDURANCE_WORKOUT.name });
    await userEvent.click(screen.getByRole("button", { name: "Tipăriți" }));
    expect(print).toHaveBeenCalledOnce();

    expect(screen.queryByRole("region", { name: "Foaia A4 tipărită" })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("switch", { name: /Pagina A4/ }));
    const page = screen.getByRole("region", { name: "Foaia A4 tipărită" });
    // A short workout prints in one column.
    expect(within(page).getByRole("article")).toHaveAttribute("data-columns", "1");
  });

  it("links to the editor and back to the library, keeps its controls off paper", async () => {
    start();
    await screen.findByRole("article", { name: ENDURANCE_WORKOUT.name });
    expect(screen.getByRole("link", { name: "Editați" })).toHaveAttribute(
      "href",
      `/admin/traininghub/edit-workout/${ENDURANCE_ID}`,
    );
    const back = screen.getByRole("link", { name: "Înapoi la bibliotecă" });
    expect(back).toHaveAttribute("href", "/admin/traininghub/workouts");
    expect(back.closest("[data-print-hide]")).not.toBeNull();
    expect(screen.getByRole("button", { name: "Tipăriți" }).closest("[data-print-hide]")).not.toBeNull();
  });

  it("duplicates the workout and points to the copy", async () => {
    start({ [`POST /api/workouts/${ENDURANCE_ID}/duplicate`]: { status: 201, body: COPY } });
    await screen.findByRole("article", { name: ENDURANCE_WORKOUT.name });
    await userEvent.click(screen.getByRole("button", { name: "Duplicați" }));
    expect(await screen.findByText(`Copia „${COPY.name}” a fost creată.`)).toBeInTheDocument();
    const open = screen.getByRole("link", { name: "Deschideți copia" });
    expect(open).toHaveAttribute("href", `/admin/traininghub/workouts/${COPY_ID}/preview`);
    await waitFor(() => expect(open).toHaveFocus());
  });

  it("downloads the FIT file for a 25 m pool", async () => {
    URL.createObjectURL = () => "blob:fit";
    URL.revokeObjectURL = () => undefined;
    const { api } = start({
      [`GET /api/workouts/${ENDURANCE_ID}/fit`]: {
        body: "FIT",
        headers: { "Content-Type": "application/vnd.ant.fit" },
      },
    });
    await screen.findByRole("article", { name: ENDURANCE_WORKOUT.name });
    await userEvent.click(screen.getByRole("button", { name: "Descărcați FIT" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Bazin de 25 m" }));
    expect(
      await screen.findByText("Fișierul FIT pentru bazinul de 25 m a fost descărcat."),
    ).toBeInTheDocument();
    const fit = api.requests.find((r) => new URL(r.url).pathname.endsWith("/fit"));
    expect(new URL(fit?.url ?? "").searchParams.get("poolLength")).toBe("25");
  });

  it("says when the workout does not exist, and links back to the library", async () => {
    start({
      [`GET /api/workouts/${ENDURANCE_ID}`]: {
        status: 404,
        body: { code: "WORKOUT_NOT_FOUND", message: "Antrenamentul nu a fost găsit." },
      },
    });
    expect(await screen.findByRole("alert")).toHaveTextContent("Antrenamentul nu există sau a fost șters.");
    expect(screen.getByRole("link", { name: "Înapoi la bibliotecă" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Încercați din nou" })).not.toBeInTheDocument();
  });

  it("says when loading failed and tries again", async () => {
    let answer: MockAnswer = { status: 500, body: { code: "INTERNAL_ERROR", message: "" } };
    start({ [`GET /api/workouts/${ENDURANCE_ID}`]: () => answer });
    expect(await screen.findByRole("alert")).toHaveTextContent("Antrenamentul nu a putut fi încărcat.");
    answer = { body: ENDURANCE_WORKOUT };
    await userEvent.click(screen.getByRole("button", { name: "Încercați din nou" }));
    expect(await screen.findByRole("article", { name: ENDURANCE_WORKOUT.name })).toBeInTheDocument();
  });
});
