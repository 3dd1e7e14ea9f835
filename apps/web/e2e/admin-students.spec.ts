import { readFile } from "node:fs/promises";
import { expect, expectNoAxeViolations, loginAs, test } from "./fixtures";

/*
 * The admin's students (issue 5): the demo club has a registration ending within 7 days (Elena Dobrescu)
 * and names with ș, ț and î.
 */

test("[ADMIN][STUDENTS] finds an expiring student from the dashboard and renews them", async ({ page }) => {
  await loginAs(page, "admin");
  await page.goto("/admin");
  const expiring = page.getByRole("listitem").filter({ hasText: "Elena Dobrescu" });
  await expect(expiring).toBeVisible();
  await page.getByRole("link", { name: "Vezi înscrierile care expiră" }).click();
  await expect(page).toHaveURL(/\/admin\/users\?expiring=true/);
  await expect(page.getByRole("checkbox", { name: "Expiră în 7 zile" })).toBeChecked();
  const row = page.getByRole("row").filter({ hasText: "Elena Dobrescu" });
  await expect(row).toBeVisible();
  await row.getByRole("button", { name: "Acțiuni pentru Elena Dobrescu" }).click();
  await page.getByRole("menuitem", { name: "Reînnoiește 45 de zile" }).click();
  const dialog = page.getByRole("dialog", { name: "Confirmare" });
  await expect(dialog).toContainText("Reînnoiți înscrierea lui Elena Dobrescu");
  await dialog.getByRole("button", { name: "Reînnoiește 45 de zile" }).click();
  await expect(page.getByText("Înscrierea a fost reînnoită pentru 45 de zile.")).toBeVisible();
  // No longer expiring: the filtered list no longer holds her, and the detail says 45 days.
  await expect(page.getByRole("row").filter({ hasText: "Elena Dobrescu" })).toHaveCount(0);
  // The filter lives in the address: the box shows the change once the navigation is done.
  await page.getByRole("checkbox", { name: "Expiră în 7 zile" }).click();
  await expect(page.getByRole("checkbox", { name: "Expiră în 7 zile" })).not.toBeChecked();
  await expect(page).not.toHaveURL(/expiring/);
  await page.getByRole("button", { name: "Elena Dobrescu", exact: true }).click();
  const drawer = page.getByRole("dialog", { name: "Detalii pentru Elena Dobrescu" });
  await expect(drawer.getByRole("row", { name: /Zile rămase/ })).toContainText("45");
});

test("[ADMIN][STUDENTS] exports the filtered students as CSV that starts with the BOM and keeps diacritics", async ({
  page,
}) => {
  await loginAs(page, "admin");
  await page.goto("/admin/users?q=%C8%9B%C3%AEr");
  await expect(page.getByRole("row").filter({ hasText: "Maria Țîrlea" })).toBeVisible();
  await expect(page.getByText("1 cursant", { exact: true })).toBeVisible();
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Exportă CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^cursanti-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString("utf8").trimEnd().split("\r\n");
  expect(lines[0]).toMatch(/^Nume complet,/);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain("Maria Țîrlea");
});

test("[ADMIN][STUDENTS] /admin and /admin/users have no axe violations at 1280 and 360 px", async ({
  page,
}) => {
  // Eight axe runs on a shared two-core machine.
  test.setTimeout(120_000);
  await loginAs(page, "admin");
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/admin");
    await expect(page.getByText("Total cursanți")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Înscrieri pe lună" })).toBeVisible();
    await expect(page.locator(".recharts-surface").first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `test-results/e2e/admin-dashboard-${width}.png`, fullPage: true });

    await page.goto("/admin/users");
    if (width === 1280) {
      await expect(page.getByRole("row").filter({ hasText: "Gheorghe Șerban" })).toBeVisible();
    } else {
      // A phone gets cards, not a table to scroll sideways; only the search shows above them until the
      // filters are opened.
      const students = page.getByRole("list", { name: "Lista cursanților" });
      const card = students.getByRole("listitem").filter({ hasText: "Gheorghe Șerban" });
      await expect(card).toBeVisible();
      await expect(card).toContainText("Activ");
      await expect(card.getByRole("button", { name: "Acțiuni pentru Gheorghe Șerban" })).toBeVisible();
      await expect(page.getByRole("table")).toHaveCount(0);
      const status = page.getByRole("combobox", { name: "Stare" });
      await expect(status).toBeHidden();
      const filters = page.getByRole("button", { name: "Filtre", exact: true });
      await filters.click();
      await expect(filters).toHaveAttribute("aria-expanded", "true");
      await expect(status).toBeVisible();
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `test-results/e2e/admin-users-filters-${width}.png`, fullPage: true });
      await status.click();
      await page.getByRole("option", { name: "Expirat" }).click();
      await expect(page.getByRole("button", { name: "Filtre (1)" })).toBeVisible();
      await expect(students.getByRole("listitem").filter({ hasText: "Radu Constantinescu" })).toBeVisible();
      await expect(card).toHaveCount(0);
      await page.getByRole("button", { name: "Resetează filtrele" }).click();
      await expect(card).toBeVisible();
    }
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `test-results/e2e/admin-users-${width}.png`, fullPage: true });
    await page.getByRole("button", { name: "Gheorghe Șerban", exact: true }).click();
    await expect(page.getByRole("dialog", { name: "Detalii pentru Gheorghe Șerban" })).toBeVisible();
    await expectNoAxeViolations(page);
    if (width === 1280) {
      const downloading = page.waitForEvent("download");
      await page.getByRole("button", { name: "Fișa de înscriere (PDF)" }).click();
      const pdf = await readFile((await (await downloading).path())!);
      expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    }
    await page.screenshot({ path: `test-results/e2e/admin-student-${width}.png` });
    await page.keyboard.press("Escape");

    await page.getByRole("tab", { name: "Conturi" }).click();
    const coach = width === 1280 ? page.getByRole("row") : page.getByRole("listitem");
    await expect(coach.filter({ hasText: "coach" }).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `test-results/e2e/admin-accounts-${width}.png`, fullPage: true });
  }
});

test("[COACH][STUDENTS] a coach manages students at /coach/users but sees no accounts tab", async ({
  page,
}) => {
  await loginAs(page, "coach");
  await page.goto("/coach");
  await page.getByRole("link", { name: "Cursanți" }).first().click();
  await expect(page).toHaveURL(/\/coach\/users/);
  // A recent registration, on the first page (newest first) however many the demo club holds.
  await expect(page.getByRole("row").filter({ hasText: "Maria Țîrlea" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Conturi" })).toHaveCount(0);
  await page.goto("/coach/users?tab=accounts");
  await expect(page.getByRole("tab", { name: "Cursanți" })).toHaveAttribute("aria-selected", "true");
});
