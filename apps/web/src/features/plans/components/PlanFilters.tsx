import { PLAN_STATUSES, type PlanStatus } from "@bazin/shared/domain/training/plan-rules";
import { Stack, TextInput } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ChoiceChips } from "../../../components/ChoiceChips.tsx";
import { useHubWords } from "../../../components/training/hub-words.ts";
import type { PlanListQuery } from "../api/list-plans.ts";

/** The plans list's filters: a status (or all) as chips, and a search by name sent as the user pauses. */
export function PlanFilters({
  query,
  q,
  update,
}: {
  query: PlanListQuery;
  q: string;
  update: (change: PlanListQuery) => void;
}) {
  const { t } = useTranslation("admin");
  const words = useHubWords();
  const [search, setSearch] = useState(q);
  const sent = useRef(q);
  // Back or a link may change the address under the field; the field's own search coming back must not
  // overwrite what was typed since.
  useEffect(() => {
    if (q !== sent.current) {
      sent.current = q;
      setSearch(q);
    }
  }, [q]);
  const sendSearch = useDebouncedCallback((value: string) => {
    sent.current = value.trim();
    update({ q: value.trim() || undefined });
  }, 300);

  return (
    <Stack gap="sm">
      <TextInput
        type="search"
        label={t("plans.list.search")}
        placeholder={t("plans.list.searchPlaceholder")}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          sendSearch(event.currentTarget.value);
        }}
        maw={420}
      />
      <ChoiceChips<PlanStatus | "all">
        label={t("plans.list.statusFilter")}
        name="plan-status"
        value={query.status ?? "all"}
        options={[
          { value: "all", label: t("plans.list.allStatuses") },
          ...PLAN_STATUSES.map((status) => ({ value: status, label: words.planStatus(status) })),
        ]}
        onChange={(value) => update({ status: value === "all" ? undefined : value })}
      />
    </Stack>
  );
}
