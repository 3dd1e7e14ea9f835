import { demoAccount, expect, expectNoAxeViolations, loginAs, test } from "./fixtures";
import { OwnServer } from "./own-server";

/*
 * Versioned terms and their 30-day notice (issue 16): the admin publishes a terms version on the versions
 * screen, reads it in the history and the diff, every member is mailed, and the public terms page announces
 * it. A new version changes what every page shows, and the other specs share one server: so this journey
 * runs on a server of its own (its own port and data folder, a fresh embedded database with the demo club).
 */

const server = new OwnServer("terms-versions", 60);
const BASE_URL = server.baseURL;
/** The notice mails of a new version, with their recipients. */
const noticeMails = () => server.mails(/versiunea|version/i);

test.describe.configure({ mode: "serial" });
test.use({ baseURL: BASE_URL });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await server.start();
});

test.afterAll(() => server.stop());

const NEW_RULE_RO = "Regulă nouă: casca de înot este obligatorie.";
const NEW_RULE_EN = "New rule: a swimming cap is required.";

test("[ADMIN][LEGAL] the admin publishes a terms version, reads it in the history and the diff", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await loginAs(page, "admin");
  await page.goto("/admin/gdpr");
  // The switch's radios are drawn by their labels.
  await page
    .locator("label")
    .filter({ hasText: /^Termeni și condiții$/ })
    .click();
  await expect(page.getByRole("radio", { name: "Termeni și condiții" })).toBeChecked();
  await expect(page).toHaveURL(/\/admin\/gdpr\?text=terms$/);
  const table = page.getByRole("table", { name: "Versiunile termenilor și condițiilor" });
  await expect(table.getByRole("row").nth(1)).toContainText("v1");
  await expect(table.getByRole("row").nth(1)).toContainText("În vigoare");
  await expect(table.getByRole("row")).toHaveCount(2);
  await expectNoAxeViolations(page);

  // A minor version: the form starts from the newest text; the admin adds a rule in both languages.
  await page.getByRole("button", { name: "Versiune nouă" }).click();
  const form = page.getByRole("dialog", { name: "Versiune nouă a termenilor și condițiilor" });
  await expect(form.getByText("următorul număr (2)")).toBeVisible();
  await expect(form.getByText(/anunțul pleacă pe email către \d+ de destinatari/)).toBeVisible();
  const ro = form.getByLabel("Textul în română (Markdown)");
  await expect(ro).toHaveValue(/^# Termeni și condiții/);
  await ro.fill(`${await ro.inputValue()}\n\n${NEW_RULE_RO}`);
  const en = form.getByLabel("Textul în engleză (Markdown)");
  await en.fill(`${await en.inputValue()}\n\n${NEW_RULE_EN}`);
  await expectNoAxeViolations(page);
  await form.getByRole("button", { name: "Publicați versiunea" }).click();
  await expect(page.getByText("Versiunea 2 a fost publicată.")).toBeVisible();

  // The history: v2 announced for 30 days from now, v1 still in force.
  const v2 = table.getByRole("row").nth(1);
  await expect(v2).toContainText("v2");
  await expect(v2).toContainText("Anunțată");
  await expect(v2).toContainText("Minoră");
  await expect(table.getByRole("row").nth(2)).toContainText("În vigoare");

  // The diff from v1: the added rule, in each language.
  await page.getByRole("button", { name: "Citiți versiunea 2" }).click();
  const dialog = page.getByRole("dialog", { name: "Termeni și condiții, versiunea 2" });
  await dialog.getByRole("tab", { name: "Modificări față de v1" }).click();
  await expect(dialog.locator("ins").filter({ hasText: NEW_RULE_RO })).toBeVisible();
  await expect(dialog.locator("ins").filter({ hasText: NEW_RULE_EN })).toBeVisible();
  await expect(dialog.getByText("Rânduri adăugate: 2; rânduri eliminate: 0.").first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: "test-results/e2e/admin-terms-diff-1280.png", fullPage: true });
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/admin/gdpr?text=terms");
    if (width === 360) {
      const card = page
        .getByRole("list", { name: "Versiunile termenilor și condițiilor" })
        .getByRole("listitem")
        .first();
      await expect(card).toContainText("Anunțată");
      await expect(card.getByRole("button", { name: "Citiți versiunea 2" })).toBeInViewport();
    } else {
      await expect(table.getByRole("row").nth(1)).toContainText("v2");
    }
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `test-results/e2e/admin-terms-${width}.png`, fullPage: true });
  }

  // Every member is mailed the notice, once: the swimmer in Romanian, with the link to the new text.
  const swimmer = demoAccount("swimmer").email.toLowerCase();
  await expect
    .poll(async () => (await noticeMails()).filter((m) => m.to === swimmer).map((m) => m.subject), {
      timeout: 15_000,
    })
    .toEqual(["Termenii și condițiile s-au actualizat (versiunea 2, modificare minoră)"]);
  const mail = (await noticeMails()).find((m) => m.to === swimmer)!;
  expect(mail.text).toContain("/termeni-conditii?versiune=2");
  expect(mail.text).toMatch(/la 30 de zile de la data acestui anunț/);
});

test("[VISITOR][LEGAL] the terms page keeps the version in force and announces the coming one", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto("/termeni-conditii");
  await expect(page.getByRole("heading", { level: 1, name: "Termeni și condiții" })).toBeVisible();
  await expect(page.getByText(/^Versiunea 1, în vigoare din/)).toBeVisible();
  await expect(page.getByRole("main")).not.toContainText(NEW_RULE_RO);
  const notice = page.getByRole("note");
  await expect(notice).toContainText(/O versiune nouă \(versiunea 2\) intră în vigoare pe \d+ \S+ \d{4}\./);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: "test-results/e2e/terms-notice-1280.png", fullPage: true });

  await notice.getByRole("link", { name: "Citiți versiunea 2" }).click();
  await expect(page).toHaveURL(/\/termeni-conditii\?versiune=2$/);
  await expect(page.getByRole("main")).toContainText(NEW_RULE_RO);
  await expect(page.getByRole("note")).toContainText("Aceasta este versiunea 2, care intră în vigoare pe");
  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Citiți versiunea în vigoare" }).click();
  await expect(page.getByText(/^Versiunea 1, în vigoare din/)).toBeVisible();
});
