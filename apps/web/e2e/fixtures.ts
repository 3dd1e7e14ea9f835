import { readdir, readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import { type AddressObject, simpleParser } from "mailparser";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from "../../server/src/seed/demo.ts";

/*
 * What every end-to-end spec imports instead of @playwright/test:
 *   import { expect, test, loginAs, readLatestMail, expectNoAxeViolations } from "./fixtures";
 */

export type Role = "admin" | "coach" | "swimmer" | "user";
export const ROLES: readonly Role[] = ["admin", "coach", "swimmer", "user"];
/**
 * The demo accounts the server seeds on an empty embedded database (username = role, one password), read
 * from the seed itself so the specs cannot drift from it.
 */
export { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount };

/** The demo account of a role (its username, names, email and phone). */
export function demoAccount(role: Role): DemoAccount {
  const account = DEMO_ACCOUNTS.find((a) => a.role === role);
  if (!account) throw new Error(`no demo account for ${role}`);
  return account;
}

/** The local storage key and values of the cookie gate. */
export const COOKIE_CONSENT_KEY = "cookieConsent";
export type CookieConsent = "accepted" | "rejected";

export interface E2eOptions {
  /**
   * What the cookie gate finds in local storage when a page first loads: "accepted" by default, so specs
   * start past the gate; `test.use({ cookieConsent: null })` starts with nothing stored (the gate shows).
   * A value the page itself stores later is kept: the init script only fills an empty key.
   */
  cookieConsent: CookieConsent | null;
}

export const test = base.extend<E2eOptions>({
  cookieConsent: ["accepted", { option: true }],
  page: async ({ page, cookieConsent }, use) => {
    if (cookieConsent) {
      await page.addInitScript(
        ([key, value]) => {
          try {
            if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value);
          } catch {
            // about:blank and opaque origins have no local storage.
          }
        },
        [COOKIE_CONSENT_KEY, cookieConsent] as const,
      );
    }
    await use(page);
  },
});

export { expect };

/** The data folder of the server under test (created per run by playwright.config.ts). */
export function e2eDataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error("E2E_DATA_DIR is not set: run the specs through playwright.config.ts");
  return dir;
}

export function outboxDir(): string {
  return join(e2eDataDir(), "outbox");
}

/**
 * Signs the page's browser context in as a demo account through the API, the way the web app does:
 * GET /api/csrf, then POST /api/auth/login with the XSRF-TOKEN cookie's value in X-XSRF-TOKEN. The
 * SESSION cookie lands in the context, so the next `page.goto` is signed in. Returns the login answer.
 */
/** Opens pages in a language: the web app reads it from local storage before its first paint. */
export async function useLanguage(page: Page, language: "ro" | "en") {
  await page.addInitScript((lang) => window.localStorage.setItem("i18nextLng", lang), language);
}

export async function loginAs(
  page: Page,
  role: Role,
  password: string = DEMO_PASSWORD,
): Promise<{ user: { id: string; username: string; role: string } }> {
  const csrf = await page.request.get("/api/csrf");
  expect(csrf.ok(), `GET /api/csrf answered ${csrf.status()}`).toBe(true);
  const token = await csrfToken(page, (await csrf.json()) as { token: string });
  const response = await page.request.post("/api/auth/login", {
    headers: { "X-XSRF-TOKEN": token },
    data: { username: role, password },
  });
  if (!response.ok()) {
    throw new Error(`login as ${role} answered ${response.status()}: ${await response.text()}`);
  }
  return (await response.json()) as { user: { id: string; username: string; role: string } };
}

/** The XSRF-TOKEN cookie the browser context holds (what the web app reads); the body's token otherwise. */
async function csrfToken(page: Page, body: { token: string }): Promise<string> {
  const cookies = await page.context().cookies();
  return cookies.find((c) => c.name === "XSRF-TOKEN")?.value ?? body.token;
}

export interface Mail {
  file: string;
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  /** Every http(s) address in the mail, from the HTML's links first, then from the text, without repeats. */
  links: string[];
  date: Date;
}

export interface ReadMailOptions {
  /** Only mails written at or after this moment (take `Date.now()` before the action that sends one). */
  after?: Date | number;
  /** How long to wait for the dispatcher to write the mail; 15 s by default. */
  timeoutMs?: number;
}

const parsed = new Map<string, { mtimeMs: number; mail: Mail }>();

/**
 * Waits for the newest mail to `to` in `<dataDir>/outbox/*.eml` and returns it parsed. Mail goes through
 * the outbox table first, so it appears a moment after the request that caused it: this polls.
 */
