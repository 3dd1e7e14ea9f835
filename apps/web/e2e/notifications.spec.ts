import type { Page } from "@playwright/test";
import { createFreshAccount, type FreshAccount } from "./accounts";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { registerThroughApi } from "./registrations";

/*
 * The notification bell (spec §2) against the real server: a registration submitted on the server reaches an
 * admin's open page over the live connection (STOMP over SockJS at /ws-chat) without a reload; mark read,
 * delete, mark all and opening an item; the phone layout locks the page's scrolling; axe with the list open.
 * A fresh admin, so the list holds only what these tests raise.
 */

const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

async function signIn(page: Page, account: FreshAccount) {
  const csrf = (await (await page.request.get("/api/csrf")).json()) as { token: string };
  const token = (await page.context().cookies()).find((c) => c.name === "XSRF-TOKEN")?.value ?? csrf.token;
  const login = await page.request.post("/api/auth/login", {
    headers: { "X-XSRF-TOKEN": token },
    data: { username: account.username, password: account.password },
  });
  expect(login.ok(), `login: ${login.status()}`).toBe(true);
}

/** Every frame the page's real-time connection sends and receives (SockJS wraps STOMP frames in JSON). */
function recordRealtimeFrames(page: Page) {
  const frames = { sent: [] as string[], received: [] as string[] };
  page.on("websocket", (socket) => {
    if (!socket.url().includes("/ws-chat")) return;
    socket.on("framesent", (f) => frames.sent.push(String(f.payload)));
    socket.on("framereceived", (f) => frames.received.push(String(f.payload)));
  });
  return frames;
}

const bellOf = (page: Page) => page.getByTestId("notification-bell");
const itemOf = (page: Page, name: string) =>
  page.getByRole("dialog", { name: "Notificări" }).getByTestId("notification").filter({ hasText: name });

test.describe
  .serial("[ADMIN][NOTIFICATIONS] the bell", () => {
    let admin: FreshAccount;
    test.beforeAll(async ({ baseURL }) => {
      admin = await createFreshAccount(baseURL!, "admin");
    });

    test("a registration submitted on the server appears in the open page's bell at once, pushed live", async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(60_000);
      const frames = recordRealtimeFrames(page);
      await signIn(page, admin);
      await page.goto("/admin");
      const bell = bellOf(page);
      await expect(bell).toHaveAccessibleName("Notificări: nicio notificare necitită");
      await expect
        .poll(() => frames.sent.some((f) => /SUBSCRIBE[\s\S]*\/user\/queue\/notifications/.test(f)))
        .toBe(true);

      await registerThroughApi(baseURL!, "Elena Vasilescu");
      // The server pushed to this admin's queue (the 30 s poll cannot be what updates the bell here)…
      await expect
        .poll(() => frames.received.some((f) => /MESSAGE[\s\S]*\/user\/queue\/notifications/.test(f)))
        .toBe(true);
      // …and the bell reloaded its list: no page reload.
      await expect(bell).toHaveAccessibleName("Notificări: o notificare necitită");
      await expect(bell.locator("xpath=..")).toContainText("1");
      await bell.click();
      const item = itemOf(page, "Elena Vasilescu");
      await expect(item).toContainText("Înscriere nouă");
      await expect(item).toContainText("acum");
      await expect(item.getByRole("link", { name: "Vezi detalii" })).toBeVisible();
    });

    test("mark one read, delete one, mark all read; each shows at once and is kept by the server", async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      await registerThroughApi(baseURL!, "Mihai Dobre");
      await registerThroughApi(baseURL!, "Ioana Rusu");
      await signIn(page, admin);
      await page.goto("/admin");
      const bell = bellOf(page);
      await expect(bell).toHaveAccessibleName("Notificări: 3 necitite");
      await bell.click();
      const dialog = page.getByRole("dialog", { name: "Notificări" });
      await expect(dialog.getByTestId("notification")).toHaveCount(3);
      await expectNoAxeViolations(page);
      if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/bell-1280.png` });

      await itemOf(page, "Mihai Dobre")
        .getByRole("button", { name: /^Marchează ca citită/ })
        .click();
      await expect(bell).toHaveAccessibleName("Notificări: 2 necitite");
      await expect(
        itemOf(page, "Mihai Dobre").getByRole("button", { name: /^Marchează ca citită/ }),
      ).toHaveCount(0);

      await itemOf(page, "Ioana Rusu")
        .getByRole("button", { name: /^Șterge/ })
        .click();
      await expect(itemOf(page, "Ioana Rusu")).toHaveCount(0);
      await expect(bell).toHaveAccessibleName("Notificări: o notificare necitită");

      // What the server kept.
      await page.reload();
      await expect(bell).toHaveAccessibleName("Notificări: o notificare necitită");
      await bell.click();
      await expect(dialog.getByTestId("notification")).toHaveCount(2);

      await dialog.getByRole("button", { name: "Marchează toate ca citite" }).click();
      await expect(bell).toHaveAccessibleName("Notificări: nicio notificare necitită");
      await expect(dialog.getByRole("button", { name: "Marchează toate ca citite" })).toHaveCount(0);

      // Escape closes; the item itself opens its link and closes the list.
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await bell.click();
      await itemOf(page, "Elena Vasilescu").getByRole("button").first().click();
      // A new registration opens that student's details over the students list.
      await expect(page).toHaveURL(/\/admin\/users\?student=[0-9a-f-]{36}$/);
      await expect(page.getByRole("dialog", { name: "Detalii pentru Elena Vasilescu" })).toBeVisible();
      await expect(dialog).toBeHidden();
      await page.goto("/admin");
      await expect(bellOf(page)).toHaveAccessibleName("Notificări: nicio notificare necitită");
    });

    test("on a 360 px phone the open list locks the page's scrolling; axe finds nothing", async ({
      page,
    }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await signIn(page, admin);
      await page.goto("/admin");
      const bodyOverflow = () => page.evaluate(() => getComputedStyle(document.body).overflow);
      expect(await bodyOverflow()).not.toBe("hidden");
      await bellOf(page).click();
      const dialog = page.getByRole("dialog", { name: "Notificări" });
      await expect(dialog.getByTestId("notification")).toHaveCount(2);
      await expect.poll(bodyOverflow).toBe("hidden");
      const box = await dialog.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(360);
      await expectNoAxeViolations(page);
      if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/bell-360.png` });
      await dialog.getByRole("button", { name: "Închide notificările" }).click();
      await expect(dialog).toBeHidden();
      await expect.poll(bodyOverflow).not.toBe("hidden");
    });

    test("a wide screen keeps the page scrollable while the list is open", async ({ page }) => {
      await signIn(page, admin);
      await page.goto("/admin");
      await bellOf(page).click();
      await expect(page.getByRole("dialog", { name: "Notificări" })).toBeVisible();
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");
    });
  });
