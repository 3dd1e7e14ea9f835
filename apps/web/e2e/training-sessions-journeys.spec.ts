import type { Browser, Page } from "@playwright/test";
import { expect, loginAs, test, useLanguage } from "./fixtures";

/*
 * Issue 14's journeys between the coach and the swimmer, on the demo club, in English:
 *  - the coach schedules a session for the demo group: the swimmer's bell and calendar show it;
 *  - the swimmer rates a past session: the coach sees the rating and comment in the session's attendance.
 */

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
/** A day two weeks ahead: past the 48 h notice, in a week the demo has no extra sessions to collide with. */
const twoWeeksAhead = () => isoDay(new Date(Date.now() + 14 * 86_400_000));

async function signedInPage(browser: Browser, role: "coach" | "swimmer"): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.addInitScript(() => window.localStorage.setItem("cookieConsent", "accepted"));
  // biome-ignore lint/correctness/useHookAtTopLevel: useLanguage is a Playwright helper, not a React hook.
  await useLanguage(page, "en");
  await loginAs(page, role);
  return page;
}

test("[COACH][SWIMMER][SESSIONS] a session the coach schedules for the group reaches the swimmer's bell and calendar", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const coach = await signedInPage(browser, "coach");
  const day = twoWeeksAhead();
  const title = `Sprint de vineri ${Date.now() % 100_000}`;
  await coach.goto(`/admin/traininghub/sessionManager?week=${day}`);
  await coach
    .locator(`section[data-day="${day}"]`)
    .getByRole("button", { name: /^Add a session on/ })
    .click();
  const form = coach.getByRole("form", { name: "Session details" });
  await form.getByLabel("Start time").fill("06:45");
  // The pills field's input is drawn inside its box: focus it and open the list from the keyboard.
  await form.getByRole("combobox", { name: "Groups" }).focus();
  await coach.keyboard.press("ArrowDown");
  await coach.getByRole("option", { name: "Grupa de performanță" }).click();
  await form.getByRole("textbox", { name: "Title" }).fill(title);
  await form.getByRole("button", { name: "Create the session" }).click();
  // A recovery conflict with the demo's own sessions may warn first: the coach goes ahead.
  const card = coach.getByRole("button", { name: `Open the 06:45 session: ${title}` });
  const goAhead = coach.getByRole("button", { name: "Continue anyway" });
  await expect(card.or(goAhead).first()).toBeVisible();
  if (await goAhead.isVisible()) await goAhead.click();
  await expect(card).toBeVisible();

  const swimmer = await signedInPage(browser, "swimmer");
  await swimmer.goto("/swimmer");
  await swimmer.getByTestId("notification-bell").click();
  const item = swimmer
    .getByRole("dialog", { name: "Notifications" })
    .getByTestId("notification")
    .filter({ hasText: "06:45" });
  await expect(item.first()).toContainText("Training scheduled");
  await item.first().getByRole("link").first().click();
  await expect(swimmer).toHaveURL(/\/swimmer\/sessions\?session=/);
  const details = swimmer.getByRole("dialog", { name: title });
  await expect(details).toBeVisible();
  await expect(details).toContainText("06:45");
});

test("[SWIMMER][COACH][SESSIONS] the swimmer rates a past session and the coach sees the rating and comment", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const swimmer = await signedInPage(browser, "swimmer");
  const today = new Date();
  const from = isoDay(new Date(today.getTime() - 60 * 86_400_000));
  const mine = await swimmer.request.get(`/api/me/sessions?from=${from}&to=${isoDay(today)}`);
  const items = (await mine.json()).items as {
    id: string;
    day: string;
    canRate: boolean;
    rating: number | null;
  }[];
  const session = items.filter((s) => s.canRate && s.rating === null).at(-1);
  expect(session, "the demo has a past session the swimmer has not rated").toBeDefined();

  const comment = `Ritm bun, ultimele 100 grele ${Date.now() % 10_000}`;
  await swimmer.goto(`/swimmer/sessions?session=${session!.id}`);
  await swimmer.getByRole("button", { name: "Give feedback" }).click();
  const form = swimmer.getByRole("dialog", { name: /^Feedback:/ });
  // The stars' radios are visually hidden under the star symbols: a click on the input is a tap on its star.
  const fourStars = form.getByRole("radio", { name: "4 stars out of 5" });
  await form.locator(`label[for="${await fourStars.getAttribute("id")}"]`).click();
  await expect(fourStars).toBeChecked();
  await form.getByRole("textbox", { name: "Comment" }).fill(comment);
  await form.getByRole("button", { name: "Save feedback" }).click();
  await expect(form).toBeHidden();

  const coach = await signedInPage(browser, "coach");
  await coach.goto(`/admin/traininghub/sessionManager?week=${session!.day}`);
  await coach
    .locator(`section[data-day="${session!.day}"]`)
    .getByRole("button", { name: /^Open the/ })
    .first()
    .click();
  const dialog = coach.getByRole("dialog").filter({ has: coach.getByRole("tab", { name: /^Attendance/ }) });
  await dialog.getByRole("tab", { name: /^Attendance/ }).click();
  // The comment and, next to it, the stars it was given with.
  const said = dialog.getByText(`“${comment}”`);
  await expect(said).toBeVisible();
  await expect(said.locator("xpath=..").getByLabel("The swimmer's rating: 4 out of 5")).toBeVisible();
});
