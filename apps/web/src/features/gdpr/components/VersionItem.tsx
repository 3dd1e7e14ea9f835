import type { TGdprVersion } from "@bazin/shared/contracts/gdpr";
import { Badge, Button, Group, Stack, Table, Text } from "@mantine/core";
import { IconEye } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { CardField } from "../../../components/CardField.tsx";

/** One version of the policy: a table row on a wide screen, a card on a phone; the same pieces in both. */
interface VersionItemProps {
  version: TGdprVersion;
  /** The newest version, the one in force. */
  current: boolean;
  /** Made once by the page: a formatter per version would load the time zone data for each. */
  dateTime: Intl.DateTimeFormat;
  onRead: (version: TGdprVersion) => void;
  /** Opens the confirmation: marking major cannot be undone. */
  onMarkMajor: (version: TGdprVersion) => void;
}

/** "v2", and "În vigoare" on the newest. `miw`: badges keep their words whole when squeezed. */
function VersionNumber({ version: v, current }: Pick<VersionItemProps, "version" | "current">) {
  const { t } = useTranslation("admin");
  return (
    <Group gap="xs" wrap="nowrap">
      <Text fw={700}>{t("gdpr.versionNumber", { version: v.version })}</Text>
      {current && (
        <Badge color="green" variant="light" miw="max-content">
          {t("gdpr.current")}
        </Badge>
      )}
    </Group>
  );
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
          color="orange.9"
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
        <CardField label={t("gdpr.columns.author")}>
          <Author version={v} />
        </CardField>
      </Stack>
      <Actions {...props} compact={false} />
    </Stack>
  );
}
