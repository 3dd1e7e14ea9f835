import type { MacroPhase } from "@bazin/shared/domain/training/plan-rules";
import { Button, Group, Paper, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { newPhaseRange, type PhaseValue } from "../lib/calendar.ts";
import { PhaseFields, type PhaseRangeValue } from "./PhaseFields.tsx";

/**
 * Adds a macro phase: its type, then its weeks (proposed from the first week no phase covers, for the type's
 * shortest length). The phase is added as typed; if it breaks a rule, its band says so.
 */
export function AddPhaseForm({
  phases,
  weekCount,
  onAdd,
}: {
  phases: readonly PhaseValue[];
  weekCount: number;
  onAdd: (phase: PhaseValue) => void;
}) {
  const { t } = useTranslation("admin");
  const proposal = (phase: MacroPhase): PhaseRangeValue => ({
    phase,
    ...newPhaseRange(phases, phase, weekCount),
  });
  const titleId = useId();
  const [draft, setDraft] = useState<PhaseRangeValue | null>(null);
  const value = draft ?? proposal("accumulation");
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-labelledby={titleId}>
      <Text id={titleId} fw={600} mb={4}>
        {t("plans.phases.addTitle")}
      </Text>
      <Group gap="sm" align="flex-end">
        <PhaseFields
          idPrefix="new-phase"
          value={value}
          weekCount={weekCount}
          onChange={setDraft}
          onPhaseChange={(phase) => setDraft(proposal(phase))}
        />
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => {
            onAdd({ ...value, notes: "" });
            setDraft(null);
          }}
        >
          {t("plans.phases.add")}
        </Button>
      </Group>
    </Paper>
  );
}
