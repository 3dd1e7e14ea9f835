import type { TSessionTimesBoard } from "@bazin/shared/contracts/session-times";
import type { TSessionSummary } from "@bazin/shared/contracts/sessions";
import type { TStudentTimes } from "@bazin/shared/contracts/times";
import { formatSwimTime } from "@bazin/shared/domain/training/swim-time";
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, loginAs, test, useLanguage } from "./fixtures";

type Swimmer = TSessionTimesBoard["swimmers"][number];

/*
 * The time recorder of issue 14 on the demo club, the way a coach uses it at the pool: on a 360 px phone, open
 * the latest past session from the session manager, take attendance, record times, and see one become a
 * personal best. The time to beat is read from the demo data through the API, never written here.
 */

const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;

async function getJson<T>(page: Page, path: string): Promise<T> {
  const answer = await page.request.get(path);
  expect(answer.ok(), `GET ${path} answered ${answer.status()}`).toBe(true);
  return (await answer.json()) as T;
}

/** The day in the manager's words ("marți, 3 martie 2026"): the name of the day's region in the week. */
const fullDay = (day: string) =>
  new Intl.DateTimeFormat("ro", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${day}T00:00:00Z`));

const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

test("[COACH][SESSION][TIMES] on a phone the coach takes attendance, records times and sees a new personal best; the recorder passes axe at 360 and 1280 px", async ({
  page,
}) => {
  await useLanguage(page, "ro");
  await loginAs(page, "coach");
  await page.setViewportSize({ width: 360, height: 800 });

  // A recent completed demo session whose first timed repeat one of its swimmers has a best in (read from the
  // demo data through the API) and no time yet: that best is the time to beat.
  const today = new Date();
  const from = isoDay(new Date(today.getTime() - 28 * 86_400_000));
  const { items } = await getJson<{ items: TSessionSummary[] }>(
    page,
    `/api/sessions?from=${from}&to=${isoDay(today)}`,
  );
  let found: { session: TSessionSummary; board: TSessionTimesBoard; swimmer: Swimmer; best: number } | null =
    null;
  for (const session of items.filter((s) => s.status === "completed").reverse()) {
    const board = await getJson<TSessionTimesBoard>(page, `/api/sessions/${session.id}/times`);
    const slot = board.slots[0];
    if (!slot) continue;
    for (const swimmer of board.swimmers) {
      if (board.times.some((t) => t.studentId === swimmer.id && t.slot === slot.key)) continue;
      const answer = await page.request.get(`/api/swim-times/students/${swimmer.id}`);
      if (!answer.ok()) continue; // a swimmer of the session outside the coach's groups
      const { personalBests } = (await answer.json()) as TStudentTimes;
      const best = personalBests.find(
        (pb) => pb.event === slot.event && pb.poolLength === board.session.poolLength,
      );
      if (best) {
        found = { session, board, swimmer, best: best.hundredths };
        break;
      }
    }
    if (found) break;
  }
  expect(found, "a recent demo session has a timed repeat a swimmer has a best in").not.toBeNull();
  if (!found) return;
  const { session, board, swimmer: target, best } = found;
  const faster = formatSwimTime(best - 37);
  const event = board.slots[0]!.event;
  const pool = board.session.poolLength;

  // Session manager → the session → attendance in two taps → the recorder.
  await page.goto(`/admin/traininghub/sessionManager?week=${session.day}`);
  const day = page.getByRole("region", { name: fullDay(session.day) });
  await day
    .getByRole("button", { name: new RegExp(`^Deschide sesiunea de la ${session.startTime}`) })
    .first()
    .click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("tab", { name: /Prezență/ }).click();
  await dialog.getByRole("button", { name: "Toți prezenți" }).click();
  await dialog.getByRole("button", { name: "Salvează prezența" }).click();
  await expect(dialog.getByText("Prezența a fost salvată.")).toBeVisible();
  await dialog.getByRole("link", { name: "Înregistrează timpi" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/traininghub/session/${session.id}/times$`));
  await expect(page.getByRole("heading", { level: 1, name: /^Timpi: / })).toBeVisible();

  // The big input of the one column the phone shows; a comma is typed as Romanian keyboards do.
  const cell = page.getByRole("textbox", { name: new RegExp(`^${literally(target.fullName)}, `) });
  await expect(cell).toHaveAttribute("inputmode", "decimal");
  await cell.fill(faster.replace(".", ","));
  await cell.press("Enter");
  // A new best (and perhaps a club record too, said in the same notice).
  await expect(page.getByText(/^Record personal nou/)).toBeVisible();
  await expect(
    page.getByText(new RegExp(`${literally(target.fullName)} · .*: ${literally(faster)}$`)),
  ).toBeVisible();
  await expect(cell).toHaveValue(faster);
  await expect(page.getByRole("img", { name: "Salvat" }).first()).toBeVisible();

  // A time that is not one is refused in words and not sent.
  const other = board.swimmers.find((s) => s.id !== target.id);
  if (other) {
    const otherCell = page.getByRole("textbox", { name: new RegExp(`^${literally(other.fullName)}, `) });
    await otherCell.fill("1:75");
    await otherCell.press("Enter");
    await expect(page.getByText(/Timpul trebuie scris MM:SS.CC/)).toBeVisible();
    await otherCell.fill("");
  }

  // The server agrees: the swimmer's best in the event and pool is the time just recorded.
  await expect
    .poll(async () => {
      const times = await getJson<TStudentTimes>(page, `/api/swim-times/students/${target.id}`);
      return times.personalBests.find((pb) => pb.event === event && pb.poolLength === pool)?.hundredths;
    })
    .toBe(best - 37);

  await page.screenshot({ path: "test-results/e2e/training-session-times-360.png", fullPage: true });
  await expectNoAxeViolations(page);
  const phoneWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(phoneWidth, "the recorder is wider than 360 px").toBeLessThanOrEqual(361);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.reload();
  await expect(page.getByRole("table")).toBeVisible();
  await expect(
    page.getByRole("textbox", { name: new RegExp(`^${literally(target.fullName)}, `) }).first(),
  ).toBeVisible();
  await page.screenshot({ path: "test-results/e2e/training-session-times-1280.png", fullPage: true });
  await expectNoAxeViolations(page);
});
