import type { TCreateAdvancedSwimmerResponse } from "@bazin/shared/contracts/swimmers";
import { Notifications, notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Outlet } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { CSRF_OK, type MockAnswer, mockApi } from "../../../test/mock-api.ts";
import { renderRoutes } from "../../../test/render.tsx";
import { ANA, GROUP, IOANA_DETAIL } from "../test/fixtures.ts";
import { SwimmerCreatePage } from "./swimmer-create-page.tsx";

const CREATED: TCreateAdvancedSwimmerResponse = {
  swimmer: { ...IOANA_DETAIL, id: ANA.id, fullName: ANA.fullName, email: ANA.email },
  invitation: "sent",
};

type Handler = MockAnswer | ((request: Request) => MockAnswer | Promise<MockAnswer>);

function start(create: Handler = { status: 201, body: CREATED }) {
  const api = mockApi({
    "GET /api/csrf": CSRF_OK,
    "GET /api/advanced-swimmers/candidates": { body: { items: [ANA] } },
    "GET /api/advanced-swimmers/groups": { body: { items: [GROUP] } },
    "POST /api/advanced-swimmers": create,
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
          { path: "/admin/advanced-swimmers/create", element: <SwimmerCreatePage /> },
          { path: "/admin/advanced-swimmers/:id/details", element: <p>Pagina înotătorului</p> },
          { path: "/admin/advanced-swimmers", element: <p>Lista</p> },
        ],
      },
    ],
    "/admin/advanced-swimmers/create",
  );
  return { api, ...view };
}

const field = (name: string) => screen.getByRole("textbox", { name });

async function pickAna() {
  await userEvent.click(screen.getByLabelText("Cursant", { selector: "input" }));
  await userEvent.type(screen.getByLabelText("Cursant", { selector: "input" }), "ana");
  await userEvent.click(await screen.findByRole("option", { name: /Ana Popescu/ }));
}

/** Fills the whole form for Ana (resting 62) and sends it. */
async function fillAndSubmit() {
  await pickAna();
  await userEvent.type(field("Puls de repaus"), "62");
  await userEvent.click(screen.getByRole("button", { name: "Creați înotătorul" }));
}

// Mantine keeps notifications in a store shared by every test; one test's toast must not reach the next.
afterEach(() => notifications.clean());

