import type { TAuditEntry } from "@bazin/shared/contracts/audit";
import type { TRetentionStatus, TSystemInfo } from "@bazin/shared/contracts/system";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockApi } from "../../../test/mock-api.ts";
import { renderRoutes } from "../../../test/render.tsx";
import { AuditPage } from "../../compliance/routes/audit-page.tsx";
import { SystemInfoTab } from "./SystemInfoTab.tsx";

const info = (retention: TRetentionStatus): TSystemInfo => ({
  generatedAt: "2026-11-26T06:00:00.000Z",
  os: {
    platform: "linux",
    distro: "Debian",
    release: "13",
    kernel: "6.12",
    arch: "x64",
    hostname: "bazin",
  },
  cpu: { model: "Test CPU", cores: 2, physicalCores: 2, speedGHz: 2.5, speedMaxGHz: null },
  runtime: { node: "24.0.0", npm: "11.0.0", v8: "13.0" },
  timeZone: "Europe/Bucharest",
  retention,
});

async function showCard(retention: TRetentionStatus) {
  mockApi({ "GET /api/admin/system/system": { body: info(retention) } });
  renderRoutes([{ path: "/admin/system", element: <SystemInfoTab /> }], "/admin/system");
  const heading = await screen.findByRole("heading", { name: "Păstrarea datelor" });
  return within(heading.closest<HTMLElement>(".mantine-Card-root")!);
}

const value = (card: ReturnType<typeof within>, label: string) =>
  card.getByRole("rowheader", { name: label }).nextElementSibling?.textContent;

describe("[ADMIN][SYSTEM] the retention card", () => {
  it("shows the periods, the last run's time and counts, and the next run in Romania's time", async () => {
    const card = await showCard({
      registrationYears: 3,
      auditMonths: 12,
      lastRun: {
        at: "2026-11-25T22:05:00.000Z",
        registrations: 2,
        files: 6,
        consents: 2,
        auditEntries: 40,
      },
      nextRunAt: "2026-11-26T22:00:00.000Z",
    });
    expect(value(card, "Înscrieri expirate păstrate")).toBe("3 ani după ultima zi de valabilitate");
    expect(value(card, "Jurnalul de audit păstrat")).toBe("12 luni");
    // 00:05 on the 26th in Bucharest, whatever the browser's zone.
    expect(value(card, "Ultima rulare")).toMatch(/26 nov\.? 2026.*00:05/);
    expect(value(card, "Înscrieri șterse")).toBe("2");
    expect(value(card, "Fișiere șterse")).toBe("6");
    expect(value(card, "Consimțăminte șterse")).toBe("2");
    expect(value(card, "Intrări de jurnal șterse")).toBe("40");
    expect(value(card, "Următoarea rulare")).toMatch(/27 nov\.? 2026.*00:00 \(în cel mult 15 minute\)/);
  });

  it("before the first run: says so, shows no counts, and runs at the next check", async () => {
    const card = await showCard({ registrationYears: 5, auditMonths: 24, lastRun: null, nextRunAt: null });
    expect(value(card, "Înscrieri expirate păstrate")).toBe("5 ani după ultima zi de valabilitate");
    expect(value(card, "Jurnalul de audit păstrat")).toBe("24 de luni");
    expect(value(card, "Ultima rulare")).toBe("Încă nu a rulat");
    expect(card.queryByRole("rowheader", { name: "Înscrieri șterse" })).toBeNull();
    expect(value(card, "Următoarea rulare")).toBe("La următoarea verificare (în cel mult 15 minute)");
  });
});

describe("[ADMIN][AUDIT] the retention purge in the log", () => {
  it("names the action, the server as who did it, and the counts, never a person", async () => {
    const purge: TAuditEntry = {
      id: crypto.randomUUID(),
      actorId: null,
      actorName: "system",
      action: "retention.purge",
      targetType: "retention",
      targetId: null,
      targetName: null,
      detail: { registrations: 2, files: 6, consents: 2, auditEntries: 40 },
      createdAt: "2026-11-25T22:05:00.000Z",
    };
    mockApi({ "GET /api/admin/audit": { body: { items: [purge], total: 1, page: 1, pageSize: 50 } } });
    renderRoutes([{ path: "/admin/audit", element: <AuditPage /> }], "/admin/audit");
    const table = await screen.findByRole("table", { name: "Jurnalul de audit" });
    const [row] = within(table).getAllByRole("row").slice(1);
    const cells = within(row!)
      .getAllByRole("cell")
      .slice(1)
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      "Sistem (automat)",
      "Date vechi șterse automat (păstrarea datelor)",
      "Păstrarea datelor: înscrieri expirate: 2, fișiere: 6, consimțăminte: 2, intrări de jurnal: 40",
    ]);
  });
});
