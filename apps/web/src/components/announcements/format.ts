import { dateTimeFormat } from "@bazin/shared/lib/intl";
import type { Language } from "../../lib/i18n.ts";

const LOCALES: Record<Language, string> = { ro: "ro-RO", en: "en-GB" };

/** An event day ("2026-06-14") in words: "duminică, 14 iunie 2026" / "Sunday, 14 June 2026". */
export function formatEventDate(date: string, language: Language): string {
  const [year, month, day] = date.split("-").map(Number);
  // A calendar day, not a moment: built in local time so no time zone moves it to the day before.
  const value = new Date(year!, month! - 1, day!);
  return dateTimeFormat(LOCALES[language], {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(value);
}

/** When an announcement was published: "12 mai 2026" / "12 May 2026". */
export function formatPublished(iso: string, language: Language): string {
  return dateTimeFormat(LOCALES[language], {
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(new Date(iso));
}

/** Paragraphs of an announcement's text, split at blank lines. */
export function paragraphs(content: string): string[] {
  return content
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** Text longer than this gets a "read more" toggle; shorter text is shown whole. */
export const EXCERPT_LENGTH = 220;

/** The start of a long text, cut at a word boundary, with an ellipsis. */
export function excerpt(text: string, length = EXCERPT_LENGTH): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > length * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/, "")}…`;
}
