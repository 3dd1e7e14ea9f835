import type { TStudentListQuery } from "@bazin/shared/contracts/students";
import { Button, Checkbox, Group, Select, SimpleGrid, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { FilterPanel } from "../../../components/FilterPanel.tsx";
import { useClub } from "../../../lib/club-query.ts";
import { useWeekdayName } from "../../../lib/use-weekday-name.ts";

export interface StudentFiltersProps {
  query: TStudentListQuery;
  update: (change: Partial<TStudentListQuery>) => void;
  /** True when search, filters and sort are all at their defaults (nothing to reset). */
  isDefault: boolean;
}

/**
 * The students list's search, filters and sort. On a phone only the search shows; the rest waits behind a
 * "Filtre" button that says how many filters are on, so the first screen shows students, not seven fields.
 */
export function StudentFilters({ query, update, isDefault }: StudentFiltersProps) {
  const { t } = useTranslation("admin");
  const club = useClub();
  const weekday = useWeekdayName("short");
  const [search, setSearch] = useState(query.q ?? "");
  const [debounced] = useDebouncedValue(search, 300);

  useEffect(() => {
    if ((debounced.trim() || undefined) !== query.q) update({ q: debounced.trim() || undefined });
  }, [debounced, query.q, update]);

  const slotOptions =
    club.data?.slots.map((s) => ({ value: s.id, label: `${weekday(s.weekday)} ${s.startTime}` })) ?? [];
  const active = [
    query.status,
    query.slotId,
    query.ageGroup,
    query.expiring || undefined,
    query.renewalRequested || undefined,
  ].filter((value) => value !== undefined).length;

  const searchField = (
    <TextInput
      label={t("students.search")}
      placeholder={t("students.searchPlaceholder")}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={search}
      onChange={(e) => setSearch(e.currentTarget.value)}
      type="search"
    />
  );
  const fields = (
    <>
      <Select
        label={t("students.filters.status")}
        placeholder={t("students.filters.any")}
        clearable
        data={[
          { value: "active", label: t("students.status.active") },
          { value: "expired", label: t("students.status.expired") },
        ]}
        value={query.status ?? null}
        onChange={(v) => update({ status: (v as "active" | "expired" | null) ?? undefined })}
      />
      <Select
        label={t("students.filters.slot")}
        placeholder={t("students.filters.any")}
        clearable
        data={slotOptions}
        value={query.slotId ?? null}
        onChange={(v) => update({ slotId: v ?? undefined })}
      />
      <Select
        label={t("students.filters.ageGroup")}
        placeholder={t("students.filters.any")}
        clearable
        data={[
          { value: "children", label: t("students.ageGroup.children") },
          { value: "adults", label: t("students.ageGroup.adults") },
        ]}
        value={query.ageGroup ?? null}
        onChange={(v) => update({ ageGroup: (v as "children" | "adults" | null) ?? undefined })}
      />
      <Select
        label={t("students.sort.label")}
        allowDeselect={false}
        data={[
          { value: "registeredAt", label: t("students.sort.registeredAt") },
          { value: "name", label: t("students.sort.name") },
          { value: "daysRemaining", label: t("students.sort.daysRemaining") },
        ]}
        value={query.sort}
        onChange={(v) => v && update({ sort: v as typeof query.sort })}
      />
      <Select
        label={t("students.sort.direction")}
        allowDeselect={false}
        data={[
          { value: "asc", label: t("students.sort.asc") },
          { value: "desc", label: t("students.sort.desc") },
        ]}
        value={query.dir}
        onChange={(v) => v && update({ dir: v as "asc" | "desc" })}
      />
      <Checkbox
        mt={{ base: 0, sm: 30 }}
        label={t("students.filters.expiring")}
        checked={query.expiring}
        onChange={(e) => update({ expiring: e.currentTarget.checked })}
      />
      <Checkbox
        mt={{ base: 0, sm: 30 }}
        label={t("students.renewal.filter")}
        checked={query.renewalRequested ?? false}
        onChange={(e) => update({ renewalRequested: e.currentTarget.checked || undefined })}
      />
    </>
  );
  const reset = !isDefault && (
    <Button
      variant="subtle"
      // Narrower than a button's usual padding: a subtle button has no edge to keep off its text, and so it fits
      // beside the "Filtre (2)" button on a 360 px phone.
      px="sm"
      onClick={() => {
        setSearch("");
        update({
          q: undefined,
          status: undefined,
          slotId: undefined,
          ageGroup: undefined,
          expiring: false,
          renewalRequested: undefined,
          sort: "registeredAt",
          dir: "desc",
        });
      }}
    >
      {t("students.filters.reset")}
    </Button>
  );

  return (
    <FilterPanel
      always={searchField}
      fields={fields}
      activeCount={active}
      actions={reset || undefined}
      layout={(children, actions) => (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          {children}
          <Group mt={24} gap="xs">
            {actions}
          </Group>
        </SimpleGrid>
      )}
    />
  );
}
