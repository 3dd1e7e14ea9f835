import { WORKOUT_SORTS } from "@bazin/shared/contracts/workouts";
import {
  EQUIPMENT,
  PLANNING_ZONES,
  STEP_STROKES,
  WORKOUT_LEVELS,
  WORKOUT_TYPES,
} from "@bazin/shared/domain/training/workout-taxonomy";
import {
  Button,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Switch,
  TextInput,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { FilterPanel } from "../../../components/FilterPanel.tsx";
import { useHubWords } from "../../../components/training/hub-words.ts";
import { useWorkoutAuthors } from "../api/workout-authors.ts";
import { CLEARED_FILTERS, type LibraryFilter } from "../lib/library-params.ts";

/** The sort's words, by the contract's value. */
const SORT_WORDS = {
  name: "name",
  "-updatedAt": "recent",
  distance: "distanceAsc",
  "-distance": "distanceDesc",
  duration: "duration",
  "-usedCount": "mostUsed",
} as const satisfies Record<(typeof WORKOUT_SORTS)[number], string>;

const DEBOUNCE_MS = 300;

/**
 * A typed field whose value reaches the address once typing pauses, so each keystroke does not ask the
 * server. `normalize` gives the value the address holds ("" and spaces → undefined); when the address changes
 * by other means (clear the filters, Back), the field shows the new value.
 */
function useDebouncedField<T, V>(
  external: V,
  toField: (value: V) => T,
  normalize: (value: T) => V,
  commit: (value: V) => void,
) {
  const [value, setValue] = useState(() => toField(external));
  const [debounced] = useDebouncedValue(value, DEBOUNCE_MS);
  const committed = useRef(external);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to the address only
  useEffect(() => {
    if (external === committed.current) return;
    committed.current = external;
    setValue(toField(external));
  }, [external]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to a new typed value only
  useEffect(() => {
    const next = normalize(debounced);
    if (next === committed.current) return;
    committed.current = next;
    commit(next);
  }, [debounced]);
  return [value, setValue] as const;
}

const text = {
  toField: (value: string | undefined) => value ?? "",
  normalize: (value: string) => value.trim() || undefined,
};
const metres = {
  toField: (value: number | undefined): string | number => value ?? "",
  normalize: (value: string | number) => (typeof value === "number" ? value : undefined),
};

export interface LibraryFiltersProps {
  filter: LibraryFilter;
  update: (change: Partial<LibraryFilter>) => void;
  activeCount: number;
  isFiltered: boolean;
}

/**
 * The library's search (name and notes; the server ignores diacritics), filters and sort. On a phone only the
 * search stays in sight; the rest waits behind "Filtre (n)".
 */
export function LibraryFilters({ filter, update, activeCount, isFiltered }: LibraryFiltersProps) {
  const { t } = useTranslation("admin");
  const words = useHubWords();
  const authors = useWorkoutAuthors();
  const any = t("workouts.filters.any");

  const [search, setSearch] = useDebouncedField(filter.q, text.toField, text.normalize, (q) => update({ q }));
  const [minDistance, setMinDistance] = useDebouncedField(
    filter.minDistance,
    metres.toField,
    metres.normalize,
    (minDistance) => update({ minDistance }),
  );
  const [maxDistance, setMaxDistance] = useDebouncedField(
    filter.maxDistance,
    metres.toField,
    metres.normalize,
    (maxDistance) => update({ maxDistance }),
  );

  const searchField = (
    <TextInput
      type="search"
      label={t("workouts.filters.search")}
      placeholder={t("workouts.filters.searchPlaceholder")}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={search}
      onChange={(e) => setSearch(e.currentTarget.value)}
    />
  );
  const distanceProps = { min: 0, max: 100_000, step: 100, allowDecimal: false, allowNegative: false };
  const fields = (
    <>
      <Select
        label={t("workouts.filters.level")}
        placeholder={any}
        clearable
        data={WORKOUT_LEVELS.map((level) => ({ value: level, label: words.level(level) }))}
        value={filter.level ?? null}
        onChange={(value) => update({ level: (value ?? undefined) as LibraryFilter["level"] })}
      />
      <Select
        label={t("workouts.filters.type")}
        placeholder={any}
        clearable
        data={WORKOUT_TYPES.map((type) => ({ value: type, label: words.type(type) }))}
        value={filter.type ?? null}
        onChange={(value) => update({ type: (value ?? undefined) as LibraryFilter["type"] })}
      />
      <NumberInput
        label={t("workouts.filters.minDistance")}
        placeholder={any}
        {...distanceProps}
        value={minDistance}
        onChange={setMinDistance}
      />
      <NumberInput
        label={t("workouts.filters.maxDistance")}
        placeholder={any}
        {...distanceProps}
        value={maxDistance}
        onChange={setMaxDistance}
      />
      <MultiSelect
        label={t("workouts.filters.stroke")}
        placeholder={filter.stroke?.length ? undefined : any}
        clearable
        data={STEP_STROKES.map((stroke) => ({ value: stroke, label: words.stroke(stroke) }))}
        value={filter.stroke ?? []}
        onChange={(values) =>
          update({ stroke: values.length ? (values as LibraryFilter["stroke"]) : undefined })
        }
      />
      <MultiSelect
        label={t("workouts.filters.equipment")}
        placeholder={filter.equipment?.length ? undefined : any}
        clearable
        data={EQUIPMENT.filter((item) => item !== "none").map((item) => ({
          value: item,
          label: words.equipment(item),
        }))}
        value={filter.equipment ?? []}
        onChange={(values) =>
          update({ equipment: values.length ? (values as LibraryFilter["equipment"]) : undefined })
        }
      />
      <Select
        label={t("workouts.filters.zone")}
        placeholder={any}
        clearable
        data={PLANNING_ZONES.map((zone) => ({ value: String(zone), label: words.zone(zone) }))}
        value={filter.zone ? String(filter.zone) : null}
        onChange={(value) => update({ zone: value ? Number(value) : undefined })}
      />
      <Select
        label={t("workouts.filters.author")}
        placeholder={any}
        clearable
        searchable
        data={(authors.data?.items ?? []).map((author) => ({ value: author.id, label: author.fullName }))}
        error={authors.isError ? t("workouts.filters.authorsFailed") : undefined}
        value={filter.authorId ?? null}
        onChange={(value) => update({ authorId: value ?? undefined })}
      />
      <Select
        label={t("workouts.filters.sort")}
        allowDeselect={false}
        data={WORKOUT_SORTS.map((sort) => ({ value: sort, label: t(`workouts.sorts.${SORT_WORDS[sort]}`) }))}
        value={filter.sort}
        onChange={(value) => value && update({ sort: value as LibraryFilter["sort"] })}
      />
      <Switch
        mt={{ base: 0, sm: 30 }}
        label={t("workouts.filters.archived")}
        checked={filter.archived}
        onChange={(e) => update({ archived: e.currentTarget.checked })}
      />
    </>
  );
  const reset = isFiltered && (
    <Button variant="subtle" px="sm" onClick={() => update(CLEARED_FILTERS)}>
      {t("workouts.filters.reset")}
    </Button>
  );

  return (
    <FilterPanel
      always={searchField}
      fields={fields}
      activeCount={activeCount}
      actions={reset || undefined}
      layout={(children, actions) => (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          {children}
          <Group mt={{ base: 0, sm: 24 }} gap="xs">
            {actions}
          </Group>
        </SimpleGrid>
      )}
    />
  );
}
