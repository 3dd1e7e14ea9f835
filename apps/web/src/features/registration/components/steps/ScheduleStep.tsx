import { ageGroupOf } from "@bazin/shared/domain/club";
import { Alert, Button, Checkbox, Fieldset, Loader, Radio, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconAlertCircle, IconAlertTriangle } from "@tabler/icons-react";
import { type RefObject, useEffect, useMemo, useRef } from "react";
import { useController, useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useValidationMessage } from "../../../../components/form/validation-message.ts";
import { useClub } from "../../../../lib/club-query.ts";
import { useWeekdayName } from "../../../../lib/use-weekday-name.ts";
import { useAvailability } from "../../api/get-availability.ts";
import {
  chooseInstructor,
  dayInstructor,
  endTime,
  fullChoices,
  offeredOnly,
  type ScheduleDay,
  scheduleDays,
  toggleSlot,
} from "../../lib/schedule.ts";
import type { WizardValues } from "../../lib/wizard-values.ts";

interface ScheduleStepProps {
  today: string;
  /** The server's "slot full" answer to a submit, shown until the visitor changes the choice. */
  serverNotice: string | null;
  /** The live capacity alert, focused when Continue finds a chosen slot full. */
  alertRef: RefObject<HTMLDivElement | null>;
}

/** Step 3: the days and times offered to the applicant's age group, live places, an instructor per day. */
export function ScheduleStep({ today, serverNotice, alertRef }: ScheduleStepProps) {
  const { t } = useTranslation(["public", "common", "errors"]);
  const message = useValidationMessage();
  const weekdayName = useWeekdayName();
  const club = useClub();
  const availability = useAvailability(true);
  const { control, getValues } = useFormContext<WizardValues>();
  const { field, fieldState } = useController({ name: "choices", control });
  const containerRef = useRef<HTMLFieldSetElement>(null);
  const group = ageGroupOf(getValues("birthDate"), today);
  const error = fieldState.error?.message;

  const days = useMemo(
    () => (club.data ? scheduleDays(club.data.slots, club.data.instructors, group) : []),
    [club.data, group],
  );
  const available = useMemo(
    () => new Map((availability.data?.slots ?? []).map((s) => [s.slotId, s.available])),
    [availability.data],
  );

  // Choices made for another age group (the birth date changed) or for a slot no longer offered are dropped.
  const { value: choices, onChange } = field;
  useEffect(() => {
    if (!club.data) return;
    const kept = offeredOnly(choices, days);
    if (kept.length !== choices.length) onChange(kept);
  }, [club.data, days, choices, onChange]);

  // The form focuses "choices" on an error: the first day without an instructor, or the first free slot.
  useEffect(() => {
    field.ref({
      focus: () => {
        const selector =
          error === "instructorRequired"
            ? "[data-missing-instructor] input[type=radio]"
            : "input[type=checkbox]:not(:disabled)";
        containerRef.current?.querySelector<HTMLElement>(selector)?.focus();
      },
    });
  });

  const fullMessages = fullChoices(choices, club.data?.slots ?? [], available).map((slot) =>
    t("errors:SLOT_FULL", { day: weekdayName(slot.weekday), time: slot.startTime }),
  );
  const alerts = [...new Set(serverNotice ? [serverNotice, ...fullMessages] : fullMessages)];

  if (club.isPending) return <Loader aria-label={t("common:loading")} />;
  if (club.isError) {
    return (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t("registration.schedule.loadFailed")}</Text>
          <Button size="xs" variant="default" onClick={() => void club.refetch()}>
            {t("common:actions.retry")}
          </Button>
        </Stack>
      </Alert>
    );
  }

  return (
    <>
      <Text c="dimmed">{t("registration.schedule.intro")}</Text>
      <div ref={alertRef} tabIndex={-1} role="alert" data-testid="slot-full-alert">
        {alerts.length > 0 && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
            <Stack gap={4}>
              {alerts.map((text) => (
                <Text key={text} size="sm">
                  {text}
                </Text>
              ))}
            </Stack>
          </Alert>
        )}
      </div>
      {availability.isError && (
        <Alert color="yellow" icon={<IconAlertTriangle aria-hidden />}>
          {t("errors:CAPACITY_CHECK_FAILED")}
        </Alert>
      )}
      <Fieldset
        ref={containerRef}
        variant="unstyled"
        legend={
          <Text component="span" fw={600}>
            {t(
              group === "children"
                ? "registration.schedule.groupChildren"
                : "registration.schedule.groupAdults",
            )}
          </Text>
        }
        aria-describedby={error && error !== "instructorRequired" ? "reg-choices-error" : undefined}
      >
        {days.length === 0 && <Text>{t("registration.schedule.none")}</Text>}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" mt="xs">
          {days.map((day) => (
            <DayChoice
              key={day.weekday}
              day={day}
              choices={choices}
              available={available}
              onChange={onChange}
              onBlur={field.onBlur}
              instructorError={error === "instructorRequired" ? message(error) : undefined}
            />
          ))}
        </SimpleGrid>
        {error && error !== "instructorRequired" && (
          <Text id="reg-choices-error" c="var(--mantine-color-error)" size="sm" mt="sm">
            {message(error)}
          </Text>
        )}
      </Fieldset>
    </>
  );
}

interface DayChoiceProps {
  day: ScheduleDay;
  choices: WizardValues["choices"];
  available: ReadonlyMap<string, number>;
  onChange: (choices: WizardValues["choices"]) => void;
  onBlur: () => void;
  instructorError: string | undefined;
}

function DayChoice({ day, choices, available, onChange, onBlur, instructorError }: DayChoiceProps) {
  const { t } = useTranslation("public");
  const dayName = useWeekdayName()(day.weekday);
  const chosen = day.slots.some((slot) => choices.some((c) => c.slotId === slot.id));
  const instructor = dayInstructor(choices, day);
  const missing = chosen && !instructor;
  return (
    <Fieldset
      legend={
        <Text component="span" fw={700} size="sm">
          {dayName}
        </Text>
      }
      p="sm"
    >
      <Stack gap="xs">
        {day.slots.map((slot) => {
          const checked = choices.some((c) => c.slotId === slot.id);
          const left = available.get(slot.id);
          const full = left !== undefined && left <= 0;
          return (
            <Checkbox
              key={slot.id}
              id={`reg-slot-${slot.id}`}
              checked={checked}
              disabled={full && !checked}
              onChange={() => onChange(toggleSlot(choices, day, slot.id))}
              onBlur={onBlur}
              label={t("registration.schedule.slot", { start: slot.startTime, end: endTime(slot) })}
              description={
                left === undefined
                  ? undefined
                  : full
                    ? t("registration.schedule.full")
                    : t("registration.schedule.placesLeft", { count: left })
              }
            />
          );
        })}
        {chosen && day.instructors.length === 0 && (
          <Text size="sm" c="var(--mantine-color-error)">
            {t("registration.schedule.noInstructor")}
          </Text>
        )}
        {chosen && day.instructors.length > 0 && (
          <Radio.Group
            label={t("registration.schedule.instructorFor", { day: dayName })}
            value={instructor}
            onChange={(id) => onChange(chooseInstructor(choices, day, id))}
            error={missing ? instructorError : undefined}
            data-missing-instructor={missing || undefined}
            mt={4}
          >
            <Stack gap={6} mt={6}>
              {day.instructors.map((person) => (
                <Radio
                  key={person.id}
                  value={person.id}
                  onBlur={onBlur}
                  label={`${person.firstName} ${person.lastName}`}
                />
              ))}
            </Stack>
          </Radio.Group>
        )}
      </Stack>
    </Fieldset>
  );
}
