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
/** i18next's nesting, `$t(ns:key)`, whose key may hold placeholders (`$t(common:training.events.{{event}})`). */
const NESTED = /\$t\(([^()]*)\)/g;

function fill(raw: string, params: Record<string, string | number>): string {
  return raw.replace(PLACEHOLDER, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/**
 * A key's text with `{{name}}` placeholders filled in. A list formats up to a hundred texts per request, so
 * the plain texts are filled here directly (i18next's full `t` costs about ten times more), and so are texts
 * nesting plain texts by key (`$t(common:training.gender.{{gender}})`, as a club record's): the nested key's
 * placeholders are filled, its text looked up and put in place, as i18next does. Anything else (plural forms,
 * a missing key, nesting with options or deeper) still goes through `t`.
 */
function text(lang: Language, key: string, params: Record<string, string | number>): string {
  const raw = rawText(lang, key);
  if (raw === null) return translator(lang)(key, params);
  if (!raw.includes("$t(")) return fill(raw, params);
  let plain = true;
  const nested = raw.replace(NESTED, (whole, inner: string) => {
    const innerKey = fill(inner, params);
    const innerText = innerKey.includes(",") ? null : rawText(lang, innerKey);
    if (innerText === null || innerText.includes("$t(")) plain = false;
    return innerText ?? whole;
  });
  return plain ? fill(nested, params) : translator(lang)(key, params);
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
