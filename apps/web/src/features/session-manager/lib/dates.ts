import { addDays } from "@bazin/shared/domain/training/plan-rules";
import { dateTimeFormat } from "@bazin/shared/lib/intl";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";

/** Today as "YYYY-MM-DD" in the device's time zone (the club's, for everyone who uses it). */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The seven days of the week that starts on `monday`. */
export const weekDays = (monday: string) => Array.from({ length: 7 }, (_, i) => addDays(monday, i));

const utc = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * Day formats of the manager in the interface language (a calendar day has no time zone, so UTC): `weekday`
 * "lun., 2 mar.", `full` "luni, 2 martie 2026", `short` "2 mar.", `long` "2 mar. 2026".
 */
export function useSessionDayFormat() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const make = (options: Intl.DateTimeFormatOptions) =>
      dateTimeFormat(i18n.language, { ...options, timeZone: "UTC" });
    const weekday = make({ weekday: "short", day: "numeric", month: "short" });
    const full = make({ weekday: "long", day: "numeric", month: "long", year: "numeric" });
    const short = make({ day: "numeric", month: "short" });
    const long = make({ dateStyle: "medium" });
    return {
      weekday: (day: string) => weekday.format(utc(day)),
      full: (day: string) => full.format(utc(day)),
      short: (day: string) => short.format(utc(day)),
      long: (day: string) => long.format(utc(day)),
    };
  }, [i18n.language]);
}
