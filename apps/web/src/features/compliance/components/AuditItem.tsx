import type { TAuditEntry } from "@bazin/shared/contracts/audit";
import { Anchor, Stack, Table, Text } from "@mantine/core";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CardField } from "../../../components/CardField.tsx";
import { studentPath } from "../../../lib/paths.ts";

/** An action code in words; a code this screen does not know yet is shown as it is. */
function actionLabel(t: TFunction<"admin">, action: string): string {
  const key = `audit.actions.${action.replaceAll(".", "_")}`;
  return t(key as "audit.title", { defaultValue: action });
}

/** Who acted: a person's name as stored, or in words the server itself (the retention purge) or a registrant. */
function actorLabel(t: TFunction<"admin">, entry: TAuditEntry): string {
  if (entry.actorId !== null) return entry.actorName;
  if (entry.actorName === "system") return t("audit.systemActor");
  if (entry.actorName === "registrant") return t("audit.registrantActor");
  return entry.actorName;
}

/** Which kinds of target the log can name while their record exists (see the audit repository). */
const NAMED_TARGETS = new Set([
  "student",
  "account",
  "invitation",
  "group",
  "instructor",
  "gdprVersion",
  "workout",
  "session",
]);

/**
 * What the action touched: its kind and its name while it exists ("Cursant: Maria Țîrlea", a student's name
 * linking to their details), a deleted one as such, the search of an export, or a deleted group's name its
 * entry kept.
 */
function Target({ entry }: { entry: TAuditEntry }) {
  const { t } = useTranslation("admin");
  const kind = t(`audit.targets.${entry.targetType}` as "audit.title", { defaultValue: entry.targetType });
  const q = entry.detail?.q;
  if (entry.action === "retention.purge" && entry.detail)
    return <>{`${kind}: ${t("audit.purged", entry.detail)}`}</>;
  if (typeof q === "string" && q) return <>{`${kind} (${t("audit.search", { q })})`}</>;
  if (entry.targetType === "student" && entry.targetId && entry.targetName)
    return (
      <>
        {`${kind}: `}
        <Anchor component={Link} to={studentPath(entry.targetId)}>
          {entry.targetName}
        </Anchor>
      </>
    );
  const kept = entry.detail?.name;
  const name = entry.targetName ?? (typeof kept === "string" ? kept : null);
  if (name) return <>{`${kind}: ${name}`}</>;
  return <>{entry.targetId && NAMED_TARGETS.has(entry.targetType) ? `${kind} (${t("audit.gone")})` : kind}</>;
}

/** One entry of the audit log: a table row on a wide screen, a card on a phone; same words in both. */
interface AuditItemProps {
  entry: TAuditEntry;
  /** Made once by the page: a formatter per entry would load the time zone data for each. */
  dateTime: Intl.DateTimeFormat;
}

function When({ entry, dateTime }: AuditItemProps) {
  return <time dateTime={entry.createdAt}>{dateTime.format(new Date(entry.createdAt))}</time>;
}

export function AuditRow(props: AuditItemProps) {
  const { t } = useTranslation("admin");
  const { entry } = props;
  return (
    <Table.Tr>
      <Table.Td>
        <When {...props} />
      </Table.Td>
      <Table.Td>{actorLabel(t, entry)}</Table.Td>
      <Table.Td fw={600}>{actionLabel(t, entry.action)}</Table.Td>
      <Table.Td>
        <Target entry={entry} />
      </Table.Td>
    </Table.Tr>
  );
}

/** On a phone: what was done and to what first (what one scans the log for), then who and when. */
export function AuditCard(props: AuditItemProps) {
  const { t } = useTranslation("admin");
  const { entry } = props;
  return (
    <Stack gap={4}>
      <Text fw={600}>{actionLabel(t, entry.action)}</Text>
      <Text size="sm" style={{ overflowWrap: "anywhere" }}>
        <Target entry={entry} />
      </Text>
      <CardField label={t("audit.columns.who")}>{actorLabel(t, entry)}</CardField>
      <CardField label={t("audit.columns.when")}>
        <When {...props} />
      </CardField>
    </Stack>
  );
}
