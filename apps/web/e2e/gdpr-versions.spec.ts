import { demoAccount, expect, expectNoAxeViolations, loginAs, test } from "./fixtures";
import { OwnServer } from "./own-server";

/*
 * GDPR versions and re-acceptance (issue 5). A major version puts every account behind the acceptance screen,
 * and the other specs share one server and its demo accounts: so this journey runs on a server of its own
 * (its own port and data folder, a fresh embedded database with the demo club), started and stopped here.
 */

const server = new OwnServer("gdpr-versions", 50);
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

test("[ADMIN][GDPR] /admin/gdpr lists the versions, with no axe violations at 1280 and 360 px", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await loginAs(page, "admin");
  await page.goto("/admin");
  await page.getByRole("link", { name: "Versiuni GDPR" }).click();
  await expect(page).toHaveURL(/\/admin\/gdpr$/);
  await expect(
    page.getByRole("heading", { name: "Versiunile politicii de confidențialitate" }),
  ).toBeVisible();
  const row = page
    .getByRole("table", { name: "Versiunile politicii de confidențialitate" })
    .getByRole("row")
    .nth(1);
  await expect(row).toContainText("v1");
  await expect(row).toContainText("În vigoare");
  await expect(row).toContainText("Majoră");

  await page.getByRole("button", { name: "Citiți versiunea 1" }).click();
  const dialog = page.getByRole("dialog", { name: "Politica de confidențialitate, versiunea 1" });
  await expect(
    dialog.getByRole("heading", { name: "Politica de confidențialitate", level: 2, exact: true }),
  ).toBeVisible();
  await dialog.getByRole("tab", { name: "Engleză" }).click();
  await expect(dialog.getByRole("heading", { name: "Privacy policy", level: 2, exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/admin/gdpr");
    if (width === 1280) {
      await expect(page.getByRole("table").getByRole("row").nth(1)).toContainText("v1");
    } else {
      // A phone gets a card per version, its badges whole and its buttons on screen.
      const card = page
        .getByRole("list", { name: "Versiunile politicii de confidențialitate" })
        .getByRole("listitem")
        .first();
      await expect(card).toContainText("v1");
      await expect(card).toContainText("În vigoare");
      await expect(card.getByRole("button", { name: "Citiți versiunea 1" })).toBeInViewport();
      await expect(page.getByRole("table")).toHaveCount(0);
    }
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `test-results/e2e/admin-gdpr-${width}.png`, fullPage: true });
  }
});

test("[ADMIN][GDPR] a major version makes the swimmer accept it at sign-in, wherever they go, then lets them in", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  // The admin publishes version 2 as major.
  await loginAs(page, "admin");
  await page.goto("/admin/gdpr");
  await page.getByRole("button", { name: "Versiune nouă" }).click();
  const form = page.getByRole("dialog", { name: "Versiune nouă a politicii" });
  await expect(form.getByText("următorul număr (2)")).toBeVisible();
  await form
    .getByLabel("Textul în română (Markdown)")
    .fill("# Politica v2\n\nAm schimbat **scopul** prelucrării.");
  await form.getByLabel("Textul în engleză (Markdown)").fill("# Policy v2\n\nWe changed the **purpose**.");
  await expect(form.getByRole("region", { name: "Previzualizare · Română" }).getByRole("heading")).toHaveText(
    "Politica v2",
  );
  const major = form.getByRole("switch", { name: "Versiune majoră" });
  await expect(form.getByText(/anunțul pleacă pe email către/)).toContainText("destinatari");
  await major.check();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: "test-results/e2e/admin-gdpr-form-1280.png", fullPage: true });
  await form.getByRole("button", { name: "Publicați versiunea" }).click();
  await expect(page.getByText("Versiunea 2 a fost publicată.")).toBeVisible();
  // The rule holds for its author too: the admin's own portal now asks for the acceptance.
  await expect(
    page.getByRole("heading", { name: "Politica de confidențialitate s-a schimbat" }),
  ).toBeVisible();

  // The swimmer was mailed the 30-day notice, in Romanian.
  const swimmer = demoAccount("swimmer");
  await expect
    .poll(async () => (await noticeMails()).find((m) => m.to === swimmer.email.toLowerCase())?.subject, {
      timeout: 15_000,
    })
    .toBe("Politica de confidențialitate s-a schimbat (versiunea 2)");

  // The swimmer signs in and meets the policy instead of the portal, even by typing another address.
  const context = await browser.newContext({ baseURL: BASE_URL, locale: "ro-RO" });
  await context.addInitScript(() => window.localStorage.setItem("cookieConsent", "accepted"));
  const swimmerPage = await context.newPage();
  await loginAs(swimmerPage, "swimmer");
  await swimmerPage.goto("/swimmer");
  const title = swimmerPage.getByRole("heading", { name: "Politica de confidențialitate s-a schimbat" });
  await expect(title).toBeVisible();
  await expect(
    swimmerPage.getByRole("region", { name: "Politica de confidențialitate, versiunea 2" }),
  ).toContainText("Am schimbat scopul prelucrării.");
  await expect(swimmerPage.getByRole("navigation")).toHaveCount(0);
  await swimmerPage.goto("/swimmer/profile");
  await expect(title).toBeVisible();
  await swimmerPage.goto("/swimmer/chat");
  await expect(title).toBeVisible();

  for (const width of [1280, 360]) {
    await swimmerPage.setViewportSize({ width, height: 900 });
    await expect(swimmerPage.getByText("Am schimbat scopul prelucrării.")).toBeVisible();
    await expectNoAxeViolations(swimmerPage);
    await swimmerPage.screenshot({ path: `test-results/e2e/gdpr-acceptance-${width}.png`, fullPage: true });
  }

  // Accepting needs the box ticked; keyboard only.
  await swimmerPage.goto("/swimmer");
  await expect(title).toBeVisible();
  const accept = swimmerPage.getByRole("button", { name: "Accept și continui" });
  // The button waits, disabled, for the policy's text: a disabled button takes no focus.
  await expect(accept).toBeEnabled();
  await accept.focus();
  await expect(accept).toBeFocused();
  await swimmerPage.keyboard.press("Enter");
  await expect(swimmerPage.getByText("Bifați caseta pentru a confirma")).toBeVisible();
  await swimmerPage
    .getByRole("checkbox", { name: "Am citit și accept politica de confidențialitate" })
    .focus();
  await swimmerPage.keyboard.press("Space");
  await accept.focus();
  await swimmerPage.keyboard.press("Enter");
  await expect(title).toBeHidden();
  await expect(swimmerPage).toHaveURL(/\/swimmer$/);
  await expect(swimmerPage.getByRole("navigation", { name: "Navigare principală" })).toBeVisible();
  await swimmerPage.goto("/swimmer/profile");
  await expect(swimmerPage.getByRole("navigation", { name: "Navigare principală" })).toBeVisible();
  await expect(title).toHaveCount(0);
  await context.close();

  // The acceptance is in the consents register, for version 2.
  await page.getByRole("checkbox", { name: "Am citit și accept politica de confidențialitate" }).check();
  await page.getByRole("button", { name: "Accept și continui" }).click();
  await expect(
    page.getByRole("heading", { name: "Versiunile politicii de confidențialitate" }),
  ).toBeVisible();
  await page.goto(`/admin/consimtamant?q=${encodeURIComponent(swimmer.lastName)}`);
  const consent = page.getByRole("row").filter({ hasText: `${swimmer.firstName} ${swimmer.lastName}` });
  await expect(consent.first()).toContainText("v2");
});
