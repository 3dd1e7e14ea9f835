import type { WebSocket } from "@playwright/test";
import { expect, loginAs, test } from "./fixtures";

/*
 * The signed-in app's live connection (/ws-chat, STOMP over SockJS) in a real browser: it opens with the
 * session cookie of the page, the server answers CONNECTED, and nothing goes wrong in the console.
 */

test("[SWIMMER][REALTIME] a signed-in page connects to /ws-chat with its session cookie", async ({
  page,
}) => {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  const received: string[] = [];
  const sockets: WebSocket[] = [];
  page.on("websocket", (socket) => {
    sockets.push(socket);
    socket.on("framereceived", (frame) => received.push(String(frame.payload)));
  });

  await loginAs(page, "swimmer");
  await page.goto("/swimmer");
  await expect(page.locator("html")).toHaveAttribute("data-realtime", "connected");

  // SockJS chose its WebSocket transport, and the STOMP session opened: version 1.2, our server.
  expect(sockets.map((s) => new URL(s.url()).pathname)).toEqual([
    expect.stringMatching(/^\/ws-chat\/.+\/websocket$/),
  ]);
  const connected = received.find((payload) => payload.includes("CONNECTED"));
  expect(connected).toContain("version:1.2");
  expect(connected).toContain("server:bazin/1.0");
  expect(received.some((payload) => payload.includes("ERROR"))).toBe(false);
  expect(problems).toEqual([]);
});

test("[PUBLIC][REALTIME] a visitor who is not signed in opens no connection", async ({ page }) => {
  const sockets: string[] = [];
  page.on("websocket", (socket) => sockets.push(socket.url()));
  await page.goto("/");
  await expect(page.locator("main")).toBeVisible();
  expect(sockets).toEqual([]);
  await expect(page.locator("html")).not.toHaveAttribute("data-realtime", "connected");
});
