import { dateTimeFormat } from "@bazin/shared/lib/intl";
import type { TFunction } from "i18next";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

const DATE_LOCALES: Record<string, string> = { ro: "ro-RO", en: "en-GB" };

/**
 * When a notification came, as the bell shows it (spec §2): under a minute "now", under an hour in minutes,
 * under a day in hours, under a week in days, after that a short date ("15.11.2026" in Romanian,
 * "15/11/2026" in English). A time slightly ahead of `now` (another clock) counts as now.
 */
export function relativeTime(createdAt: string | Date, now: Date, t: TFunction, language: string): string {
  const at = typeof createdAt === "string" ? new Date(createdAt) : createdAt;
  const elapsed = now.getTime() - at.getTime();
  if (elapsed < MINUTE) return t("notificationBell.time.now");
  if (elapsed < HOUR) return t("notificationBell.time.minutes", { count: Math.floor(elapsed / MINUTE) });
  if (elapsed < DAY) return t("notificationBell.time.hours", { count: Math.floor(elapsed / HOUR) });
  if (elapsed < WEEK) return t("notificationBell.time.days", { count: Math.floor(elapsed / DAY) });
  return dateTimeFormat(DATE_LOCALES[language] ?? "ro-RO", {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    timeZone: "Europe/Bucharest",
  }).format(at);
}
