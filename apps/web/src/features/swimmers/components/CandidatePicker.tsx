import type { TSwimmerCandidate } from "@bazin/shared/contracts/swimmers";
import { Group, Loader, Select, Stack, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSwimmerCandidates } from "../api/list-swimmer-candidates.ts";

export interface CandidatePickerProps {
  picked: TSwimmerCandidate | null;
  onPick: (candidate: TSwimmerCandidate | null) => void;
  /** The field's error, already in words. */
  error?: string;
  onBlur?: () => void;
  inputRef?: React.Ref<HTMLInputElement>;
}

/** "12 ani · ioana@example.com · Fără cont": what tells two students of the same name apart. */
export function CandidateFacts({ candidate }: { candidate: TSwimmerCandidate }) {
  const { t } = useTranslation("admin");
  return (
    <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
      {t("advancedSwimmers.ageYears", { age: candidate.age })} · {candidate.email} ·{" "}
      {candidate.hasAccount
        ? t("advancedSwimmers.create.hasAccount")
        : t("advancedSwimmers.create.noAccount")}
    </Text>
  );
}

/**
 * Finds the student to make an advanced swimmer by name: the server searches (ignoring diacritics) as the
 * user types, after a short pause, among the students without a profile yet.
 */
export function CandidatePicker({ picked, onPick, error, onBlur, inputRef }: CandidatePickerProps) {
  const { t } = useTranslation("admin");
  const [search, setSearch] = useState("");
  // Once a student is picked the input shows their name: that is not a search, the list offers everyone again.
  const typed = picked && search === picked.fullName ? "" : search;
  const [debounced] = useDebouncedValue(typed, 300);
  const candidates = useSwimmerCandidates(debounced);

  const byId = useMemo(() => {
    const found = new Map((candidates.data ?? []).map((c) => [c.id, c]));
    if (picked) found.set(picked.id, picked);
    return found;
  }, [candidates.data, picked]);
  const searching = candidates.isFetching || typed.trim() !== debounced.trim();

  return (
    <Stack gap={4}>
      <Select
        label={t("advancedSwimmers.fields.student")}
        description={t("advancedSwimmers.create.studentHint")}
        placeholder={t("advancedSwimmers.create.studentPlaceholder")}
        required
        withAsterisk={false}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        // The server has already searched; the list shows what it found, as it found it.
        filter={({ options }) => options}
        data={[...byId.values()].map((c) => ({ value: c.id, label: c.fullName }))}
        value={picked?.id ?? null}
        onChange={(id) => onPick(id ? (byId.get(id) ?? null) : null)}
        onBlur={onBlur}
        ref={inputRef}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={
          searching ? <Loader size="xs" aria-label={t("advancedSwimmers.create.searching")} /> : undefined
        }
        nothingFoundMessage={
          candidates.isError
            ? t("advancedSwimmers.create.candidatesFailed")
            : searching
              ? t("advancedSwimmers.create.searching")
              : t("advancedSwimmers.create.nothingFound")
        }
        renderOption={({ option }) => {
          const candidate = byId.get(option.value);
          return (
            <Stack gap={0}>
              <Text size="sm" fw={600}>
                {option.label}
              </Text>
              {candidate && <CandidateFacts candidate={candidate} />}
            </Stack>
          );
        }}
        error={error}
        maxDropdownHeight={320}
      />
      {picked && (
        <Group gap="xs">
          <CandidateFacts candidate={picked} />
        </Group>
      )}
    </Stack>
  );
}
