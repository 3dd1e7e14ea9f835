import type { TGroup } from "@bazin/shared/contracts/groups";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { CSRF_OK, type MockAnswer, mockApi } from "../../../test/mock-api.ts";
import { renderRoutes } from "../../../test/render.tsx";
import { GroupsPage } from "./groups-page.tsx";

// jsdom has no FontFaceSet; Mantine's autosizing textarea listens to it.
beforeAll(() => {
  if (!document.fonts) {
    Object.defineProperty(document, "fonts", {
      configurable: true,
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
  }
});

const GROUP: TGroup = {
  id: "3b0e8d1c-0a9f-4d3e-8f65-1c2b3a4d5e6f",
  name: "Grupa de performanță",
  description: "Înotători avansați.",
  color: "#1c7ed6",
  swimmers: [{ id: "s1", fullName: "Mihai Dumitrescu", username: "swimmer" }],
  coaches: [],
  createdAt: "2026-11-23T10:00:00.000Z",
  roomId: "5e0c2a41-3b7d-4f6e-9a8c-1d2e3f4a5b6c",
};
const CANDIDATES = {
  body: {
    swimmers: [
      { id: "8c4f2b7e-5d1a-4e3b-9c2d-7f6e5d4c3b2a", fullName: "Mihai Dumitrescu", username: "swimmer" },
    ],
    coaches: [],
  },
};

const start = () => renderRoutes([{ path: "/admin/groups", element: <GroupsPage /> }], "/admin/groups");

describe("[ADMIN][GROUPS] page", () => {
  it("says 'failed to load groups' with a retry that loads them, with colour and counts", async () => {
    let answer: MockAnswer = { status: 500, body: { code: "INTERNAL_ERROR", message: "x" } };
    mockApi({ "GET /api/admin/groups": () => answer });
    start();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Grupele nu au putut fi încărcate.");
    answer = { body: { items: [GROUP] } };
    await userEvent.click(within(alert).getByRole("button", { name: "Încercați din nou" }));
    const item = await screen.findByRole("listitem");
    expect(item).toHaveTextContent("Grupa de performanță");
    expect(item).toHaveTextContent("1 înotător · 0 antrenori");
    expect(within(item).getByRole("img", { name: "Culoarea #1c7ed6" })).toBeInTheDocument();
    expect(
      within(item).getByRole("link", { name: "Deschideți chatul grupei „Grupa de performanță”" }),
    ).toHaveAttribute("href", `/admin/chat?room=${GROUP.roomId}`);
  });

  it("shows a taken name under the name field, translated", async () => {
    const api = mockApi({
      "GET /api/csrf": CSRF_OK,
      "GET /api/admin/groups": { body: { items: [GROUP] } },
      "GET /api/admin/groups/candidates": CANDIDATES,
      "POST /api/admin/groups": {
        status: 409,
        body: {
          code: "GROUP_NAME_TAKEN",
          message: "Există deja un grup cu acest nume.",
          fields: { name: "groupNameTaken" },
        },
      },
    });
    start();
    await userEvent.click(await screen.findByRole("button", { name: "Grupă nouă" }));
    const name = await screen.findByRole("textbox", { name: "Nume" });
    await userEvent.type(name, "grupa de performanță");
    await userEvent.click(screen.getByRole("button", { name: "Salvați" }));
    await waitFor(() => expect(name).toHaveAccessibleDescription("Există deja un grup cu acest nume."));
    const sent = await api.requests.find((r) => r.method === "POST")!.json();
    expect(sent).toMatchObject({
      name: "grupa de performanță",
      color: "#1c7ed6",
      swimmerIds: [],
      coachIds: [],
    });
  });

  it("shows a failed delete with its status in the confirmation", async () => {
    mockApi({
      "GET /api/csrf": CSRF_OK,
      "GET /api/admin/groups": { body: { items: [GROUP] } },
      [`DELETE /api/admin/groups/${GROUP.id}`]: {
        status: 503,
        body: { code: "SERVER_ERROR", message: "Indisponibil." },
      },
    });
    start();
    await userEvent.click(await screen.findByRole("button", { name: "Ștergeți „Grupa de performanță”" }));
    const dialog = await screen.findByRole("dialog", { name: "Ștergeți grupa?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Ștergeți" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Grupa nu a putut fi ștearsă (cod 503). Indisponibil.",
    );
  });
});
