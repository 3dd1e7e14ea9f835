import { useCallback } from "react";
import { useTranslation } from "react-i18next";

/** ISO weekday (1 Monday … 7 Sunday) → its name in the interface language. */
export function useWeekdayName(form: "long" | "short" = "long") {
  const { t } = useTranslation("common");
  return useCallback(
    (weekday: number) =>
      form === "long"
        ? t(`weekdays.${weekday}` as "weekdays.1")
        : t(`weekdaysShort.${weekday}` as "weekdaysShort.1"),
    [t, form],
  );
}
