import { dateTimeFormat } from "@bazin/shared/lib/intl";
import type { Language } from "../../../lib/i18n.ts";

const LOCALES: Record<Language, string> = { ro: "ro-RO", en: "en-GB" };

/** When a message was sent: the time for today's ("14:05"), day, month and time for older ones. */
export function formatMessageTime(iso: string, language: Language, now: Date = new Date()): string {
  const date = new Date(iso);
  const today = date.toDateString() === now.toDateString();
  return dateTimeFormat(LOCALES[language], {
    ...(today ? {} : { day: "numeric", month: "short" }),
    ...(date.getFullYear() === now.getFullYear() ? {} : { year: "numeric" }),
    hour: "2-digit",
    minute: "2-digit",
  }).format(date);
}
