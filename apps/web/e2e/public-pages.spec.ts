import type { TClubResponse } from "@bazin/shared/contracts/club";
import { googleMapsUrl, telUrl, wazeUrl, whatsappUrl } from "@bazin/shared/domain/contact-links";
import { PUBLIC_PAGES } from "@bazin/shared/domain/public-pages";
import type { Page } from "@playwright/test";
import roCommon from "../src/locales/ro/common.json" with { type: "json" };
import roPublic from "../src/locales/ro/public.json" with { type: "json" };
import { expect, expectNoAxeViolations, test } from "./fixtures";

/** The club as the server has it: the pages must show these facts, not texts of their own. */
async function clubData(page: Page): Promise<TClubResponse> {
  const response = await page.request.get("/api/club");
  expect(response.ok()).toBe(true);
  return (await response.json()) as TClubResponse;
}

/** Every word's key path in a catalog ("nav.home"). */
function leafKeys(catalog: object, prefix = ""): string[] {
  return Object.entries(catalog).flatMap(([key, value]) =>
    typeof value === "object" && value !== null ? leafKeys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

const WEEKDAYS_RO = ["", "Luni", "Marți", "Miercuri", "Joi", "Vineri", "Sâmbătă", "Duminică"];

test.describe("[VISITOR][HOME] home page", () => {
  test("shows the hero figures and the schedule from the club data", async ({ page }) => {
    const club = await clubData(page);
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "Învață să înoți cu încredere" })).toBeVisible();
    const figures = page.locator("#hero-title").locator("xpath=ancestor::section").locator("dl");
    await expect(figures).toContainText(`${club.profile.statYears}+`);
    const values = await figures.locator("dd").allTextContents();
    expect(values).toEqual([
      String(club.profile.statInstructors),
      `${club.profile.statYears}+`,
      String(club.profile.statDaysPerWeek),
      `${club.profile.poolLengthMeters} m`,
    ]);
    await expect(page.getByRole("link", { name: "Înscrie-te la un curs" })).toHaveAttribute(
      "href",
      "/inscriere",
    );

    const table = page.getByRole("table", { name: "Orele de început ale cursurilor, pe zile și grupe" });
    const days = [...new Set(club.slots.map((slot) => slot.weekday))];
    await expect(table.locator("tbody tr")).toHaveCount(days.length);
    for (const day of days) {
      const row = table.getByRole("row", { name: new RegExp(WEEKDAYS_RO[day]!) });
      for (const slot of club.slots.filter((s) => s.weekday === day)) {
        const group = row.getByRole("list", { name: slot.ageGroup === "adults" ? "Adulți" : "Copii" });
        await expect(group).toContainText(slot.startTime);
      }
    }
    await expect(page.getByRole("contentinfo")).toContainText(club.profile.email);
  });

  test("the call to action leads to the registration", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Începe înscrierea" }).click();
    await expect(page).toHaveURL(/\/inscriere$/);
  });
});

test.describe("[VISITOR][CONTACT] contact page", () => {
  test("links phone, WhatsApp, email, the social page and both map apps, built from the club data", async ({
    page,
  }) => {
    const { profile, instructors } = await clubData(page);
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1, name: "Contact" })).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: profile.phone })).toHaveAttribute(
      "href",
      telUrl(profile.phone),
    );
    expect(telUrl(profile.phone)).toMatch(/^tel:\+\d{10,15}$/);
    await expect(main.getByRole("link", { name: profile.whatsapp, exact: false })).toHaveAttribute(
      "href",
      whatsappUrl(profile.whatsapp),
    );
    expect(whatsappUrl(profile.whatsapp)).toMatch(/^https:\/\/wa\.me\/\d{10,15}$/);
    await expect(main.getByRole("link", { name: profile.email })).toHaveAttribute(
      "href",
      `mailto:${profile.email}`,
    );
    await expect(main.getByRole("link", { name: /Pagina noastră de Facebook/ })).toHaveAttribute(
      "href",
      profile.socialUrl,
    );
    const maps = main.getByRole("link", { name: /Deschide în Google Maps/ });
    await expect(maps).toHaveAttribute("href", googleMapsUrl(profile.latitude, profile.longitude));
    await expect(maps).toHaveAttribute(
      "href",
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=[\d.]+,[\d.]+$/,
    );
    await expect(main.getByRole("link", { name: /Navighează cu Waze/ })).toHaveAttribute(
      "href",
      wazeUrl(profile.latitude, profile.longitude),
    );
    // No embedded third-party map.
    await expect(page.locator("iframe")).toHaveCount(0);

    for (const instructor of instructors) {
      const card = main.getByRole("article", { name: `${instructor.firstName} ${instructor.lastName}` });
      await expect(card).toBeVisible();
      for (const day of instructor.weekdays) await expect(card).toContainText(WEEKDAYS_RO[day]!);
      if (instructor.photoUrl) {
        const photo = card.locator("img");
        await photo.scrollIntoViewIfNeeded();
        await expect(photo).toHaveAttribute("src", instructor.photoUrl);
        await expect
          .poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth))
          .toBeGreaterThan(0);
      }
    }
    await expect(main).toContainText(profile.facilities[0]!.ro);
    await expect(main).toContainText("Luni – Vineri: 08:00 – 16:00");
  });
});

