import { dateTimeFormat } from "@bazin/shared/lib/intl";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";

/** Today as "YYYY-MM-DD" in the device's time zone (the club's, for everyone who uses it). */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const utc = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * Day formats of the plan screens in the interface language (a calendar day has no time zone, so UTC):
 * `long` "15 sept. 2025", `short` "15 sept.", `weekday` "lun., 15 sept.", `weekdayName` "luni".
 */
export function usePlanDayFormat() {
  const { i18n } = useTranslation();
  const formats = useMemo(() => {
    const make = (options: Intl.DateTimeFormatOptions) =>
      dateTimeFormat(i18n.language, { ...options, timeZone: "UTC" });
    return {
      long: make({ dateStyle: "medium" }),
      short: make({ day: "numeric", month: "short" }),
      weekday: make({ weekday: "short", day: "numeric", month: "short" }),
      weekdayName: make({ weekday: "long" }),
      fullDay: make({ weekday: "long", day: "numeric", month: "long", year: "numeric" }),
    };
  }, [i18n.language]);
  return useMemo(
    () => ({
      long: (day: string) => formats.long.format(utc(day)),
      short: (day: string) => formats.short.format(utc(day)),
      weekday: (day: string) => formats.weekday.format(utc(day)),
      weekdayName: (day: string) => formats.weekdayName.format(utc(day)),
      /** "luni, 15 septembrie 2025": what a screen reader hears for a day cell. */
      fullDay: (day: string) => formats.fullDay.format(utc(day)),
    }),
    [formats],
  );
}
