import { ADVANCED_SWIMMER_SORTS, type TAdvancedSwimmerListQuery } from "@bazin/shared/contracts/swimmers";
import { GENDERS } from "@bazin/shared/domain/training/events";
import { HR_ZONE_FILTERS } from "@bazin/shared/domain/training/heart-rate";
import { Button, Group, Select, SimpleGrid, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { FilterPanel } from "../../../components/FilterPanel.tsx";
import { useSwimmerGroups } from "../api/list-swimmer-groups.ts";
import { SWIMMER_QUERY_DEFAULTS, type SwimmerQuery } from "../lib/use-swimmer-query.ts";

export interface SwimmerFiltersProps {
  query: SwimmerQuery;
  update: (change: Partial<TAdvancedSwimmerListQuery>) => void;
  isDefault: boolean;
}

/**
 * The advanced swimmers list's search (by name; the server ignores diacritics), group, heart-rate zone and
 * gender filters, and sort. On a phone the filters wait behind the "Filtre" button.
 */
export function SwimmerFilters({ query, update, isDefault }: SwimmerFiltersProps) {
  const { t } = useTranslation(["admin", "common"]);
  const groups = useSwimmerGroups();
  const [search, setSearch] = useState(query.q ?? "");
  const [debounced] = useDebouncedValue(search, 300);

  useEffect(() => {
    if ((debounced.trim() || undefined) !== query.q) update({ q: debounced.trim() || undefined });
  }, [debounced, query.q, update]);

  const any = t("advancedSwimmers.filters.any");
  const active = [query.groupId, query.zone, query.gender].filter(Boolean).length;

  const searchField = (
    <TextInput
      type="search"
      label={t("advancedSwimmers.search")}
      placeholder={t("advancedSwimmers.searchPlaceholder")}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={search}
      onChange={(e) => setSearch(e.currentTarget.value)}
    />
  );
  const fields = (
    <>
      <Select
        label={t("advancedSwimmers.filters.group")}
        placeholder={any}
        clearable
        data={(groups.data ?? []).map((g) => ({ value: g.id, label: g.name }))}
        value={query.groupId ?? null}
        onChange={(v) => update({ groupId: v ?? undefined })}
      />
      <Select
        label={t("advancedSwimmers.filters.zone")}
        placeholder={any}
        clearable
        data={HR_ZONE_FILTERS.map((z) => ({ value: z, label: t(`common:training.hrZoneFilter.${z}`) }))}
        value={query.zone ?? null}
        onChange={(v) => update({ zone: (v as SwimmerQuery["zone"]) ?? undefined })}
      />
      <Select
        label={t("advancedSwimmers.filters.gender")}
        placeholder={any}
        clearable
        data={GENDERS.map((g) => ({ value: g, label: t(`common:training.gender.${g}`) }))}
        value={query.gender ?? null}
        onChange={(v) => update({ gender: (v as SwimmerQuery["gender"]) ?? undefined })}
      />
      <Select
        label={t("advancedSwimmers.sort.label")}
        allowDeselect={false}
        data={ADVANCED_SWIMMER_SORTS.map((s) => ({ value: s, label: t(`advancedSwimmers.sort.${s}`) }))}
        value={query.sort}
        onChange={(v) => v && update({ sort: v as SwimmerQuery["sort"] })}
      />
      <Select
        label={t("advancedSwimmers.sort.direction")}
        allowDeselect={false}
        data={(["asc", "desc"] as const).map((d) => ({ value: d, label: t(`advancedSwimmers.sort.${d}`) }))}
        value={query.dir}
        onChange={(v) => v && update({ dir: v as SwimmerQuery["dir"] })}
      />
    </>
  );
  const reset = !isDefault && (
    <Button
      variant="subtle"
      px="sm"
      onClick={() => {
        setSearch("");
        update({
          q: undefined,
          groupId: undefined,
          zone: undefined,
          gender: undefined,
          sort: SWIMMER_QUERY_DEFAULTS.sort,
          dir: SWIMMER_QUERY_DEFAULTS.dir,
        });
      }}
    >
      {t("advancedSwimmers.filters.reset")}
    </Button>
  );

  return (
    <FilterPanel
      always={searchField}
      fields={fields}
      activeCount={active}
      actions={reset || undefined}
      layout={(children, actions) => (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {children}
          {actions && (
            <Group mt={{ base: 0, sm: 24 }} gap="xs">
              {actions}
            </Group>
          )}
        </SimpleGrid>
      )}
    />
  );
}
