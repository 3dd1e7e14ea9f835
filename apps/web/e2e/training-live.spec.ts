import type { TSessionTimesBoard } from "@bazin/shared/contracts/session-times";
import type { TSessionSummary } from "@bazin/shared/contracts/sessions";
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, loginAs, test, useLanguage } from "./fixtures";

/*
 * Live mode of issue 14 on the demo club: the poolside stopwatch keeps finishes taken without a network and
 * sends each exactly once when the network is back (again after a reload, and when the same entries are sent
 * again); the screen opens offline once visited (the installable app's service worker); a second device
 * follows the session and sees a time arrive without reloading. The session is read from the demo data
 * through the API: the oldest completed session of the last four weeks with at least two swimmers.
 */

type Swimmer = TSessionTimesBoard["swimmers"][number];
type OutboxRow = Record<string, unknown> & { key: string };

const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;

async function getJson<T>(page: Page, path: string): Promise<T> {
  const answer = await page.request.get(path);
  expect(answer.ok(), `GET ${path} answered ${answer.status()}`).toBe(true);
  return (await answer.json()) as T;
}

async function demoSession(page: Page): Promise<{ id: string; board: TSessionTimesBoard }> {
  const today = new Date();
  const from = isoDay(new Date(today.getTime() - 28 * 86_400_000));
  const { items } = await getJson<{ items: TSessionSummary[] }>(
    page,
    `/api/sessions?from=${from}&to=${isoDay(today)}`,
  );
  for (const session of items.filter((s) => s.status === "completed")) {
    const board = await getJson<TSessionTimesBoard>(page, `/api/sessions/${session.id}/times`);
    if (board.session.canRecord && board.swimmers.length >= 2) return { id: session.id, board };
  }
  throw new Error("no completed demo session with two swimmers in the last four weeks");
}

const timesOf = (page: Page, id: string) =>
  getJson<TSessionTimesBoard>(page, `/api/sessions/${id}/times`).then((board) => board.times);

/** The live-mode outbox in the page's IndexedDB (lib/outbox.ts): read it, or put entries back into it. */
const readOutbox = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<OutboxRow[]>((resolve, reject) => {
        const open = indexedDB.open("bazin-live-timing");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction("outbox").objectStore("outbox").getAll();
          request.onsuccess = () => {
            open.result.close();
            resolve(request.result as OutboxRow[]);
          };
        };
      }),
  );
const writeOutbox = (page: Page, rows: OutboxRow[]) =>
  page.evaluate(
    (entries) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open("bazin-live-timing");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction("outbox", "readwrite");
          for (const entry of entries) tx.objectStore("outbox").put(entry);
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
        };
      }),
    rows,
  );

/** Only the given swimmers ticked in the set-up. */
async function pickSwimmers(page: Page, board: TSessionTimesBoard, chosen: Swimmer[]) {
  const setup = page.getByRole("region", { name: "Pregătiți seria" });
  for (const swimmer of board.swimmers) {
    const box = setup.getByRole("checkbox", { name: swimmer.fullName, exact: true });
    await box.setChecked(chosen.includes(swimmer));
  }
}

