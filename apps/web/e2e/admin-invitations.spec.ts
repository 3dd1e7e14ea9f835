import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { inviteByMail } from "./accounts";
import { demoAccount, expect, expectNoAxeViolations, loginAs, readLatestMail, test } from "./fixtures";

/*
 * Pending invitations on /admin/users?tab=accounts: an invitation stays in view until it is accepted, and the
 * admin can resend it (a new link; the old one stops working) or withdraw it (its link stops working).
 */

const pendingSection = (page: Page) => page.getByRole("region", { name: "Invitații în așteptare" });

/** The path and query of a mailed link, to open on the server under test. */
const local = (link: string) => new URL(link).pathname + new URL(link).search;

async function registerLink(mailTo: string, after: number): Promise<string> {
  const mail = await readLatestMail(mailTo, { after });
  const link = mail.links.find((l) => l.includes("/register?token="));
  expect(link, `links in the mail: ${mail.links.join(", ")}`).toBeTruthy();
  return link!;
}

test("[ADMIN][INVITE] invites a coach, sees it pending, resends it, withdraws it, and both mailed links are then invalid", async ({
  page,
}) => {
  const email = `antrenor.${randomBytes(3).toString("hex")}@example.ro`;
  const admin = demoAccount("admin");
  await loginAs(page, "admin");
  await page.goto("/admin/users?tab=accounts");

  const sentAt = Date.now() - 1000;
  await page.getByRole("button", { name: "Invită un cont" }).click();
  const form = page.getByRole("dialog", { name: "Invitație pentru un cont nou" });
  await form.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await form.getByRole("textbox", { name: "Prenume", exact: true }).fill("Irina");
  await form.getByRole("textbox", { name: "Nume", exact: true }).fill("Țăranu");
  await form.getByRole("button", { name: "Trimite invitația" }).click();
  await expect(page.getByText(`Invitația a fost trimisă la ${email}.`)).toBeVisible();

  const card = pendingSection(page).getByRole("listitem").filter({ hasText: email });
  await expect(card).toContainText("Irina Țăranu");
  await expect(card).toContainText("Antrenor");
  await expect(card).toContainText(`de ${admin.firstName} ${admin.lastName}`);
  await expect(card).toContainText("Linkul expiră pe");
  const firstLink = await registerLink(email, sentAt);

  await card.getByRole("button", { name: "Retrimite invitația pentru Irina Țăranu" }).click();
  await expect(
    page.getByText(/Invitația a fost retrimisă la .* Linkul vechi nu mai funcționează\./),
  ).toBeVisible();
  // The newest mail to the address, once the dispatcher has written the resent one.
  await expect.poll(() => registerLink(email, sentAt), { timeout: 15_000 }).not.toBe(firstLink);
  const secondLink = await registerLink(email, sentAt);

  await card.getByRole("button", { name: "Retrage invitația pentru Irina Țăranu" }).click();
  const confirm = page.getByRole("dialog", { name: "Confirmare" });
  await expect(confirm).toContainText(`Retrageți invitația trimisă lui Irina Țăranu la ${email}?`);
  await confirm.getByRole("button", { name: "Retrage invitația" }).click();
  await expect(page.getByText(`Invitația pentru ${email} a fost retrasă.`)).toBeVisible();
  await expect(pendingSection(page).getByRole("listitem").filter({ hasText: email })).toHaveCount(0);

  for (const link of [firstLink, secondLink]) {
    await page.goto(local(link));
    await expect(page.getByRole("heading", { name: "Link de invitație invalid" })).toBeVisible();
  }
});

test("[ADMIN][INVITE] the pending invitations have no axe violations at 1280 and 360 px", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const email = `admin.nou.${randomBytes(3).toString("hex")}@example.ro`;
  await inviteByMail(baseURL!, { email, role: "admin", firstName: "Ștefan", lastName: "Bălănescu" });
  await loginAs(page, "admin");
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/admin/users?tab=accounts");
    const card = pendingSection(page).getByRole("listitem").filter({ hasText: email });
    await expect(card).toContainText("Administrator");
    await card.scrollIntoViewIfNeeded();
    await expectNoAxeViolations(page);
    await pendingSection(page).screenshot({ path: `test-results/e2e/admin-invitations-${width}.png` });

    await card.getByRole("button", { name: "Retrage invitația pentru Ștefan Bălănescu" }).click();
    await expect(page.getByRole("dialog", { name: "Confirmare" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Anulează" }).click();
    await expect(page.getByRole("dialog", { name: "Confirmare" })).toHaveCount(0);
  }
});
