import type { Browser, Page } from "@playwright/test";
import { COOKIE_CONSENT_KEY, expect, expectNoAxeViolations, loginAs, type Role, test } from "./fixtures";

/*
 * Chat (spec §1, §8; issue 4): live messages between browsers over /ws-chat, in the demo group's room and the
 * club room; the 5000 limit; admin delete; accessibility at 1280 and 360 px.
 */

const GROUP_ROOM = "Grupa de performanță";
const CLUB_ROOM = "Chatul clubului";
const CHAT_PATHS: Record<Role, string> = {
  admin: "/admin/chat",
  coach: "/coach/chat",
  swimmer: "/swimmer/chat",
  user: "/account/chat",
};

/** A second signed-in browser, past the cookie gate like the fixture's page. */
async function openAs(browser: Browser, role: Role): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript((key) => window.localStorage.setItem(key, "accepted"), COOKIE_CONSENT_KEY);
  const page = await context.newPage();
  await loginAs(page, role);
  return page;
}

async function openChat(page: Page, role: Role) {
  await page.goto(CHAT_PATHS[role]);
  await expect(page.getByRole("heading", { level: 1, name: "Chat" })).toBeVisible();
  await expect(page.getByTestId("chat-connection")).toHaveAttribute("data-state", "connected");
}

/** A room of the list by its name (the button's accessible name also holds the last message). */
function roomItem(page: Page, name: string) {
  return page.getByRole("navigation", { name: "Conversații" }).locator(`[data-room-name="${name}"]`);
}

async function openRoom(page: Page, name: string) {
  await roomItem(page, name).click();
  await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
}

async function sendText(page: Page, text: string) {
  const box = page.getByRole("textbox", { name: "Mesaj" });
  await box.fill(text);
  await box.press("Enter");
  await expect(box).toHaveValue("");
}

function log(page: Page) {
  return page.getByRole("log");
}

test("[SWIMMER][COACH][CHAT] two browsers chat live in the group room and in the club room", async ({
  page,
  browser,
}) => {
  const stamp = Date.now().toString(36);
  await loginAs(page, "swimmer");
  await openChat(page, "swimmer");
  const coach = await openAs(browser, "coach");
  await openChat(coach, "coach");

  // The group room: the swimmer writes, the coach reads it at once, and answers.
  await openRoom(page, GROUP_ROOM);
  await openRoom(coach, GROUP_ROOM);
  // The demo history is there, with names and role labels.
  await expect(log(page).getByText("Am înțeles. Aduc și labele?")).toBeVisible();
  await sendText(page, `Ajung la 17:20 ${stamp}`);
  const received = log(coach)
    .getByTestId("chat-message")
    .filter({ hasText: `Ajung la 17:20 ${stamp}` });
  await expect(received).toBeVisible();
  await expect(received).toContainText("Mihai Dumitrescu");
  await expect(received).toContainText("Înotător");
  await sendText(coach, `Perfect, te aștept ${stamp}`);
  const reply = log(page)
    .getByTestId("chat-message")
    .filter({ hasText: `Perfect, te aștept ${stamp}` });
  await expect(reply).toContainText("Elena Ionescu");
  await expect(reply).toContainText("Antrenor");
  // One's own messages read "You".
  await expect(
    log(page)
      .getByTestId("chat-message")
      .filter({ hasText: `Ajung la 17:20 ${stamp}` }),
  ).toContainText("Dvs.");

  // The club room, with a multi-line message and markup shown as text.
  await openRoom(page, CLUB_ROOM);
  await openRoom(coach, CLUB_ROOM);
  const markup = `<b>nu e bold</b> ${stamp}`;
  await page.getByRole("textbox", { name: "Mesaj" }).fill("Rândul unu");
  await page.getByRole("textbox", { name: "Mesaj" }).press("Shift+Enter");
  await page.getByRole("textbox", { name: "Mesaj" }).pressSequentially(markup);
  await page.getByRole("textbox", { name: "Mesaj" }).press("Enter");
  const shown = log(coach).getByTestId("chat-text").filter({ hasText: markup });
  await expect(shown).toHaveText(`Rândul unu\n${markup}`);
  await expect(log(coach).locator("b")).toHaveCount(0);

  // A message in a room the swimmer is not looking at: its NEW_MESSAGE reaches the swimmer's bell and the
  // room list's unread badge without a reload.
  await openRoom(coach, GROUP_ROOM);
  await sendText(coach, `Nu uita casca ${stamp}`);
  const groupItem = roomItem(page, GROUP_ROOM);
  await expect(groupItem.getByTestId("chat-unread")).toHaveText("1");
  await groupItem.click();
  await expect(log(page).getByText(`Nu uita casca ${stamp}`)).toBeVisible();
  await expect(groupItem.getByTestId("chat-unread")).toHaveCount(0);
  await coach.context().close();
});

test("[SWIMMER][CHAT] refuses a message over 5000 characters before sending and keeps the text", async ({
  page,
}) => {
  await loginAs(page, "swimmer");
  await openChat(page, "swimmer");
  await openRoom(page, CLUB_ROOM);
  const box = page.getByRole("textbox", { name: "Mesaj" });
  await box.fill("a".repeat(5001));
  await expect(page.getByTestId("chat-counter")).toHaveText("5001 / 5000 caractere");
  await expect(page.getByText("Mesajul este prea lung: cel mult 5000 de caractere.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Trimiteți" })).toBeDisabled();
  await box.press("Enter");
  await expect(box).toHaveValue("a".repeat(5001));
  await box.press("Backspace");
  await expect(page.getByTestId("chat-counter")).toHaveText("5000 / 5000 caractere");
  await expect(page.getByRole("button", { name: "Trimiteți" })).toBeEnabled();
});