test("[COACH][LIVE] finishes taken offline wait on the phone, sync once when back online, never twice after a reload or a resend, and the screen opens offline", async ({
  page,
}) => {
  await useLanguage(page, "ro");
  await loginAs(page, "coach");
  const { id, board } = await demoSession(page);
  const [first, second] = board.swimmers as [Swimmer, Swimmer];
  const before = new Set((await timesOf(page, id)).map((t) => t.id));

  // Playwright's clock moves performance.now(): the swims last minutes without the test waiting for them, and
  // are slower than any demo time, so they take no personal best or club record another spec relies on.
  await page.clock.install();
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`/admin/traininghub/session/${id}/live`);
  await expect(page.getByRole("heading", { level: 1, name: "Mod live" })).toBeVisible();
  await pickSwimmers(page, board, [first, second]);
  await page.getByRole("button", { name: "Start (2 înotători)" }).click();

  const lane = (swimmer: Swimmer) => page.getByRole("region", { name: new RegExp(swimmer.fullName) });
  await page.clock.fastForward("15:00");
  await page.getByRole("button", { name: `Timp intermediar pentru ${first.fullName}` }).click();
  await expect(lane(first).getByText(/^Intermediari: 15:0\d\.\d\d$/)).toBeVisible();
  await page.clock.fastForward("15:00");

  await page.context().setOffline(true);
  await page.getByRole("button", { name: `Sosire pentru ${first.fullName}` }).click();
  await page.getByRole("button", { name: `Sosire pentru ${second.fullName}` }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Fără conexiune" })).toBeVisible();
  await expect(page.getByTestId("sync-status")).toHaveText("2 timpi așteaptă trimiterea");
  await expect(page.getByTestId("session-times").getByText("Așteaptă trimiterea")).toHaveCount(2);
  const taken = await readOutbox(page);
  expect(taken).toHaveLength(2);

  await page.context().setOffline(false);
  await expect(page.getByTestId("sync-status")).toHaveText("Toți timpii au fost trimiși");
  const keys = taken.map((entry) => entry.key).sort();
  const newTimes = async () => (await timesOf(page, id)).filter((t) => !before.has(t.id));
  await expect
    .poll(async () => (await newTimes()).map((t) => t.key).sort(), { message: "each finish stored once" })
    .toEqual(keys);
  const stored = await newTimes();
  const firstStored = stored.find((t) => t.studentId === first.id);
  expect(firstStored?.splits).toHaveLength(1);
  expect(firstStored?.hundredths).toBeGreaterThanOrEqual(30 * 6000);
  expect(firstStored?.hundredths).toBeGreaterThan(firstStored?.splits[0] ?? Number.POSITIVE_INFINITY);
  expect(stored.find((t) => t.studentId === second.id)?.splits).toEqual([]);

  // The same entries again (an answer lost after the server saved them) and a reload: nothing doubles.
  await writeOutbox(page, taken);
  await page.reload();
  await expect(page.getByTestId("sync-status")).toHaveText("Toți timpii au fost trimiși");
  expect(await readOutbox(page)).toEqual([]);
  expect((await newTimes()).map((t) => t.key).sort()).toEqual(keys);

  // Visited once: the service worker holds the app shell, the screen's code and its data.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open("bazin-api")).keys()).length))
    .toBeGreaterThanOrEqual(2);
  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Mod live" })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "Fără conexiune" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Pregătiți seria" })).toBeVisible();
  await page.context().setOffline(false);
});

test("[COACH][LIVE][A11Y] a second device following the session sees a time arrive without reloading; live mode passes axe at 1280 and 360 px", async ({
  page,
  browser,
  baseURL,
}) => {
  await useLanguage(page, "ro");
  await loginAs(page, "coach");
  const { id, board } = await demoSession(page);
  const path = `/admin/traininghub/session/${id}/live`;

  const follower = await browser.newContext({ baseURL, locale: "ro-RO", timezoneId: "Europe/Bucharest" });
  const watch = await follower.newPage();
  await useLanguage(watch, "ro");
  await watch.addInitScript(() => window.localStorage.setItem("cookieConsent", "accepted"));
  await loginAs(watch, "admin");
  await watch.goto(path);
  await expect(watch.getByRole("heading", { level: 1, name: "Mod live" })).toBeVisible();
  await expect(watch.locator("html[data-realtime='connected']")).toHaveCount(1);

  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(path);
    await expect(page.getByRole("region", { name: "Pregătiți seria" })).toBeVisible();
    await expectNoAxeViolations(page);
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth, `live mode is wider than ${width} px`).toBeLessThanOrEqual(width + 1);
  }

  // A time typed by hand (mm:ss is enough) on the coach's phone, slower than any demo time (29:xx).
  const swimmer = board.swimmers[0]!;
  const typed = `29:${10 + Math.floor(Math.random() * 50)}`;
  await page.getByRole("combobox", { name: "Înotător" }).click();
  await page.getByRole("option", { name: swimmer.fullName, exact: true }).click();
  await page.getByRole("textbox", { name: "Timp" }).fill(typed);
  await page.getByRole("button", { name: "Adaugă timpul" }).click();
  await expect(page.getByTestId("sync-status")).toHaveText("Toți timpii au fost trimiși");

  const arrived = watch
    .getByTestId("session-times")
    .getByRole("listitem")
    .filter({ hasText: `${typed}.00` });
  await expect(arrived).toHaveCount(1);
  await expect(arrived).toContainText(swimmer.fullName);

  // The running stopwatch (lanes, big buttons) passes axe too, on a phone.
  const two = board.swimmers.slice(0, 2);
  await pickSwimmers(page, board, two);
  await page.getByRole("button", { name: "Start (2 înotători)" }).click();
  await expect(page.getByRole("button", { name: `Sosire pentru ${two[0]!.fullName}` })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: "test-results/e2e/training-live-360.png", fullPage: true });
  await follower.close();
});
