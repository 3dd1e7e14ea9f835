import type { TAdvancedSwimmerDetail } from "@bazin/shared/contracts/swimmers";
import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ZonesView } from "./ZonesView.tsx";

function Stat({ label, bpm }: { label: string; bpm: number }) {
  const { t } = useTranslation("common");
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text
        component="dd"
        m={0}
        fz="lg"
        fw={700}
        style={{ fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" }}
      >
        {t("training.bpm", { value: bpm })}
      </Text>
    </div>
  );
}

/** The swimmer's max, resting and threshold heart rate, and the five zones in force (their own or computed). */
export function HeartRateCard({ swimmer }: { swimmer: TAdvancedSwimmerDetail }) {
  const { t } = useTranslation("admin");
  return (
    <Card p={{ base: "md", sm: "lg" }} component="section" aria-labelledby="swimmer-hr-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="swimmer-hr-title">
          {t("advancedSwimmers.details.hrTitle")}
        </Title>
        <SimpleGrid component="dl" cols={3} spacing="xs" m={0}>
          <Stat label={t("advancedSwimmers.details.maxHr")} bpm={swimmer.maxHr} />
          <Stat label={t("advancedSwimmers.details.restingHr")} bpm={swimmer.restingHr} />
          <Stat label={t("advancedSwimmers.details.thresholdHr")} bpm={swimmer.thresholdHr} />
        </SimpleGrid>
        <Group gap="xs">
          <Title order={3} size="h4">
            {t("advancedSwimmers.zones.title")}
          </Title>
          <Badge variant="light" color={swimmer.zonesOverridden ? "grape" : "gray"}>
            {swimmer.zonesOverridden
              ? t("advancedSwimmers.zones.custom")
              : t("advancedSwimmers.zones.computed")}
          </Badge>
        </Group>
        <ZonesView zones={swimmer.zones} computed={!swimmer.zonesOverridden} />
      </Stack>
    </Card>
  );
}
