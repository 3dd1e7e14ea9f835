import type { TMySession } from "@bazin/shared/contracts/sessions";
import type { SessionStatus } from "@bazin/shared/domain/training/session-rules";
import { dateTimeFormat } from "@bazin/shared/lib/intl";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";

// Noon UTC: formatting in UTC never moves a club day to its neighbour.
const asDate = (day: string) => new Date(`${day}T12:00:00Z`);

/** "18:00" + 90 minutes → "19:30" (a session never runs past midnight in practice; it wraps if it did). */
export function endTime(startTime: string, durationMinutes: number): string {
  const [h, m] = startTime.split(":").map(Number) as [number, number];
  const total = (h * 60 + m + durationMinutes) % (24 * 60);
  return `${String(Math.floor(total / 60)).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`;
}

/** Chip and modal colours of each status (Mantine colours; text uses shade 9, badges are filled). */
export const STATUS_COLOR: Record<SessionStatus, string> = {
  planned: "blue",
  in_progress: "orange",
  completed: "teal",
  cancelled: "gray",
};

/**
 * Dates, times and names of sessions in the interface language: Romanian day and month names from Intl
 * ("marți, 10 martie 2026"), the session's title or its workout's name.
 */
export function useSessionFormat() {
  const { t, i18n } = useTranslation("swimmer");
  const language = i18n.language === "en" ? "en-GB" : "ro-RO";
  return useMemo(() => {
    const fmt = (options: Intl.DateTimeFormatOptions) =>
      dateTimeFormat(language, { ...options, timeZone: "UTC" });
    const long = fmt({ weekday: "long", day: "numeric", month: "long", year: "numeric" });
    const dayMonth = fmt({ weekday: "long", day: "numeric", month: "long" });
    const weekday = fmt({ weekday: "short" });
    const month = fmt({ month: "long", year: "numeric" });
    const range = fmt({ day: "numeric", month: "long", year: "numeric" });
    const stamp = dateTimeFormat(language, {
      dateStyle: "long",
      timeStyle: "short",
      timeZone: "Europe/Bucharest",
    });
    const capital = (text: string) => text.charAt(0).toLocaleUpperCase(language) + text.slice(1);
    return {
      /** "Marți, 10 martie 2026". */
      longDay: (day: string) => capital(long.format(asDate(day))),
      /** "marți, 10 martie" (inside a sentence). */
      dayMonth: (day: string) => dayMonth.format(asDate(day)),
      /** "lun." — the grid's column heads. */
      weekdayShort: (day: string) => weekday.format(asDate(day)),
      /** "Martie 2026". */
      monthTitle: (day: string) => capital(month.format(asDate(day))),
      /** "9 – 15 martie 2026". */
      weekTitle: (from: string, to: string) => range.formatRange(asDate(from), asDate(to)),
      /** An instant of the API ("10 martie 2026, 18:05"). */
      stamp: (iso: string) => stamp.format(new Date(iso)),
      /** "18:00–19:30". */
      timeRange: (s: Pick<TMySession, "startTime" | "durationMinutes">) =>
        `${s.startTime}–${endTime(s.startTime, s.durationMinutes)}`,
      /** The session's own title, else its workout's name, else "Antrenament". */
      title: (s: Pick<TMySession, "title" | "workout">) =>
        s.title || s.workout?.name || t("sessions.defaultTitle"),
      status: (status: SessionStatus) => t(`sessions.status.${status}`),
    };
  }, [language, t]);
}
