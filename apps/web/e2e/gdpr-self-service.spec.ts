import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { createFreshAccount, type FreshAccount } from "./accounts";
import { COOKIE_CONSENT_KEY, expect, expectNoAxeViolations, loginAs, readLatestMail, test } from "./fixtures";

/*
 * GDPR self-service (issue 5; spec §1: requests answered within 30 days). A fresh member (never a demo account:
 * every spec shares one server) downloads their data and asks for deletion; the admin carries it out on
 * /admin/gdpr/requests; the member can no longer sign in.
 */

/** Signs the page's context in as a fresh account through the API, as the fixtures' `loginAs` does. */
async function signIn(page: Page, account: { username: string; password: string }) {
  await page.request.get("/api/csrf");
  const token = (await page.context().cookies()).find((c) => c.name === "XSRF-TOKEN")!.value;
  return page.request.post("/api/auth/login", {
    headers: { "X-XSRF-TOKEN": token },
    data: { username: account.username, password: account.password },
  });
}

test("[USER][GDPR] downloads their data, asks for deletion; the admin deletes the account; sign-in fails", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const member: FreshAccount = await createFreshAccount(baseURL!, "user");
  expect((await signIn(page, member)).ok()).toBe(true);
  await page.goto("/account");
  const section = page.getByRole("region", { name: "Datele dumneavoastră" });
  await expect(section).toBeVisible();

  const downloading = page.waitForEvent("download");
  await section.getByRole("button", { name: "Descărcați datele (JSON)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^datele-mele-\d{4}-\d{2}-\d{2}\.json$/);
  const text = await readFile((await download.path())!, "utf8");
  const data = JSON.parse(text);
  expect(data.account).toMatchObject({ username: member.username, email: member.email, role: "user" });
  expect(data.sessions.length).toBeGreaterThan(0);
  expect(text).not.toMatch(/passwordHash|tokenHash|argon2/);
  await expect(page.getByText("Datele au fost descărcate.")).toBeVisible();

  const sentAfter = Date.now() - 1000;
  await section.getByRole("button", { name: "Cereți ștergerea contului" }).click();
  const dialog = page.getByRole("dialog", { name: "Cereți ștergerea contului și a datelor?" });
  await dialog.getByRole("textbox", { name: "Motivul (opțional)" }).fill("Nu mai vin la bazin.");
  await dialog.getByRole("button", { name: "Trimiteți cererea" }).click();
  await expect(dialog).toBeHidden();
  await expect(section.getByTestId("deletion-status")).toContainText("Cerere de ștergere trimisă pe");
  await expect(section.getByRole("button", { name: "Retrageți cererea" })).toBeVisible();
  const mail = await readLatestMail(member.email, { after: sentAfter });
  expect(mail.subject).toBe("Am primit cererea de ștergere a contului");
  expect(mail.text).toContain("în cel mult 30 de zile");

  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(section.getByTestId("deletion-status")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `test-results/e2e/gdpr-account-${width}.png`, fullPage: true });
  }

  // The admin works in a browser of their own, past the cookie gate like every spec's page.
  const adminContext = await browser.newContext({ baseURL });
  await adminContext.addInitScript(([key]) => window.localStorage.setItem(key, "accepted"), [
    COOKIE_CONSENT_KEY,
  ] as const);
  const admin = await adminContext.newPage();
  await loginAs(admin, "admin");
  await admin.goto("/admin");
  await admin.getByRole("link", { name: "Cereri de ștergere" }).click();
  await expect(admin).toHaveURL(/\/admin\/gdpr\/requests$/);
  await expect(admin.getByRole("heading", { name: "Cereri de ștergere a datelor" })).toBeVisible();
  const row = admin.getByRole("row").filter({ hasText: member.email });
  await expect(row).toContainText("Nu mai vin la bazin.");
  await expect(row).toContainText("30 de zile rămase");
  for (const width of [1280, 360]) {
    await admin.setViewportSize({ width, height: 900 });
    if (width === 1280) {
      await expect(row).toBeVisible();
    } else {
      // A phone gets a card per request: the deadline and both answers on screen, no table to scroll sideways.
      const card = admin
        .getByRole("list", { name: "Cereri de ștergere" })
        .getByRole("listitem")
        .filter({ hasText: member.email });
      await expect(card).toContainText("30 de zile rămase");
      await expect(card).toContainText("Nu mai vin la bazin.");
      await expect(
        card.getByRole("button", { name: "Ștergeți contul și datele lui Ștefan Țăranu" }),
      ).toBeInViewport();
      await expect(
        card.getByRole("button", { name: "Respingeți cererea lui Ștefan Țăranu" }),
      ).toBeInViewport();
      await expect(admin.getByRole("table")).toHaveCount(0);
    }
    await expectNoAxeViolations(admin);
    await admin.screenshot({ path: `test-results/e2e/gdpr-requests-${width}.png`, fullPage: true });
  }
  await admin.setViewportSize({ width: 1280, height: 900 });

  await row.getByRole("button", { name: "Ștergeți contul și datele lui Ștefan Țăranu" }).click();
  const confirm = admin.getByRole("dialog", { name: "Ștergeți contul și datele?" });
  await expect(confirm).toContainText("Ștefan Țăranu");
  await expectNoAxeViolations(admin);
  const completedAfter = Date.now() - 500;
  await confirm.getByRole("button", { name: "Ștergeți definitiv" }).click();
  await expect(confirm).toBeHidden();
  await expect(admin.getByText("Contul și datele au fost șterse.")).toBeVisible();
  await expect(row).toHaveCount(0);

  await admin
    .getByRole("textbox", { name: "Stare" })
    .or(admin.getByRole("combobox", { name: "Stare" }))
    .click();
  await admin.getByRole("option", { name: "Finalizată" }).click();
  await expect(admin).toHaveURL(/\?status=completed$/);
  await expect(admin.getByRole("row").filter({ hasText: "Cont șters" }).first()).toBeVisible();

  await admin.goto("/admin/audit?action=deletion.complete");
  await expect(admin.getByRole("table", { name: "Jurnalul de audit" }).getByRole("row").nth(1)).toContainText(
    "Cont și date șterse la cerere",
  );
  await expect(
    admin.getByRole("textbox", { name: "Acțiune" }).or(admin.getByRole("combobox", { name: "Acțiune" })),
  ).toHaveValue("Cont și date șterse la cerere");
  await admin.getByRole("searchbox", { name: "Cine" }).fill("Popescu");
  await expect(admin).toHaveURL(/actor=Popescu/);
  await expect(admin).toHaveURL(/action=deletion\.complete/);
  await admin.getByRole("searchbox", { name: "Cine" }).fill("Nimeni Altcineva");
  await expect(admin.getByText("Nicio acțiune nu corespunde filtrelor.")).toBeVisible();
  await admin.getByRole("button", { name: "Ștergeți filtrele" }).click();
  await expect(admin).toHaveURL(/\/admin\/audit$/);
  await admin.goto("/admin/audit?action=deletion.complete");
  for (const width of [1280, 360]) {
    await admin.setViewportSize({ width, height: 900 });
    await expect(
      admin.getByRole(width === 1280 ? "table" : "list", { name: "Jurnalul de audit" }),
    ).toContainText("Cont și date șterse la cerere");
    await expectNoAxeViolations(admin);
    await admin.screenshot({ path: `test-results/e2e/gdpr-audit-${width}.png`, fullPage: true });
  }
  await adminContext.close();

  // The member's session went with the account, and their password no longer opens anything.
  await page.reload();
  await expect(page).toHaveURL(/\/login/);
  const again = await signIn(page, member);
  expect(again.status()).toBe(401);
  const deleted = await readLatestMail(member.email, { after: completedAfter });
  expect(deleted.subject).toBe("Contul și datele dumneavoastră au fost șterse");
});
