import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";

/*
 * The public gallery (/galerie) and events page (/evenimente) on the demo seed: 18 photos (9 training,
 * 9 competitions, 12 per page) and 9 active announcements (6 per page; 2 competitions).
 */

const RO_MONTHS =
  /\d{1,2} (ianuarie|februarie|martie|aprilie|mai|iunie|iulie|august|septembrie|octombrie|noiembrie|decembrie) \d{4}/;
const EN_MONTHS =
  /\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}/;

/** Picks a filter chip: the radio input is invisible, its label is what people click. */
async function chooseFilter(page: Page, group: string, option: string) {
  await page.getByRole("radiogroup", { name: group }).getByText(option, { exact: true }).click();
  await expect(page.getByRole("radio", { name: option })).toBeChecked();
}

/**
 * Opens a public page from the home page's navigation: the page's first list then comes from the API, not from
 * the answers the server wrote into the HTML of a page loaded at its own address.
 */
async function navigateFromHome(page: Page, link: string) {
  await page.goto("/");
  await page.getByRole("navigation", { name: "Navigare site" }).getByRole("link", { name: link }).click();
}

/** Fails the first matching API call with a server error, then lets the others through. */
async function failFirstCall(page: Page, url: RegExp) {
  let failed = false;
  await page.route(url, async (route) => {
    if (failed) return route.continue();
    failed = true;
    await route.fulfill({
      status: 500,
      contentType: "application/json",
      body: JSON.stringify({ code: "INTERNAL_ERROR", message: "Eroare de test." }),
    });
  });
}

