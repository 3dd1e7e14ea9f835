import type { TNotification } from "@bazin/shared/contracts/notifications";
import { type Language, rawText, translator } from "../../lib/i18n.ts";
import type { NotificationRow } from "./repository.ts";

/** One date format per language, made once ("1 decembrie 2026", "1 December 2026"). */
const DAY_FORMATS: Record<Language, Intl.DateTimeFormat> = {
  ro: new Intl.DateTimeFormat("ro-RO", { dateStyle: "long", timeZone: "UTC" }),
  en: new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" }),
};

/** A day ("2026-12-01") reads as a date of the reader's language ("1 decembrie 2026"); other values as they are. */
function readable(value: string | number, lang: Language): string | number {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const day = new Date(`${value}T12:00:00Z`);
  if (Number.isNaN(day.getTime())) return value;
  return DAY_FORMATS[lang].format(day);
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/**
 * A key's text with `{{name}}` placeholders filled in. A list formats up to a hundred texts per request, so
 * the plain texts are filled here directly (i18next's full `t` costs about ten times more); a key that is not
 * a plain text (plural forms, missing, or nesting another key with `$t(…)`, as an event's name) still goes
 * through `t`.
 */
function text(lang: Language, key: string, params: Record<string, string | number>): string {
  const raw = rawText(lang, key);
  if (raw === null || raw.includes("$t(")) return translator(lang)(key, params);
  return raw.replace(PLACEHOLDER, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** A stored notification in its reader's language: the keys translated with their parameters filled in. */
export function toNotification(row: NotificationRow, lang: Language): TNotification {
  const params = Object.fromEntries(Object.entries(row.params).map(([k, v]) => [k, readable(v, lang)]));
  return {
    id: row.id,
    type: row.type,
    title: text(lang, row.titleKey, params),
    message: text(lang, row.messageKey, params),
    read: row.read,
    createdAt: row.createdAt.toISOString(),
    actionUrl: row.actionUrl,
  };
}
