import { randomBytes } from "node:crypto";
import { createFreshAccount, inviteByMail } from "./accounts";
import { expect, expectNoAxeViolations, readLatestMail, test } from "./fixtures";

test("[ADMIN→SWIMMER][INVITE] an invited swimmer creates the account from the mailed link and signs in", async ({
  page,
  baseURL,
}) => {
  const suffix = randomBytes(3).toString("hex");
  const email = `invitat.${suffix}@example.ro`;
  const link = await inviteByMail(baseURL!, {
    email,
    role: "swimmer",
    firstName: "Ioana",
    lastName: "Mureșan",
  });

  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByTestId("invitation-email")).toHaveText(email);
  await expectNoAxeViolations(page);

  const username = `ioana_${suffix}`;
  await page.getByLabel("Nume de utilizator", { exact: true }).fill(username);
  await page.getByLabel("Parolă nouă", { exact: true }).fill("Apa2026Rece");
  await page.getByLabel("Confirmă parola", { exact: true }).fill("Apa2026Rece");
  await page.getByRole("button", { name: "Creează contul" }).click();

  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByTestId("login-notice")).toContainText("Contul a fost creat");
  await page.getByLabel("Parolă", { exact: true }).fill("Apa2026Rece");
  if (!(await page.getByLabel("Nume de utilizator", { exact: true }).inputValue())) {
    await page.getByLabel("Nume de utilizator", { exact: true }).fill(username);
  }
  await page.getByRole("button", { name: "Conectare" }).click();
  await expect(page).toHaveURL(/\/swimmer$/);
  await expect(page.getByTestId("signed-in-name")).toContainText("Ioana");

  // The link is single use.
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole("heading", { name: "Link de invitație invalid" })).toBeVisible();
});

test("[VISITOR][INVITE] a made-up invitation link shows the invalid state", async ({ page }) => {
  await page.goto("/register?token=acesta-nu-este-un-token");
  await expect(page.getByRole("heading", { name: "Link de invitație invalid" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("[SWIMMER][RESET] forgot password → mail from the outbox → new password → sign in", async ({
  page,
  baseURL,
}) => {
  const account = await createFreshAccount(baseURL!, "swimmer");
  await page.goto("/login");
  await page.getByRole("link", { name: "Ați uitat parola?" }).click();
  await expect(page).toHaveURL(/\/forgot-password/);
  await expectNoAxeViolations(page);

  const sentAfter = Date.now() - 1000;
  await page.getByLabel("Email").fill(account.email);
  await page.getByRole("button", { name: "Trimite linkul" }).click();
  await expect(page.getByTestId("forgot-sent")).toBeVisible();

  const mail = await readLatestMail(account.email, { after: sentAfter });
  const link = mail.links.find((l) => l.includes("/reset-password?token="));
  expect(link).toBeTruthy();
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(page.getByRole("heading", { name: "Resetare parolă" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel("Parolă nouă", { exact: true }).fill("Resetat2026");
  await page.getByLabel("Confirmă parola", { exact: true }).fill("Resetat2026");
  await page.getByRole("button", { name: "Salvează parola nouă" }).click();
  await expect(page.getByTestId("reset-done")).toBeVisible();
  await expect(page).toHaveURL(/\/login/, { timeout: 10_000 });

  await page.getByLabel("Nume de utilizator", { exact: true }).fill(account.username);
  await page.getByLabel("Parolă", { exact: true }).fill("Resetat2026");
  await page.getByRole("button", { name: "Conectare" }).click();
  await expect(page).toHaveURL(/\/swimmer$/);

  // The same link cannot be used twice.
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(page.getByRole("heading", { name: "Link de resetare invalid" })).toBeVisible();
});

test("[VISITOR][RESET] forgot password answers the same for an unknown address", async ({ page }) => {
  await page.goto("/forgot-password");
  await page.getByLabel("Email").fill("nimeni@example.ro");
  await page.getByRole("button", { name: "Trimite linkul" }).click();
  await expect(page.getByTestId("forgot-sent")).toBeVisible();
});