test.describe("[VISITOR][GALLERY]", () => {
  test("load more adds photos, and the filter changes them", async ({ page }) => {
    await page.goto("/galerie");
    await expect(page.getByRole("heading", { level: 1, name: "Galerie foto" })).toBeVisible();
    const photos = page.getByRole("list", { name: "Galerie foto" }).getByRole("listitem");
    await expect(photos).toHaveCount(12);
    await expect(page.getByRole("radio", { name: "Toate" })).toBeChecked();

    const loadMore = page.getByRole("button", { name: "Încarcă mai multe fotografii" });
    await loadMore.click();
    await expect(photos).toHaveCount(18);
    await expect(loadMore).toHaveCount(0);

    await chooseFilter(page, "Categoria fotografiilor", "Competiții");
    await expect(page).toHaveURL(/category=competitions/);
    await expect(photos).toHaveCount(9);
    await expect(photos.filter({ hasText: "Competiție" })).toHaveCount(9);
    await expect(loadMore).toHaveCount(0);

    await chooseFilter(page, "Categoria fotografiilor", "Antrenamente");
    await expect(photos).toHaveCount(9);
    await expect(photos.filter({ hasText: "Antrenament" })).toHaveCount(9);
    await expect(photos.first()).toContainText("Antrenament de craul pe culoare");

    // The filter lives in the address: a reload keeps it.
    await page.reload();
    await expect(page.getByRole("radio", { name: "Antrenamente" })).toBeChecked();
    await expect(photos).toHaveCount(9);
  });

  test("the lightbox opens a photo, moves with the arrow keys and closes with Escape", async ({ page }) => {
    await page.goto("/galerie");
    const first = page.getByRole("button", { name: /Premierea la Cupa Orașului/ });
    await first.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleName("Premierea la Cupa Orașului");
    await expect(dialog.getByRole("img", { name: "Premierea la Cupa Orașului" })).toBeVisible();
    await expect(dialog).toContainText("Fotografia 1 din 12");
    await expect(dialog.getByRole("button", { name: "Fotografia anterioară" })).toBeDisabled();

    await page.keyboard.press("ArrowRight");
    await expect(dialog).toHaveAccessibleName("Antrenament de craul pe culoare");
    await expect(dialog).toContainText("Fotografia 2 din 12");
    await page.keyboard.press("ArrowRight");
    await expect(dialog).toHaveAccessibleName("Picioare craul cu placa, grupa de copii");
    await page.keyboard.press("ArrowLeft");
    await expect(dialog).toHaveAccessibleName("Antrenament de craul pe culoare");
    await dialog.getByRole("button", { name: "Fotografia următoare" }).click();
    await expect(dialog).toHaveAccessibleName("Picioare craul cu placa, grupa de copii");

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    // Focus goes back to the photo that opened the lightbox.
    await expect(first).toBeFocused();
  });

  test("next on the last loaded photo loads the next page", async ({ page }) => {
    await page.goto("/galerie");
    await page.getByRole("list", { name: "Galerie foto" }).getByRole("button").nth(11).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText("Fotografia 12 din 12");
    await page.keyboard.press("ArrowRight");
    await expect(dialog).toContainText("Fotografia 13 din 18");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("list", { name: "Galerie foto" }).getByRole("listitem")).toHaveCount(18);
  });

  test("captions follow the language", async ({ page }) => {
    await page.goto("/galerie");
    await page.getByRole("group", { name: "Limba" }).getByRole("button", { name: "EN" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Photo gallery" })).toBeVisible();
    await expect(page.getByRole("button", { name: /Award ceremony at the Town Cup/ })).toBeVisible();
    await expect(page.getByRole("radiogroup", { name: "Photo category" })).toContainText("Competitions");
  });

  test("a failed load offers a retry that works", async ({ page }) => {
    await failFirstCall(page, /\/api\/gallery\?/);
    await navigateFromHome(page, "Galerie");
    await expect(page.getByRole("alert")).toContainText("Fotografiile nu au putut fi încărcate.");
    await page.getByRole("button", { name: "Încearcă din nou" }).click();
    await expect(page.getByRole("list", { name: "Galerie foto" }).getByRole("listitem")).toHaveCount(12);
    await expect(page.getByRole("alert")).toHaveCount(0);
  });
});

test.describe("[VISITOR] a list page opened at its address", () => {
  for (const { path, api, items } of [
    { path: "/evenimente", api: "/api/announcements", items: "article" },
    { path: "/galerie", api: "/api/gallery", items: "listitem" },
  ] as const) {
    test(`${path} draws its first page from the HTML, without asking the API again`, async ({ page }) => {
      const asked: string[] = [];
      page.on("request", (request) => {
        const url = new URL(request.url());
        if (url.pathname === api || url.pathname === "/api/club") asked.push(url.pathname);
      });
      await page.goto(path);
      const list =
        items === "article"
          ? page.getByRole("article")
          : page.getByRole("list", { name: "Galerie foto" }).getByRole("listitem");
      await expect(list).toHaveCount(items === "article" ? 6 : 12);
      await expect(page.getByRole("contentinfo")).toContainText("+40 230 541 234");
      expect(asked).toEqual([]);
    });
  }
});

test.describe("[VISITOR][EVENTS]", () => {
  test("the category filter shows only that category", async ({ page }) => {
    await page.goto("/evenimente");
    await expect(page.getByRole("heading", { level: 1, name: "Evenimente și anunțuri" })).toBeVisible();
    const cards = page.getByRole("article");
    await expect(cards).toHaveCount(6);
    // Highest priority first.
    await expect(cards.first()).toHaveAccessibleName("Cupa Bazinului Municipal – ediția a VI-a");

    await chooseFilter(page, "Categoria anunțurilor", "Competiții");
    await expect(cards).toHaveCount(2);
    await expect(cards.filter({ hasText: "Competiție" })).toHaveCount(2);
    await expect(cards.nth(1)).toHaveAccessibleName("Rezultate la Campionatul Județean de Înot");

    await chooseFilter(page, "Categoria anunțurilor", "Evenimente");
    await expect(cards).toHaveCount(2);
    await expect(cards.first()).toHaveAccessibleName("Ziua porților deschise");

    await chooseFilter(page, "Categoria anunțurilor", "Generale");
    await expect(cards).toHaveCount(3);
    await chooseFilter(page, "Categoria anunțurilor", "Toate");
    await expect(cards).toHaveCount(6);
  });

  test("load more shows the rest, and nothing inactive", async ({ page }) => {
    await page.goto("/evenimente");
    const cards = page.getByRole("article");
    await expect(cards).toHaveCount(6);
    await expect(page.getByText("6 din 9 anunțuri afișate")).toBeVisible();
    await page.getByRole("button", { name: "Încarcă mai multe anunțuri" }).click();
    await expect(cards).toHaveCount(9);
    await expect(page.getByRole("button", { name: "Încarcă mai multe anunțuri" })).toHaveCount(0);
    await expect(page.getByText("Concursul de toamnă")).toHaveCount(0);
  });

  test("read more shows the whole text and show less hides it again", async ({ page }) => {
    await page.goto("/evenimente");
    const card = page.getByRole("article", { name: "Cupa Bazinului Municipal – ediția a VI-a" });
    const toggle = card.getByRole("button", { name: "Citește mai mult" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(card.getByText(/Încălzirea începe la ora 08:15/)).toHaveCount(0);

    await toggle.click();
    const collapse = card.getByRole("button", { name: "Arată mai puțin" });
    await expect(collapse).toHaveAttribute("aria-expanded", "true");
    await expect(card.getByText(/Încălzirea începe la ora 08:15/)).toBeVisible();

    await collapse.click();
    await expect(card.getByRole("button", { name: "Citește mai mult" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    await expect(card.getByText(/Încălzirea începe la ora 08:15/)).toHaveCount(0);
  });

  test("event dates are in Romanian when Romanian is chosen, in English otherwise", async ({ page }) => {
    await page.goto("/evenimente");
    const card = page.getByRole("article", { name: "Cupa Bazinului Municipal – ediția a VI-a" });
    await expect(card.getByRole("listitem").first()).toHaveText(new RegExp(`Data:.*${RO_MONTHS.source}`));
    await expect(card).toContainText("09:00 – 14:00");
    await expect(card).toContainText("Bazinul Municipal, bazinul de 25 m");
    await page.getByRole("group", { name: "Limba" }).getByRole("button", { name: "EN" }).click();
    await expect(card.getByRole("listitem").first()).toHaveText(new RegExp(`Date:.*${EN_MONTHS.source}`));
    await expect(card.getByRole("button", { name: "Read more" })).toBeVisible();
  });

  test("a failed load shows an error with a retry that works", async ({ page }) => {
    await failFirstCall(page, /\/api\/announcements\?/);
    await navigateFromHome(page, "Evenimente");
    await expect(page.getByRole("alert")).toContainText("Evenimentele nu au putut fi încărcate.");
    await expect(page.getByRole("article")).toHaveCount(0);
    await page.getByRole("button", { name: "Încearcă din nou" }).click();
    await expect(page.getByRole("article")).toHaveCount(6);
    await expect(page.getByRole("alert")).toHaveCount(0);
  });
});

test.describe("[VISITOR][A11Y] gallery and events", () => {
  for (const width of [1280, 360]) {
    test(`no axe violations at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/galerie");
      await expect(page.getByRole("list", { name: "Galerie foto" }).getByRole("listitem")).toHaveCount(12);
      await expectNoAxeViolations(page);
      await page.getByRole("list", { name: "Galerie foto" }).getByRole("button").first().click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await expectNoAxeViolations(page);

      await page.goto("/evenimente");
      await expect(page.getByRole("article")).toHaveCount(6);
      await page.getByRole("button", { name: "Citește mai mult" }).first().click();
      await expectNoAxeViolations(page);
      // Nothing sticks out sideways on a phone.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
