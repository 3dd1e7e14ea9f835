import type { TAdvancedSwimmerSummary } from "@bazin/shared/contracts/swimmers";
import { Anchor, Group, Stack, Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CardField } from "../../../components/CardField.tsx";
import { advancedSwimmerPath } from "../../../lib/paths.ts";
import { AccountBadge } from "./AccountBadge.tsx";
import { GroupLabel } from "./GroupLabel.tsx";
import { ZoneFilterBadge } from "./ZoneFilterBadge.tsx";

type Swimmer = TAdvancedSwimmerSummary;

function NameLink({ swimmer }: { swimmer: Swimmer }) {
  return (
    <Anchor
      component={Link}
      to={advancedSwimmerPath(swimmer.id)}
      fw={600}
      style={{ overflowWrap: "anywhere" }}
    >
      {swimmer.fullName}
    </Anchor>
  );
}

function useGenderWord() {
  const { t } = useTranslation(["admin", "common"]);
  return (gender: Swimmer["gender"]) =>
    gender ? t(`common:training.gender.${gender}`) : t("advancedSwimmers.genderUnknown");
}

/** The list's column headers, in the order of `SwimmerRow`'s cells. */
export function useSwimmerColumns(): string[] {
  const { t } = useTranslation("admin");
  return (["name", "age", "gender", "group", "heartRate", "zone", "personalBests", "account"] as const).map(
    (column) => t(`advancedSwimmers.columns.${column}`),
  );
}

/** One swimmer in the wide screen's table. */
export function SwimmerRow({ swimmer: s }: { swimmer: Swimmer }) {
  const gender = useGenderWord();
  return (
    <Table.Tr>
      <Table.Td>
        <NameLink swimmer={s} />
      </Table.Td>
      <Table.Td>{s.age}</Table.Td>
      <Table.Td>{gender(s.gender)}</Table.Td>
      <Table.Td>
        <GroupLabel group={s.group} />
      </Table.Td>
      <Table.Td style={{ whiteSpace: "nowrap", fontVariantNumeric: "tabular-nums" }}>
        {s.maxHr} / {s.restingHr} / {s.thresholdHr}
      </Table.Td>
      <Table.Td>
        <ZoneFilterBadge zone={s.hrZoneFilter} />
      </Table.Td>
      <Table.Td>{s.personalBests}</Table.Td>
      <Table.Td>
        <AccountBadge hasAccount={s.hasAccount} />
      </Table.Td>
    </Table.Tr>
  );
}

/** One swimmer on a phone: name and badges first, then the heart rate in one line. */
export function SwimmerCard({ swimmer: s }: { swimmer: Swimmer }) {
  const { t } = useTranslation(["admin", "common"]);
  const gender = useGenderWord();
  return (
    <Stack gap={6}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <NameLink swimmer={s} />
          <Text size="sm" c="dimmed">
            {t("advancedSwimmers.ageYears", { age: s.age })} · {gender(s.gender)}
          </Text>
        </Stack>
        <ZoneFilterBadge zone={s.hrZoneFilter} />
      </Group>
      <GroupLabel group={s.group} />
      <Text size="sm">
        {t("advancedSwimmers.columns.maxHr")} <b>{s.maxHr}</b> · {t("advancedSwimmers.columns.restingHr")}{" "}
        <b>{s.restingHr}</b> · {t("advancedSwimmers.columns.thresholdHr")} <b>{s.thresholdHr}</b>
      </Text>
      <Group gap="md">
        <CardField label={t("advancedSwimmers.columns.personalBests")}>{s.personalBests}</CardField>
        <AccountBadge hasAccount={s.hasAccount} long />
      </Group>
    </Stack>
  );
}
