import type { Browser, Page } from "@playwright/test";
import { COOKIE_CONSENT_KEY, demoAccount, expect, expectNoAxeViolations, loginAs, test } from "./fixtures";

/*
 * Issue 5, content screens: announcements (admins and coaches) with an image that then shows on /evenimente,
 * and groups whose chat room their swimmers see; accessibility at 1280 and 360 px.
 */

/** A 2×2 PNG, enough for the server's check by content and for the browser to draw. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWPgLmrlLmplgFAAGl4ECbELcgMAAAAASUVORK5CYII=",
  "base64",
);

// Each journey runs axe four or five times and signs in more than once: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

async function openAs(browser: Browser, role: "swimmer"): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript((key) => window.localStorage.setItem(key, "accepted"), COOKIE_CONSENT_KEY);
  const page = await context.newPage();
  await loginAs(page, role);
  return page;
}

async function checkBothWidths(page: Page) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 360, height: 780 });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("[ADMIN][ANNOUNCEMENTS] an admin publishes an announcement with an image and it shows on /evenimente", async ({
  page,
}) => {
  const title = `Cupa de iarnă ${Date.now().toString(36)}`;
  await loginAs(page, "admin");
  await page.goto("/admin/announcements");
  await expect(page.getByRole("heading", { level: 1, name: "Anunțuri" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Anunțuri" }).getByRole("listitem").first()).toBeVisible();
  await checkBothWidths(page);

  await page.getByRole("button", { name: "Anunț nou" }).click();
  const dialog = page.getByRole("dialog", { name: "Anunț nou" });
  await dialog.getByRole("textbox", { name: "Titlu", exact: true }).fill(title);
  await dialog.getByRole("textbox", { name: "Conținut" }).fill("Concurs deschis tuturor grupelor.");
  await dialog.getByLabel("Categorie", { exact: true }).click();
  await page.getByRole("option", { name: "Competiție" }).click();
  await dialog.getByLabel("Data evenimentului").fill("2026-12-12");
  await dialog.getByLabel("Ora de început").fill("10:00");
  await dialog.getByLabel("Ora de sfârșit").fill("09:00");
  await dialog.getByRole("textbox", { name: "Locație" }).fill("Bazinul Municipal");
  await dialog.getByLabel("Prioritate", { exact: true }).fill("100");

  // Checked before upload: a text file is refused at once.
  const fileInput = dialog.locator('input[type="file"]');
  await fileInput.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
  await expect(dialog.getByRole("alert").filter({ hasText: "Tip de fișier nevalid" })).toBeVisible();
  await fileInput.setInputFiles({ name: "afis.png", mimeType: "image/png", buffer: PNG });
  await expect(dialog.getByText("Aleasă: afis.png")).toBeVisible();

  // The preview is the events page's card, with the chosen image.
  const preview = dialog.getByRole("region", { name: "Previzualizare" }).getByRole("article");
  await expect(preview.getByRole("heading", { name: title })).toBeVisible();
  await expect(preview.locator("img")).toHaveAttribute("src", /^blob:/);
  await expectNoAxeViolations(page);

  // The end before the start is refused with the rule's message; then corrected.
  await dialog.getByRole("button", { name: "Salvați" }).click();
  await expect(dialog.getByText("Ora de sfârșit trebuie să fie după ora de început.")).toBeVisible();
  await dialog.getByLabel("Ora de sfârșit").fill("12:30");
  await dialog.getByRole("button", { name: "Salvați" }).click();
  await expect(page.getByText("Anunțul a fost salvat.")).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const row = page.getByRole("listitem").filter({ hasText: title });
  await expect(row.getByRole("switch", { name: `Publicat: ${title}` })).toBeChecked();

  await page.goto("/evenimente");
  const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: title }) });
  await expect(card).toBeVisible();
  await expect(card.getByText("Bazinul Municipal")).toBeVisible();
  await expect(card.getByText("10:00 – 12:30").or(card.getByText("10:00–12:30"))).toBeVisible();
  const image = card.locator("img");
  await expect(image).toHaveAttribute("src", /\/api\/announcements\/[0-9a-f-]+\/image\?v=/);
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(2);

  // Deleted (after confirming), it leaves the events page as the demo club had it for the other specs.
  await page.goto("/admin/announcements");
  await page.getByRole("button", { name: `Ștergeți „${title}”` }).click();
  await page
    .getByRole("dialog", { name: "Ștergeți anunțul?" })
    .getByRole("button", { name: "Ștergeți" })
    .click();
  await expect(page.getByText("Anunțul a fost șters.")).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: title })).toHaveCount(0);
  await page.goto("/evenimente");
  await expect(page.getByRole("article").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: title })).toHaveCount(0);
});

test("[ADMIN][GROUPS] an admin creates a group with the demo swimmer, who then sees its chat room", async ({
  page,
  browser,
}) => {
  const name = `Delfinii ${Date.now().toString(36)}`;
  const swimmer = demoAccount("swimmer");
  await loginAs(page, "admin");
  await page.goto("/admin/groups");
  await expect(page.getByRole("heading", { level: 1, name: "Grupe" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Grupe" })).toBeVisible();
  await checkBothWidths(page);

  await page.getByRole("button", { name: "Grupă nouă" }).click();
  const dialog = page.getByRole("dialog", { name: "Grupă nouă" });
  await dialog.getByRole("textbox", { name: "Nume" }).fill(name);
  await dialog.getByRole("textbox", { name: "Descriere" }).fill("Grupa de dimineață");
  await dialog.getByRole("combobox", { name: "Înotători" }).click();
  await page.getByRole("option", { name: new RegExp(`${swimmer.firstName} ${swimmer.lastName}`) }).click();
  await page.keyboard.press("Escape");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Salvați" }).click();
  await expect(page.getByText("Grupa a fost salvată.")).toBeVisible();
  const row = page.getByRole("listitem").filter({ hasText: name });
  await expect(row.getByText("1 înotător · 0 antrenori")).toBeVisible();

  const swimmerPage = await openAs(browser, "swimmer");
  await swimmerPage.goto("/swimmer/chat");
  const room = swimmerPage
    .getByRole("navigation", { name: "Conversații" })
    .locator(`[data-room-name="${name}"]`);
  await expect(room).toBeVisible();
  await room.click();
  await expect(swimmerPage.getByRole("heading", { level: 2, name })).toBeVisible();

  // Deleting the group (after confirming) removes its room.
  await row.getByRole("button", { name: `Ștergeți „${name}”` }).click();
  await page
    .getByRole("dialog", { name: "Ștergeți grupa?" })
    .getByRole("button", { name: "Ștergeți" })
    .click();
  await expect(page.getByText("Grupa a fost ștearsă.")).toBeVisible();
  await expect(row).toHaveCount(0);
  await swimmerPage.reload();
  await expect(swimmerPage.getByRole("navigation", { name: "Conversații" })).toBeVisible();
  await expect(room).toHaveCount(0);
  await swimmerPage.context().close();
});
