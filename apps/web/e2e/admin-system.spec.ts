import { expect, expectNoAxeViolations, loginAs, test } from "./fixtures";

/*
 * /admin/system (issue 5, spec §2): the server's health and resources in tabs, each with its data, the open tab
 * in the address, refreshed live.
 */

const TABS = [
  { tab: "overview", name: "Prezentare", shows: "Stare generală" },
  { tab: "memory", name: "Memorie", shows: "Memoria serverului" },
  { tab: "performance", name: "Performanță", shows: "Încărcare pe nucleu" },
  { tab: "database", name: "Bază de date", shows: "Grupul de conexiuni al serverului" },
  { tab: "system", name: "Sistem", shows: "Sistem de operare" },
  { tab: "network", name: "Rețea", shows: "Interfețe de rețea" },
  { tab: "disk", name: "Disc", shows: "Directorul de date" },
] as const;

test("[ADMIN][SYSTEM] every tab shows its data and the address keeps the open tab", async ({ page }) => {
  test.setTimeout(90_000);
  await loginAs(page, "admin");
  await page.goto("/admin");
  await page.getByRole("link", { name: "Sistem" }).click();
  await expect(page).toHaveURL(/\/admin\/system$/);
  await expect(page.getByRole("heading", { name: "Informații de sistem", level: 1 })).toBeVisible();

  // Overview: health, versions and the embedded database.
  const about = page.getByRole("table").filter({ hasText: "Versiunea aplicației" });
  await expect(about.getByRole("row", { name: /Versiunea aplicației/ })).toContainText(/\d+\.\d+\.\d+/);
  await expect(about.getByRole("row", { name: /Baza de date/ })).toContainText("PGlite (încorporată)");
  await expect(about.getByRole("row", { name: /Mesagerie în timp real/ })).toContainText("Locală");
  await expect(page.getByRole("listitem").filter({ hasText: "Baza de date: Bună" })).toBeVisible();

  await page.getByRole("tab", { name: "Memorie" }).click();
  await expect(page).toHaveURL(/\?tab=memory$/);
  await expect(page.getByRole("row", { name: /Rezidentă \(RSS\)/ })).toContainText(/\d.*(MB|GB|kB)/);

  await page.getByRole("tab", { name: "Performanță" }).click();
  await expect(page).toHaveURL(/\?tab=performance$/);
  await expect(page.getByRole("progressbar", { name: "Nucleul 1" })).toBeVisible();
  await expect(page.getByRole("row", { name: /Mediană \(p50\)/ })).toBeVisible();

  await page.getByRole("tab", { name: "Bază de date" }).click();
  await expect(page).toHaveURL(/\?tab=database$/);
  const tables = page.getByRole("table", { name: "Tabelele bazei de date" });
  await expect(tables.getByRole("row").filter({ hasText: /^users/ })).toBeVisible();
  await expect(
    page.getByText("Bază de date încorporată: o singură conexiune, fără grup de conexiuni."),
  ).toBeVisible();

  await page.getByRole("tab", { name: "Sistem" }).click();
  await expect(page).toHaveURL(/\?tab=system$/);
  await expect(page.getByRole("row", { name: /Node\.js/ })).toContainText(/\d+\.\d+\.\d+/);
  await expect(page.getByRole("row", { name: /Nuclee logice/ })).toContainText(/\d/);
  // The retention purge ran when the server started: its card shows that run and the next one.
  const retention = page.getByRole("table").filter({ hasText: "Înscrieri expirate păstrate" });
  await expect(retention.getByRole("row", { name: /Înscrieri expirate păstrate/ })).toContainText("3 ani");
  await expect(retention.getByRole("row", { name: /Ultima rulare/ })).toContainText(/\d{4}/);
  await expect(retention.getByRole("row", { name: /Înscrieri șterse/ })).toContainText("0");
  await expect(retention.getByRole("row", { name: /Următoarea rulare/ })).toContainText("00:00");

  await page.getByRole("tab", { name: "Rețea" }).click();
  await expect(page).toHaveURL(/\?tab=network$/);
  const interfaces = page.getByRole("table", { name: "Interfețele de rețea" });
  await expect(interfaces.getByRole("row").filter({ hasText: "127.0.0.1" })).toContainText("internă");

  await page.getByRole("tab", { name: "Disc" }).click();
  await expect(page).toHaveURL(/\?tab=disk$/);
  await expect(page.getByRole("row", { name: /Ocupă/ })).toContainText(/\d/);
  await expect(
    page.getByRole("table", { name: "Sistemele de fișiere" }).getByRole("progressbar").first(),
  ).toBeVisible();

  // A reload (or a shared link) opens the same tab.
  await page.reload();
  await expect(page.getByRole("tab", { name: "Disc" })).toHaveAttribute("aria-selected", "true");
  await page.goto("/admin/system?tab=database");
  await expect(page.getByRole("tab", { name: "Bază de date" })).toHaveAttribute("aria-selected", "true");
  await page.goto("/admin/system?tab=nonsense");
  await expect(page.getByRole("tab", { name: "Prezentare" })).toHaveAttribute("aria-selected", "true");
});

test("[ADMIN][SYSTEM] refreshes live and fills the charts from the sampler", async ({ page }) => {
  test.setTimeout(60_000);
  await loginAs(page, "admin");
  await page.goto("/admin/system?tab=performance");
  const updated = page.getByText(/^Actualizat la /);
  await expect(updated).toBeVisible();
  const first = await updated.textContent();
  // The tab asks again every 5 s; the sampler adds a point about as often, and a chart needs two.
  await expect(updated).not.toHaveText(first!, { timeout: 15_000 });
  const cpuHistory = page
    .locator("table")
    .filter({ has: page.locator("caption", { hasText: "Încărcarea procesorului" }) });
  await expect(cpuHistory.locator("tbody tr")).not.toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByText("Se adună date", { exact: false })).toHaveCount(0, { timeout: 15_000 });
  expect(await cpuHistory.locator("tbody tr").count()).toBeGreaterThanOrEqual(2);
});

test("[ADMIN][SYSTEM] every tab has no axe violations at 1280 and 360 px", async ({ page }) => {
  test.setTimeout(180_000);
  await loginAs(page, "admin");
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    for (const { tab, shows } of TABS) {
      await page.goto(`/admin/system?tab=${tab}`);
      await expect(page.getByRole("heading", { name: shows }).first()).toBeVisible();
      await expectNoAxeViolations(page);
      if (["overview", "performance", "database", "system", "network"].includes(tab)) {
        await page.screenshot({ path: `test-results/e2e/admin-system-${tab}-${width}.png`, fullPage: true });
      }
    }
  }
});
