import type { HrZone } from "@bazin/shared/domain/training/heart-rate";
import { ZONE_RESERVE_SHARES } from "@bazin/shared/domain/training/heart-rate";
import { Box, Group, Progress, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

/**
 * Zone 1 (easy) to zone 5 (maximal), cool to hot, each with the label colour that reads on it at 4.5:1 or more
 * (white on the dark shades, near-black on yellow and orange, where no shade carries white text).
 */
export const ZONE_COLOURS = ["blue.8", "teal.9", "yellow.5", "orange.4", "red.9"] as const;
const ZONE_LABEL_COLOURS = ["white", "white", "dark.9", "dark.9", "white"] as const;

const percent = (share: number) => Math.round(share * 100);

/**
 * The five heart-rate zones as bpm ranges, with a bar that gives each zone its share of the whole range. The
 * bar is drawing only (hidden from screen readers); the list under it says the same in words. Computed zones
 * also say which share of the heart-rate reserve they cover.
 */
export function ZonesView({ zones, computed }: { zones: readonly HrZone[]; computed: boolean }) {
  const { t } = useTranslation(["admin", "common"]);
  const low = zones[0]?.minBpm ?? 0;
  const high = zones.at(-1)?.maxBpm ?? 0;
  const span = Math.max(1, high - low);
  return (
    <Stack gap="sm">
      <Progress.Root size={28} radius="sm" aria-hidden>
        {zones.map((zone, i) => (
          <Progress.Section
            key={zone.zone}
            value={(Math.max(0, zone.maxBpm - zone.minBpm) / span) * 100}
            color={ZONE_COLOURS[i]}
            withAria={false}
          >
            <Progress.Label fz="xs" c={ZONE_LABEL_COLOURS[i]}>{`Z${zone.zone}`}</Progress.Label>
          </Progress.Section>
        ))}
      </Progress.Root>
      <Stack
        component="ul"
        gap={4}
        m={0}
        p={0}
        aria-label={t("advancedSwimmers.zones.listLabel")}
        style={{ listStyle: "none" }}
      >
        {zones.map((zone, i) => (
          <Group
            component="li"
            key={zone.zone}
            gap="xs"
            wrap="nowrap"
            justify="space-between"
            align="flex-start"
          >
            <Group gap="xs" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
              <Box
                w={12}
                h={12}
                mt={4}
                bg={ZONE_COLOURS[i]}
                style={{ borderRadius: 3, flexShrink: 0 }}
                aria-hidden
              />
              <Stack gap={0}>
                <Text size="sm" fw={600} style={{ whiteSpace: "nowrap" }}>
                  {t("common:training.hrZone", { zone: zone.zone })}
                </Text>
                {computed && (
                  <Text size="xs" c="dimmed">
                    {t("advancedSwimmers.zones.share", {
                      from: percent(ZONE_RESERVE_SHARES[i] ?? 0),
                      to: percent(ZONE_RESERVE_SHARES[i + 1] ?? 1),
                    })}
                  </Text>
                )}
              </Stack>
            </Group>
            <Text size="sm" style={{ fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" }}>
              {t("common:training.bpmRange", { min: zone.minBpm, max: zone.maxBpm })}
            </Text>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}
