import type { TRetentionStatus } from "@bazin/shared/contracts/system";
import { dateTimeFormat } from "@bazin/shared/lib/intl";
import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useSystemFormat } from "../lib/format.ts";
import { Facts } from "./Facts.tsx";

/**
 * The daily retention purge (spec §9): how long expired registrations and the audit log are kept, what the last
 * run removed and when the next one runs. Times are the club's (Romania), as the scheduler counts its days.
 */
export function RetentionCard({ retention }: { retention: TRetentionStatus }) {
  const { t, i18n } = useTranslation("admin");
  const format = useSystemFormat();
  const dateTime = dateTimeFormat(i18n.language, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Europe/Bucharest",
  });
  const { lastRun, nextRunAt } = retention;
  const lastRunAt = lastRun ? (
    <time dateTime={lastRun.at}>{dateTime.format(new Date(lastRun.at))}</time>
  ) : (
    t("system.retention.neverRun")
  );
  return (
    <Facts
      title={t("system.retention.title")}
      rows={[
        [
          t("system.retention.registrations"),
          t("system.retention.years", { count: retention.registrationYears }),
        ],
        [t("system.retention.audit"), t("system.retention.months", { count: retention.auditMonths })],
        [t("system.retention.lastRun"), lastRunAt],
        ...(lastRun
          ? ([
              [t("system.retention.removedRegistrations"), format.count(lastRun.registrations)],
              [t("system.retention.removedFiles"), format.count(lastRun.files)],
              [t("system.retention.removedConsents"), format.count(lastRun.consents)],
              [t("system.retention.removedAuditEntries"), format.count(lastRun.auditEntries)],
            ] as [string, string][])
          : []),
        [
          t("system.retention.nextRun"),
          nextRunAt
            ? t("system.retention.nextRunAt", { time: dateTime.format(new Date(nextRunAt)) })
            : t("system.retention.nextCheck"),
        ],
      ]}
    >
      <Text size="sm" c="dimmed" mt="sm">
        {t("system.retention.note")}
      </Text>
    </Facts>
  );
}
