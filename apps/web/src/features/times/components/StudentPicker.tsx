import type { TTimeStudent } from "@bazin/shared/contracts/times";
import { Select, type SelectProps, Stack, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useTimeStudents } from "../api/get-time-students.ts";

export type StudentPickerProps = Omit<
  SelectProps,
  "data" | "value" | "onChange" | "searchValue" | "onSearchChange"
> & {
  value: string | null;
  onChange: (student: TTimeStudent | null) => void;
  /** The chosen swimmer when the page knows it before the list arrives (from the address). */
  known?: TTimeStudent | null;
};

/**
 * Picks one of the swimmers the caller may record times for, searched by name on the server (a coach sees
 * their own swimmers). The birth year beside each name tells two namesakes apart.
 */
export function StudentPicker({ value, onChange, known, ...props }: StudentPickerProps) {
  const { t } = useTranslation("admin");
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search, 250);
  const chosen = useRef<TTimeStudent | null>(null);
  if (known && known.id === value) chosen.current = known;
  // The box shows the chosen name: that is not a search, so the whole list stays available.
  const q = chosen.current && debounced === chosen.current.fullName ? "" : debounced;
  const students = useTimeStudents(q);

  const byId = useMemo(() => {
    const map = new Map((students.data ?? []).map((s) => [s.id, s]));
    const current = chosen.current;
    if (current && current.id === value && !map.has(current.id)) map.set(current.id, current);
    return map;
  }, [students.data, value]);
  const selected = value ? byId.get(value) : undefined;
  if (selected) chosen.current = selected;

  return (
    <Select
      withAsterisk={false}
      searchable
      clearable
      leftSection={<IconSearch size={16} aria-hidden />}
      placeholder={t("swimTimes.filters.swimmerPlaceholder")}
      {...props}
      data={[...byId.values()].map((s) => ({ value: s.id, label: s.fullName }))}
      // Names are filtered by the server (accents and all); Mantine's own filter would hide what it found.
      filter={({ options }) => options}
      value={value}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(id) => onChange(id ? (byId.get(id) ?? null) : null)}
      nothingFoundMessage={
        students.isError ? t("swimTimes.picker.loadFailed") : t("swimTimes.picker.nothingFound")
      }
      renderOption={({ option }) => {
        const student = byId.get(option.value);
        return (
          <Stack gap={0}>
            <Text size="sm">{option.label}</Text>
            {student && (
              <Text size="xs" c="dimmed">
                {t("swimTimes.picker.birthYear", { year: student.birthDate.slice(0, 4) })}
              </Text>
            )}
          </Stack>
        );
      }}
    />
  );
}
