import { expect, test } from "./fixtures";

test("the server answers its health check with a reachable database", async ({ request }) => {
  const response = await request.get("/api/health");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: "ok", database: "ok" });
});

test("the home page serves the web app in Romanian", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "ro");
  await expect(page.locator("#root")).not.toBeEmpty();
});
