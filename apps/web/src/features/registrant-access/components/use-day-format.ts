import { useMemo } from "react";
import { useTranslation } from "react-i18next";

/**
 * Formats a day ("YYYY-MM-DD") or an instant (ISO) in the interface language, in the club's time zone. A day is
 * read at noon UTC, so no time zone moves it to the day before.
 */
export function useDayFormat(options: Intl.DateTimeFormatOptions = { dateStyle: "long" }) {
  const { i18n } = useTranslation();
  const key = JSON.stringify(options);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the options are compared by value
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language === "en" ? "en-GB" : "ro-RO", {
      timeZone: "Europe/Bucharest",
      ...options,
    });
    return (value: string) => format.format(new Date(value.length === 10 ? `${value}T12:00:00Z` : value));
  }, [i18n.language, key]);
}
