import type { TAdminDeletionRequest } from "@bazin/shared/contracts/data-requests";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { CSRF_OK, mockApi } from "../../../test/mock-api.ts";
import { renderRoutes } from "../../../test/render.tsx";
import { onPhone } from "../../../test/viewport.ts";
import { DeletionRequestsPage } from "./deletion-requests-page.tsx";

// jsdom has no FontFaceSet; Mantine's autosizing textarea listens to it.
beforeAll(() => {
  if (!document.fonts) {
    Object.defineProperty(document, "fonts", {
      configurable: true,
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
  }
});

const REQUEST: TAdminDeletionRequest = {
  id: "0b8a3f0e-6c0e-4d2a-9d1b-3f7a9e0c1d22",
  status: "pending",
  reason: "Mă mut",
  createdAt: "2026-11-20T10:00:00.000Z",
  dueAt: "2026-12-20T10:00:00.000Z",
  decidedAt: null,
  rejectionReason: null,
  user: {
    id: "9c1d2e3f-4a5b-4c6d-8e7f-901234567890",
    firstName: "Ioana",
    lastName: "Țăranu",
    username: "ioana",
    email: "ioana@example.ro",
    role: "swimmer",
  },
  daysLeft: 3,
};

const page = (items: TAdminDeletionRequest[]) => ({
  body: { items, total: items.length, page: 1, pageSize: 20 },
});
const renderPage = (url = "/admin/gdpr/requests") =>
  renderRoutes([{ path: "/admin/gdpr/requests", element: <DeletionRequestsPage /> }], url);

describe("[ADMIN][GDPR] deletion requests page", () => {
  it("lists the pending requests with the days left, asking the server for that status", async () => {
    const { requests } = mockApi({ "GET /api/admin/deletion-requests": page([REQUEST]) });
    renderPage();
    const row = (await screen.findByText("Ioana Țăranu")).closest("tr")!;
    expect(row).toHaveTextContent("ioana@example.ro");
    expect(row).toHaveTextContent("Mă mut");
    expect(within(row).getByText("3 zile rămase")).toBeVisible();
    expect(screen.getByText("1 cerere")).toBeVisible();
    expect(new URL(requests[0]!.url).searchParams.get("status")).toBe("pending");
  });

  it("refuses a request with the reason typed, then reloads the list", async () => {
    const sent: unknown[] = [];
    let items = [REQUEST];
    mockApi({
      "GET /api/csrf": CSRF_OK,
      "GET /api/admin/deletion-requests": () => page(items),
      [`POST /api/admin/deletion-requests/${REQUEST.id}/reject`]: async (request) => {
        sent.push(await request.json());
        items = [];
        return {
          body: { ...REQUEST, status: "rejected", rejectionReason: "Plată restantă", daysLeft: null },
        };
      },
    });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Respingeți cererea lui Ioana Țăranu" }));
    const dialog = await screen.findByRole("dialog", { name: "Respingeți cererea?" });
    const confirm = within(dialog).getByRole("button", { name: "Respingeți cererea" });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole("textbox", { name: /Motivul/ }), "Plată restantă");
    await user.click(confirm);
    expect(await screen.findByText("Nicio cerere.")).toBeVisible();
    expect(sent).toEqual([{ reason: "Plată restantă" }]);
  });

  it("keeps a refused deletion's message in the confirmation dialog", async () => {
    mockApi({
      "GET /api/csrf": CSRF_OK,
      "GET /api/admin/deletion-requests": page([REQUEST]),
      [`POST /api/admin/deletion-requests/${REQUEST.id}/complete`]: {
        status: 409,
        body: {
          code: "DELETION_LAST_ADMIN",
          message: "Contul este al ultimului administrator activ și nu poate fi șters.",
        },
      },
    });
    renderPage();
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole("button", { name: "Ștergeți contul și datele lui Ioana Țăranu" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Ștergeți contul și datele?" });
    await user.click(within(dialog).getByRole("button", { name: "Ștergeți definitiv" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("ultimului administrator activ");
  });

  it("on a phone, shows each request as a card with the person, status, days left and working answers", async () => {
    onPhone();
    const REFUSED: TAdminDeletionRequest = {
      ...REQUEST,
      id: "7e6d5c4b-3a29-4187-9665-544332211000",
      status: "rejected",
      rejectionReason: "Plată restantă",
      decidedAt: "2026-11-22T09:00:00.000Z",
      daysLeft: null,
      user: {
        ...REQUEST.user!,
        id: "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d",
        firstName: "Radu",
        lastName: "Ene",
      },
    };
    let items = [REQUEST, REFUSED];
    const { requests } = mockApi({
      "GET /api/csrf": CSRF_OK,
      "GET /api/admin/deletion-requests": () => page(items),
      [`POST /api/admin/deletion-requests/${REQUEST.id}/complete`]: () => {
        items = [REFUSED];
        return { body: { ...REQUEST, status: "completed", user: null, daysLeft: null } };
      },
    });
    renderPage("/admin/gdpr/requests?status=all");
    const list = await screen.findByRole("list", { name: "Cereri de ștergere" });
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    const [pending, refused] = within(list).getAllByRole("listitem");
    expect(pending).toHaveTextContent("Ioana Țăranu");
    expect(pending).toHaveTextContent("ioana@example.ro");
    expect(within(pending!).getByText("În așteptare")).toBeVisible();
    expect(within(pending!).getByText("3 zile rămase")).toBeVisible();
    expect(pending).toHaveTextContent("Motiv: Mă mut");
    expect(refused).toHaveTextContent("Respinsă");
    expect(refused).toHaveTextContent("Motiv: Plată restantă");
    expect(refused).toHaveTextContent(/Răspuns pe 22 nov\.? 2026/);
    // A request already answered offers no answer.
    expect(within(refused!).queryByRole("button")).not.toBeInTheDocument();

    expect(
      within(pending!).getByRole("button", { name: "Respingeți cererea lui Ioana Țăranu" }),
    ).toBeVisible();

    const user = userEvent.setup();
    await user.click(
      within(pending!).getByRole("button", { name: "Ștergeți contul și datele lui Ioana Țăranu" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Ștergeți contul și datele?" });
    await user.click(within(dialog).getByRole("button", { name: "Ștergeți definitiv" }));
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(1));
    expect(requests.filter((r) => r.method === "POST").map((r) => new URL(r.url).pathname)).toEqual([
      `/api/admin/deletion-requests/${REQUEST.id}/complete`,
    ]);
  });
});
