import { OPEN_AGE_GROUP, YOUNGEST_AGE_GROUP } from "@bazin/shared/domain/training/age-group";
import type { SwimEvent } from "@bazin/shared/domain/training/events";
import { dateTimeFormat } from "@bazin/shared/lib/intl";
import type { CSSProperties } from "react";
import { useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";

/** Digits of the same width, so times line up in a column and do not shift as they change. */
export const TABULAR: CSSProperties = { fontVariantNumeric: "tabular-nums" };

/** Today as "YYYY-MM-DD" in the device's time zone (the club's, for everyone who uses it). */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Whole years between a birth date and a day, both "YYYY-MM-DD". */
export function ageOn(birthDate: string, day: string): number {
  const years = Number(day.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return day.slice(5) < birthDate.slice(5) ? years - 1 : years;
}

/** "12 oct. 2025" for a day "2025-10-12", in the interface language (a day has no time zone). */
export function useDayFormat(): (day: string) => string {
  const { i18n } = useTranslation();
  const format = dateTimeFormat(i18n.language, { dateStyle: "medium", timeZone: "UTC" });
  return useCallback((day: string) => format.format(new Date(`${day}T00:00:00Z`)), [format]);
}

/** The words of events, pools and record age groups, from `common:training`. */
export function useTrainingWords() {
  const { t } = useTranslation("common");
  return useMemo(
    () => ({
      event: (event: SwimEvent) => t(`training.events.${event}`),
      pool: (poolLength: number) => t(`training.poolShort.${poolLength === 50 ? "50" : "25"}`),
      poolLong: (poolLength: number) => t(`training.pool.${poolLength === 50 ? "50" : "25"}`),
      ageGroup: (group: number) =>
        group >= OPEN_AGE_GROUP
          ? t("training.ageGroupOpen")
          : group <= YOUNGEST_AGE_GROUP
            ? t("training.ageGroupYoungest")
            : t("training.ageGroup", { age: group }),
    }),
    [t],
  );
}
