import type { TWorkoutSummary } from "@bazin/shared/contracts/workouts";
import { Button, Group, Modal, Select, Stack, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useHubWords } from "../../../components/training/hub-words.ts";
import { describeError } from "../../../lib/describe-error.ts";
import { useWorkoutSearch } from "../api/search-workouts.ts";
import { type PlacedWorkout, placedWorkoutOf } from "../lib/form-values.ts";

/**
 * Finds a library workout by name and places it on `day` (what a day cell's "+" opens). The library answers
 * the search (diacritics ignored), so the select shows the server's matches as they are.
 */
export function WorkoutPickerModal({
  dayLabel,
  onPick,
  onClose,
}: {
  /** The day it goes on, in words; null when closed. */
  dayLabel: string | null;
  onPick: (workout: PlacedWorkout) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(["admin", "common"]);
  const words = useHubWords();
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search, 250);
  const [chosen, setChosen] = useState<TWorkoutSummary | null>(null);
  const opened = dayLabel !== null;
  const results = useWorkoutSearch(debounced, opened);
  useEffect(() => {
    if (!opened) {
      setSearch("");
      setChosen(null);
    }
  }, [opened]);

  const items = results.data ?? [];
  const data = useMemo(() => {
    const list = chosen && !items.some((w) => w.id === chosen.id) ? [chosen, ...items] : items;
    return list.map((w) => ({ value: w.id, label: w.name }));
  }, [items, chosen]);
  const byId = useMemo(
    () => new Map([...(chosen ? [chosen] : []), ...items].map((w) => [w.id, w])),
    [items, chosen],
  );

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t("admin:plans.picker.title", { day: dayLabel ?? "" })}
      closeButtonProps={{ "aria-label": t("common:actions.close") }}
    >
      <Stack>
        <Select
          label={t("admin:plans.picker.workout")}
          placeholder={t("admin:plans.picker.placeholder")}
          leftSection={<IconSearch size={16} aria-hidden />}
          searchable
          data={data}
          value={chosen?.id ?? null}
          searchValue={search}
          onSearchChange={setSearch}
          // The server already matched the words (without diacritics); the select must not filter again.
          filter={({ options }) => options}
          nothingFoundMessage={
            results.isFetching ? t("admin:plans.picker.searching") : t("admin:plans.picker.nothingFound")
          }
          onChange={(id) => setChosen(id ? (byId.get(id) ?? null) : null)}
          renderOption={({ option }) => {
            const w = byId.get(option.value);
            return (
              <Stack gap={0}>
                <Text size="sm">{option.label}</Text>
                {w && (
                  <Text size="xs" c="gray.7">
                    {[words.type(w.type), words.level(w.level), words.distance(w.totalDistanceMetres)].join(
                      " · ",
                    )}
                  </Text>
                )}
              </Stack>
            );
          }}
          comboboxProps={{ withinPortal: true }}
          data-autofocus
        />
        {results.isError && (
          <Text c="red.9" size="sm" role="alert">
            {describeError(results.error, t("admin:plans.picker.loadFailed"))}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("admin:plans.picker.cancel")}
          </Button>
          <Button disabled={!chosen} onClick={() => chosen && onPick(placedWorkoutOf(chosen))}>
            {t("admin:plans.picker.place")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
