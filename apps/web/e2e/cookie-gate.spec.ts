import { COOKIE_CONSENT_KEY, expect, expectNoAxeViolations, test } from "./fixtures";

test.use({ cookieConsent: null });

const storedConsent = (page: import("@playwright/test").Page) =>
  page.evaluate((key) => window.localStorage.getItem(key), COOKIE_CONSENT_KEY);

test("[VISITOR][COOKIES] no choice yet asks for consent; accepting lets the site run and is remembered", async ({
  page,
}) => {
  await page.goto("/");
  const prompt = page.getByRole("dialog", { name: "Folosim cookie-uri esențiale" });
  await expect(prompt).toBeVisible();
  await expectNoAxeViolations(page);
  await prompt.getByRole("button", { name: "Accept", exact: true }).click();
  await expect(prompt).toBeHidden();
  expect(await storedConsent(page)).toBe("accepted");
  await page.reload();
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("[VISITOR][COOKIES] rejecting blocks the whole site until the visitor tries again", async ({ page }) => {
  await page.goto("/contact");
  await page.getByRole("button", { name: "Refuz și părăsesc" }).click();
  await expect(page.getByRole("heading", { name: "Acces Restricționat" })).toBeVisible();
  expect(await storedConsent(page)).toBe("rejected");
  await expectNoAxeViolations(page);

  // Every page stays blocked, also after a reload.
  await page.goto("/login");
  await expect(page.getByRole("heading", { name: "Acces Restricționat" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Nume de utilizator" })).toHaveCount(0);

  await page.getByRole("button", { name: "Încerc Din Nou" }).click();
  expect(await storedConsent(page)).toBeNull();
  await expect(page.getByRole("dialog", { name: "Folosim cookie-uri esențiale" })).toBeVisible();
  await page.getByRole("button", { name: "Accept", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Autentificare" })).toBeVisible();
});
