import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, loginAs, type Role, test, useLanguage } from "./fixtures";

/*
 * The swimmer, times and records screens of the demo club (issue 12) pass axe at 1280 and 360 px, in Romanian
 * and English, each showing its demo content first (so axe judges a filled screen, not a loader).
 */

interface Screen {
  name: string;
  role: Role;
  path: (ids: { mihai: string }) => string;
  /** Something of the demo club the screen shows once loaded, per language. */
  shows: { ro: string | RegExp; en: string | RegExp };
}

const SCREENS: Screen[] = [
  {
    name: "advanced swimmers",
    role: "admin",
    path: () => "/admin/advanced-swimmers",
    shows: { ro: "Mihai Dumitrescu", en: "Mihai Dumitrescu" },
  },
  {
    name: "an advanced swimmer's details",
    role: "coach",
    path: ({ mihai }) => `/admin/advanced-swimmers/${mihai}/details`,
    shows: { ro: /Zona 5/, en: /Zone 5/ },
  },
  {
    name: "the club's times",
    role: "coach",
    path: () => "/admin/swimming-times",
    shows: { ro: "Mihai Dumitrescu", en: "Mihai Dumitrescu" },
  },
  {
    name: "the Lenex import",
    role: "coach",
    path: () => "/admin/swimming-times/import",
    shows: { ro: /\.lef sau \.lxf/, en: /\.lef or \.lxf/ },
  },
  {
    name: "a swimmer's times and progression",
    role: "admin",
    path: ({ mihai }) => `/admin/swimming-times/cursant/${mihai}/statistics`,
    shows: { ro: "100 m liber", en: "100 m freestyle" },
  },
  {
    name: "club records",
    role: "admin",
    path: () => "/admin/club-records?poolLength=25&gender=M&ageGroup=16",
    shows: { ro: "Mihai Dumitrescu", en: "Mihai Dumitrescu" },
  },
  {
    name: "the swimmer's own times",
    role: "swimmer",
    path: () => "/swimmer/times",
    shows: { ro: "100 m liber", en: "100 m freestyle" },
  },
  {
    name: "the swimmer's dashboard",
    role: "swimmer",
    path: () => "/swimmer",
    shows: { ro: /Mihai/, en: /Mihai/ },
  },
];

/** The demo swimmer's student id, as the admin's list knows it. */
async function mihaiId(page: Page): Promise<string> {
  const res = await page.request.get("/api/advanced-swimmers?q=Mihai%20Dumitrescu");
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { items: { id: string; fullName: string }[] };
  return body.items.find((s) => s.fullName === "Mihai Dumitrescu")!.id;
}

// One test per screen and language, spread over the workers: a slow screen fails alone, and its retry is short.
test.describe.configure({ mode: "parallel" });

for (const language of ["ro", "en"] as const) {
  for (const screen of SCREENS) {
    test(`[TRAINING][A11Y] ${screen.name} passes axe at 1280 and 360 px (${language})`, async ({ page }) => {
      test.setTimeout(120_000); // two widths of a big screen, with axe, on a loaded two-core machine
      await useLanguage(page, language);
      await loginAs(page, "admin");
      const ids = { mihai: await mihaiId(page) };
      if (screen.role !== "admin") {
        await page.context().clearCookies();
        await loginAs(page, screen.role);
      }
      for (const width of [1280, 360]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(screen.path(ids));
        // The biggest screens (the plan form is ~3,500 elements) take longer than the default 10 s to draw on a
        // loaded two-core CI machine; what is judged here is the finished screen.
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 30_000 });
        await expect(page.getByText(screen.shows[language]).filter({ visible: true }).first()).toBeVisible();
        await expectNoAxeViolations(page);
        await page.screenshot({
          path: `test-results/e2e/training-${screen.name.replace(/\W+/g, "-")}-${language}-${width}.png`,
          fullPage: true,
        });
      }
    });
  }
}
