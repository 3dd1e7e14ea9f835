import type { TStudentListQuery } from "@bazin/shared/contracts/students";
import { Button, Checkbox, Collapse, Group, Select, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useDebouncedValue, useDisclosure, useMediaQuery } from "@mantine/hooks";
import { IconAdjustmentsHorizontal, IconChevronDown, IconSearch } from "@tabler/icons-react";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
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
  const phone = useMediaQuery("(max-width: 48em)");
  const club = useClub();
  const weekday = useWeekdayName("short");
  const [search, setSearch] = useState(query.q ?? "");
  const [debounced] = useDebouncedValue(search, 300);
  const [open, { toggle }] = useDisclosure(false);
  const fieldsId = useId();

  useEffect(() => {
    if ((debounced.trim() || undefined) !== query.q) update({ q: debounced.trim() || undefined });
  }, [debounced, query.q, update]);

  const slotOptions =
    club.data?.slots.map((s) => ({ value: s.id, label: `${weekday(s.weekday)} ${s.startTime}` })) ?? [];
  const active = [query.status, query.slotId, query.ageGroup, query.expiring || undefined].filter(
    (value) => value !== undefined,
  ).length;

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
          sort: "registeredAt",
          dir: "desc",
        });
      }}
    >
      {t("students.filters.reset")}
    </Button>
  );

  if (!phone) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        {searchField}
        {fields}
        <Group mt={{ base: 0, sm: 24 }} gap="xs">
          {reset}
        </Group>
      </SimpleGrid>
    );
  }
  return (
    <Stack gap="sm">
      {searchField}
      <Group gap="xs">
        <Button
          variant="default"
          leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
          rightSection={
            <IconChevronDown
              size={16}
              aria-hidden
              style={{ transform: open ? "rotate(180deg)" : undefined, transition: "transform 200ms" }}
            />
          }
          aria-expanded={open}
          aria-controls={fieldsId}
          onClick={toggle}
        >
          {active > 0 ? t("students.filters.toggleActive", { count: active }) : t("students.filters.toggle")}
        </Button>
        {reset}
      </Group>
      <Collapse expanded={open} id={fieldsId}>
        <Stack gap="sm" pb={4}>
          {fields}
        </Stack>
      </Collapse>
    </Stack>
  );
}
