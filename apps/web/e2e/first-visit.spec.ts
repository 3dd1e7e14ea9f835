import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test, useLanguage } from "./fixtures";

/*
 * Issue 15 "First visit": a new visitor (nothing stored) sees the public page behind the cookie prompt, inert
 * and dimmed; crawlers and browsers without JavaScript get the page's text in the HTML itself.
 */

test.use({ cookieConsent: null });

const HOME_TITLE = "Învață să înoți cu încredere";

/** The element that holds the page while the prompt waits (CookieGate). */
const pageBehind = (page: Page) => page.locator("[data-consent-pending]");

test("[VISITOR][FIRST-VISIT] without JavaScript the public pages still show their heading and text", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/contact");
  await expect(page.getByRole("heading", { level: 1, name: "Contact" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Instructorii noștri" })).toBeVisible();
  await expect(page.getByRole("link", { name: "+40 230 541 234" }).first()).toHaveAttribute(
    "href",
    "tel:+40230541234",
  );
  await page.goto("/evenimente");
  await expect(page.getByRole("heading", { level: 1, name: "Evenimente și anunțuri" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
  await context.close();
});

test("[VISITOR][FIRST-VISIT] the cookie question comes with the page itself, and answers before the app has drawn", async ({
  browser,
  page,
}) => {
  // In the HTML: a browser without JavaScript shows it over the page's text, its buttons waiting for the app.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto("/inscriere");
  const question = plain.getByRole("dialog", { name: "Folosim cookie-uri esențiale" });
  await expect(question).toBeVisible();
  await expect(question).toContainText("Vă păstrăm alegerea 12 luni");
  await expect(question.getByRole("button", { name: "Accept", exact: true })).toBeDisabled();
  await expect(plain.getByRole("heading", { level: 1, name: "Înscriere la cursuri" })).toBeAttached();
  await noScript.close();

  // With the app's own prompt held back, the server's copy takes the answer, and the page becomes usable.
  let releasePrompt = () => {};
  const promptHeld = new Promise<void>((resolve) => {
    releasePrompt = resolve;
  });
  await page.route(/\/assets\/ConsentPrompt-[^/]*\.js$/, async (route) => {
    await promptHeld;
    await route.continue();
  });
  await page.goto("/contact");
  await expect(page.locator("h1", { hasText: "Contact" })).toBeVisible();
  const copy = page.locator("#consent-prompt");
  await expect(copy.getByRole("button", { name: "Accept", exact: true })).toBeEnabled();
  await copy.getByRole("button", { name: "Accept", exact: true }).click();
  await expect(copy).toHaveCount(0);
  releasePrompt();
  await expect(pageBehind(page)).toHaveCount(0);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1, name: "Contact" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("cookieConsent"))).toBe("accepted");
});

test("[VISITOR][FIRST-VISIT] the home page shows behind the prompt, inert, until the visitor accepts", async ({
  page,
  context,
}) => {
  await page.goto("/");
  const prompt = page.getByRole("dialog", { name: "Folosim cookie-uri esențiale" });
  await expect(prompt).toBeVisible();
  const accept = prompt.getByRole("button", { name: "Accept", exact: true });
  await expect(accept).toBeFocused();

  // The page is there to see (the server's text: the app starts on the answer), but out of reach.
  const behind = page.locator("[data-prerendered]");
  await expect(behind.locator("h1", { hasText: HOME_TITLE })).toBeVisible();
  await expect(behind).toHaveAttribute("inert", "");
  const register = behind.getByRole("link", { name: "Începe înscrierea", includeHidden: true });
  expect(
    await register.evaluate((link: HTMLElement) => {
      link.focus();
      return document.activeElement === link;
    }),
  ).toBe(false);
  // Round the prompt's buttons both ways, never onto the page.
  for (const key of ["Tab", "Tab", "Tab", "Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab"]) {
    await page.keyboard.press(key);
    expect(await prompt.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }
  const box = (await behind.getByRole("link", { name: "Contact", exact: true }).boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(prompt).toBeVisible();
  expect(new URL(page.url()).pathname).toBe("/");
  // Nothing has set a cookie before the visitor accepted.
  expect(await context.cookies()).toEqual([]);

  await expectNoAxeViolations(page);

  await accept.click();
  await expect(prompt).toBeHidden();
  await expect(page.getByRole("heading", { level: 1, name: HOME_TITLE })).toBeVisible();
  // The app has taken over: its own hero, reachable.
  await expect(page.locator("h1#hero-title")).toBeVisible();
  await expect(pageBehind(page)).toHaveCount(0);
  await page.getByRole("link", { name: "Înscrie-te la un curs" }).focus();
  await expect(page.getByRole("link", { name: "Înscrie-te la un curs" })).toBeFocused();
  await page.getByRole("link", { name: "Contact", exact: true }).first().click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole("heading", { level: 1, name: "Contact" })).toBeVisible();
});

test("[VISITOR][FIRST-VISIT] the prompt's language button starts the app in that language, the page behind it", async ({
  page,
}) => {
  await page.goto("/contact");
  await page
    .getByRole("dialog", { name: "Folosim cookie-uri esențiale" })
    .getByRole("button", { name: "EN" })
    .click();
  await expect(page.getByRole("dialog", { name: "We use essential cookies" })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(1);
  await expect(page.locator("h1", { hasText: "Contact" })).toBeVisible();
  await expect(pageBehind(page)).toHaveAttribute("inert", "");
  await page.getByRole("button", { name: "Accept", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Contact" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Our instructors" })).toBeVisible();
});

test("[VISITOR][FIRST-VISIT] in English the page behind and the prompt speak English", async ({ page }) => {
  await useLanguage(page, "en");
  await page.goto("/evenimente");
  await expect(page.getByRole("dialog", { name: "We use essential cookies" })).toBeVisible();
  await expect(page.locator("h1", { hasText: "Events and announcements" })).toBeVisible();
  await expect(pageBehind(page)).toHaveAttribute("inert", "");
});

test("[VISITOR][FIRST-VISIT] rejecting still blocks the whole site with 'Acces Restricționat'", async ({
  page,
}) => {
  await page.goto("/evenimente");
  await expect(page.locator("h1", { hasText: "Evenimente și anunțuri" })).toBeVisible();
  await page.getByRole("button", { name: "Refuz și părăsesc" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Acces Restricționat" })).toBeVisible();
  await expect(page.locator("h1", { hasText: "Evenimente și anunțuri" })).toHaveCount(0);
  await expect(pageBehind(page)).toHaveCount(0);
});
