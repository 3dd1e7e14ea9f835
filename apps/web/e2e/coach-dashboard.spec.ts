import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, loginAs, test } from "./fixtures";

/*
 * The coach dashboard of issue 14 on the demo club: the demo coach leads the performance group and the juniors,
 * whose sessions start at 17:30. One journey through the three views at 1280 and 360 px, axe on each.
 */

async function fitsWidth(page: Page, width: number, what: string) {
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth, `${what} is wider than ${width} px`).toBeLessThanOrEqual(width + 1);
}

for (const width of [1280, 360]) {
  test(`[COACH][DASHBOARD][A11Y] the demo coach's swimmers, calendar and chat at ${width} px`, async ({
    page,
  }) => {
    await loginAs(page, "coach");
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/coach");
    await expect(page.getByRole("heading", { level: 1, name: "Panou antrenor" })).toBeVisible();

    // Grid: the coach's swimmers, with attendance rates from the demo's past sessions.
    const cards = page.getByTestId("swimmer-card");
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThan(3);
    await expect(page.getByTestId("attendance-rate").first()).toHaveText(/^\d+\s?%$/);
    await expectNoAxeViolations(page);
    await fitsWidth(page, width, "the grid");
    await page.screenshot({ path: `test-results/e2e/coach-dashboard-grid-${width}.png`, fullPage: true });

    // The name search ignores diacritics.
    await page.getByRole("searchbox", { name: "Căutați după nume" }).fill("tirlea");
    await expect(cards).toHaveCount(1);
    await expect(page.getByRole("article", { name: "Maria Țîrlea" })).toBeVisible();

    // Calendar: the week's sessions; one opens onto attendance and the recorder's links.
    await page.getByRole("tab", { name: "Calendar" }).click();
    await expect(page).toHaveURL(/view=calendar/);
    const session = page.getByRole("button", { name: /17:30/ }).filter({ visible: true }).first();
    await expect(session).toBeVisible();
    await expectNoAxeViolations(page);
    await fitsWidth(page, width, "the calendar");
    await page.screenshot({ path: `test-results/e2e/coach-dashboard-calendar-${width}.png`, fullPage: true });
    await session.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("link", { name: "Înregistrați timpii" })).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Mod live" })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Salvează prezența" })).toBeVisible();
    await expect(page).toHaveURL(/session=/);
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Închide" }).click();
    await expect(dialog).toHaveCount(0);

    // Chat: the coach's group rooms come first.
    await page.getByRole("tab", { name: "Chat" }).click();
    await expect(page).toHaveURL(/view=chat/);
    const rooms = page.getByTestId("chat-room");
    await expect(rooms.first()).toBeVisible();
    await expect(rooms.first()).not.toHaveAttribute("data-room-name", "Chatul clubului");
    await expectNoAxeViolations(page);
    await fitsWidth(page, width, "the chat");
    await page.screenshot({ path: `test-results/e2e/coach-dashboard-chat-${width}.png`, fullPage: true });
  });
}
