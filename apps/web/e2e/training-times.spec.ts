import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, loginAs, readLatestMail, test } from "./fixtures";

/*
 * Issue 12's journey: an admin makes a student an advanced swimmer (the account invitation lands in the outbox),
 * records three times of which one is a personal best, the student creates the account from the mail, signs in
 * and sees the PB and the progression; and a coach queries the club records by gender and age group.
 */

interface Candidate {
  id: string;
  fullName: string;
  email: string;
  hasAccount: boolean;
  gender: "F" | "M" | null;
}

/** A demo student with no profile, no account and no times yet (a retried test takes the next one). */
async function freshCandidate(page: Page): Promise<Candidate> {
  const res = await page.request.get("/api/advanced-swimmers/candidates");
  expect(res.ok()).toBe(true);
  const { items } = (await res.json()) as { items: Candidate[] };
  for (const candidate of items.filter((c) => !c.hasAccount)) {
    const times = await page.request.get(`/api/swim-times?studentId=${candidate.id}&pageSize=1`);
    if (((await times.json()) as { total: number }).total === 0) return candidate;
  }
  throw new Error("no demo student without profile, account and times");
}

test("[ADMIN→SWIMMER][TIMES] an admin creates an advanced swimmer, records three times (one a PB), and the swimmer sees the PB and the chart", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await loginAs(page, "admin");
  const student = await freshCandidate(page);
  const invitedAt = Date.now() - 1000;

  await page.goto("/admin/advanced-swimmers/create");
  await expect(page.getByRole("heading", { level: 1, name: "Înotător avansat nou" })).toBeVisible();
  const picker = page.getByRole("combobox", { name: "Cursant" });
  await picker.fill(student.fullName.split(" ")[0]!);
  await page.getByRole("option", { name: student.fullName }).click();
  // Records need the gender: the form asks for it when the registration does not say.
  if (!student.gender) await page.getByRole("radio", { name: "Masculin" }).check();
  await page.getByRole("textbox", { name: "Puls de repaus" }).fill("62");
  await page.getByRole("button", { name: "Creați înotătorul" }).click();

  await expect(page).toHaveURL(new RegExp(`/admin/advanced-swimmers/${student.id}/details$`));
  await expect(page.getByText(`Am trimis o invitație pe email la ${student.email}`)).toBeVisible();
  const mail = await readLatestMail(student.email, { after: invitedAt });
  const link = mail.links.find((l) => l.includes("/register?token="));
  expect(link, mail.links.join(", ")).toBeTruthy();

  // Three 50 m freestyle times at one meet, the first the fastest: only it is a personal best.
  await page.goto(`/admin/swimming-times/create?student=${student.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Adăugați timpi" })).toBeVisible();
  const rows = page.getByRole("group", { name: /Timpul \d/ });
  for (const [i, time] of ["38.20", "39.05", "39.90"].entries()) {
    const row = rows.nth(i);
    if (i === 0) {
      await row.getByRole("combobox", { name: "Proba" }).fill("50 m liber");
      await page.getByRole("option", { name: "50 m liber" }).click();
      await row.getByRole("textbox", { name: "Competiție" }).fill("Cupa Toamnei – Câmpulung");
    }
    await row.getByRole("textbox", { name: "Timp" }).fill(time);
    if (i < 2) await row.getByRole("textbox", { name: "Timp" }).press("Enter");
  }
  await expect(rows).toHaveCount(3);
  // The form compares each row with what is above it: only the first is a new best.
  await expect(rows.nth(0)).toContainText("Primul timp la această probă");
  await expect(rows.nth(1)).toContainText("RP 38.20 (+0.85)");
  await page.getByRole("button", { name: "Salvați timpii" }).click();
  await expect(page.getByText(/Au fost salvați 3 timpi: 1 record personal nou/)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/swimming-times/cursant/${student.id}/details`));

  // The student creates the account from the mailed link and signs in.
  await page.context().clearCookies();
  const username = `inotator_${randomBytes(3).toString("hex")}`;
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await page.getByLabel("Nume de utilizator", { exact: true }).fill(username);
  await page.getByLabel("Parolă nouă", { exact: true }).fill("Apa2026Rece");
  await page.getByLabel("Confirmă parola", { exact: true }).fill("Apa2026Rece");
  await page.getByRole("button", { name: "Creează contul" }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel("Nume de utilizator", { exact: true }).fill(username);
  await page.getByLabel("Parolă", { exact: true }).fill("Apa2026Rece");
  await page.getByRole("button", { name: "Conectare" }).click();
  await expect(page).toHaveURL(/\/swimmer$/);

  await page
    .getByRole("navigation", { name: "Navigare principală" })
    .getByRole("link", { name: "Timpii mei" })
    .click();
  await expect(page).toHaveURL(/\/swimmer\/times$/);
  const bests = page.getByRole("table", { name: /Recorduri personale, bazin de 25/ });
  await expect(bests.getByRole("row", { name: /50 m liber/ })).toContainText("38.20");
  // The progression chart's data, in the table read to screen readers: all three swims, the PB marked.
  const chartData = page.getByRole("table", { name: /Progresul la 50 m liber, bazin de 25/ });
  await expect(chartData.getByRole("row")).toHaveCount(4);
  await expect(chartData.getByRole("row", { name: /38\.20/ })).toContainText("Da");
  await expect(chartData.getByRole("row", { name: /39\.90/ })).toContainText("Nu");
  await expectNoAxeViolations(page);
});

test("[COACH][RECORDS] queries the club records by gender and age group, and one event's history", async ({
  page,
}) => {
  await loginAs(page, "coach");
  await page.goto("/admin/club-records");
  await expect(page.getByRole("heading", { level: 1, name: "Recordurile clubului" })).toBeVisible();
  const query = page.getByRole("region", { name: "Alegeți recordurile" });
  await query
    .locator("label")
    .filter({ hasText: /^Masculin$/ })
    .click();
  await page.getByRole("combobox", { name: "Categoria de vârstă" }).click();
  await page.getByRole("option", { name: "16 ani" }).click();
  await expect(page).toHaveURL(/gender=M/);
  await expect(page).toHaveURL(/ageGroup=16/);
  const table = page.getByRole("table", { name: "Recordurile clubului, pe probe" });
  await expect(table.getByRole("row", { name: /100 m liber/ })).toContainText("Mihai Dumitrescu");

  await page.getByRole("combobox", { name: "Proba" }).click();
  await page.getByRole("option", { name: "100 m fluture" }).click();
  await expect(page).toHaveURL(/event=butterfly_100/);
  await expect(page.getByText("Mihai Dumitrescu").first()).toBeVisible();
  await expectNoAxeViolations(page);
});
