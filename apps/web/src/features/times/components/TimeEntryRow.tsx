import { COMPETITION_MAX_LENGTH, SWIM_NOTES_MAX_LENGTH } from "@bazin/shared/contracts/times";
import type { SwimEvent } from "@bazin/shared/domain/training/events";
import { ActionIcon, Fieldset, Grid, Group, TextInput, Tooltip } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { type KeyboardEvent, type ReactNode, useEffect } from "react";
import { Controller, useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { TextField } from "../../../components/form/TextField.tsx";
import { useValidationMessage } from "../../../components/form/validation-message.ts";
import type { CreateTimesInput } from "../lib/forms.ts";
import { EventSelect } from "./EventSelect.tsx";
import { PoolControl } from "./PoolControl.tsx";

export interface TimeEntryRowProps {
  index: number;
  /** Under the time, once it parses: how it compares with the swimmer's personal best. */
  comparison: ReactNode;
  /** Enter in the time field: a new row after this one. */
  onEnter: () => void;
  /** Absent when this is the only row (a form holds at least one time). */
  onRemove?: () => void;
}

/**
 * One time of the add form: event, time, pool, competition and notes, in that tab order. Enter in the time
 * field adds a row rather than submitting, so a list of results can be typed without the mouse.
 */
export function TimeEntryRow({ index, comparison, onEnter, onRemove }: TimeEntryRowProps) {
  const { t } = useTranslation(["admin", "common"]);
  const message = useValidationMessage();
  const { control, watch, trigger, formState, getFieldState } = useFormContext<CreateTimesInput>();
  const n = index + 1;
  const poolLength = Number(watch(`entries.${index}.poolLength`));
  const time = useWatch({ control, name: `entries.${index}.time` });

  // A time marked wrong is checked again as it is corrected, so the message goes as soon as it is right.
  useEffect(() => {
    if (time !== undefined && getFieldState(`entries.${index}.time`).error)
      void trigger(`entries.${index}.time`);
  }, [time, index, getFieldState, trigger]);

  const onTimeKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
    event.preventDefault();
    onEnter();
  };

  return (
    <Fieldset
      legend={t("admin:swimTimes.create.entry", { n })}
      variant="default"
      p={{ base: "sm", sm: "md" }}
    >
      <Grid gap="sm" align="flex-start">
        <Grid.Col span={{ base: 12, sm: 5 }}>
          <Controller
            control={control}
            name={`entries.${index}.event`}
            render={({ field, fieldState }) => (
              <EventSelect
                label={t("admin:swimTimes.create.event")}
                placeholder={t("admin:swimTimes.create.eventPlaceholder")}
                nothingFoundMessage={t("admin:swimTimes.create.nothingFound")}
                required
                poolLength={poolLength}
                value={(field.value as SwimEvent | undefined) ?? null}
                onChange={field.onChange}
                onBlur={field.onBlur}
                // A new row comes focused here with the previous event: typing replaces it, not adds to it.
                onFocus={(event) => event.currentTarget.select()}
                ref={field.ref}
                error={message(fieldState.error?.message)}
              />
            )}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 4 }}>
          <TextField<CreateTimesInput>
            name={`entries.${index}.time`}
            label={t("admin:swimTimes.create.time")}
            required
            inputMode="decimal"
            autoComplete="off"
            placeholder="1:05.32"
            onKeyDown={onTimeKey}
            onBlur={(event) => {
              if (event.currentTarget.value.trim()) void trigger(`entries.${index}.time`);
            }}
            description={comparison}
            inputWrapperOrder={["label", "input", "description", "error"]}
            styles={{ input: { fontVariantNumeric: "tabular-nums" } }}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3 }}>
          <Controller
            control={control}
            name={`entries.${index}.poolLength`}
            render={({ field, fieldState }) => (
              <PoolControl
                label={t("admin:swimTimes.create.pool")}
                value={Number(field.value)}
                onChange={(pool) => {
                  field.onChange(pool);
                  // 100 m IM is refused in a 50 m pool: say so (or stop saying so) as soon as the pool changes.
                  if (formState.isSubmitted || pool === 50) void trigger(`entries.${index}.event`);
                }}
                error={message(fieldState.error?.message)}
              />
            )}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 5 }}>
          <Controller
            control={control}
            name={`entries.${index}.competition`}
            render={({ field, fieldState }) => (
              <TextInput
                label={t("admin:swimTimes.create.competition")}
                placeholder={t("admin:swimTimes.create.optional")}
                maxLength={COMPETITION_MAX_LENGTH}
                name={field.name}
                ref={field.ref}
                value={field.value ?? ""}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={message(fieldState.error?.message)}
              />
            )}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: onRemove ? 6 : 7 }}>
          <Controller
            control={control}
            name={`entries.${index}.notes`}
            render={({ field, fieldState }) => (
              <TextInput
                label={t("admin:swimTimes.create.notes")}
                placeholder={t("admin:swimTimes.create.optional")}
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
        </Grid.Col>
        {onRemove && (
          <Grid.Col span={{ base: 12, sm: 1 }}>
            <Group justify="flex-end" mt={{ base: 0, sm: 25 }}>
              <Tooltip label={t("admin:swimTimes.create.removeRow", { n })}>
                <ActionIcon
                  variant="subtle"
                  color="red.8"
                  size="lg"
                  onClick={onRemove}
                  aria-label={t("admin:swimTimes.create.removeRow", { n })}
                >
                  <IconTrash size={20} aria-hidden />
                </ActionIcon>
              </Tooltip>
            </Group>
          </Grid.Col>
        )}
      </Grid>
    </Fieldset>
  );
}
