import { dateTimeFormat } from "@bazin/shared/lib/intl";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";

/**
 * Day and moment formatters of the swimmer screens: Romanian shows dd.mm.yyyy (as Romanian forms and results
 * lists do), English the locale's medium date. Calendar days (`2026-03-14`) are read as such, in UTC, so no
 * time zone moves them to the day before; moments (`createdAt`) are shown as the day in Romania.
 */
export function useDateFormat() {
  const { i18n } = useTranslation();
  const english = (i18n.resolvedLanguage ?? i18n.language) === "en";
  return useMemo(() => {
    const options: Intl.DateTimeFormatOptions = english
      ? { dateStyle: "medium" }
      : { day: "2-digit", month: "2-digit", year: "numeric" };
    const locale = english ? "en" : "ro-RO";
    const day = dateTimeFormat(locale, { ...options, timeZone: "UTC" });
    const moment = dateTimeFormat(locale, { ...options, timeZone: "Europe/Bucharest" });
    return {
      /** A calendar day, `YYYY-MM-DD`. */
      day: (isoDay: string) => day.format(new Date(`${isoDay.slice(0, 10)}T00:00:00Z`)),
      /** An instant, ISO 8601, as its day in Romania. */
      moment: (iso: string) => moment.format(new Date(iso)),
    };
  }, [english]);
}
