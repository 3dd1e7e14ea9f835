import {
  COMPETITION_MAX_LENGTH,
  SWIM_NOTES_MAX_LENGTH,
  type TSwimTime,
  type TUpdateSwimTimeRequest,
} from "@bazin/shared/contracts/times";
import type { SwimEvent } from "@bazin/shared/domain/training/events";
import { formatSwimTime } from "@bazin/shared/domain/training/swim-time";
import { Button, Group, Modal, SimpleGrid, Textarea } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { Controller } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { Form } from "../../../components/form/Form.tsx";
import { SubmitButton } from "../../../components/form/SubmitButton.tsx";
import { TextField } from "../../../components/form/TextField.tsx";
import { useZodForm } from "../../../components/form/use-zod-form.ts";
import { useValidationMessage } from "../../../components/form/validation-message.ts";
import { describeError } from "../../../lib/describe-error.ts";
import { useUpdateSwimTime } from "../api/update-swim-time.ts";
import { todayIso } from "../lib/format.ts";
import { applyServerFieldErrors, ZEditSwimTimeForm } from "../lib/forms.ts";
import { DayInput } from "./DayInput.tsx";
import { EventSelect } from "./EventSelect.tsx";
import { PoolControl } from "./PoolControl.tsx";

type EditInput = z.input<typeof ZEditSwimTimeForm>;
type EditOutput = z.output<typeof ZEditSwimTimeForm>;

const FIELDS = new Set(["swumOn", "event", "time", "poolLength", "competition", "notes"]);

function EditSwimTimeForm({ time, onClose }: { time: TSwimTime; onClose: () => void }) {
  const { t } = useTranslation(["admin", "common"]);
  const message = useValidationMessage();
  const update = useUpdateSwimTime();
  const [error, setError] = useState<string | null>(null);
  const form = useZodForm<EditInput, EditOutput>(ZEditSwimTimeForm, {
    defaultValues: {
      swumOn: time.swumOn,
      event: time.event,
      time: formatSwimTime(time.hundredths),
      poolLength: time.poolLength,
      competition: time.competition ?? "",
      notes: time.notes ?? "",
    },
  });

  const submit = async (values: EditOutput) => {
    setError(null);
    const body: TUpdateSwimTimeRequest = { ...values, time: formatSwimTime(values.time) };
    try {
      await update.mutateAsync({ id: time.id, body });
      notifications.show({ color: "teal", message: t("admin:swimTimes.edit.saved") });
      onClose();
    } catch (failure) {
      if (!applyServerFieldErrors(form, failure, (path) => FIELDS.has(path)))
        setError(describeError(failure, t("admin:swimTimes.edit.saveFailed")));
    }
  };

  return (
    <Form form={form} onSubmit={submit} error={error}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Controller
          control={form.control}
          name="swumOn"
          render={({ field, fieldState }) => (
            <DayInput
              label={t("admin:swimTimes.create.date")}
              required
              maxDate={todayIso()}
              value={field.value ?? null}
              onChange={(day) => field.onChange(day ?? "")}
              onBlur={field.onBlur}
              ref={field.ref}
              error={message(fieldState.error?.message)}
            />
          )}
        />
        <Controller
          control={form.control}
          name="event"
          render={({ field, fieldState }) => (
            <EventSelect
              label={t("admin:swimTimes.create.event")}
              placeholder={t("admin:swimTimes.create.eventPlaceholder")}
              nothingFoundMessage={t("admin:swimTimes.create.nothingFound")}
              required
              poolLength={Number(form.watch("poolLength"))}
              value={(field.value as SwimEvent | undefined) ?? null}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={message(fieldState.error?.message)}
            />
          )}
        />
        <TextField<EditInput>
          name="time"
          label={t("admin:swimTimes.create.time")}
          description={t("common:training.timeFormatHint")}
          inputWrapperOrder={["label", "input", "description", "error"]}
          required
          inputMode="decimal"
          autoComplete="off"
          placeholder="1:05.32"
        />
        <Controller
          control={form.control}
          name="poolLength"
          render={({ field, fieldState }) => (
            <PoolControl
              label={t("admin:swimTimes.create.pool")}
              value={Number(field.value)}
              onChange={(pool) => {
                field.onChange(pool);
                // 100 m IM is refused in a 50 m pool: say so (or stop saying so) as soon as the pool changes.
                if (form.formState.isSubmitted || pool === 50) void form.trigger("event");
              }}
              error={message(fieldState.error?.message)}
            />
          )}
        />
      </SimpleGrid>
      <TextField<EditInput>
        name="competition"
        label={t("admin:swimTimes.create.competition")}
        description={t("admin:swimTimes.create.optional")}
        maxLength={COMPETITION_MAX_LENGTH}
      />
      <Controller
        control={form.control}
        name="notes"
        render={({ field, fieldState }) => (
          <Textarea
            label={t("admin:swimTimes.create.notes")}
            description={t("admin:swimTimes.create.optional")}
            autosize
            minRows={2}
            maxLength={SWIM_NOTES_MAX_LENGTH}
            name={field.name}
            ref={field.ref}
            value={field.value ?? ""}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={message(fieldState.error?.message)}
          />
        )}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t("admin:swimTimes.edit.cancel")}
        </Button>
        <SubmitButton>{t("admin:swimTimes.edit.save")}</SubmitButton>
      </Group>
    </Form>
  );
}

/** Changes one time (date, event, time, pool, competition, notes); PBs and records follow on the server. */
export function EditSwimTimeModal({ time, onClose }: { time: TSwimTime | null; onClose: () => void }) {
  const { t } = useTranslation(["admin", "common"]);
  const phone = useMediaQuery("(max-width: 48em)");
  return (
    <Modal
      opened={time !== null}
      onClose={onClose}
      title={t("admin:swimTimes.edit.title")}
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ "aria-label": t("common:actions.close") }}
    >
      {time && <EditSwimTimeForm key={time.id} time={time} onClose={onClose} />}
    </Modal>
  );
}
