import { dateTimeFormat } from "@bazin/shared/lib/intl";

/** A day "YYYY-MM-DD" in the reader's language ("10 oct. 2026"), read as a calendar day (no time zone shift). */
export function formatDay(day: string, language: string): string {
  if (!day) return "—";
  return dateTimeFormat(language, { dateStyle: "medium", timeZone: "UTC" }).format(
    new Date(`${day}T12:00:00Z`),
  );
}

/** A meet's days: one day, or "first – last". */
export function formatDays(start: string, end: string, language: string): string {
  if (!start) return "—";
  return start === end
    ? formatDay(start, language)
    : `${formatDay(start, language)} – ${formatDay(end, language)}`;
}
