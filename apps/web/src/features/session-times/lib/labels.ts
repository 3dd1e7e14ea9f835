import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import type { RecorderColumn } from "./columns.ts";

/**
 * A column's name, the way the times screens name events: "100 m liber · 2/4" for the second round of a
 * 4 × 100 freestyle, "100 m liber" for a free event (with "· 2" from its second column on).
 */
export function useColumnLabel() {
  const { t } = useTranslation(["admin", "common"]);
  return useCallback(
    (column: RecorderColumn) => {
      const event = t(`common:training.events.${column.event}`);
      if (column.slot === null)
        return column.rounds > 1 ? t("admin:sessionTimes.column.freeNth", { event, n: column.round }) : event;
      const base = t("admin:sessionTimes.column.slot", { event, round: column.round, rounds: column.rounds });
      return column.repeat === null
        ? base
        : t("admin:sessionTimes.column.repeat", { base, repeat: column.repeat });
    },
    [t],
  );
}
