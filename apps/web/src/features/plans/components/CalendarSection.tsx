import { isInsidePlan } from "@bazin/shared/domain/training/plan-rules";
import { Alert, Button, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { type PhaseValue, weekCountOf } from "../lib/calendar.ts";
import { newPlacementKey, type PlanFormValues } from "../lib/form-values.ts";
import { usePlanDayFormat } from "../lib/format.ts";
import { AddPhaseForm } from "./AddPhaseForm.tsx";
import { MoveDayModal } from "./MoveDayModal.tsx";
import { PhaseList } from "./PhaseList.tsx";
import { PlanCalendar } from "./PlanCalendar.tsx";
import { WorkoutPickerModal } from "./WorkoutPickerModal.tsx";

/**
 * The plan form's calendar: add phases, shape them on the bands (or, on a phone, in a list), place workouts on
 * days, move and remove them. Everything writes into the form, so it is saved with the rest of the plan.
 */
export function CalendarSection({
  phaseMessages,
  readOnly,
}: {
  phaseMessages: ReadonlyMap<number, string[]>;
  readOnly: boolean;
}) {
  const { t } = useTranslation("admin");
  const phone = useMediaQuery("(max-width: 48em)");
  const day = usePlanDayFormat();
  const { control, setValue, getValues } = useFormContext<PlanFormValues>();
  const [startDate, endDate, phases, races, placements] = useWatch({
    control,
    name: ["startDate", "endDate", "phases", "races", "placements"],
  });
  const [pickingDay, setPickingDay] = useState<string | null>(null);
  const [moving, setMoving] = useState<string | null>(null);
  const weekCount = weekCountOf(startDate, endDate);
  const movingPlacement = placements.find((p) => p.key === moving);

  // Stable callbacks that read the current values, so the calendar's day cells re-render only when theirs change.
  const edit = useMemo(() => {
    if (readOnly) return undefined;
    const setPlacements = (next: PlanFormValues["placements"]) =>
      setValue("placements", next, { shouldDirty: true });
    return {
      onPhasesChange: (next: PhaseValue[]) => setValue("phases", next, { shouldDirty: true }),
      onAddWorkout: setPickingDay,
      onMoveRequest: setMoving,
      onMoveTo: (key: string, target: string) =>
        setPlacements(getValues("placements").map((p) => (p.key === key ? { ...p, day: target } : p))),
      onRemove: (key: string) => setPlacements(getValues("placements").filter((p) => p.key !== key)),
      addPlacement: (placement: PlanFormValues["placements"][number]) =>
        setPlacements([...getValues("placements"), placement]),
      removeOutside: () => {
        const [start, end, current] = getValues(["startDate", "endDate", "placements"]);
        setPlacements(current.filter((p) => isInsidePlan({ startDate: start, endDate: end }, p.day)));
      },
    };
  }, [readOnly, setValue, getValues]);
  const racesShown = useMemo(() => races.filter((r) => r.date && r.name), [races]);

  const outside = placements.filter((p) => !isInsidePlan({ startDate, endDate }, p.day));

  if (weekCount === 0) return <Text c="gray.7">{t("plans.calendar.noDates")}</Text>;
  return (
    <Stack gap="md">
      {outside.length > 0 && (
        <Alert color="orange" icon={<IconAlertTriangle aria-hidden />} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t("plans.calendar.outside", { count: outside.length })}</Text>
            {edit && (
              <Button size="xs" variant="white" color="orange.9" onClick={() => edit.removeOutside()}>
                {t("plans.calendar.removeOutside", { count: outside.length })}
              </Button>
            )}
          </Stack>
        </Alert>
      )}
      {!readOnly && (
        <AddPhaseForm
          phases={phases}
          weekCount={weekCount}
          onAdd={(p) => edit?.onPhasesChange([...phases, p])}
        />
      )}
      {phone && !readOnly && (
        <PhaseList
          phases={phases}
          weekCount={weekCount}
          messages={phaseMessages}
          onChange={(next) => edit?.onPhasesChange(next)}
        />
      )}
      {!readOnly && (
        <Text size="sm" c="gray.7">
          {phone ? t("plans.calendar.helpPhone") : t("plans.calendar.help")}
        </Text>
      )}
      <PlanCalendar
        startDate={startDate}
        endDate={endDate}
        phases={phases}
        races={racesShown}
        placements={placements}
        phaseMessages={phaseMessages}
        edit={edit}
      />
      <WorkoutPickerModal
        dayLabel={pickingDay && day.fullDay(pickingDay)}
        onClose={() => setPickingDay(null)}
        onPick={(workout) => {
          if (pickingDay)
            edit?.addPlacement({
              key: newPlacementKey(),
              workoutId: workout.id,
              day: pickingDay,
              notes: "",
              workout,
            });
          setPickingDay(null);
        }}
      />
      <MoveDayModal
        workoutName={movingPlacement ? movingPlacement.workout.name : null}
        day={movingPlacement?.day ?? ""}
        startDate={startDate}
        endDate={endDate}
        onClose={() => setMoving(null)}
        onMove={(target) => {
          if (moving) edit?.onMoveTo(moving, target);
          setMoving(null);
        }}
      />
    </Stack>
  );
}
