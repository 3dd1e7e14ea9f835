import { HR_ZONE_FILTERS, type HrZoneFilter } from "@bazin/shared/domain/training/heart-rate";
import { Select, SimpleGrid, TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/**
 * The grid's name search (diacritics ignored) and heart-rate zone filter (SPEC §9, the same choices and words
 * as the advanced swimmers list).
 */
export function SwimmerFilters({
  q,
  zone,
  onSearch,
  onZone,
}: {
  q: string;
  zone: HrZoneFilter | null;
  onSearch: (q: string) => void;
  onZone: (zone: HrZoneFilter | null) => void;
}) {
  const { t } = useTranslation(["coach", "admin", "common"]);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" maw={720}>
      <TextInput
        type="search"
        label={t("coach:dashboard.search")}
        placeholder={t("coach:dashboard.searchPlaceholder")}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={q}
        onChange={(e) => onSearch(e.currentTarget.value)}
      />
      <Select
        label={t("admin:advancedSwimmers.filters.zone")}
        placeholder={t("admin:advancedSwimmers.filters.any")}
        clearable
        data={HR_ZONE_FILTERS.map((z) => ({ value: z, label: t(`common:training.hrZoneFilter.${z}`) }))}
        value={zone}
        onChange={(v) => onZone((v as HrZoneFilter | null) ?? null)}
      />
    </SimpleGrid>
  );
}
