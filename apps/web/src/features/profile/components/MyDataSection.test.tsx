import type { TDeletionRequest } from "@bazin/shared/contracts/data-requests";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { CSRF_OK, mockApi } from "../../../test/mock-api.ts";
import { renderRoutes } from "../../../test/render.tsx";
import { MyDataSection } from "./MyDataSection.tsx";

const PENDING: TDeletionRequest = {
  id: "5f0c7a4e-2b7d-4d55-9a53-0c1f1e3f9a11",
  status: "pending",
  reason: "Mă mut",
  createdAt: "2026-11-23T10:00:00.000Z",
  dueAt: "2026-12-23T10:00:00.000Z",
  decidedAt: null,
  rejectionReason: null,
};

// jsdom has no FontFaceSet; Mantine's autosizing textarea listens to it.
beforeAll(() => {
  if (!document.fonts) {
    Object.defineProperty(document, "fonts", {
      configurable: true,
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
  }
});

const renderSection = () => renderRoutes([{ path: "/account", element: <MyDataSection /> }], "/account");

describe("your data: deletion request", () => {
  it("asks for deletion with an optional reason, then shows the deadline and lets the person withdraw", async () => {
    const sent: unknown[] = [];
    mockApi({
      "GET /api/csrf": CSRF_OK,
      "GET /api/users/me/deletion-request": { body: { request: null } },
      "POST /api/users/me/deletion-request": async (request) => {
        sent.push(await request.json());
        return { status: 201, body: PENDING };
      },
      "POST /api/users/me/deletion-request/cancel": { body: { ...PENDING, status: "cancelled" } },
    });
    renderSection();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Cereți ștergerea contului" }));
    const dialog = await screen.findByRole("dialog", { name: "Cereți ștergerea contului și a datelor?" });
    expect(dialog).toHaveTextContent("în cel mult 30 de zile");
    await user.type(within(dialog).getByLabelText("Motivul (opțional)"), "Mă mut");
    await user.click(within(dialog).getByRole("button", { name: "Trimiteți cererea" }));
    expect(await screen.findByTestId("deletion-status")).toHaveTextContent(
      "Cerere de ștergere trimisă pe 23 noiembrie 2026: veți primi răspuns până pe 23 decembrie 2026.",
    );
    expect(sent).toEqual([{ reason: "Mă mut" }]);

    await user.click(screen.getByRole("button", { name: "Retrageți cererea" }));
    expect(await screen.findByText("Ați retras cererea de ștergere din 23 noiembrie 2026.")).toBeVisible();
    expect(screen.getByRole("button", { name: "Cereți ștergerea contului" })).toBeVisible();
  });

  it("keeps a refusal in the dialog, in the server's words", async () => {
    mockApi({
      "GET /api/csrf": CSRF_OK,
      "GET /api/users/me/deletion-request": { body: { request: null } },
      "POST /api/users/me/deletion-request": {
        status: 409,
        body: { code: "DELETION_REQUEST_PENDING", message: "Aveți deja o cerere de ștergere în așteptare." },
      },
    });
    renderSection();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Cereți ștergerea contului" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Trimiteți cererea" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Aveți deja o cerere de ștergere în așteptare.",
    );
  });

  it("shows a refused request with its reason", async () => {
    mockApi({
      "GET /api/users/me/deletion-request": {
        body: { request: { ...PENDING, status: "rejected", rejectionReason: "Plată restantă" } },
      },
    });
    renderSection();
    expect(await screen.findByTestId("deletion-status")).toHaveTextContent("Motivul: Plată restantă");
    expect(screen.getByRole("button", { name: "Cereți ștergerea contului" })).toBeVisible();
  });
});
