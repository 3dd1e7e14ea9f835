import type { HrZoneFilter } from "@bazin/shared/domain/training/heart-rate";
import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";

const COLOUR: Record<HrZoneFilter, string> = { low: "blue", medium: "yellow", high: "red" };

/** The list's zone filter a swimmer falls in (SPEC §9: by max HR), with the full words as its tooltip. */
export function ZoneFilterBadge({ zone }: { zone: HrZoneFilter }) {
  const { t } = useTranslation(["admin", "common"]);
  return (
    <Badge
      variant="light"
      miw="max-content"
      color={COLOUR[zone]}
      title={t(`common:training.hrZoneFilter.${zone}`)}
      styles={{ label: { color: `var(--mantine-color-${COLOUR[zone]}-9)` } }}
    >
      {t(`advancedSwimmers.zoneShort.${zone}`)}
    </Badge>
  );
}
