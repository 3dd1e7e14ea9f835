import type { TAuditEntry } from "@bazin/shared/contracts/audit";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApi } from "../../../test/mock-api.ts";
import { renderRoutes } from "../../../test/render.tsx";
import { onPhone } from "../../../test/viewport.ts";
import { AuditPage } from "./audit-page.tsx";

const entry = (over: Partial<TAuditEntry>): TAuditEntry => ({
  id: crypto.randomUUID(),
  actorId: "a1",
  actorName: "Andrei Popescu",
  action: "student.renew",
  targetType: "student",
  targetId: "0b8a3f0e-6c0e-4d2a-9d1b-3f7a9e0c1d22",
  targetName: null,
  detail: null,
  createdAt: "2026-11-20T10:00:00.000Z",
  ...over,
});

describe("[ADMIN][AUDIT] audit log page", () => {
  it("says what each action touched: by name while it exists, as deleted after, the search of an export", async () => {
    mockApi({
      "GET /api/admin/audit": {
        body: {
          items: [
            entry({ targetName: "Maria Țîrlea" }),
            entry({ action: "student.delete" }),
            entry({
              action: "students.export",
              targetType: "students",
              targetId: null,
              detail: { q: "Pop" },
            }),
            entry({ action: "group.delete", targetType: "group", detail: { name: "Delfinii" } }),
            entry({ action: "future.action", targetType: "thing", targetId: null }),
          ],
          total: 5,
          page: 1,
          pageSize: 50,
        },
      },
    });
    renderRoutes([{ path: "/admin/audit", element: <AuditPage /> }], "/admin/audit");
    const table = await screen.findByRole("table", { name: "Jurnalul de audit" });
    const rows = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole("cell")
          .slice(2)
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ["Înscriere reînnoită", "Cursant: Maria Țîrlea"],
      ["Înscriere ștearsă", "Cursant (șters)"],
      ["Export CSV al cursanților", "Cursanți (căutare: Pop)"],
      ["Grupă ștearsă", "Grupă: Delfinii"],
      // A code this screen does not know yet shows as it is rather than as nothing.
      ["future.action", "thing"],
    ]);
    // A student who still exists is a link to their details.
    expect(within(table).getByRole("link", { name: "Maria Țîrlea" })).toHaveAttribute(
      "href",
      "/admin/users?student=0b8a3f0e-6c0e-4d2a-9d1b-3f7a9e0c1d22",
    );
  });

  it("names the training sessions' actions and the session they touched, or the one deleted", async () => {
    mockApi({
      "GET /api/admin/audit": {
        body: {
          items: [
            entry({ action: "session.create", targetType: "session", targetName: "2026-12-03 18:00" }),
            entry({
              action: "session.status",
              targetType: "session",
              targetName: "Sprint, 2026-12-03 18:00",
            }),
            entry({ action: "session.attendance", targetType: "session", targetName: "2026-12-03 18:00" }),
            entry({ action: "session.feedback", targetName: "Ana Pop" }),
            entry({ action: "session.update", targetType: "session" }),
            entry({ action: "session.delete", targetType: "session", detail: { name: "2026-12-04 07:00" } }),
          ],
          total: 6,
          page: 1,
          pageSize: 50,
        },
      },
    });
    renderRoutes([{ path: "/admin/audit", element: <AuditPage /> }], "/admin/audit");
    const table = await screen.findByRole("table", { name: "Jurnalul de audit" });
    const rows = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole("cell")
          .slice(2)
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ["Sesiune de antrenament programată", "Sesiune de antrenament: 2026-12-03 18:00"],
      ["Starea sesiunii de antrenament schimbată", "Sesiune de antrenament: Sprint, 2026-12-03 18:00"],
      ["Prezență înregistrată", "Sesiune de antrenament: 2026-12-03 18:00"],
      ["Feedback al antrenorului pentru un înotător", "Cursant: Ana Pop"],
      ["Sesiune de antrenament modificată", "Sesiune de antrenament (șters)"],
      ["Sesiune de antrenament ștearsă", "Sesiune de antrenament: 2026-12-04 07:00"],
    ]);
  });

  it("on a phone, shows each entry as a card: what was done and to what, then who and when; no table", async () => {
    onPhone();
    mockApi({
      "GET /api/admin/audit": {
        body: {
          items: [
            entry({ targetName: "Maria Țîrlea" }),
            entry({ action: "group.delete", targetType: "group", detail: { name: "Delfinii" } }),
          ],
          total: 2,
          page: 1,
          pageSize: 25,
        },
      },
    });
    renderRoutes([{ path: "/admin/audit", element: <AuditPage /> }], "/admin/audit");
    const list = await screen.findByRole("list", { name: "Jurnalul de audit" });
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    const [renewed, deleted] = within(list).getAllByRole("listitem");
    // The action leads the card: it is what one looks for in the log.
    expect(renewed!.textContent).toMatch(/^Înscriere reînnoităCursant: Maria Țîrlea/);
    expect(renewed).toHaveTextContent("Cine: Andrei Popescu");
    expect(within(renewed!).getByText(/2026/).closest("time")).toHaveAttribute(
      "datetime",
      "2026-11-20T10:00:00.000Z",
    );
    expect(deleted!.textContent).toMatch(/^Grupă ștearsăGrupă: Delfinii/);
  });

  it("on a phone, keeps the search in sight and the other filters behind a toggle that counts the set ones", async () => {
    onPhone();
    mockApi({ "GET /api/admin/audit": { body: { items: [], total: 0, page: 1, pageSize: 50 } } });
    renderRoutes(
      [{ path: "/admin/audit", element: <AuditPage /> }],
      "/admin/audit?actor=ana&action=student.renew",
    );
    expect(await screen.findByRole("searchbox", { name: "Asupra" })).toBeVisible();
    const toggle = screen.getByRole("button", { name: "Filtre (2)" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(await screen.findByRole("searchbox", { name: "Cine" })).toHaveValue("ana");
    // Clearing sits beside the toggle, so it is in reach without opening the filters.
    expect(screen.getByRole("button", { name: "Ștergeți filtrele" })).toBeVisible();
  });
});
