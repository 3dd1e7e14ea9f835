import { addDays, localDate } from "@bazin/shared/domain/club";
import { expect, expectNoAxeViolations, loginAs, readLatestMail, test } from "./fixtures";
import { PDF, registerThroughApi } from "./registrations";

/*
 * A registrant's rights without an account (issue 16) on a 360 px phone: the public form mails a one-time link,
 * the link's page shows the registration and lets its owner download the data, withdraw the medical-data
 * consent, send a new certificate and ask for deletion. axe-core on each screen.
 */

test.use({ viewport: { width: 360, height: 740 } });

/** The issue date typed the way the field shows it (day.month.year). */
function typed(day: string): string {
  const [y, m, d] = day.split("-");
  return `${d}.${m}.${y}`;
}

test("[REGISTRANT][ACCESS] the mailed link opens the registration's data, with every right on a phone", async ({
  page,
  baseURL,
}) => {
  // Every right in one journey, with axe on five states: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const email = `fara.cont.${Date.now()}@example.ro`;
  await registerThroughApi(baseURL!, "Irina Fărăcont", undefined, email);

  await page.goto("/datele-mele");
  await expect(page.getByRole("heading", { level: 1, name: "Datele înscrierii mele" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel("Adresa de e-mail a înscrierii").fill(email);
  const askedAt = Date.now();
  await page.getByRole("button", { name: "Trimite linkul" }).click();
  await expect(page.getByTestId("registrant-sent")).toContainText(
    "Dacă o înscriere folosește această adresă",
  );
  await expectNoAxeViolations(page);

  const mail = await readLatestMail(email, { after: askedAt });
  expect(mail.subject).toBe("Linkul către datele înscrierii dumneavoastră");
  const link = mail.links.find((l) => l.includes("/datele-mele/link?token="));
  expect(link, mail.text).toBeDefined();
  const url = new URL(link!);

  await page.goto(url.pathname + url.search);
  await expect(page.getByRole("heading", { level: 2, name: "Înscrierile" })).toBeVisible();
  const card = page.getByRole("article", { name: "Irina Fărăcont" });
  await expect(card).toContainText("Activă");
  await expect(card).toContainText("Valabilă");
  // The spent token left the address bar: a reload goes on with the session.
  await expect(page).toHaveURL(/\/datele-mele\/link$/);
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Descarcă datele mele" }).click();
  expect((await downloading).suggestedFilename()).toMatch(/^datele-mele-\d{4}-\d{2}-\d{2}\.json$/);

  await card.getByRole("button", { name: "Retrage consimțământul pentru datele medicale" }).click();
  const dialog = page.getByRole("dialog", { name: "Retrageți consimțământul pentru datele medicale?" });
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Retrage consimțământul" }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText("Consimțământ retras");

  await card.getByRole("button", { name: "Trimite o adeverință nouă" }).click();
  await card.getByLabel("Fișierul adeverinței").setInputFiles({
    name: "adeverinta-noua.pdf",
    mimeType: "application/pdf",
    buffer: PDF,
  });
  await expect(card.getByText("Fișier încărcat")).toBeVisible();
  await card.getByLabel("Data emiterii adeverinței").fill(typed(addDays(localDate(), -3)));
  await card.getByLabel("Data emiterii adeverinței").press("Tab");
  await expectNoAxeViolations(page);
  await card.getByRole("button", { name: "Trimite adeverința" }).click();
  await expect(card).toContainText("Valabilă");
  await expect(card.getByRole("button", { name: /Adeverința medicală/ })).toBeVisible();

  await page.getByLabel("Motivul (opțional)").fill("Ne mutăm în alt oraș.");
  await page.getByRole("button", { name: "Cere ștergerea datelor" }).click();
  const confirm = page.getByRole("dialog", { name: "Cereți ștergerea datelor?" });
  await confirm.getByRole("button", { name: "Trimite cererea" }).click();
  await expect(page.getByTestId("registrant-deletion-pending")).toContainText("așteaptă răspunsul clubului");
  await expectNoAxeViolations(page);

  // The link was single use: without this tab's session (another browser, say) it asks for a new one.
  await page.evaluate(() => sessionStorage.clear());
  await page.goto(url.pathname + url.search);
  await expect(page.getByTestId("registrant-link-invalid")).toContainText("a fost deja folosit");
  await expect(page.getByRole("link", { name: "Cere un link nou" })).toBeVisible();
  await expectNoAxeViolations(page);

  // The admins see the request next to the account holders', named by its address.
  await loginAs(page, "admin");
  await page.goto("/admin/gdpr/requests");
  await expect(page.getByText(email).first()).toBeVisible();
  await expect(page.getByText("Înscriere fără cont").first()).toBeVisible();
  await expectNoAxeViolations(page);
});
