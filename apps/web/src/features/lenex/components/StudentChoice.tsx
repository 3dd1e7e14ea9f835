import type { TLenexCandidate } from "@bazin/shared/contracts/lenex";
import { type ComboboxItem, type ComboboxItemGroup, Select, Stack, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLenexStudents } from "../api/lenex-students.ts";
import { formatDay } from "../lib/format.ts";

/** The option that skips the athlete (Select values are strings). */
export const SKIP = "skip";

export interface StudentChoiceProps {
  /** Names the picker for screen readers: "Student for Ana Pop". */
  label: string;
  value: string | null;
  onChange: (studentId: string | null) => void;
  /** The students the server proposed (the match or the candidates), offered first. */
  candidates: readonly TLenexCandidate[];
}

/**
 * Picks the student an athlete's results go to, or "skip": the proposed candidates first, then the
 * students the caller may import for, searched by name on the server once the list is opened. The birth year
 * beside each name tells namesakes apart.
 */
export function StudentChoice({ label, value, onChange, candidates }: StudentChoiceProps) {
  const { t, i18n } = useTranslation("admin");
  const [opened, setOpened] = useState(false);
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search, 250);
  const known = useRef(new Map<string, TLenexCandidate>(candidates.map((c) => [c.id, c])));
  const chosen = value ? known.current.get(value) : undefined;
  // The box shows the chosen name (or "skip"): that is not a search, so the whole list stays available.
  const shown = chosen ? chosen.fullName : t("lenex.student.skip");
  const q = debounced === shown ? "" : debounced;
  const students = useLenexStudents(q, opened);
  for (const s of students.data ?? []) known.current.set(s.id, s);

  const data = useMemo(() => {
    const proposed = new Set(candidates.map((c) => c.id));
    const found = (students.data ?? []).filter((s) => !proposed.has(s.id));
    if (chosen && !proposed.has(chosen.id) && !found.some((s) => s.id === chosen.id)) found.unshift(chosen);
    const groups: ComboboxItemGroup<ComboboxItem>[] = [
      { group: t("lenex.student.skipGroup"), items: [{ value: SKIP, label: t("lenex.student.skip") }] },
    ];
    if (candidates.length > 0)
      groups.push({
        group: t("lenex.student.proposed"),
        items: candidates.map((c) => ({ value: c.id, label: c.fullName })),
      });
    if (found.length > 0)
      groups.push({
        group: t("lenex.student.others"),
        items: found.map((s) => ({ value: s.id, label: s.fullName })),
      });
    return groups;
  }, [candidates, students.data, chosen, t]);

  return (
    <Select
      aria-label={label}
      searchable
      leftSection={<IconSearch size={16} aria-hidden />}
      placeholder={t("lenex.student.placeholder")}
      data={data}
      // Names are filtered by the server (accents and all); Mantine's own filter would hide what it found.
      filter={({ options }) => options}
      value={value ?? SKIP}
      searchValue={search}
      onSearchChange={setSearch}
      onDropdownOpen={() => setOpened(true)}
      onChange={(id) => onChange(!id || id === SKIP ? null : id)}
      allowDeselect={false}
      nothingFoundMessage={students.isError ? t("lenex.student.loadFailed") : t("lenex.student.nothingFound")}
      comboboxProps={{ withinPortal: true }}
      renderOption={({ option }) => {
        const student = known.current.get(option.value);
        return (
          <Stack gap={0}>
            <Text size="sm">{option.label}</Text>
            {student && (
              <Text size="xs" c="dimmed">
                {t("lenex.student.born", { date: formatDay(student.birthDate, i18n.language) })}
              </Text>
            )}
          </Stack>
        );
      }}
    />
  );
}
