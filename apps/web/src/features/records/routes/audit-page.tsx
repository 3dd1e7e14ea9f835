import type { TAuditEntry } from "@bazin/shared/contracts/audit";
import { Stack, Table, Text, Title } from "@mantine/core";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { ListTable } from "../../../components/ListTable.tsx";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { adminErrorMessage } from "../../../lib/admin-error.ts";
import { useAuditLog } from "../api/records.ts";
import { AuditFilters } from "../components/AuditFilters.tsx";
import { useAuditParams } from "../lib/use-audit-params.ts";

/** An action code in words; a code this screen does not know yet is shown as it is. */
function actionLabel(t: TFunction<"admin">, action: string): string {
  const key = `audit.actions.${action.replaceAll(".", "_")}`;
  return t(key as "audit.title", { defaultValue: action });
}

/** Which kinds of target the log can name while their record exists (see the audit repository). */
const NAMED_TARGETS = new Set(["student", "account", "invitation", "group", "instructor", "gdprVersion"]);

/**
 * What the action touched: its kind and its name while it exists ("Cursant: Maria Țîrlea"), a deleted one as
 * such, the search of an export, or a deleted group's name its entry kept.
 */
function targetLabel(t: TFunction<"admin">, entry: TAuditEntry): string {
  const kind = t(`audit.targets.${entry.targetType}` as "audit.title", { defaultValue: entry.targetType });
  const q = entry.detail?.q;
  if (typeof q === "string" && q) return `${kind} (${t("audit.search", { q })})`;
  const kept = entry.detail?.name;
  const name = entry.targetName ?? (typeof kept === "string" ? kept : null);
  if (name) return `${kind}: ${name}`;
  return entry.targetId && NAMED_TARGETS.has(entry.targetType) ? `${kind} (${t("audit.gone")})` : kind;
}

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
  const dateTime = new Intl.DateTimeFormat(i18n.language, {
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
        row={(entry) => (
          <Table.Tr key={entry.id}>
            <Table.Td>
              <time dateTime={entry.createdAt}>{dateTime.format(new Date(entry.createdAt))}</time>
            </Table.Td>
            <Table.Td>{entry.actorName}</Table.Td>
            <Table.Td fw={600}>{actionLabel(t, entry.action)}</Table.Td>
            <Table.Td>{targetLabel(t, entry)}</Table.Td>
          </Table.Tr>
        )}
      />
    </Stack>
  );
}
