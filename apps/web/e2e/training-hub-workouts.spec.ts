import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { expect, loginAs, test } from "./fixtures";

/*
 * Issue 13's workout journey: a coach finds the demo workouts in the library, builds a new one in the builder
 * (a warm-up, a main-set block holding a nested block) by mouse and by keyboard, with the totals following
 * live; a demo workout's name is refused before saving; the saved workout is previewed, printed on one A4
 * page, downloaded as a Garmin FIT file and duplicated.
 */

const PDFTOTEXT = "/usr/bin/pdftotext";

/** Closes every open step editor, so the rows are short and each step's fields are unambiguous. */
async function collapseSteps(page: Page) {
  const open = page.getByRole("button", { expanded: true });
  while ((await open.count()) > 0) await open.first().click();
}

/** The accessible names of a section's drag handles, top to bottom (what the rows say, nested ones included). */
async function handles(region: Locator): Promise<string[]> {
  return region
    .getByRole("button", { name: /^Mutați: / })
    .evaluateAll((buttons) => buttons.map((b) => b.getAttribute("aria-label") ?? ""));
}

/** dnd-kit's live region: what a screen reader hears while a step is dragged. */
const dragAnnouncement = (page: Page) => page.locator('[id^="DndLiveRegion"]');

test("[COACH][WORKOUT] builds a workout with nested repeats by mouse and keyboard, then previews, prints, exports FIT and duplicates it", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await loginAs(page, "coach");
  const name = `Forță și viteză e2e ${Date.now()}`;

  // The library: the demo's cards, and a search that finds one of them.
  await page.goto("/admin/traininghub/workouts");
  await expect(page.getByRole("heading", { level: 1, name: "Antrenamente" })).toBeVisible();
  const cards = page.getByRole("list", { name: "Antrenamente" }).getByRole("article");
  await expect(cards).toHaveCount(24); // a full first page: the demo has 26
  await page.getByRole("searchbox", { name: "Căutați" }).fill("prag anaerob 10");
  await expect(page).toHaveURL(/q=prag/);
  const demo = page.getByRole("article", { name: "Prag anaerob 10×100" });
  await expect(demo).toBeVisible();
  await expect(demo).toContainText("Avansat");
  await expect(demo).toContainText("Prag anaerob");

  await page.getByRole("link", { name: "Antrenament nou" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Antrenament nou" })).toBeVisible();

  // A demo workout's name is refused while typing, before any save.
  const nameField = page.getByRole("textbox", { name: "Numele antrenamentului" });
  const taken = page.getByText(
    "Există deja un antrenament cu acest nume (majusculele și diacriticele nu contează). Alegeți alt nume.",
  );
  await nameField.fill("Prag anaerob 10×100");
  await expect(taken).toBeVisible();
  await expect(nameField).toHaveAttribute("aria-invalid", "true");
  await nameField.fill(name);
  await expect(taken).toBeHidden();
  await page.getByRole("combobox", { name: "Nivel" }).selectOption({ label: "Avansat" });
  await page.getByRole("combobox", { name: "Tip" }).selectOption({ label: "Prag anaerob" });

  const warmup = page.getByRole("region", { name: "Încălzire" });
  const main = page.getByRole("region", { name: "Set principal" });
  const totals = page.getByRole("region", { name: "Totaluri" });

  // Warm-up: 400 m then 200 m, added with the mouse; the total follows each change.
  await page.getByRole("button", { name: "Adăugați un pas în Încălzire" }).click();
  await warmup.getByRole("textbox", { name: "Distanță (m)" }).fill("400");
  await expect(totals.getByText("400 m", { exact: true })).toBeVisible();
  await collapseSteps(page);
  await page.getByRole("button", { name: "Adăugați un pas în Încălzire" }).click();
  await warmup.getByRole("textbox", { name: "Distanță (m)" }).fill("200");
  await collapseSteps(page);
  await expect(totals.getByText("600 m", { exact: true })).toBeVisible();

  // Main set, by keyboard: a repeat block (4 × 100 m), and inside it a nested block (depth 2) of 3 × 50 m.
  await page.getByRole("button", { name: "Adăugați un bloc de repetare în Set principal" }).focus();
  await page.keyboard.press("Enter");
  await main.getByRole("button", { name: "Adăugați un bloc în bloc" }).focus();
  await page.keyboard.press("Enter");
  await collapseSteps(page);
  const outer = main.getByRole("group", { name: /^Bloc de repetare: 4 × · 2 pași/ });
  await outer
    .getByRole("group", { name: /^Bloc de repetare: 4 × · 1 pas/ })
    .getByRole("textbox", { name: "De câte ori" })
    .fill("3");
  // The block's name follows its count: the nested block, depth 2, inside the first one.
  const inner = outer.getByRole("group", { name: /^Bloc de repetare: 3 × · 1 pas/ });
  await inner.getByRole("button", { name: "100 m · Liber · Moderat", exact: true }).click();
  await inner.getByRole("textbox", { name: "Distanță (m)" }).fill("50");
  await collapseSteps(page);
  await expect(inner.getByRole("button", { name: "50 m · Liber · Moderat", exact: true })).toBeVisible();
  // 600 + 4 × (100 + 3 × 50)
  await expect(totals.getByText("1.600 m", { exact: true })).toBeVisible();

  // A 200 m step after the block, then lifted above it with dnd-kit's keyboard sensor (Space, arrows, Space).
  await page.getByRole("button", { name: "Adăugați un pas în Set principal" }).click();
  await main.getByRole("textbox", { name: "Distanță (m)" }).fill("200");
  await collapseSteps(page);
  await expect(totals.getByText("1.800 m", { exact: true })).toBeVisible();
  expect((await handles(main))[0]).toBe("Mutați: 4 × · 2 pași");
  const keyboardHandle = main.getByRole("button", { name: "Mutați: 200 m · Liber · Moderat" });
  await keyboardHandle.focus();
  await page.keyboard.press("Space");
  // Picked up: the handle is pressed while it carries the step.
  await expect(keyboardHandle).toHaveAttribute("aria-pressed", "true");
  for (let press = 0; press < 4; press++) {
    await page.keyboard.press("ArrowUp");
    if (/ar ajunge în Set principal, poziția 1\./.test((await dragAnnouncement(page).textContent()) ?? ""))
      break;
  }
  await expect(dragAnnouncement(page)).toContainText("ar ajunge în Set principal, poziția 1.");
  await page.keyboard.press("Space");
  await expect(dragAnnouncement(page)).toContainText(
    "200 m · Liber · Moderat a fost mutat în Set principal, poziția 1.",
  );
  expect(await handles(main)).toEqual([
    "Mutați: 200 m · Liber · Moderat",
    "Mutați: 4 × · 2 pași",
    "Mutați: 100 m · Liber · Moderat",
    "Mutați: 3 × · 1 pas",
    "Mutați: 50 m · Liber · Moderat",
  ]);

  // Warm-up, by pointer: drag the 200 m step's handle above the 400 m one, in small moves so the sensor starts.
  const from = warmup.getByRole("button", { name: "Mutați: 200 m · Liber · Ușor" });
  const to = warmup.getByRole("button", { name: "Mutați: 400 m · Liber · Ușor" });
  await from.scrollIntoViewIfNeeded();
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  const x = a.x + a.width / 2;
  const startY = a.y + a.height / 2;
  const endY = b.y + b.height / 2 - 6;
  await page.mouse.move(x, startY);
  await page.mouse.down();
  for (let step = 1; step <= 12; step++) await page.mouse.move(x, startY + ((endY - startY) * step) / 12);
  await expect(dragAnnouncement(page)).toContainText("ar ajunge în Încălzire, poziția 1.");
  await page.mouse.up();
  await expect(dragAnnouncement(page)).toContainText("a fost mutat în Încălzire, poziția 1.");
  expect(await handles(warmup)).toEqual(["Mutați: 200 m · Liber · Ușor", "Mutați: 400 m · Liber · Ușor"]);

  // The row menu, by keyboard: the 400 m step goes to the end of the cool-down.
  const menuButton = warmup.getByRole("button", { name: "Acțiuni pentru: 400 m · Liber · Ușor" });
  const toCooldown = page.getByRole("menuitem", { name: "Mutați la sfârșitul secțiunii Revenire" });
  // dnd-kit swallows clicks for 50 ms after a pointer drag (so a drop is no click): Enter again if it was.
  await expect(async () => {
    if ((await menuButton.getAttribute("aria-expanded")) !== "true") {
      await menuButton.focus();
      await page.keyboard.press("Enter");
    }
    await expect(toCooldown).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await toCooldown.focus();
  await page.keyboard.press("Enter");
  await expect(
    page.getByRole("status").filter({ hasText: "Mutat la sfârșitul secțiunii Revenire." }),
  ).toBeAttached();
  expect(await handles(page.getByRole("region", { name: "Revenire" }))).toEqual([
    "Mutați: 400 m · Liber · Ușor",
  ]);
  // Moving steps never changes the distance.
  await expect(totals.getByText("1.800 m", { exact: true })).toBeVisible();

  // Save: the new workout opens for editing, and the server kept the tree as built.
  await page.getByRole("button", { name: "Salvați" }).click();
  await expect(page).toHaveURL(/\/admin\/traininghub\/edit-workout\/[\w-]+$/);
  await expect(page.getByText(`Antrenamentul „${name}” a fost creat.`)).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Editați antrenamentul" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Numele antrenamentului" })).toHaveValue(name);
  await expect(totals.getByText("1.800 m", { exact: true })).toBeVisible();
  expect(await handles(main)).toHaveLength(5);

  // The preview, as the pool deck reads it.
  await page.getByRole("link", { name: "Previzualizare" }).click();
  await expect(page).toHaveURL(/\/preview$/);
  const sheet = page.getByRole("article", { name });
  await expect(sheet.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(sheet).toContainText("Distanță totală: 1.800 m");
  const boardLine = sheet.getByRole("listitem").filter({ hasText: /^200 liber ușor$/ });
  await expect(boardLine).toBeVisible();

  // Printing: the portal's chrome and the controls are left off the paper, the board lines stay.
  const toolbar = page.getByRole("toolbar", { name: "Acțiunile antrenamentului" });
  await expect(toolbar).toBeVisible();
  await page.emulateMedia({ media: "print" });
  await expect(toolbar).toBeHidden();
  await expect(page.getByRole("link", { name: "Înapoi la bibliotecă" })).toBeHidden();
  await expect(page.getByRole("navigation", { name: "Navigare principală" })).toBeHidden();
  await expect(page.getByRole("banner").first()).toBeHidden();
  await expect(boardLine).toBeVisible();
  const pdf = await page.pdf({ format: "A4", printBackground: true });
  await page.emulateMedia({ media: "screen" });
  const pdfPath = test.info().outputPath("workout.pdf");
  writeFileSync(pdfPath, pdf);
  await test.info().attach("workout.pdf", { path: pdfPath, contentType: "application/pdf" });
  expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  // One A4 sheet: a single page object ("/Type /Pages" is the page tree, not a page).
  expect(pdf.toString("latin1").match(/\/Type\s*\/Page(?![a-z])/g) ?? []).toHaveLength(1);
  if (existsSync(PDFTOTEXT)) {
    const text = execFileSync(PDFTOTEXT, ["-enc", "UTF-8", pdfPath, "-"]).toString("utf8");
    expect(text).toContain(name);
    expect(text).toContain("200 liber ușor");
    expect(text).toContain("Set principal");
  }

  // The Garmin FIT file for a 25 m pool: a FIT header (".FIT" at bytes 8–11).
  await toolbar.getByRole("button", { name: "Descărcați FIT" }).click();
  const download = page.waitForEvent("download");
  await page.getByRole("menuitem", { name: "Bazin de 25 m" }).click();
  const fit = await download;
  expect(fit.suggestedFilename()).toMatch(/\.fit$/);
  const bytes = readFileSync((await fit.path())!);
  expect(bytes.length).toBeGreaterThan(14);
  expect(bytes.subarray(8, 12).toString("latin1")).toBe(".FIT");
  await expect(page.getByText("Fișierul FIT pentru bazinul de 25 m a fost descărcat.")).toBeVisible();

  // Duplicate from the preview: the copy is named "(copie)" and opens from the notice.
  await toolbar.getByRole("button", { name: "Duplicați" }).click();
  const copyName = `${name} (copie)`;
  await expect(page.getByRole("alert").filter({ hasText: `Copie creată: „${copyName}”` })).toBeVisible();
  await page.getByRole("link", { name: "Deschideți copia" }).click();
  await expect(page.getByRole("article", { name: copyName })).toContainText("Distanță totală: 1.800 m");

  // Both are in the library.
  await page.goto(`/admin/traininghub/workouts?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole("list", { name: "Antrenamente" }).getByRole("article")).toHaveCount(2);
  await expect(page.getByRole("article", { name: copyName })).toBeVisible();
});
