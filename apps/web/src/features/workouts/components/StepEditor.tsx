import "@mantine/core/styles/Chip.layer.css";
import "@mantine/core/styles/SegmentedControl.layer.css";
import { STEP_LIMITS, type TIntensity, type TWorkoutStep } from "@bazin/shared/domain/training/workout-steps";
import {
  DRILL_TYPES,
  EFFORT_LEVELS,
  EQUIPMENT,
  type Equipment,
  INTENSITY_KINDS,
  type IntensityKind,
  STEP_CATEGORIES,
  STEP_STROKES,
  type StepCategory,
} from "@bazin/shared/domain/training/workout-taxonomy";
import {
  Chip,
  Group,
  Input,
  NativeSelect,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useTranslation } from "react-i18next";
import { useValidationMessage } from "../../../components/form/validation-message.ts";
import { useHubWords } from "../../../components/training/hub-words.ts";
import { useBuilder } from "../lib/builder-context.ts";
import type { NodeErrors } from "../lib/builder-errors.ts";
import type { StepPatch } from "../lib/builder-reducer.ts";
import { BuilderSecondsInput } from "./BuilderSecondsInput.tsx";

/** A number field's value for the tree: an empty field is NaN, which the schema reports under the field. */
const numberOf = (value: string | number) => (typeof value === "number" ? value : Number.NaN);
const shownNumber = (value: number) => (Number.isFinite(value) ? value : "");

/** The intensity a kind starts with: pace to be typed, CSS itself (offset 0). */
function intensityOf(kind: IntensityKind, current: TIntensity): TIntensity {
  if (kind === current.kind) return current;
  if (kind === "pace") return { kind, secondsPer100: Number.NaN };
  if (kind === "css") return { kind, offsetSeconds: 0 };
  return { kind };
}

/** A category change that keeps the step valid: a rest step has rest and no distance, a swum one a distance. */
function categoryPatch(step: TWorkoutStep, category: StepCategory): StepPatch {
  if (category === "rest")
    return { category, distanceMetres: 0, restSeconds: step.restSeconds > 0 ? step.restSeconds : 30 };
  return { category, distanceMetres: step.distanceMetres > 0 ? step.distanceMetres : 100 };
}

/**
 * Every field of one step (SPEC §3 "Workout step"): category, distance, stroke, drill, intensity target (effort,
 * pace per 100 m as m:ss, or CSS offset in seconds), effort, rest, equipment and notes. Each change goes to the
 * reducer at once, so totals follow; errors from the shared schema show under their field.
 */
