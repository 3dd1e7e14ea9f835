import type { TSwimTimeListFilter } from "@bazin/shared/contracts/times";
import { Button, Checkbox, Group, Select, SimpleGrid, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { FilterPanel } from "../../../components/FilterPanel.tsx";
import { DayInput } from "./DayInput.tsx";
import { EventSelect } from "./EventSelect.tsx";
import { StudentPicker } from "./StudentPicker.tsx";

export interface TimesFiltersProps {
  filter: TSwimTimeListFilter;
  update: (change: Partial<TSwimTimeListFilter>) => void;
  /** Filters on besides the swimmer. */
  activeCount: number;
  isDefault: boolean;
}

/** The club times list's filters: the swimmer in sight on a phone too, the rest behind "Filtre". */
export function TimesFilters({ filter, update, activeCount, isDefault }: TimesFiltersProps) {
  const { t } = useTranslation(["admin", "common"]);
  const [competition, setCompetition] = useState(filter.competition ?? "");
  const [debounced] = useDebouncedValue(competition, 300);

  useEffect(() => {
    if ((debounced.trim() || undefined) !== filter.competition)
      update({ competition: debounced.trim() || undefined });
  }, [debounced, filter.competition, update]);

  const swimmer = (
    <StudentPicker
      label={t("admin:swimTimes.filters.swimmer")}
      value={filter.studentId ?? null}
      onChange={(student) => update({ studentId: student?.id })}
    />
  );
  const fields = (
    <>
      <EventSelect
        label={t("admin:swimTimes.filters.event")}
        placeholder={t("admin:swimTimes.filters.any")}
        clearable
        value={filter.event ?? null}
        onChange={(event) => update({ event: event ?? undefined })}
      />
      <Select
        label={t("admin:swimTimes.filters.pool")}
        placeholder={t("admin:swimTimes.filters.any")}
        clearable
        data={[
          { value: "25", label: t("common:training.pool.25") },
          { value: "50", label: t("common:training.pool.50") },
        ]}
        value={filter.poolLength ? String(filter.poolLength) : null}
        onChange={(pool) => update({ poolLength: pool === "50" ? 50 : pool === "25" ? 25 : undefined })}
      />
      <DayInput
        label={t("admin:swimTimes.filters.from")}
        clearable
        maxDate={filter.to}
        value={filter.from ?? null}
        onChange={(day) => update({ from: day ?? undefined })}
      />
      <DayInput
        label={t("admin:swimTimes.filters.to")}
        clearable
        minDate={filter.from}
        value={filter.to ?? null}
        onChange={(day) => update({ to: day ?? undefined })}
      />
      <TextInput
        label={t("admin:swimTimes.filters.competition")}
        placeholder={t("admin:swimTimes.filters.competitionPlaceholder")}
        type="search"
        value={competition}
        onChange={(e) => setCompetition(e.currentTarget.value)}
      />
      <Checkbox
        mt={{ base: 0, sm: 30 }}
        label={t("admin:swimTimes.filters.personalBests")}
        checked={filter.personalBests}
        onChange={(e) => update({ personalBests: e.currentTarget.checked })}
      />
    </>
  );
  const reset = !isDefault && (
    <Button
      variant="subtle"
      px="sm"
      onClick={() => {
        setCompetition("");
        update({
          studentId: undefined,
          event: undefined,
          poolLength: undefined,
          from: undefined,
          to: undefined,
          competition: undefined,
          personalBests: false,
        });
      }}
    >
      {t("admin:swimTimes.filters.reset")}
    </Button>
  );

  return (
    <FilterPanel
      always={swimmer}
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
