import { createFreshAccount } from "./accounts";
import { expect, expectNoAxeViolations, test } from "./fixtures";

async function signIn(page: import("@playwright/test").Page, username: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Nume de utilizator", { exact: true }).fill(username);
  await page.getByLabel("Parolă", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Conectare" }).click();
}

test("[SWIMMER][PROFILE] edits contact details, cancel restores them, and 'not set' shows for empty ones", async ({
  page,
  baseURL,
}) => {
  const account = await createFreshAccount(baseURL!, "swimmer");
  await signIn(page, account.username, account.password);
  await expect(page).toHaveURL(/\/swimmer$/);
  await page.goto("/swimmer/profile");

  await expect(page.getByTestId("profile-full-name")).toHaveText(`${account.firstName} ${account.lastName}`);
  await expect(page.getByTestId("profile-phone")).toHaveText("Nesetat");
  await expectNoAxeViolations(page);

  // Cancel throws away what was typed.
  await page.getByRole("button", { name: "Editează" }).click();
  await page.getByLabel("Telefon").fill("0722000111");
  await page.getByRole("button", { name: "Anulează" }).first().click();
  await expect(page.getByTestId("profile-phone")).toHaveText("Nesetat");

  // A bad email is refused with the translated rule, then a good edit is saved.
  await page.getByRole("button", { name: "Editează" }).click();
  await page.getByLabel("Email").fill("nu-e-email");
  await page.getByRole("button", { name: "Salvează" }).click();
  await expect(page.getByText("Adresa de email nu este validă.")).toBeVisible();
  await page.getByLabel("Email").fill(`nou.${account.email}`);
  await page.getByLabel("Telefon").fill("+40722000111");
  const newUsername = `${account.username}_x`;
  await page.getByLabel("Nume de utilizator").fill(newUsername);
  await page.getByRole("button", { name: "Salvează" }).click();
  await expect(page.getByTestId("profile-banner")).toBeVisible();
  await expect(page.getByTestId("profile-phone")).toHaveText("+40722000111");
  await expect(page.getByTestId("profile-email")).toHaveText(`nou.${account.email}`);
  await expect(page.getByTestId("profile-username")).toHaveText(newUsername);

  // What was saved is what the server keeps.
  await page.reload();
  await expect(page.getByTestId("profile-phone")).toHaveText("+40722000111");
});

test("[SWIMMER][PROFILE] changes the password with the live checklist and signs in with the new one", async ({
  page,
  baseURL,
}) => {
  const account = await createFreshAccount(baseURL!, "swimmer");
  await signIn(page, account.username, account.password);
  await expect(page).toHaveURL(/\/swimmer$/);
  await page.goto("/swimmer/profile");

  await page.getByRole("button", { name: "Schimbă parola" }).click();
  const save = page.getByRole("button", { name: "Salvează" });
  await page.getByLabel("Parola curentă", { exact: true }).fill(account.password);
  await page.getByLabel("Parolă nouă", { exact: true }).fill("scurt");
  await page.getByLabel("Confirmă parola nouă", { exact: true }).fill("scurt");
  await expect(save).toBeDisabled();
  await expect(page.locator('[data-rule="passwordMinLength"]')).toHaveAttribute("data-met", "false");
  await expect(page.locator('[data-rule="passwordLowercase"]')).toHaveAttribute("data-met", "true");
  await expectNoAxeViolations(page);

  await page.getByLabel("Parolă nouă", { exact: true }).fill("Bazin2027Nou");
  await page.getByLabel("Confirmă parola nouă", { exact: true }).fill("Bazin2027Nou");
  for (const rule of ["passwordMinLength", "passwordUppercase", "passwordLowercase", "passwordNumber"]) {
    await expect(page.locator(`[data-rule="${rule}"]`)).toHaveAttribute("data-met", "true");
  }
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByTestId("profile-banner")).toBeVisible();

  await page.getByRole("button", { name: "Meniul contului" }).click();
  await page.getByRole("menuitem", { name: "Deconectare" }).click();
  await signIn(page, account.username, account.password);
  await expect(page.getByTestId("login-error")).toBeVisible();
  await signIn(page, account.username, "Bazin2027Nou");
  await expect(page).toHaveURL(/\/swimmer$/);
});

test("[COACH][PROFILE] a coach sees their username read-only in settings", async ({ page }) => {
  await signIn(page, "coach", "Bazin2026!");
  await expect(page).toHaveURL(/\/coach$/);
  await page.goto("/coach/settings");
  await page.getByRole("button", { name: "Editează" }).click();
  await expect(page.getByLabel("Nume de utilizator")).toBeDisabled();
  await expectNoAxeViolations(page);
});