export async function readLatestMail(to: string, options: ReadMailOptions = {}): Promise<Mail> {
  const after = options.after === undefined ? 0 : new Date(options.after).getTime();
  const deadline = Date.now() + (options.timeoutMs ?? 15_000);
  const wanted = to.trim().toLowerCase();
  for (;;) {
    const mails = await readOutbox();
    const match = mails
      .filter((m) => m.mtimeMs >= after && m.mail.to.includes(wanted))
      .sort((a, b) => b.mtimeMs - a.mtimeMs)[0];
    if (match) return match.mail;
    if (Date.now() > deadline) {
      const seen = mails.map((m) => `${m.mail.to.join(",")}: ${m.mail.subject}`).join("\n  ");
      throw new Error(`No mail to ${to} in ${outboxDir()}${seen ? `; there are:\n  ${seen}` : ""}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function readOutbox(): Promise<{ mtimeMs: number; mail: Mail }[]> {
  const dir = outboxDir();
  const names = await readdir(dir).catch(() => [] as string[]);
  const result: { mtimeMs: number; mail: Mail }[] = [];
  for (const name of names.filter((n) => n.endsWith(".eml"))) {
    const file = join(dir, name);
    const info = await stat(file).catch(() => null);
    if (!info || info.size === 0) continue;
    let entry = parsed.get(file);
    if (!entry || entry.mtimeMs !== info.mtimeMs) {
      entry = { mtimeMs: info.mtimeMs, mail: await parseMail(file) };
      parsed.set(file, entry);
    }
    result.push(entry);
  }
  return result;
}

async function parseMail(file: string): Promise<Mail> {
  const message = await simpleParser(await readFile(file));
  const html = typeof message.html === "string" ? message.html : "";
  const text = message.text ?? "";
  return {
    file,
    to: addresses(message.to),
    from: message.from?.text ?? "",
    subject: message.subject ?? "",
    text,
    html,
    links: extractLinks(html, text),
    date: message.date ?? new Date(0),
  };
}

function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  const list = field === undefined ? [] : Array.isArray(field) ? field : [field];
  return list.flatMap((a) => a.value.map((v) => (v.address ?? "").toLowerCase())).filter(Boolean);
}

function extractLinks(html: string, text: string): string[] {
  const fromHtml = [...html.matchAll(/href\s*=\s*["']([^"']+)["']/gi)].map((m) => decodeEntities(m[1]!));
  const fromText = [...text.matchAll(/https?:\/\/[^\s<>"')]+/g)].map((m) => m[0]);
  return [...new Set([...fromHtml, ...fromText].filter((link) => /^https?:\/\//.test(link)))];
}

function decodeEntities(value: string): string {
  return value
    .replace(/&amp;/g, "&")
    .replace(/&#x2F;/gi, "/")
    .replace(/&#47;/g, "/");
}

export interface AxeOptions {
  /** A CSS selector to judge alone (a short-lived part of the screen), instead of the whole page. */
  include?: string;
  /** CSS selectors to leave out (say, a third-party widget); prefer fixing the page. */
  exclude?: string[];
  /** Rule ids to skip, each with a reason in the spec. */
  disableRules?: string[];
}

/** Runs axe-core on the page for WCAG 2.0/2.1 A and AA and fails with a readable list of violations. */
export async function expectNoAxeViolations(page: Page, options: AxeOptions = {}): Promise<void> {
  // Colours read in the middle of a drawer's or modal's fade are blends that no user sees for long; axe
  // judges the screen once its finite animations and transitions have ended (endless spinners excepted).
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (a) => a.playState !== "running" || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
        ),
    undefined,
    { timeout: 5_000 },
  );
  // Legacy mode runs axe.run in the page itself: the default runs each frame apart and joins the results in a
  // second, blank page, five times slower on a big screen (the plan form: 8 s against 1.6 s), which under CI's
  // load pushed tests past their limit. The app has no frames, so nothing goes unchecked. Only violations are
  // wanted: axe then spends no time describing the nodes that pass.
  let builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
  if (options.include) builder = builder.include(options.include);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  const results = await builder.analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n${v.nodes
        .slice(0, 5)
        .map((n) => `    ${n.target.join(" ")}: ${n.failureSummary?.split("\n").join(" ") ?? ""}`)
        .join("\n")}`,
  );
  expect(summary, `axe violations on ${page.url()}:\n${summary.join("\n")}`).toEqual([]);
}
