import { readFile } from "node:fs/promises";
import { expect, expectNoAxeViolations, loginAs, test } from "./fixtures";

/*
 * The admin's records (issue 5): the consents register of the demo registrations, its audited CSV export, and
 * the audit log that shows it.
 */

test("[ADMIN][RECORDS] searches the consents, exports them as CSV and finds the export in the audit log", async ({
  page,
}) => {
  await loginAs(page, "admin");
  await page.goto("/admin");
  await page.getByRole("link", { name: "Consimțăminte" }).click();
  await expect(page).toHaveURL(/\/admin\/consimtamant$/);
  await expect(page.getByRole("heading", { name: "Consimțăminte GDPR" })).toBeVisible();
  const table = page.getByRole("table", { name: "Lista consimțămintelor" });
  await expect(table.getByRole("row").filter({ hasText: "Gheorghe Șerban" })).toBeVisible();
  await expect(table.getByRole("row").filter({ hasText: "Maria Țîrlea" })).toContainText(
    "Politica de confidențialitate v1",
  );

  await page.getByRole("searchbox", { name: "Caută după nume" }).fill("țîr");
  await expect(page).toHaveURL(/\?q=%C8%9B%C3%AEr$/);
  await expect(table.getByRole("row").filter({ hasText: "Gheorghe Șerban" })).toHaveCount(0);
  await expect(table.getByRole("row").filter({ hasText: "Maria Țîrlea" })).toBeVisible();

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Exportă CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^consimtaminte-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString("utf8").trimEnd().split("\r\n");
  expect(lines[0]).toBe("Nume complet,Data acordului,Adresa IP,Textul acceptat");
  expect(lines.slice(1).every((line) => line.startsWith("Maria Țîrlea,"))).toBe(true);
  await expect(page.getByText("Fișierul CSV a fost descărcat.")).toBeVisible();

  await page.getByRole("link", { name: "Jurnal de audit" }).click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  const first = page.getByRole("table", { name: "Jurnalul de audit" }).getByRole("row").nth(1);
  await expect(first).toContainText("Export CSV al consimțămintelor");
  await expect(first).toContainText("căutare: țîr");
});

test("[ADMIN][RECORDS] /admin/consimtamant and /admin/audit have no axe violations at 1280 and 360 px", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await loginAs(page, "admin");
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/admin/consimtamant");
    if (width === 1280) {
      await expect(page.getByRole("row").filter({ hasText: "Gheorghe Șerban" })).toBeVisible();
    } else {
      // A phone gets a card per consent, its fields named, instead of a table to scroll sideways.
      const card = page
        .getByRole("list", { name: "Lista consimțămintelor" })
        .getByRole("listitem")
        .filter({ hasText: "Gheorghe Șerban" });
      await expect(card).toContainText("Adresa IP:");
      await expect(card).toContainText("Textul acceptat: Politica de confidențialitate v1");
      await expect(page.getByRole("table")).toHaveCount(0);
    }
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `test-results/e2e/admin-consents-${width}.png`, fullPage: true });
    await page.goto("/admin/audit");
    await expect(page.getByRole("heading", { name: "Jurnal de audit" })).toBeVisible();
    await expect(
      page
        .getByRole(width === 1280 ? "table" : "list", { name: "Jurnalul de audit" })
        .or(page.getByText("Nicio acțiune înregistrată încă.")),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `test-results/e2e/admin-audit-${width}.png`, fullPage: true });
  }
});
