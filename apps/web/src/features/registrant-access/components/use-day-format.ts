import { dateTimeFormat } from "@bazin/shared/lib/intl";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";

/**
 * Formats a day ("YYYY-MM-DD") or an instant (ISO) in the interface language, in the club's time zone. A day is
 * read at noon UTC, so no time zone moves it to the day before.
 */
export function useDayFormat(options: Intl.DateTimeFormatOptions = { dateStyle: "long" }) {
  const { i18n } = useTranslation();
  // The same formatter for equal options, so the function stays the same across renders.
  const format = dateTimeFormat(i18n.language === "en" ? "en-GB" : "ro-RO", {
    timeZone: "Europe/Bucharest",
    ...options,
  });
  return useCallback(
    (value: string) => format.format(new Date(value.length === 10 ? `${value}T12:00:00Z` : value)),
    [format],
  );
}
