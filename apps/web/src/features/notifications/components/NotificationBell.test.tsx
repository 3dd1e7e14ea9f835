import type { TNotification, TNotificationListResponse } from "@bazin/shared/contracts/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { CSRF_OK, type MockAnswer, mockApi } from "../../../test/mock-api.ts";
import { renderRoutes } from "../../../test/render.tsx";
import { NotificationBell } from "./NotificationBell.tsx";

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

function notification(over: Partial<TNotification> = {}): TNotification {
  return {
    id: crypto.randomUUID(),
    type: "NEW_REGISTRATION",
    title: "Înscriere nouă",
    message: "Ion Popa s-a înscris la cursuri.",
    read: false,
    createdAt: minutesAgo(5),
    actionUrl: null,
    ...over,
  };
}

const listOf = (notifications: TNotification[], unreadCount?: number): MockAnswer => ({
  body: {
    notifications,
    unreadCount: unreadCount ?? notifications.filter((n) => !n.read).length,
  } satisfies TNotificationListResponse,
});

function renderBell() {
  return renderRoutes(
    [
      { path: "/admin", element: <NotificationBell /> },
      { path: "/admin/users", element: <p>students page</p> },
    ],
    "/admin",
  );
}

async function openBell() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: /^Notificări/ }));
  return { user, dialog: await screen.findByRole("dialog", { name: "Notificări" }) };
}

describe("notification bell", () => {
  it("shows the unread count on the badge, '9+' over 9, and says it in the button's name", async () => {
    mockApi({ "GET /api/notifications": listOf([notification()], 12) });
    renderBell();
    const bell = await screen.findByRole("button", { name: "Notificări: 12 necitite" });
    expect(bell.parentElement).toHaveTextContent("9+");
  });

  it("offers 'mark all read' only while unread notifications exist", async () => {
    mockApi({ "GET /api/notifications": listOf([notification({ read: true })]) });
    renderBell();
    await screen.findByRole("button", { name: "Notificări: nicio notificare necitită" });
    const { dialog } = await openBell();
    expect(within(dialog).getByText("Înscriere nouă")).toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: "Marchează toate ca citite" })).toBeNull();
  });

  it("marks all read at once, before the server answers, and the button goes away", async () => {
    let answer: (value: MockAnswer) => void = () => {};
    const { requests } = mockApi({
      "GET /api/csrf": CSRF_OK,
      "GET /api/notifications": listOf([notification(), notification({ title: "Alta" })]),
      "PATCH /api/notifications/read-all": () => new Promise<MockAnswer>((resolve) => (answer = resolve)),
    });
    renderBell();
    await screen.findByRole("button", { name: "Notificări: 2 necitite" });
    const { user, dialog } = await openBell();
    await user.click(within(dialog).getByRole("button", { name: "Marchează toate ca citite" }));
    expect(within(dialog).queryByRole("button", { name: "Marchează toate ca citite" })).toBeNull();
    expect(within(dialog).queryByRole("button", { name: /^Marchează ca citită/ })).toBeNull();
    expect(screen.getByRole("button", { name: "Notificări: nicio notificare necitită" })).toBeInTheDocument();
    const patch = requests.find((r) => r.method === "PATCH");
    expect(patch?.headers.get("X-XSRF-TOKEN")).toBe("nonce.signature");
    answer({ body: { ok: true } });
  });

  it("reloads the list from the server when a delete fails", async () => {
    const kept = notification({ title: "Rămâne" });
    let gets = 0;
    mockApi({
      "GET /api/csrf": CSRF_OK,
      "GET /api/notifications": () => {
        gets++;
        return listOf([kept]);
      },
      [`DELETE /api/notifications/${kept.id}`]: {
        status: 500,
        body: { code: "INTERNAL_ERROR", message: "x" },
      },
    });
    renderBell();
    const { user, dialog } = await openBell();
    await user.click(within(dialog).getByRole("button", { name: "Șterge notificarea: Rămâne" }));
    await waitFor(() => expect(gets).toBe(2));
    expect(await within(dialog).findByText("Rămâne")).toBeInTheDocument();
  });

  it("shows the empty state when there is nothing", async () => {
    mockApi({ "GET /api/notifications": listOf([]) });
    renderBell();
    const { dialog } = await openBell();
    expect(await within(dialog).findByText("Nu aveți notificări.")).toBeInTheDocument();
  });

  it("closes on Escape and on its close button, giving focus back to the bell", async () => {
    mockApi({ "GET /api/notifications": listOf([notification()]) });
    renderBell();
    const { user, dialog } = await openBell();
    expect(dialog).toBeVisible();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const bell = screen.getByRole("button", { name: /^Notificări/ });
    await waitFor(() => expect(bell).toHaveFocus());
    await user.click(bell);
    await user.click(await screen.findByRole("button", { name: "Închide notificările" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("opening an item with a link marks it read, goes there and closes", async () => {
    const withLink = notification({ actionUrl: "/admin/users" });
    const { requests } = mockApi({
      "GET /api/csrf": CSRF_OK,
      "GET /api/notifications": listOf([withLink]),
      [`PATCH /api/notifications/${withLink.id}/read`]: { body: { ok: true } },
    });
    const { router } = renderBell();
    const { user, dialog } = await openBell();
    expect(within(dialog).getByText("acum 5 minute")).toBeInTheDocument();
    await user.click(
      within(dialog).getByRole("button", { name: /^Necitită:\s?Înscriere nouă acum 5 minute/ }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/users"));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(requests.some((r) => r.method === "PATCH" && r.url.endsWith(`/${withLink.id}/read`))).toBe(true);
  });

  it("shows the system-alert look for a type it does not know", async () => {
    mockApi({ "GET /api/notifications": listOf([notification({ type: "SOMETHING_NEW", title: "Nou" })]) });
    renderBell();
    const { dialog } = await openBell();
    const item = within(dialog).getByTestId("notification");
    expect(item.querySelector(".tabler-icon-alert-triangle")).not.toBeNull();
  });
});
