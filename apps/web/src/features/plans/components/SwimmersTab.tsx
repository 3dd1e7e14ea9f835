import type { TPlanAnalytics } from "@bazin/shared/contracts/plans";
import { Anchor, Badge, ColorSwatch, Group, Paper, ScrollArea, Stack, Table, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CardField } from "../../../components/CardField.tsx";
import { advancedSwimmerPath } from "../../../lib/paths.ts";
import { AttendanceBadge, RatingText, VolumeProgress } from "./SessionStatsParts.tsx";

type Participant = TPlanAnalytics["participants"][number];

function Groups({ participant }: { participant: Participant }) {
  const { t } = useTranslation("admin");
  if (participant.groups.length === 0)
    return (
      <Text size="sm" c="gray.7" span>
        {t("plans.swimmers.noGroup")}
      </Text>
    );
  return (
    <Group gap={4} component="span" style={{ display: "inline-flex" }}>
      {participant.groups.map((g) => (
        <Badge
          key={g.id}
          variant="outline"
          color="gray.8"
          leftSection={<ColorSwatch color={g.color || "#868e96"} size={10} withShadow={false} aria-hidden />}
        >
          {g.name}
        </Badge>
      ))}
    </Group>
  );
}

function NameLink({ participant }: { participant: Participant }) {
  return (
    <Anchor component={Link} to={advancedSwimmerPath(participant.id)} fw={600}>
      {participant.fullName}
    </Anchor>
  );
}

/** On a phone, one card per swimmer: the table's columns as labelled lines. */
function SwimmerCard({ participant: p }: { participant: Participant }) {
  const { t } = useTranslation("admin");
  return (
    <Stack gap={6}>
      <NameLink participant={p} />
      <CardField label={t("plans.swimmers.columns.groups")}>
        <Groups participant={p} />
      </CardField>
      <CardField label={t("plans.swimmers.columns.via")}>{t(`plans.swimmers.via.${p.via}`)}</CardField>
      <CardField label={t("plans.swimmers.columns.attended")}>
        {t("plans.sessionStats.attendedOf", { attended: p.sessions.attended, count: p.sessions.taken })}
      </CardField>
      <Group gap={6}>
        <Text size="sm" c="dimmed">
          {t("plans.swimmers.columns.attendance")}:
        </Text>
        <AttendanceBadge stats={p.sessions} />
      </Group>
      <Stack gap={2}>
        <Text size="sm" c="dimmed">
          {t("plans.swimmers.columns.volume")}:
        </Text>
        <VolumeProgress stats={p.sessions} label={t("plans.sessionStats.volumeOf", { name: p.fullName })} />
      </Stack>
      <Group gap={6}>
        <Text size="sm" c="dimmed">
          {t("plans.swimmers.columns.rating")}:
        </Text>
        <RatingText stats={p.sessions} />
      </Group>
    </Stack>
  );
}

/**
 * Who the plan reaches: each swimmer, their groups, whether they are in it directly, by a group or both, and what
 * the plan's sessions say of them so far: attendance, metres swum against planned, their ratings. A table on a
 * wide screen, cards on a phone.
 */
export function SwimmersTab({ participants }: { participants: TPlanAnalytics["participants"] }) {
  const { t } = useTranslation("admin");
  const phone = useMediaQuery("(max-width: 48em)");
  if (participants.length === 0) return <Text c="gray.7">{t("plans.swimmers.empty")}</Text>;
  if (phone)
    return (
      <Stack
        component="ul"
        gap="sm"
        m={0}
        p={0}
        aria-label={t("plans.swimmers.label")}
        style={{ listStyle: "none" }}
      >
        {participants.map((p) => (
          <Paper key={p.id} component="li" withBorder p="sm" radius="md">
            <SwimmerCard participant={p} />
          </Paper>
        ))}
      </Stack>
    );
  return (
    <ScrollArea
      type="auto"
      viewportProps={{ tabIndex: 0, role: "region", "aria-label": t("plans.swimmers.label") }}
    >
      <Table miw={900} striped verticalSpacing="sm" aria-label={t("plans.swimmers.label")}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("plans.swimmers.columns.name")}</Table.Th>
            <Table.Th>{t("plans.swimmers.columns.groups")}</Table.Th>
            <Table.Th>{t("plans.swimmers.columns.via")}</Table.Th>
            <Table.Th>{t("plans.swimmers.columns.attended")}</Table.Th>
            <Table.Th>{t("plans.swimmers.columns.attendance")}</Table.Th>
            <Table.Th>{t("plans.swimmers.columns.volume")}</Table.Th>
            <Table.Th>{t("plans.swimmers.columns.rating")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {participants.map((p) => (
            <Table.Tr key={p.id}>
              <Table.Td>
                <NameLink participant={p} />
              </Table.Td>
              <Table.Td>
                <Groups participant={p} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{t(`plans.swimmers.via.${p.via}`)}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  {t("plans.sessionStats.attendedOf", {
                    attended: p.sessions.attended,
                    count: p.sessions.taken,
                  })}
                </Text>
              </Table.Td>
              <Table.Td>
                <AttendanceBadge stats={p.sessions} />
              </Table.Td>
              <Table.Td>
                <VolumeProgress
                  stats={p.sessions}
                  label={t("plans.sessionStats.volumeOf", { name: p.fullName })}
                />
              </Table.Td>
              <Table.Td>
                <RatingText stats={p.sessions} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
