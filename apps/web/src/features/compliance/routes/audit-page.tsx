import { dateTimeFormat } from "@bazin/shared/lib/intl";
import { Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ListTable } from "../../../components/ListTable.tsx";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { adminErrorMessage } from "../../../lib/admin-error.ts";
import { useAuditLog } from "../api/audit-and-consents.ts";
import { AuditFilters } from "../components/AuditFilters.tsx";
import { AuditCard, AuditRow } from "../components/AuditItem.tsx";
import { useAuditParams } from "../lib/use-audit-params.ts";

/**
 * /admin/audit: admin actions on personal data (who, what, target, when), newest first, paged; filtered by
 * actor, action, days and target, the filters kept in the address.
 */
export function AuditPage() {
  const { t, i18n } = useTranslation("admin");
  usePageTitle(t("audit.title"));
  const { filter, page, update, active } = useAuditParams();
  const log = useAuditLog(filter, page);
  const data = log.data;
  const dateTime = dateTimeFormat(i18n.language, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Europe/Bucharest",
  });

  return (
    <Stack gap="md">
      <Title order={1}>{t("audit.title")}</Title>
      <Text c="dimmed">{t("audit.intro")}</Text>
      <AuditFilters filter={filter} active={active} onChange={update} />
      <Text aria-live="polite">{data ? t("audit.total", { count: data.total }) : "\u00a0"}</Text>
      <ListTable
        query={log}
        label={t("audit.listLabel")}
        columns={[
          t("audit.columns.when"),
          t("audit.columns.who"),
          t("audit.columns.what"),
          t("audit.columns.target"),
        ]}
        minWidth={640}
        empty={active ? t("audit.noMatch") : t("audit.empty")}
        errorMessage={adminErrorMessage(log.error, "admin:audit.loadFailed")}
        retryLabel={t("audit.retry")}
        paging={{ page, onChange: (p) => update({ page: p }), label: t("audit.pagination") }}
        row={(entry) => <AuditRow key={entry.id} entry={entry} dateTime={dateTime} />}
        card={(entry) => <AuditCard entry={entry} dateTime={dateTime} />}
      />
    </Stack>
  );
}
