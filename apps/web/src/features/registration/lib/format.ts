import { dateTimeFormat, numberFormat } from "@bazin/shared/lib/intl";

/** "2026-05-01" (or a full ISO time) as a long date in the interface language: "1 mai 2026". */
export function formatDate(value: string, language: string): string {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value;
  const date = new Date(day);
  if (Number.isNaN(date.getTime())) return value;
  const timeZone = day === value ? "Europe/Bucharest" : "UTC";
  return dateTimeFormat(language, { dateStyle: "long", timeZone }).format(date);
}

/** A file size the way people read it: "840 kB", "1,2 MB". */
export function formatBytes(bytes: number, language: string): string {
  const [value, unit] = bytes >= 1_000_000 ? [bytes / 1_048_576, "megabyte"] : [bytes / 1024, "kilobyte"];
  return numberFormat(language, {
    style: "unit",
    unit,
    unitDisplay: "short",
    maximumFractionDigits: value < 10 ? 1 : 0,
  }).format(value);
}
