import type { THealthLevel, TSystemOverview } from "@bazin/shared/contracts/system";
import { Badge, Card, Group, Stack, Text, Title } from "@mantine/core";
import { IconAlertTriangle, IconCircleCheck, IconCircleX } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { SystemFormat } from "../lib/format.ts";

const LEVEL_COLOR: Record<THealthLevel, string> = { ok: "green", warning: "orange", critical: "red" };
const LEVEL_ICON = { ok: IconCircleCheck, warning: IconAlertTriangle, critical: IconCircleX };

/** The overall health and each check behind it (database, CPU, memory, disk, event loop). */
export function HealthCard(props: { health: TSystemOverview["health"]; format: SystemFormat }) {
  const { t } = useTranslation("admin");
  const { health, format } = props;
  const value = (check: TSystemOverview["health"]["checks"][number]) =>
    check.value === null
      ? null
      : check.name === "eventLoop"
        ? format.ms(check.value)
        : format.percent(check.value);
  return (
    <Card withBorder>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {t("system.health.title")}
        </Title>
        <Badge size="lg" color={LEVEL_COLOR[health.status]} variant="light" c="dark.8">
          {t(`system.health.levels.${health.status}`)}
        </Badge>
      </Group>
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: "none" }}>
        {health.checks.map((check) => {
          const Icon = LEVEL_ICON[check.status];
          const shown = value(check);
          return (
            <Group component="li" key={check.name} gap="xs" wrap="nowrap">
              <Icon size={20} color={`var(--mantine-color-${LEVEL_COLOR[check.status]}-8)`} aria-hidden />
              <Text>
                {t(`system.health.checks.${check.name}`)}: {t(`system.health.levels.${check.status}`)}
                {shown && (
                  <Text span c="dimmed">
                    {" "}
                    ({shown})
                  </Text>
                )}
              </Text>
            </Group>
          );
        })}
      </Stack>
    </Card>
  );
}
