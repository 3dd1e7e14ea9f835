import { expect, expectNoAxeViolations, loginAs, readLatestMail, test } from "./fixtures";

/*
 * A registration's renewal on request (issue 16): the demo club's registration ending within 7 days (Elena
 * Dobrescu, English) is mailed a renewal link by the daily job the server runs at start. The registrant opens it
 * on a phone and asks; with the club's automatic renewal off (the default) the admins see the request.
 */

test.use({ viewport: { width: 360, height: 740 } });

test("[REGISTRANT][RENEWAL] the expiry mail's link asks for a renewal, and the admin sees the request", async ({
  page,
}) => {
  const mail = await readLatestMail("elena.dobrescu@example.com");
  expect(mail.subject).toContain("Elena Dobrescu's registration expires on");
  const link = mail.links.find((l) => l.includes("/reinnoire?token="));
  expect(link, mail.text).toBeDefined();
  const url = new URL(link!);

  await page.goto(url.pathname + url.search);
  await expect(page.getByRole("heading", { level: 1, name: "Reînnoirea înscrierii" })).toBeVisible();
  await expect(page.getByText(/Înscrierea lui Elena Dobrescu este activă până pe/)).toBeVisible();
  await expectNoAxeViolations(page);
  // Nothing sticks out of a 360 px screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await page.getByRole("button", { name: "Cer reînnoirea" }).click();
  await expect(page.getByTestId("renewal-done")).toContainText("Cererea a fost trimisă");
  await expectNoAxeViolations(page);

  // The link was single use.
  await page.goto(url.pathname + url.search);
  await expect(page.getByRole("alert")).toContainText("Link invalid");
  await expectNoAxeViolations(page);

  await loginAs(page, "admin");
  await page.goto("/admin/users?renewalRequested=true");
  const card = page.getByText("Elena Dobrescu", { exact: true }).first();
  await expect(card).toBeVisible();
  await expect(page.getByText("Reînnoire cerută", { exact: true }).first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test("[ADMIN][CLUB] the club screen turns the automatic renewal on request on and off", async ({ page }) => {
  await loginAs(page, "admin");
  await page.goto("/admin/club");
  const toggle = page.getByRole("switch", { name: "Reînnoire automată la cerere" });
  await expect(toggle).not.toBeChecked();
  await expectNoAxeViolations(page);

  await toggle.click({ force: true });
  await expect(page.getByText("Reînnoirea automată a fost pornită.")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("switch", { name: "Reînnoire automată la cerere" })).toBeChecked();

  // Back to the default, which the other journeys expect.
  await page.getByRole("switch", { name: "Reînnoire automată la cerere" }).click({ force: true });
  await expect(page.getByText("Reînnoirea automată a fost oprită.")).toBeVisible();
});
