import { dayNumber } from "@bazin/shared/domain/training/plan-rules";
import { dateTimeFormat } from "@bazin/shared/lib/intl";
import type { CSSProperties } from "react";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";

/** Digits of one width, so paces and times line up in a column. */
export const TABULAR: CSSProperties = { fontVariantNumeric: "tabular-nums" };

/** Today as "YYYY-MM-DD" in the device's time zone (the club's, for everyone who uses it). */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Whole days from `from` to `to` (both "YYYY-MM-DD"): 0 the same day, negative when `to` is earlier. */
export const daysBetween = (from: string, to: string) => dayNumber(to) - dayNumber(from);

/** "12 oct. 2025" for "2025-10-12", in the interface language (a day has no time zone). */
export function useDayFormat(): (day: string) => string {
  const { i18n } = useTranslation();
  const format = dateTimeFormat(i18n.language, { dateStyle: "medium", timeZone: "UTC" });
  return useCallback((day: string) => format.format(new Date(`${day}T00:00:00Z`)), [format]);
}

/**
 * A pace or split as `m:ss.cc`, minutes always shown (`0:42.50`, `1:25.00`): swimmers read a pace per 100 m
 * with its minutes, unlike a 50 m result.
 */
export function formatPace(hundredths: number): string {
  const minutes = Math.floor(hundredths / 6000);
  const seconds = Math.floor((hundredths % 6000) / 100);
  const rest = hundredths % 100;
  return `${minutes}:${String(seconds).padStart(2, "0")}.${String(rest).padStart(2, "0")}`;
}

/** Metres per second of a pace per 100 m given in hundredths. */
export const speedMetresPerSecond = (paceHundredths: number) => 100 / (paceHundredths / 100);
