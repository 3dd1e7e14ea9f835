import type { TGdprVersion } from "@bazin/shared/contracts/gdpr";
import { Badge, Button, Group, Stack, Table, Text } from "@mantine/core";
import { IconEye } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { CardField } from "../../../components/CardField.tsx";

/** One version of a text: a table row on a wide screen, a card on a phone; the same pieces in both. */
interface VersionItemProps {
  version: TGdprVersion;
  /** The version in force today (the newest whose effective day has come). */
  current: boolean;
  /** Today (YYYY-MM-DD, the club's day): a later effective day makes the version "announced". */
  today: string;
  /** Made once by the page: a formatter per version would load the time zone data for each. */
  dateTime: Intl.DateTimeFormat;
  /** Formats an effective day (YYYY-MM-DD). */
  day: (isoDay: string) => string;
  onRead: (version: TGdprVersion) => void;
  /** Opens the confirmation: marking major cannot be undone. */
  onMarkMajor: (version: TGdprVersion) => void;
}

/**
 * "v2", and "În vigoare" on the version in force or "Anunțată" on one whose day has not come. `miw`: badges
 * keep their words whole when squeezed.
 */
function VersionNumber({
  version: v,
  current,
  today,
}: Pick<VersionItemProps, "version" | "current" | "today">) {
  const { t } = useTranslation("admin");
  const announced = v.effectiveOn !== null && v.effectiveOn > today;
  return (
    <Group gap="xs" wrap="nowrap">
      <Text fw={700}>{t("gdpr.versionNumber", { version: v.version })}</Text>
      {current && (
        <Badge color="green" variant="light" miw="max-content">
          {t("gdpr.current")}
        </Badge>
      )}
      {announced && (
        <Badge color="blue" variant="light" c="blue.9" miw="max-content">
          {t("gdpr.announced")}
        </Badge>
      )}
    </Group>
  );
}

/** The day it takes effect; the first version has none (it was in force from the start). */
function Effective({ version: v, day }: Pick<VersionItemProps, "version" | "day">) {
  const { t } = useTranslation("admin");
  if (!v.effectiveOn) return t("gdpr.fromStart");
  return <time dateTime={v.effectiveOn}>{day(v.effectiveOn)}</time>;
}

function Kind({ version: v }: { version: TGdprVersion }) {
  const { t } = useTranslation("admin");
  return v.major ? (
    <Badge color="orange" variant="light" c="dark.8" miw="max-content">
      {t("gdpr.major")}
    </Badge>
  ) : (
    <Badge color="gray" variant="light" miw="max-content">
      {t("gdpr.minor")}
    </Badge>
  );
}

function Published({ version: v, dateTime }: Pick<VersionItemProps, "version" | "dateTime">) {
  return <time dateTime={v.createdAt}>{dateTime.format(new Date(v.createdAt))}</time>;
}

function Author({ version: v }: { version: TGdprVersion }) {
  const { t } = useTranslation("admin");
  return <>{v.createdBy?.name ?? t("gdpr.system")}</>;
}

/** Read it; mark it major (only a minor one can be). Compact in the table, thumb-sized on a card. */
function Actions({
  version: v,
  onRead,
  onMarkMajor,
  compact,
}: Pick<VersionItemProps, "version" | "onRead" | "onMarkMajor"> & { compact: boolean }) {
  const { t } = useTranslation("admin");
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        size={compact ? "compact-sm" : "sm"}
        variant="light"
        leftSection={<IconEye size={16} aria-hidden />}
        onClick={() => onRead(v)}
        aria-label={t("gdpr.viewLabel", { version: v.version })}
      >
        {t("gdpr.view")}
      </Button>
      {!v.major && (
        <Button
          size={compact ? "compact-sm" : "sm"}
          variant="subtle"
          color="red.9"
          // Explicit: the subtle variant draws a lighter shade, and even orange.9 is below 4.5:1 on a striped row.
          c="red.9"
          onClick={() => onMarkMajor(v)}
          aria-label={t("gdpr.markMajorLabel", { version: v.version })}
        >
          {t("gdpr.markMajor")}
        </Button>
      )}
    </Group>
  );
}

export function VersionRow(props: VersionItemProps) {
  const { version: v } = props;
  return (
    <Table.Tr>
      <Table.Td>
        <VersionNumber {...props} />
      </Table.Td>
      <Table.Td>
        <Published {...props} />
      </Table.Td>
      <Table.Td>
        <Effective {...props} />
      </Table.Td>
      <Table.Td>
        <Author version={v} />
      </Table.Td>
      <Table.Td>
        <Kind version={v} />
      </Table.Td>
      <Table.Td>
        <Actions {...props} compact />
      </Table.Td>
    </Table.Tr>
  );
}

/** On a phone: which version and whether it is in force and major first, then when and by whom, then actions. */
export function VersionCard(props: VersionItemProps) {
  const { t } = useTranslation("admin");
  const { version: v } = props;
  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="nowrap">
        <VersionNumber {...props} />
        <Kind version={v} />
      </Group>
      <Stack gap={2}>
        <CardField label={t("gdpr.columns.createdAt")}>
          <Published {...props} />
        </CardField>
        <CardField label={t("gdpr.columns.effectiveOn")}>
          <Effective {...props} />
        </CardField>
        <CardField label={t("gdpr.columns.author")}>
          <Author version={v} />
        </CardField>
      </Stack>
      <Actions {...props} compact={false} />
    </Stack>
  );
}
