import { OPEN_AGE_GROUP, YOUNGEST_AGE_GROUP } from "@bazin/shared/domain/training/age-group";
import { dateTimeFormat } from "@bazin/shared/lib/intl";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";

/** A calendar day ("YYYY-MM-DD") read as itself, whatever the browser's time zone. */
function dayDate(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

/** A difference of two times in seconds, as the records screen says it: "0.45", "62.00". */
export function secondsText(hundredths: number): string {
  return (hundredths / 100).toFixed(2);
}

/** The words of the records screen that depend on the language: days and age groups. */
export function useClubRecordsFormat() {
  const { t, i18n } = useTranslation(["admin", "common"]);
  return useMemo(() => {
    const medium = dateTimeFormat(i18n.language, { dateStyle: "medium", timeZone: "UTC" });
    const short = dateTimeFormat(i18n.language, {
      month: "short",
      year: "numeric",
      timeZone: "UTC",
    });
    return {
      /** "12 mar. 2025" */
      day: (day: string) => medium.format(dayDate(day)),
      /** The same, from a chart's axis value (milliseconds). */
      dayOfMs: (epochMs: number) => medium.format(new Date(epochMs)),
      /** "mar. 2025", for a chart's axis. */
      month: (epochMs: number) => short.format(new Date(epochMs)),
      dayMs: (day: string) => dayDate(day).getTime(),
      /** "5 ani și sub", "12 ani", "18+ ani", or "Toate vârstele" without a group. */
      ageGroup: (group: number | null | undefined) => {
        if (group == null) return t("admin:clubRecords.query.allAges");
        if (group <= YOUNGEST_AGE_GROUP) return t("common:training.ageGroupYoungest");
        if (group >= OPEN_AGE_GROUP) return t("common:training.ageGroupOpen");
        return t("common:training.ageGroup", { age: group });
      },
    };
  }, [t, i18n.language]);
}
