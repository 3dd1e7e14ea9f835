import type { TNotification } from "@bazin/shared/contracts/notifications";
import { type Language, translator } from "../../lib/i18n.ts";
import type { NotificationRow } from "./repository.ts";

const LOCALES: Record<Language, string> = { ro: "ro-RO", en: "en-GB" };

/** A day ("2026-12-01") reads as a date of the reader's language ("1 decembrie 2026"); other values as they are. */
function readable(value: string | number, lang: Language): string | number {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const day = new Date(`${value}T12:00:00Z`);
  if (Number.isNaN(day.getTime())) return value;
  return new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: "long", timeZone: "UTC" }).format(day);
}

/** A stored notification in its reader's language: the keys translated with their parameters filled in. */
export function toNotification(row: NotificationRow, lang: Language): TNotification {
  const t = translator(lang);
  const params = Object.fromEntries(Object.entries(row.params).map(([k, v]) => [k, readable(v, lang)]));
  return {
    id: row.id,
    type: row.type,
    title: t(row.titleKey, params),
    message: t(row.messageKey, params),
    read: row.read,
    createdAt: row.createdAt.toISOString(),
    actionUrl: row.actionUrl,
  };
}
