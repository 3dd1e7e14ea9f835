import { MultiSelect, SimpleGrid, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useMemo, useRef, useState } from "react";
import { Controller, useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { describeError } from "../../../lib/describe-error.ts";
import { useGroups } from "../api/list-groups.ts";
import { useSwimmerSearch } from "../api/search-swimmers.ts";
import type { PlanFormValues } from "../lib/form-values.ts";

/** A swimmer the select can name: the plan's own, and every one a search has shown. */
export interface KnownSwimmer {
  id: string;
  fullName: string;
  groupName: string | null;
}

/**
 * Who the plan is for: advanced swimmers found by name (the server searches; a coach sees their groups'), and
 * whole groups (a group counts with its members when a session is scheduled).
 */
export function ParticipantsFields({
  initialSwimmers,
  initialGroups,
}: {
  initialSwimmers: readonly KnownSwimmer[];
  /** The plan's groups: named even when the caller's own list lacks one (a coach on another's group). */
  initialGroups: readonly { id: string; name: string }[];
}) {
  const { t } = useTranslation("admin");
  const { control } = useFormContext<PlanFormValues>();
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search, 250);
  const swimmers = useSwimmerSearch(debounced);
  const groups = useGroups();

  // Names of swimmers chosen earlier stay known when a later search no longer lists them.
  const known = useRef(new Map<string, KnownSwimmer>());
  for (const s of initialSwimmers) if (!known.current.has(s.id)) known.current.set(s.id, s);
  for (const s of swimmers.data ?? [])
    known.current.set(s.id, { id: s.id, fullName: s.fullName, groupName: s.group?.name ?? null });

  const resultIds = useMemo(() => (swimmers.data ?? []).map((s) => s.id), [swimmers.data]);
  const option = (s: KnownSwimmer) => ({
    value: s.id,
    label: s.groupName
      ? t("plans.participants.swimmerOption", { name: s.fullName, group: s.groupName })
      : s.fullName,
  });

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Controller
        control={control}
        name="studentIds"
        render={({ field }) => {
          const ids = [...new Set([...field.value, ...resultIds])];
          const data = ids.flatMap((id) => {
            const s = known.current.get(id);
            return s ? [option(s)] : [];
          });
          return (
            <div>
              <MultiSelect
                label={t("plans.participants.swimmers")}
                placeholder={t("plans.participants.swimmersPlaceholder")}
                searchable
                searchValue={search}
                onSearchChange={setSearch}
                filter={({ options }) => options}
                data={data}
                value={field.value}
                onChange={field.onChange}
                nothingFoundMessage={
                  swimmers.isFetching
                    ? t("plans.participants.searching")
                    : t("plans.participants.nothingFound")
                }
                hidePickedOptions
                clearable
              />
              {swimmers.isError && (
                <Text size="sm" c="red.9" role="alert" mt={4}>
                  {describeError(swimmers.error, t("plans.participants.loadFailed"))}
                </Text>
              )}
            </div>
          );
        }}
      />
      <Controller
        control={control}
        name="groupIds"
        render={({ field }) => (
          <div>
            <MultiSelect
              label={t("plans.participants.groups")}
              placeholder={t("plans.participants.groupsPlaceholder")}
              description={t("plans.participants.groupsHelp")}
              data={[
                ...(groups.data ?? []),
                ...initialGroups.filter((g) => !groups.data?.some((known) => known.id === g.id)),
              ].map((g) => ({ value: g.id, label: g.name }))}
              value={field.value}
              onChange={field.onChange}
              searchable
              clearable
              nothingFoundMessage={t("plans.participants.noGroups")}
            />
            {groups.isError && (
              <Text size="sm" c="red.9" role="alert" mt={4}>
                {describeError(groups.error, t("plans.participants.loadFailed"))}
              </Text>
            )}
          </div>
        )}
      />
    </SimpleGrid>
  );
}
