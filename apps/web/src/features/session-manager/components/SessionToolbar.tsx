import { addDays, mondayOf } from "@bazin/shared/domain/training/plan-rules";
import { SESSION_STATUSES } from "@bazin/shared/domain/training/session-rules";
import { ActionIcon, Button, Group, SegmentedControl, Select, Text } from "@mantine/core";
import { IconChevronLeft, IconChevronRight } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useActivePlans, useCoaches } from "../api/pickers.ts";
import { todayIso, useSessionDayFormat } from "../lib/dates.ts";
import type { SessionParams } from "../lib/use-session-params.ts";

/** Previous / next / this week, week or list, and the filters (coach for admins, plan, status). */
export function SessionToolbar({
  params,
  update,
  isAdmin,
}: {
  params: SessionParams;
  update: (change: Partial<SessionParams>) => void;
  isAdmin: boolean;
}) {
  const { t } = useTranslation("admin");
  const day = useSessionDayFormat();
  const coaches = useCoaches(isAdmin);
  const plans = useActivePlans();
  const range = t("sessionManager.weekRange", {
    from: day.short(params.week),
    to: day.long(addDays(params.week, 6)),
  });
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <Group gap={6} wrap="nowrap">
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t("sessionManager.previousWeek")}
          onClick={() => update({ week: addDays(params.week, -7) })}
        >
          <IconChevronLeft size={18} aria-hidden />
        </ActionIcon>
        <Button variant="default" onClick={() => update({ week: mondayOf(todayIso()) })}>
          {t("sessionManager.thisWeek")}
        </Button>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t("sessionManager.nextWeek")}
          onClick={() => update({ week: addDays(params.week, 7) })}
        >
          <IconChevronRight size={18} aria-hidden />
        </ActionIcon>
        <Text fw={600} aria-live="polite" ml={4}>
          {range}
        </Text>
      </Group>
      <Group gap="sm" align="flex-end">
        <SegmentedControl
          aria-label={t("sessionManager.view.label")}
          value={params.view}
          onChange={(v) => update({ view: v === "list" ? "list" : "week" })}
          data={[
            { value: "week", label: t("sessionManager.view.week") },
            { value: "list", label: t("sessionManager.view.list") },
          ]}
        />
        {isAdmin && (
          <Select
            label={t("sessionManager.filters.coach")}
            placeholder={t("sessionManager.filters.all")}
            data={(coaches.data ?? []).map((c) => ({ value: c.id, label: `${c.firstName} ${c.lastName}` }))}
            value={params.coachId ?? null}
            onChange={(v) => update({ coachId: v ?? undefined })}
            clearable
            w={180}
          />
        )}
        <Select
          label={t("sessionManager.filters.plan")}
          placeholder={t("sessionManager.filters.all")}
          data={(plans.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
          value={params.planId ?? null}
          onChange={(v) => update({ planId: v ?? undefined })}
          clearable
          w={180}
        />
        <Select
          label={t("sessionManager.filters.status")}
          placeholder={t("sessionManager.filters.all")}
          data={SESSION_STATUSES.map((s) => ({ value: s, label: t(`sessionManager.status.${s}`) }))}
          value={params.status ?? null}
          onChange={(v) => update({ status: (v as SessionParams["status"]) ?? undefined })}
          clearable
          w={150}
        />
      </Group>
    </Group>
  );
}
