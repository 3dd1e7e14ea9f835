import { ActionIcon, Group, Paper, Stack, Text } from "@mantine/core";
import { IconAlertTriangle, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useHubWords } from "../../../components/training/hub-words.ts";
import { PHASE_COLORS } from "../../../components/training/zone-colors.ts";
import type { PhaseValue } from "../lib/calendar.ts";
import { PhaseFields } from "./PhaseFields.tsx";

/**
 * The phases as a list of fields, where a phone has no room for bands: each phase's type and weeks, what is
 * wrong with it, and a remove button.
 */
export function PhaseList({
  phases,
  weekCount,
  messages,
  onChange,
}: {
  phases: readonly PhaseValue[];
  weekCount: number;
  messages: ReadonlyMap<number, string[]>;
  onChange: (phases: PhaseValue[]) => void;
}) {
  const { t } = useTranslation("admin");
  const words = useHubWords();
  if (phases.length === 0) return null;
  return (
    <Stack
      gap="xs"
      component="ul"
      m={0}
      p={0}
      aria-label={t("plans.phases.listLabel")}
      style={{ listStyle: "none" }}
    >
      {phases.map((phase, index) => (
        <Paper
          // biome-ignore lint/suspicious/noArrayIndexKey: a phase is its place in the list
          key={index}
          component="li"
          withBorder
          p="xs"
          radius="md"
          style={{ borderLeft: `6px solid var(--mantine-color-${PHASE_COLORS[phase.phase]}-6)` }}
        >
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <PhaseFields
              value={phase}
              weekCount={weekCount}
              onChange={(next) => onChange(phases.map((p, i) => (i === index ? { ...p, ...next } : p)))}
            />
            <ActionIcon
              variant="subtle"
              color="red.9"
              aria-label={t("plans.phases.removeNamed", { phase: words.phase(phase.phase) })}
              onClick={() => onChange(phases.filter((_, i) => i !== index))}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
          <Stack gap={2} mt={4} aria-live="polite">
            {(messages.get(index) ?? []).map((message) => (
              <Text key={message} size="xs" c="red.9" fw={600}>
                <IconAlertTriangle size={12} aria-hidden style={{ verticalAlign: "-1px", marginRight: 2 }} />
                {message}
              </Text>
            ))}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