describe("[ADMIN][SWIMMERS] create an advanced swimmer", () => {
  it("fills max (220 − age), threshold (87 %) and gender from the picked student, and previews the zones", async () => {
    start();
    await pickAna();
    expect(field("Puls maxim")).toHaveValue("206");
    expect(field("Puls de prag")).toHaveValue("179");
    expect(screen.getByRole("radio", { name: "Feminin" })).toBeChecked();
    expect(
      screen.getByText("Implicit 220 − vârsta: 14 ani → 206 bpm. Între 120 și 220 bpm."),
    ).toBeInTheDocument();
    expect(field("Puls de repaus")).toHaveValue("");
    expect(
      screen.getByText("Completați pulsul maxim și pulsul de repaus pentru a vedea zonele."),
    ).toBeInTheDocument();

    await userEvent.type(field("Puls de repaus"), "62");
    const zones = screen.getByRole("list", { name: "Zonele de puls" });
    const items = within(zones).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Zona 1.*134–148 bpm$/),
      expect.stringMatching(/^Zona 2.*148–163 bpm$/),
      expect.stringMatching(/^Zona 3.*163–177 bpm$/),
      expect.stringMatching(/^Zona 4.*177–192 bpm$/),
      expect.stringMatching(/^Zona 5.*192–206 bpm$/),
    ]);

    // The threshold follows a changed max until the user types their own; the zones follow too.
    await userEvent.clear(field("Puls maxim"));
    await userEvent.type(field("Puls maxim"), "200");
    expect(field("Puls de prag")).toHaveValue("174");
    const updated = screen.getByRole("list", { name: "Zonele de puls" });
    expect(within(updated).getAllByRole("listitem")[4]).toHaveTextContent("186–200 bpm");
  });

  it("sends the profile, opens the details and says the invitation was emailed", async () => {
    const { api, router } = start();
    await pickAna();
    await userEvent.click(screen.getByLabelText("Grupă", { selector: "input" }));
    await userEvent.click(await screen.findByRole("option", { name: "Grupa de performanță" }));
    await userEvent.type(field("Puls de repaus"), "58");
    await userEvent.clear(field("Puls de prag"));
    await userEvent.type(field("Puls de prag"), "181");
    await userEvent.click(screen.getByRole("button", { name: "Creați înotătorul" }));

    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/admin/advanced-swimmers/${ANA.id}/details`),
    );
    const sent = await api.requests.find((r) => r.method === "POST")!.json();
    expect(sent).toEqual({
      studentId: ANA.id,
      groupId: GROUP.id,
      gender: "F",
      maxHr: 206,
      restingHr: 58,
      thresholdHr: 181,
      zones: null,
    });
    expect(
      await screen.findByText(
        "Înotătorul a fost adăugat. Am trimis o invitație pe email la ana@example.com, ca să-și creeze contul.",
      ),
    ).toBeInTheDocument();
  });

  it("refuses a resting heart rate at or above the max, in words, and sends nothing", async () => {
    const { api } = start();
    await pickAna();
    await userEvent.clear(field("Puls maxim"));
    await userEvent.type(field("Puls maxim"), "140");
    await userEvent.type(field("Puls de repaus"), "150");
    await userEvent.click(screen.getByRole("button", { name: "Creați înotătorul" }));
    await waitFor(() =>
      expect(field("Puls de repaus")).toHaveAccessibleDescription(
        expect.stringContaining("Pulsul de repaus trebuie să fie între 30 și 100 bpm."),
      ),
    );
    expect(api.requests.some((r) => r.method === "POST")).toBe(false);
  });

  it("asks for a student and a resting heart rate before sending", async () => {
    const { api } = start();
    await userEvent.click(screen.getByRole("button", { name: "Creați înotătorul" }));
    expect(await screen.findByText("Alegeți un cursant.")).toBeInTheDocument();
    expect(field("Puls de repaus")).toHaveAccessibleDescription(
      expect.stringContaining("Pulsul de repaus trebuie să fie între 30 și 100 bpm."),
    );
    expect(screen.getByText("Alegeți genul.")).toBeInTheDocument();
    expect(api.requests.some((r) => r.method === "POST")).toBe(false);
  });

  it.each<[string, Handler, string]>([
    [
      "access denied (403)",
      { status: 403, body: { code: "FORBIDDEN", message: "x" } },
      "Acces refuzat: nu aveți dreptul să faceți această operație.",
    ],
    [
      "session expired (401)",
      { status: 401, body: { code: "UNAUTHENTICATED", message: "x" } },
      "Sesiunea a expirat. Autentificați-vă din nou, apoi reîncercați.",
    ],
    [
      "server error with status (500)",
      { status: 500, body: { code: "INTERNAL_ERROR", message: "x" } },
      "Eroare de server (cod 500). Încercați din nou mai târziu.",
    ],
    [
      "connection error",
      () => {
        throw new TypeError("Failed to fetch");
      },
      "Eroare de conexiune. Verificați conexiunea la internet și încercați din nou.",
    ],
    [
      "a student who already has a profile",
      { status: 409, body: { code: "ADVANCED_SWIMMER_EXISTS", message: "x" } },
      "Acest cursant are deja un profil de înotător avansat.",
    ],
  ])("says what went wrong: %s", async (_case, answer, words) => {
    const { router } = start(answer);
    await fillAndSubmit();
    expect(await screen.findByRole("alert")).toHaveTextContent(words);
    expect(router.state.location.pathname).toBe("/admin/advanced-swimmers/create");
  });

  it("offers to sign in again when the session expired", async () => {
    start({ status: 401, body: { code: "UNAUTHENTICATED", message: "x" } });
    await fillAndSubmit();
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByRole("link", { name: "Autentificați-vă din nou" })).toHaveAttribute(
      "href",
      "/login?redirectTo=%2Fadmin%2Fadvanced-swimmers%2Fcreate",
    );
  });

  it("puts the server's field errors under their fields", async () => {
    start({
      status: 400,
      body: { code: "VALIDATION_ERROR", message: "x", fields: { thresholdHr: "hrThresholdAboveMax" } },
    });
    await fillAndSubmit();
    expect(await screen.findByRole("alert")).toHaveTextContent("Verificați câmpurile marcate.");
    expect(field("Puls de prag")).toHaveAccessibleDescription(
      expect.stringContaining("Pulsul de prag nu poate depăși pulsul maxim."),
    );
  });

  it("asks before leaving with unsaved changes", async () => {
    const { router } = start();
    await pickAna();
    await userEvent.click(screen.getByRole("link", { name: "Renunțați" }));
    const dialog = await screen.findByRole("dialog", { name: "Plecați fără să salvați?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Rămân pe pagină" }));
    expect(router.state.location.pathname).toBe("/admin/advanced-swimmers/create");
    await userEvent.click(screen.getByRole("link", { name: "Renunțați" }));
    await userEvent.click(
      within(await screen.findByRole("dialog")).getByRole("button", { name: "Plec fără să salvez" }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/advanced-swimmers"));
  });
});
