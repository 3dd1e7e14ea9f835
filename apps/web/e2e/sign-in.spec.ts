import { createFreshAccount } from "./accounts";
import { DEMO_PASSWORD, demoAccount, expect, expectNoAxeViolations, ROLES, test } from "./fixtures";

const HOME = { admin: "/admin", coach: "/coach", swimmer: "/swimmer", user: "/account" } as const;

for (const role of ROLES) {
  test(`[${role.toUpperCase()}][AUTH] signs in through the form, lands on their own area and signs out`, async ({
    page,
  }) => {
    const account = demoAccount(role);
    await page.goto("/login");
    await page.getByLabel("Nume de utilizator", { exact: true }).fill(account.username);
    await page.getByLabel("Parolă", { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Conectare" }).click();
    await expect(page).toHaveURL(new RegExp(`${HOME[role]}$`));
    await expect(page.getByTestId("signed-in-name")).toContainText(account.firstName);
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Meniul contului" }).click();
    await page.getByRole("menuitem", { name: "Deconectare" }).click();
    await expect(page).toHaveURL(/\/login/);
    await page.goto(HOME[role]);
    await expect(page).toHaveURL(/\/login/);
  });
}

test("[VISITOR][AUTH] the sign-in page passes axe and hides the public navigation", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByRole("heading", { name: "Autentificare" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Navigare site" })).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("[SWIMMER][AUTH] a wrong password shows attempts as current/max and the tries left, then locks", async ({
  page,
  baseURL,
}) => {
  const account = await createFreshAccount(baseURL!, "swimmer");
  await page.goto("/login");
  const username = page.getByLabel("Nume de utilizator", { exact: true });
  const password = page.getByLabel("Parolă", { exact: true });
  const submit = page.getByRole("button", { name: "Conectare" });

  await username.fill(account.username);
  await password.fill("Gresit123");
  await submit.click();
  await expect(page.getByTestId("login-attempts")).toContainText("1/5");
  await expect(page.getByTestId("login-remaining")).toContainText("4");

  await password.fill("Gresit456");
  await submit.click();
  await expect(page.getByTestId("login-attempts")).toContainText("2/5");
  await expect(page.getByTestId("login-remaining")).toContainText("3");

  for (let i = 0; i < 3; i++) {
    await password.fill(`Gresit${i}x`);
    await submit.click();
    await expect(page.getByTestId("login-attempts")).toContainText(`${3 + i}/5`);
  }
  await expect(page.getByTestId("login-error")).toHaveAttribute("data-kind", "locked");

  // Even the right password is refused while the account is locked.
  await password.fill(account.password);
  await submit.click();
  await expect(page.getByTestId("login-error")).toHaveAttribute("data-kind", "locked");
  await expect(page).toHaveURL(/\/login/);
});

test("[COACH][AUTH] an area opened before signing in is reached right after signing in", async ({ page }) => {
  await page.goto("/coach/settings");
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel("Nume de utilizator", { exact: true }).fill("coach");
  await page.getByLabel("Parolă", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Conectare" }).click();
  await expect(page).toHaveURL(/\/coach\/settings$/);
});

test("[SWIMMER][AUTH] another role's area sends the swimmer back to their own", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Nume de utilizator", { exact: true }).fill("swimmer");
  await page.getByLabel("Parolă", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Conectare" }).click();
  await expect(page).toHaveURL(/\/swimmer$/);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/swimmer$/);
});

test("[VISITOR][ROUTES] an unknown address shows a real 404 page", async ({ page }) => {
  await page.goto("/nu-exista-aceasta-pagina");
  await expect(page.getByRole("heading", { name: "Pagina nu a fost găsită" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Înapoi la pagina principală" }).click();
  await expect(page).toHaveURL(/\/$/);
});
