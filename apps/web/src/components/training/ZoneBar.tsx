import { Progress, Tooltip } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useHubWords } from "./hub-words.ts";
import { ZONE_COLORS } from "./zone-colors.ts";

/**
 * A horizontal bar of the metres swum in each planning zone (a library card, a plan week). Each part names its
 * zone and metres for screen readers and on hover.
 */
export function ZoneBar({ zoneMetres, size = "md" }: { zoneMetres: Record<string, number>; size?: string }) {
  const { t } = useTranslation("common");
  const words = useHubWords();
  const total = Object.values(zoneMetres).reduce((a, b) => a + b, 0);
  if (total === 0) return null;
  return (
    <Progress.Root size={size} aria-label={t("hub.zoneBarLabel")}>
      {[1, 2, 3, 4, 5, 6]
        .filter((zone) => (zoneMetres[zone] ?? 0) > 0)
        .map((zone) => {
          const metres = zoneMetres[zone] ?? 0;
          const label = `${words.zone(zone)}: ${words.distance(metres)}`;
          return (
            <Tooltip key={zone} label={label} withArrow>
              <Progress.Section value={(metres / total) * 100} color={ZONE_COLORS[zone]} aria-label={label} />
            </Tooltip>
          );
        })}
    </Progress.Root>
  );
}
