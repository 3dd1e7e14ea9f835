import type { Page } from "@playwright/test";
import { expect, loginAs, test } from "./fixtures";

/*
 * Issue 13's plan journey: a coach creates a plan for a group with the date pickers, adds phases (an overlap is
 * refused until it is fixed), places two intense workouts on consecutive days from the library, confirms the
 * recovery conflict that names the swimmers, and reads the plan's volume per week and phase timeline; then the
 * demo's active plan's analytics tabs.
 */

const DAY_MS = 86_400_000;

/** A calendar day at midnight UTC, `weeks` Mondays after this week's (the plan screens format days in UTC). */
function mondayIn(weeks: number): Date {
  const now = new Date();
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  const weekday = (new Date(today).getUTCDay() + 6) % 7;
  return new Date(today - weekday * DAY_MS + weeks * 7 * DAY_MS);
}
const plusDays = (day: Date, days: number) => new Date(day.getTime() + days * DAY_MS);
const format = (day: Date, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat("ro-RO", { ...options, timeZone: "UTC" }).format(day);
/** "1 martie 2027": a date picker's day button. */
const pickerDay = (day: Date) => format(day, { day: "numeric", month: "long", year: "numeric" });
/** "luni, 1 martie 2027": a calendar day cell. */
const cellDay = (day: Date) =>
  format(day, { weekday: "long", day: "numeric", month: "long", year: "numeric" });

/** Opens a date field's calendar, goes forward to the day's month and picks the day. */
async function pickDate(page: Page, field: string, day: Date) {
  await page.getByRole("button", { name: field }).click();
  const calendar = page.getByRole("dialog");
  const button = calendar.getByRole("button", { name: new RegExp(`^${pickerDay(day)}$`, "i") });
  for (let month = 0; month < 12 && !(await button.isVisible()); month++)
    await calendar.getByRole("button", { name: "Luna următoare" }).click();
  await button.click();
  await expect(calendar).toBeHidden();
}

/** A demo workout's distance, as the library reports it. */
async function distanceOf(page: Page, name: string): Promise<number> {
  const res = await page.request.get(`/api/workouts?q=${encodeURIComponent(name)}`);
  expect(res.ok()).toBe(true);
  const { items } = (await res.json()) as { items: { name: string; totalDistanceMetres: number }[] };
  return items.find((w) => w.name === name)!.totalDistanceMetres;
}

test("[COACH][PLAN] creates a plan with phases and placed workouts, confirms a recovery conflict and reads its analytics", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await loginAs(page, "coach");
  const name = `Pregătire de primăvară e2e ${Date.now()}`;
  // Juniors, after the demo's active plan (and its recovery windows) ends: the only conflicts are this plan's.
  const start = mondayIn(14);
  const end = plusDays(start, 8 * 7 - 1);
  const workouts = [
    { day: start, search: "vo2 max 8", name: "VO2 max 8×100 @1:30" },
    { day: plusDays(start, 1), search: "VO2 max 5", name: "VO2 max 5×200 @3:00" },
  ];

  await page.goto("/admin/traininghub/plans");
  await expect(page.getByRole("heading", { level: 1, name: "Planuri de antrenament" })).toBeVisible();
  await page.getByRole("link", { name: "Plan nou" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Plan nou" })).toBeVisible();
  await page.getByRole("textbox", { name: "Numele planului" }).fill(name);
  await pickDate(page, "Data de început", start);
  await pickDate(page, "Data de sfârșit", end);
  await page.getByRole("combobox", { name: "Grupe" }).click();
  await page.getByRole("option", { name: "Grupa de juniori" }).click();
  await page.keyboard.press("Escape");

  // Phases: accumulation weeks 1–4, then intensification typed over week 4.
  const addPhase = page.getByRole("region", { name: "Adăugați o fază" });
  await expect(addPhase.getByRole("combobox", { name: "Faza" })).toHaveValue("Acumulare (4–6 săpt.)");
  await addPhase.getByRole("textbox", { name: "Până la săpt." }).fill("4");
  await addPhase.getByRole("button", { name: "Adăugați faza" }).click();
  await addPhase.getByRole("combobox", { name: "Faza" }).click();
  await page.getByRole("option", { name: "Intensificare (2–4 săpt.)" }).click();
  await addPhase.getByRole("textbox", { name: "De la săpt." }).fill("4");
  await addPhase.getByRole("textbox", { name: "Până la săpt." }).fill("6");
  await addPhase.getByRole("button", { name: "Adăugați faza" }).click();

  const calendar = page.getByRole("region", { name: "Calendarul planului" });
  const save = page.getByRole("button", { name: "Salvați planul" });
  await expect(calendar.getByText("Se suprapune cu faza Intensificare (săptămânile 4–6).")).toBeVisible();
  await expect(calendar.getByText("Se suprapune cu faza Acumulare (săptămânile 1–4).")).toBeVisible();
  await expect(page.getByText("Corectați fazele marcate în calendar pentru a putea salva.")).toBeVisible();
  await expect(save).toBeDisabled();

  // Fixed in the phase's dialog: intensification moves to weeks 5–7.
  await calendar.getByRole("button", { name: "Editați faza Intensificare, S4–S6" }).click();
  const phaseDialog = page.getByRole("dialog", { name: "Faza: Intensificare" });
  await phaseDialog.getByRole("textbox", { name: "De la săpt." }).fill("5");
  await phaseDialog.getByRole("textbox", { name: "Până la săpt." }).fill("7");
  await phaseDialog.getByRole("button", { name: "Aplicați" }).click();
  await expect(phaseDialog).toBeHidden();
  await expect(calendar.getByRole("button", { name: "Editați faza Intensificare, S5–S7" })).toBeVisible();
  await expect(calendar.getByText(/Se suprapune/)).toHaveCount(0);
  await expect(save).toBeEnabled();

  // Two VO2 max workouts on Monday and Tuesday of week 1, each through the day's "+" and the library search.
  for (const workout of workouts) {
    await calendar.getByRole("button", { name: `Adăugați un antrenament: ${cellDay(workout.day)}` }).click();
    const picker = page.getByRole("dialog", { name: `Antrenament pentru ${cellDay(workout.day)}` });
    await picker.getByRole("combobox", { name: "Antrenament" }).fill(workout.search);
    await page.getByRole("option", { name: workout.name }).click();
    await picker.getByRole("button", { name: "Adăugați în calendar" }).click();
    await expect(picker).toBeHidden();
    await expect(calendar.getByRole("group", { name: cellDay(workout.day) })).toContainText(workout.name);
  }
  const metres = (await distanceOf(page, workouts[0]!.name)) + (await distanceOf(page, workouts[1]!.name));
  const volume = `${metres.toLocaleString("ro-RO")} m`;
  await expect(calendar.getByText(`Total în săptămâna 1: ${volume}`)).toBeAttached();

  // VO2 max needs two recovery days: the save asks first, naming each junior and both workouts.
  await save.click();
  const conflicts = page.getByRole("dialog", { name: "Zile de recuperare nerespectate" });
  await expect(conflicts).toBeVisible();
  for (const swimmer of ["Luca Ene", "Maria Țîrlea", "Teodora Roșu"])
    await expect(conflicts.getByRole("listitem").filter({ hasText: swimmer })).toContainText(
      `${workouts[0]!.name} (${format(start, { weekday: "short", day: "numeric", month: "short" })}) și ${workouts[1]!.name}`,
    );
  await conflicts.getByRole("button", { name: "Continuă oricum" }).click();
  await expect(conflicts).toBeHidden();
  await expect(page.getByText("Planul a fost salvat.")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/traininghub\/edit-plan\/[\w-]+$/);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

  // Its analytics: the volume of each week (the chart's table) and the phases in order.
  await page.getByRole("link", { name: "Analiza planului" }).click();
  await expect(page).toHaveURL(/\/analytics$/);
  await page.getByRole("tab", { name: "Analiză" }).click();
  await expect(page).toHaveURL(/tab=analytics/);
  const weeks = page.getByRole("table", { name: "Volumul planificat pe săptămână" });
  await expect(weeks.getByRole("row")).toHaveCount(1 + 8);
  await expect(weeks.getByRole("row", { name: /^Săptămâna 1 / })).toContainText(`Acumulare${volume}2`);
  await expect(weeks.getByRole("row", { name: /^Săptămâna 2 / })).toContainText("Acumulare0 m0");
  await expect(weeks.getByRole("row", { name: /^Săptămâna 5 / })).toContainText("Intensificare");
  await expect(weeks.getByRole("row", { name: /^Săptămâna 8 / })).toContainText("Fără fază");
  const timeline = page.getByRole("list", { name: "Fazele și concursurile planului, în ordine" });
  await expect(timeline.getByRole("listitem")).toHaveText([
    /^Acumulare: săptămânile 1–4 /,
    /^Intensificare: săptămânile 5–7 /,
  ]);

  // The swimmers tab: the juniors came in through their group.
  await page.getByRole("tab", { name: "Înotători" }).click();
  const swimmers = page.getByRole("table", { name: "Înotătorii planului" });
  await expect(swimmers.getByRole("row", { name: /Luca Ene/ })).toContainText("Prin grupă");
});

test("[COACH][PLAN] the demo's active plan: calendar, swimmers and analytics tabs", async ({ page }) => {
  await loginAs(page, "coach");
  await page.goto("/admin/traininghub/plans?status=active");
  const plans = page.getByRole("table", { name: "Planuri de antrenament" });
  const row = plans.getByRole("row", { name: /Pregătire Campionatul Național de Juniori/ });
  await expect(row).toContainText("Activ");
  await row
    .getByRole("link", { name: /^Analiza planului Pregătire Campionatul Național de Juniori/ })
    .click();
  await expect(
    page.getByRole("heading", { level: 1, name: /^Pregătire Campionatul Național de Juniori/ }),
  ).toBeVisible();

  // Calendar (the first tab): read-only, with the plan's races and workouts on their days.
  await expect(page.getByRole("tab", { name: "Calendar" })).toHaveAttribute("aria-selected", "true");
  const calendar = page.getByRole("region", { name: "Calendarul planului" });
  await expect(calendar.getByText(/^Campionatul Național de Juniori \(Concurs țintă\)$/)).toBeVisible();
  await expect(calendar.getByText("VO2 max 8×100 @1:30").first()).toBeVisible();
  await expect(calendar.getByRole("button", { name: /^Adăugați un antrenament/ })).toHaveCount(0);

  await page.getByRole("tab", { name: "Înotători" }).click();
  await expect(page).toHaveURL(/tab=swimmers/);
  const swimmers = page.getByRole("table", { name: "Înotătorii planului" });
  await expect(swimmers.getByRole("row", { name: /Teodora Roșu/ })).toContainText("Adăugat direct");
  await expect(swimmers.getByRole("row", { name: /Mihai Dumitrescu/ })).toContainText("Prin grupă");

  await page.getByRole("tab", { name: "Analiză" }).click();
  const weeks = page.getByRole("table", { name: "Volumul planificat pe săptămână" });
  await expect(weeks.getByRole("row")).toHaveCount(1 + 15);
  await expect(weeks.getByRole("row", { name: /^Săptămâna 13 / })).toContainText("Descărcare (taper)");
  await expect(page.getByRole("list", { name: "Fazele și concursurile planului, în ordine" })).toContainText(
    "Campionatul Național de Juniori",
  );
});
