import type { TPlan } from "@bazin/shared/contracts/plans";
import { phaseOfWeek, planWeekDays } from "@bazin/shared/domain/training/plan-rules";
import { Box, Group, List, Stack, Text, Tooltip } from "@mantine/core";
import { IconFlag } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useHubWords } from "../../../components/training/hub-words.ts";
import { PHASE_COLORS } from "../../../components/training/zone-colors.ts";
import { usePlanDayFormat } from "../lib/format.ts";

/**
 * The plan from start to end: a strip of weeks coloured by phase with a flag on each race's week (a picture,
 * hidden from screen readers), then the phases and races in order as a list everyone can read.
 */
export function PlanTimeline({
  plan,
}: {
  plan: Pick<TPlan, "startDate" | "weekCount" | "phases" | "races">;
}) {
  const { t } = useTranslation("admin");
  const words = useHubWords();
  const day = usePlanDayFormat();
  const weeks = Array.from({ length: plan.weekCount }, (_, i) => i + 1);
  const phases = [...plan.phases].sort((a, b) => a.startWeek - b.startWeek);
  const races = [...plan.races].sort((a, b) => a.date.localeCompare(b.date));
  const events = [
    ...phases.map((p) => ({
      at: p.startWeek,
      key: `p-${p.phase}-${p.startWeek}`,
      text: t("plans.analytics.timelinePhase", {
        phase: words.phase(p.phase),
        start: p.startWeek,
        end: p.endWeek,
        from: day.short(planWeekDays(plan.startDate, p.startWeek).monday),
        to: day.short(planWeekDays(plan.startDate, p.endWeek).sunday),
      }),
      race: false,
    })),
    ...races.map((r) => ({
      at: r.week + 0.5,
      key: `r-${r.name}-${r.date}`,
      text: t("plans.analytics.timelineRace", {
        name: r.name,
        date: day.long(r.date),
        type: words.raceType(r.type),
        week: r.week,
      }),
      race: true,
    })),
  ].sort((a, b) => a.at - b.at);

  return (
    <Stack gap="sm">
      <Box aria-hidden style={{ display: "flex", gap: 2, overflowX: "auto" }}>
        {weeks.map((week) => {
          const phase = phaseOfWeek(phases, week);
          const race = races.find((r) => r.week === week);
          return (
            <Tooltip key={week} label={`${words.week(week)}${phase ? ` · ${words.phase(phase.phase)}` : ""}`}>
              <Box
                style={{ flex: "1 0 14px", minWidth: 14, textAlign: "center" }}
                bg={phase ? `${PHASE_COLORS[phase.phase]}.5` : "gray.2"}
                h={28}
                pt={6}
              >
                {race && (
                  <IconFlag size={14} color="white" style={{ filter: "drop-shadow(0 0 1px black)" }} />
                )}
              </Box>
            </Tooltip>
          );
        })}
      </Box>
      <Group gap="md" aria-hidden>
        {phases.map((p) => (
          <Group key={`${p.phase}-${p.startWeek}`} gap={6} wrap="nowrap">
            <Box w={12} h={12} bg={`${PHASE_COLORS[p.phase]}.5`} style={{ borderRadius: 3 }} />
            <Text size="sm">{words.phase(p.phase)}</Text>
          </Group>
        ))}
      </Group>
      {events.length === 0 ? (
        <Text c="gray.7">{t("plans.analytics.timelineEmpty")}</Text>
      ) : (
        <List spacing={4} aria-label={t("plans.analytics.timelineLabel")}>
          {events.map((e) => (
            <List.Item
              key={e.key}
              icon={
                e.race ? <IconFlag size={16} color="var(--mantine-color-red-9)" aria-hidden /> : undefined
              }
            >
              <Text size="sm">{e.text}</Text>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