test("[ADMIN][CHAT] an admin deletes a message after confirming; it disappears for everyone", async ({
  page,
  browser,
}) => {
  const text = `De șters ${Date.now().toString(36)}`;
  await loginAs(page, "swimmer");
  await openChat(page, "swimmer");
  await openRoom(page, CLUB_ROOM);
  await sendText(page, text);
  await expect(log(page).getByText(text)).toBeVisible();

  const admin = await openAs(browser, "admin");
  await openChat(admin, "admin");
  await openRoom(admin, CLUB_ROOM);
  const message = log(admin).getByTestId("chat-message").filter({ hasText: text });
  await message.getByRole("button", { name: "Ștergeți mesajul" }).click();
  const dialog = admin.getByRole("dialog", { name: "Ștergeți mesajul?" });
  await dialog.getByRole("button", { name: "Anulați" }).click();
  await expect(message).toBeVisible();
  await message.getByRole("button", { name: "Ștergeți mesajul" }).click();
  await dialog.getByRole("button", { name: "Ștergeți" }).click();
  await expect(message).toHaveCount(0);
  await expect(log(page).getByText(text)).toHaveCount(0);
  // Members cannot delete: no button for them.
  await expect(log(page).getByRole("button", { name: "Ștergeți mesajul" })).toHaveCount(0);
  await admin.context().close();
});

test("[USER][CHAT] the chat screen has no axe violations at 1280 and 360 px; on a phone list and room are two views", async ({
  page,
}) => {
  await loginAs(page, "user");
  await page.setViewportSize({ width: 1280, height: 900 });
  await openChat(page, "user");
  await expect(page.getByRole("heading", { level: 2, name: CLUB_ROOM })).toBeVisible();
  await expect(log(page).getByTestId("chat-message").first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(CHAT_PATHS.user);
  const rooms = page.getByRole("navigation", { name: "Conversații" });
  await expect(rooms).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Mesaj" })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await roomItem(page, CLUB_ROOM).click();
  await expect(page.getByRole("heading", { level: 2, name: CLUB_ROOM })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Conversații" })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Înapoi la conversații" }).click();
  await expect(page.getByRole("navigation", { name: "Conversații" })).toBeVisible();
});

test("[SWIMMER][CHAT] starts a private conversation with a coach", async ({ page, browser }) => {
  await loginAs(page, "swimmer");
  await openChat(page, "swimmer");
  await page.getByRole("button", { name: "Conversație nouă" }).click();
  const dialog = page.getByRole("dialog", { name: "Începeți o conversație privată" });
  await dialog.getByLabel("Persoana").click();
  // Only coaches and admins are offered to a swimmer.
  await expect(page.getByRole("option", { name: /Înotător/ })).toHaveCount(0);
  await page.getByRole("option", { name: "Elena Ionescu (Antrenor)" }).click();
  await dialog.getByRole("button", { name: "Începeți" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Elena Ionescu" })).toBeVisible();
  const text = `Întrebare privată ${Date.now().toString(36)}`;
  await sendText(page, text);

  const coach = await openAs(browser, "coach");
  await openChat(coach, "coach");
  await openRoom(coach, "Mihai Dumitrescu");
  await expect(log(coach).getByText(text)).toBeVisible();
  await coach.context().close();
});

test("[SWIMMER][CHAT] shows the lost connection, reconnects and fetches what was sent meanwhile", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const text = `Trimis cât erai offline ${Date.now().toString(36)}`;
  await loginAs(page, "swimmer");
  await openChat(page, "swimmer");
  await openRoom(page, CLUB_ROOM);
  const coach = await openAs(browser, "coach");
  await openChat(coach, "coach");
  await openRoom(coach, CLUB_ROOM);

  await page.context().setOffline(true);
  const state = page.getByTestId("chat-connection");
  await expect(state).not.toHaveAttribute("data-state", "connected", { timeout: 60_000 });
  await expect(page.getByRole("alert").filter({ hasText: /Conexiunea/ })).toBeVisible({ timeout: 15_000 });
  await sendText(coach, text);
  await expect(log(page).getByText(text)).toHaveCount(0);

  await page.context().setOffline(false);
  await expect(state).toHaveAttribute("data-state", "connected", { timeout: 60_000 });
  await expect(log(page).getByText(text)).toBeVisible();
  await coach.context().close();
});

test("[USER][CHAT] shows the newest 50 messages and brings older ones when scrolled to the top", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await loginAs(page, "user");
  await openChat(page, "user");
  // A private room of its own, so the count is this test's.
  await page.getByRole("button", { name: "Conversație nouă" }).click();
  const dialog = page.getByRole("dialog", { name: "Începeți o conversație privată" });
  await dialog.getByLabel("Persoana").click();
  await page.getByRole("option", { name: "Andrei Popescu (Administrator)" }).click();
  await dialog.getByRole("button", { name: "Începeți" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Andrei Popescu" })).toBeVisible();
  for (let i = 1; i <= 52; i++) await sendText(page, `Mesajul ${i}`);
  await expect(log(page).getByTestId("chat-message")).toHaveCount(52);

  await page.reload();
  await expect(page.getByRole("heading", { level: 2, name: "Andrei Popescu" })).toBeVisible();
  await expect(log(page).getByTestId("chat-message")).toHaveCount(50);
  await expect(log(page).getByTestId("chat-message").last()).toContainText("Mesajul 52");
  await page.getByTestId("chat-scroller").evaluate((box) => box.scrollTo({ top: 0 }));
  await expect(log(page).getByTestId("chat-message")).toHaveCount(52);
  await expect(log(page).getByTestId("chat-message").first()).toContainText("Mesajul 1");
  await expect(page.getByRole("button", { name: "Mesaje mai vechi" })).toHaveCount(0);
});
