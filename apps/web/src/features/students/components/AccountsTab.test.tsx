import type { TAccount, TAccountPage } from "@bazin/shared/contracts/accounts";
import type { TSessionUser } from "@bazin/shared/contracts/auth";
import { Notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Outlet } from "react-router";
import { describe, expect, it } from "vitest";
import type { PortalContext } from "../../../app/layouts/portal-context.ts";
import { CSRF_OK, type MockAnswer, mockApi } from "../../../test/mock-api.ts";
import { renderRoutes } from "../../../test/render.tsx";
import { onPhone } from "../../../test/viewport.ts";
import { AccountsTab } from "./AccountsTab.tsx";

const ME: TSessionUser = {
  id: "5d0c2c2e-8f1a-4b7e-9c3d-2e1f0a9b8c7d",
  username: "admin",
  firstName: "Andrei",
  lastName: "Popescu",
  email: "admin@example.com",
  phone: null,
  role: "admin",
};
const MY_ACCOUNT: TAccount = {
  id: ME.id,
  username: ME.username,
  firstName: ME.firstName,
  lastName: ME.lastName,
  email: ME.email,
  role: "admin",
  active: true,
  createdAt: "2026-09-01T08:00:00.000Z",
};
const COACH: TAccount = {
  id: "8a7b6c5d-4e3f-4a1b-9c8d-7e6f5a4b3c2d",
  username: "ana.pop",
  firstName: "Ana",
  lastName: "Pop",
  email: "ana.pop@example.com",
  role: "coach",
  active: false,
  createdAt: "2026-09-02T08:00:00.000Z",
};

const page = (items: TAccount[]): MockAnswer => ({
  body: { items, total: items.length, page: 1, pageSize: 20 } satisfies TAccountPage,
});

/** The tab inside a portal-like outlet that knows who is signed in (the tab marks their own account). */
function start() {
  return renderRoutes(
    [
      {
        path: "/admin/users",
        element: <Outlet context={{ user: ME } satisfies PortalContext} />,
        children: [
          {
            index: true,
            element: (
              <>
                <Notifications />
                <AccountsTab />
              </>
            ),
          },
        ],
      },
    ],
    "/admin/users?tab=accounts",
  );
}

/** The query strings of the list requests sent so far. */
const listQueries = (requests: Request[]) =>
  requests.filter((r) => new URL(r.url).pathname === "/api/accounts").map((r) => new URL(r.url).search);

describe("[ADMIN][ACCOUNTS] accounts tab", () => {
  it("filters the accounts by role, asking the server for that role", async () => {
    const api = mockApi({
      "GET /api/accounts": (request) =>
        new URL(request.url).searchParams.get("role") === "coach" ? page([COACH]) : page([MY_ACCOUNT, COACH]),
    });
    start();
    expect(await screen.findAllByRole("row")).toHaveLength(3);
    expect(listQueries(api.requests).at(-1)).not.toContain("role=");

    await userEvent.click(screen.getByLabelText("Rol", { selector: "input" }));
    await userEvent.click(await screen.findByRole("option", { name: "Antrenor" }));
    await waitFor(() => expect(screen.getAllByRole("row")).toHaveLength(2));
    expect(listQueries(api.requests).at(-1)).toContain("role=coach");
    expect(screen.getByRole("row", { name: /Ana Pop/ })).toBeInTheDocument();
  });

  it("on a phone, shows each account as a card whose role and activation can be changed, except one's own", async () => {
    onPhone();
    const api = mockApi({
      "GET /api/csrf": CSRF_OK,
      "GET /api/accounts": page([MY_ACCOUNT, COACH]),
      [`PATCH /api/accounts/${COACH.id}/active`]: { body: { ...COACH, active: true } },
    });
    start();
    const list = await screen.findByRole("list", { name: "Lista conturilor" });
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    const [mine, coach] = within(list).getAllByRole("listitem");

    expect(mine).toHaveTextContent("Andrei Popescu (dvs.)");
    expect(mine).toHaveTextContent("Utilizator: admin");
    expect(mine).toHaveTextContent("admin@example.com");
    expect(mine).toHaveTextContent("Activ");
    expect(within(mine!).getByLabelText("Rolul lui Andrei Popescu", { selector: "input" })).toBeDisabled();
    expect(within(mine!).queryByRole("button", { name: /activează/i })).not.toBeInTheDocument();

    expect(coach).toHaveTextContent("Ana Pop");
    expect(coach).not.toHaveTextContent("(dvs.)");
    expect(coach).toHaveTextContent("Utilizator: ana.pop");
    expect(coach).toHaveTextContent("ana.pop@example.com");
    expect(coach).toHaveTextContent("Dezactivat");
    expect(within(coach!).getByLabelText("Rolul lui Ana Pop", { selector: "input" })).toHaveValue("Antrenor");

    await userEvent.click(within(coach!).getByRole("button", { name: "Reactivează" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("Reactivați contul lui Ana Pop? Se va putea autentifica din nou.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Reactivează" }));
    expect(await screen.findByText("Contul a fost actualizat.")).toBeInTheDocument();
    const patch = api.requests.find((r) => r.method === "PATCH");
    expect(new URL(patch!.url).pathname).toBe(`/api/accounts/${COACH.id}/active`);
    expect(await patch!.json()).toEqual({ active: true });
  });
});