export function StepEditor({ step, errors, id }: { step: TWorkoutStep; errors?: NodeErrors; id: string }) {
  const { t } = useTranslation("admin");
  const words = useHubWords();
  const message = useValidationMessage();
  const { dispatch } = useBuilder();
  // Three choices side by side do not fit a 360 px phone inside a nested block: there they stack.
  const phone = useMediaQuery("(max-width: 48em)");
  const update = (patch: StepPatch) => dispatch({ type: "updateStep", id: step.id, patch });
  const rest = step.category === "rest";
  const error = (field: string) => message(errors?.[field]);
  const intensityError = error("intensity");

  return (
    <Stack gap="sm" id={id} pt="xs">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" verticalSpacing="xs">
        <NativeSelect
          label={t("builder.step.category")}
          value={step.category}
          data={STEP_CATEGORIES.map((value) => ({ value, label: words.category(value) }))}
          onChange={(event) => update(categoryPatch(step, event.currentTarget.value as StepCategory))}
          error={error("category")}
        />
        {!rest && (
          <NumberInput
            label={t("builder.step.distance")}
            value={shownNumber(step.distanceMetres)}
            min={0}
            max={STEP_LIMITS.maxStepMetres}
            step={25}
            allowDecimal={false}
            allowNegative={false}
            inputMode="numeric"
            onChange={(value) => update({ distanceMetres: numberOf(value) })}
            error={error("distanceMetres")}
          />
        )}
        {!rest && (
          <NativeSelect
            label={t("builder.step.stroke")}
            value={step.stroke}
            data={STEP_STROKES.map((value) => ({ value, label: words.stroke(value) }))}
            onChange={(event) => update({ stroke: event.currentTarget.value as TWorkoutStep["stroke"] })}
            error={error("stroke")}
          />
        )}
        {!rest && (
          <NativeSelect
            label={t("builder.step.drill")}
            value={step.drill}
            data={DRILL_TYPES.map((value) => ({ value, label: words.drill(value) }))}
            onChange={(event) => update({ drill: event.currentTarget.value as TWorkoutStep["drill"] })}
            error={error("drill")}
          />
        )}
        {!rest && (
          <NativeSelect
            label={t("builder.step.effort")}
            value={step.effort}
            data={EFFORT_LEVELS.map((value) => ({ value, label: words.effort(value) }))}
            onChange={(event) => update({ effort: event.currentTarget.value as TWorkoutStep["effort"] })}
            error={error("effort")}
          />
        )}
        <NumberInput
          label={t("builder.step.rest")}
          value={shownNumber(step.restSeconds)}
          min={0}
          max={STEP_LIMITS.maxRestSeconds}
          step={5}
          allowDecimal={false}
          allowNegative={false}
          inputMode="numeric"
          onChange={(value) => update({ restSeconds: numberOf(value) })}
          error={error("restSeconds")}
        />
      </SimpleGrid>

      {!rest && (
        <Input.Wrapper label={t("builder.step.intensity")} labelElement="div">
          <Group gap="sm" align="flex-start" wrap="wrap" mt={4}>
            <SegmentedControl
              aria-label={t("builder.step.intensity")}
              value={step.intensity.kind}
              data={INTENSITY_KINDS.map((value) => ({ value, label: words.intensityKind(value) }))}
              onChange={(value) => update({ intensity: intensityOf(value as IntensityKind, step.intensity) })}
              orientation={phone ? "vertical" : "horizontal"}
              fullWidth={!!phone}
            />
            {step.intensity.kind === "pace" && (
              <BuilderSecondsInput
                label={t("builder.step.pace")}
                description={t("builder.step.paceHint")}
                value={step.intensity.secondsPer100}
                onChange={(seconds) =>
                  update({ intensity: { kind: "pace", secondsPer100: seconds ?? Number.NaN } })
                }
                error={intensityError}
                w={150}
              />
            )}
            {step.intensity.kind === "css" && (
              <NumberInput
                label={t("builder.step.cssOffset")}
                description={t("builder.step.cssOffsetHint")}
                value={shownNumber(step.intensity.offsetSeconds)}
                min={STEP_LIMITS.cssOffsetSeconds.min}
                max={STEP_LIMITS.cssOffsetSeconds.max}
                allowDecimal={false}
                onChange={(value) => update({ intensity: { kind: "css", offsetSeconds: numberOf(value) } })}
                error={intensityError}
                w={150}
              />
            )}
          </Group>
        </Input.Wrapper>
      )}

      <Chip.Group
        multiple
        value={step.equipment.filter((item) => item !== "none")}
        onChange={(value) => update({ equipment: value as Equipment[] })}
      >
        <Group role="group" aria-label={t("builder.step.equipment")} gap="xs">
          <Text size="sm" fw={500} aria-hidden>
            {t("builder.step.equipment")}
          </Text>
          {EQUIPMENT.filter((item) => item !== "none").map((item) => (
            <Chip key={item} value={item} size="sm">
              {words.equipment(item)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>

      <TextInput
        label={t("builder.step.notes")}
        value={step.notes}
        maxLength={STEP_LIMITS.maxNotes}
        onChange={(event) => update({ notes: event.currentTarget.value })}
        error={error("notes")}
      />
    </Stack>
  );
}