test.describe("[VISITOR][LEGAL] privacy policy and terms", () => {
  test("the privacy page shows the current GDPR version's text, in the chosen language", async ({ page }) => {
    const current = await (await page.request.get("/api/gdpr/current")).json();
    await page.goto("/politica-confidentialitate");
    await expect(
      page.getByRole("heading", { level: 1, name: "Politica de confidențialitate" }),
    ).toBeVisible();
    await expect(page.getByText(`Versiunea ${current.version}, în vigoare din`)).toBeVisible();
    const firstSection = (current.text as string).match(/^## (.+)$/m)![1]!;
    await expect(page.getByRole("heading", { level: 2, name: firstSection })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("în cel mult 72 de ore");

    await page.getByRole("group", { name: "Limba" }).getByRole("button", { name: "EN" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Privacy policy" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("within 72 hours");
    await expect(page).toHaveTitle("Privacy policy · Municipal Pool");
  });

  test("the terms state the key rules", async ({ page }) => {
    await page.goto("/termeni-conditii");
    const main = page.getByRole("main");
    await expect(page.getByRole("heading", { level: 1, name: "Termeni și condiții" })).toBeVisible();
    for (const rule of [
      "nu necesită cont",
      "activă 45 de zile",
      "expiră automat după 45 de zile de inactivitate",
      "cel puțin 48 de ore",
      "cel puțin 24 de ore",
      "cu 10 minute înainte",
      "cel mult 1 an",
      "două documente PDF",
      "răspuns în cel mult 30 de zile",
      "în cel mult 72 de ore",
      "numai în Uniunea Europeană",
      "legea română",
      "fără restituirea sumelor plătite",
    ]) {
      await expect(main).toContainText(rule);
    }
  });
});

test("[VISITOR][DEVELOPER] the about page lists the version and the open-source licences", async ({
  page,
}) => {
  await page.goto("/developer");
  await expect(page.getByRole("heading", { level: 1, name: "Despre aplicație" })).toBeVisible();
  const table = page.getByRole("table", { name: "Pachetele open-source folosite, cu versiunea și licența" });
  await expect(table.getByRole("row", { name: /^react \d+\.\d+\.\d+ MIT$/ })).toBeVisible();
  await expect(table.getByRole("row", { name: /^fastify \d+\.\d+\.\d+ MIT$/ })).toBeVisible();
  expect(await table.locator("tbody tr").count()).toBeGreaterThan(50);
  await expect(page.getByRole("main")).toContainText("Versiunea");
});

test.describe("[VISITOR][SEO] titles, descriptions, sitemap and robots", () => {
  test("every public page has its own title and meta description, in the HTML and after it runs", async ({
    page,
  }) => {
    const titles = new Set<string>();
    for (const { path } of PUBLIC_PAGES) {
      const html = await (await page.request.get(path, { headers: { "Accept-Language": "ro" } })).text();
      expect(html, path).toMatch(
        /<title>[^<]+ · Bazinul Municipal<\/title>|<title>Bazinul Municipal · [^<]+<\/title>/,
      );
      expect(html, path).toMatch(/<meta name="description" content="[^"]{50,}"/);
      expect(html, path).toContain('<script type="application/ld+json">');

      await page.goto(path);
      await expect(page.locator("main")).toBeVisible();
      const title = await page.title();
      expect(title, path).toMatch(/Bazinul Municipal/);
      titles.add(title);
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(description?.length, path).toBeGreaterThan(50);
    }
    expect(titles.size).toBe(PUBLIC_PAGES.length);
  });

  test("no public page shows a word's key instead of the word (the first load holds only part of the catalogs)", async ({
    page,
  }) => {
    // A key shows as its path ("password.title") when its words are not loaded yet: the first load carries
    // only some blocks of Romanian `common` and `public` (lib/i18n.ts), the rest comes with other code.
    const keys = [...leafKeys(roCommon), ...leafKeys(roPublic)].filter((key) => key.includes("."));
    for (const { path } of PUBLIC_PAGES) {
      await page.goto(path);
      await expect(page.locator("[data-prerendered]")).toHaveCount(0); // the app has drawn the page
      await expect(page.locator("main")).toBeVisible();
      await page.waitForLoadState("networkidle");
      const text = await page.locator("body").innerText();
      expect(
        keys.filter((key) => text.includes(key)),
        path,
      ).toEqual([]);
    }
  });

  test("a public page's HTML names what its route loads, so the browser fetches it beside the entry", async ({
    page,
  }) => {
    // A first visit gets no hints; a visitor who accepted the cookies holds the anti-forgery one.
    expect(await (await page.request.get("/evenimente")).text()).not.toMatch(/events-page-[\w-]+\.js/);
    await page.goto("/");
    await expect
      .poll(async () => (await page.context().cookies()).map((c) => c.name))
      .toContain("XSRF-TOKEN");
    const html = await (await page.request.get("/evenimente")).text();
    const head = html.slice(0, html.indexOf("</head>"));
    const preloaded = [...head.matchAll(/<link rel="(?:modulepreload|preload)"[^>]* href="([^"]+)"/g)].map(
      (m) => m[1]!,
    );
    expect(preloaded.some((href) => /\/assets\/events-page-[\w-]+\.js$/.test(href))).toBe(true);
    expect(preloaded.some((href) => href.endsWith(".css"))).toBe(true);
    for (const href of preloaded) expect((await page.request.get(href)).status(), href).toBe(200);

    // Every hint is used: the app asks for each file as the hint did, and nothing is fetched twice or fails.
    const failures: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" || /preload/i.test(message.text())) failures.push(message.text());
    });
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    await page.goto("/evenimente");
    await expect(page.getByRole("heading", { level: 1, name: "Evenimente și anunțuri" })).toBeVisible();
    await expect(page.getByRole("list", { name: "Evenimente și anunțuri" })).toBeVisible();
    expect(failures).toEqual([]);
    for (const href of preloaded)
      expect(
        requested.filter((path) => path === href),
        href,
      ).toHaveLength(1);
  });

  test("robots.txt keeps crawlers out of the API and the signed-in areas; the sitemap lists the public pages", async ({
    request,
  }) => {
    const robots = await (await request.get("/robots.txt")).text();
    for (const line of [
      "Disallow: /api/",
      "Disallow: /admin",
      "Disallow: /coach",
      "Disallow: /swimmer",
      "Disallow: /account",
    ]) {
      expect(robots).toContain(line);
    }
    expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const { path } of PUBLIC_PAGES) {
      expect(sitemap).toMatch(
        new RegExp(
          `<loc>https?://[^<]+${path === "/" ? "/" : path}</loc>\\s*<lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`,
        ),
      );
    }
  });
});

test.describe("[VISITOR][A11Y] public pages", () => {
  const PAGES: [string, string][] = [
    ["/", "Învață să înoți cu încredere"],
    ["/contact", "Contact"],
    ["/politica-confidentialitate", "Politica de confidențialitate"],
    ["/termeni-conditii", "Termeni și condiții"],
    ["/developer", "Despre aplicație"],
  ];
  for (const width of [1280, 360]) {
    test(`no axe violations at ${width} px, nothing wider than the screen`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const [path, heading] of PAGES) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
        await expect(page.getByRole("contentinfo")).toContainText("Program secretariat");
        await expect(page.locator('[aria-busy="true"], [role="status"]')).toHaveCount(0);
        await expectNoAxeViolations(page);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, path).toBeLessThanOrEqual(0);
      }
    });
  }
});
