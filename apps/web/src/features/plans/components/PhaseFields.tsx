import { MACRO_PHASES, type MacroPhase, PHASE_WEEKS } from "@bazin/shared/domain/training/plan-rules";
import { Group, NumberInput, Select } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useHubWords } from "../../../components/training/hub-words.ts";

export interface PhaseRangeValue {
  phase: MacroPhase;
  startWeek: number;
  endWeek: number;
}

/**
 * A phase's type and its first and last week, as a keyboard and a phone use them. The type's options say the
 * duration SPEC §9 allows ("Acumulare (4–6 săpt.)").
 */
export function PhaseFields({
  value,
  weekCount,
  onChange,
  onPhaseChange,
  idPrefix,
}: {
  value: PhaseRangeValue;
  weekCount: number;
  onChange: (next: PhaseRangeValue) => void;
  /** Called instead of `onChange` when the type changes (a new phase then takes the type's length). */
  onPhaseChange?: (phase: MacroPhase) => void;
  idPrefix?: string;
}) {
  const { t } = useTranslation("admin");
  const words = useHubWords();
  const week = (n: number | string) => (typeof n === "number" ? n : Number.parseInt(n, 10));
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <Select
        id={idPrefix && `${idPrefix}-type`}
        label={t("plans.phases.type")}
        data={MACRO_PHASES.map((p) => ({
          value: p,
          label: t("plans.phases.typeOption", {
            phase: words.phase(p),
            min: PHASE_WEEKS[p].min,
            max: PHASE_WEEKS[p].max,
          }),
        }))}
        value={value.phase}
        allowDeselect={false}
        onChange={(next) => {
          if (!next) return;
          const phase = next as MacroPhase;
          if (onPhaseChange) onPhaseChange(phase);
          else onChange({ ...value, phase });
        }}
        w={240}
      />
      <NumberInput
        id={idPrefix && `${idPrefix}-start`}
        label={t("plans.phases.startWeek")}
        min={1}
        max={weekCount}
        clampBehavior="blur"
        allowDecimal={false}
        value={value.startWeek}
        onChange={(n) => Number.isFinite(week(n)) && onChange({ ...value, startWeek: week(n) })}
        w={110}
      />
      <NumberInput
        id={idPrefix && `${idPrefix}-end`}
        label={t("plans.phases.endWeek")}
        min={1}
        max={weekCount}
        clampBehavior="blur"
        allowDecimal={false}
        value={value.endWeek}
        onChange={(n) => Number.isFinite(week(n)) && onChange({ ...value, endWeek: week(n) })}
        w={110}
      />
    </Group>
  );
}
