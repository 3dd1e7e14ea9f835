import { expect, expectNoAxeViolations, test } from "./fixtures";

test("[VISITOR][I18N] Romanian by default; English chosen once stays after a reload", async ({ page }) => {
  await page.goto("/login");
  await expect(page.locator("html")).toHaveAttribute("lang", "ro");
  await expect(page.getByRole("heading", { name: "Autentificare" })).toBeVisible();

  await page.getByRole("group", { name: "Limba" }).getByRole("button", { name: "EN" }).click();
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");

  await page.reload();
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await expect(page.getByLabel("Username", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // Server messages follow the chosen language too.
  await page.getByLabel("Username", { exact: true }).fill("nobody_here");
  await page.getByLabel("Password", { exact: true }).fill("Whatever123");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByTestId("login-error")).toContainText(/wrong username or password/i);

  await page.getByRole("group", { name: "Language" }).getByRole("button", { name: "RO" }).click();
  await expect(page.getByRole("heading", { name: "Autentificare" })).toBeVisible();
});
