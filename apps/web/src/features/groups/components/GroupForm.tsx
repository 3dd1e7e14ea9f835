import {
  type TGroup,
  type TGroupInput,
  type TGroupPerson,
  ZGroupInput,
} from "@bazin/shared/contracts/groups";
import { Button, ColorInput, Group, MultiSelect, Textarea } from "@mantine/core";
import { useState } from "react";
import { Controller } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Form } from "../../../components/form/Form.tsx";
import { SubmitButton } from "../../../components/form/SubmitButton.tsx";
import { applyFieldErrors } from "../../../components/form/server-errors.ts";
import { TextField } from "../../../components/form/TextField.tsx";
import { useZodForm } from "../../../components/form/use-zod-form.ts";
import { useValidationMessage } from "../../../components/form/validation-message.ts";
import { useSaveGroup } from "../api/groups-api.ts";
import { groupFailure } from "./failure.ts";

/** Colours of the club's theme offered first; any other can be picked. */
const SWATCHES = ["#1c7ed6", "#0b7285", "#2f9e44", "#f08c00", "#e03131", "#ae3ec9", "#5f3dc4", "#495057"];

const options = (people: readonly TGroupPerson[]) =>
  people.map((p) => ({ value: p.id, label: `${p.fullName} (${p.username})` }));

/** Creates or edits a group: name, description, colour, its swimmers and its coaches. */
export function GroupForm({
  group,
  swimmers,
  coaches,
  onDone,
  onCancel,
}: {
  group: TGroup | null;
  swimmers: readonly TGroupPerson[];
  coaches: readonly TGroupPerson[];
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("admin");
  const message = useValidationMessage();
  const save = useSaveGroup();
  const [error, setError] = useState<string | null>(null);
  const form = useZodForm(ZGroupInput, {
    defaultValues: {
      name: group?.name ?? "",
      description: group?.description ?? "",
      color: group?.color ?? SWATCHES[0]!,
      swimmerIds: group?.swimmers.map((s) => s.id) ?? [],
      coachIds: group?.coaches.map((c) => c.id) ?? [],
    },
  });
  // Members who are no longer candidates (deactivated) stay visible while they are in the group.
  const swimmerOptions = options([
    ...swimmers,
    ...(group?.swimmers ?? []).filter((s) => !swimmers.some((c) => c.id === s.id)),
  ]);
  const coachOptions = options([
    ...coaches,
    ...(group?.coaches ?? []).filter((s) => !coaches.some((c) => c.id === s.id)),
  ]);

  const submit = async (input: TGroupInput) => {
    setError(null);
    try {
      await save.mutateAsync({ id: group?.id ?? null, input });
      onDone();
    } catch (failure) {
      if (!applyFieldErrors(form, failure)) setError(groupFailure(failure, "saveFailed"));
    }
  };

  return (
    <Form form={form} onSubmit={submit} error={error}>
      <TextField<TGroupInput> name="name" label={t("groups.form.name")} required maxLength={100} />
      <Controller
        control={form.control}
        name="description"
        render={({ field, fieldState }) => (
          <Textarea
            {...field}
            value={field.value ?? ""}
            label={t("groups.form.description")}
            description={t("groups.form.optional")}
            autosize
            minRows={2}
            maxLength={500}
            error={message(fieldState.error?.message)}
          />
        )}
      />
      <Controller
        control={form.control}
        name="color"
        render={({ field, fieldState }) => (
          <ColorInput
            label={t("groups.form.color")}
            format="hex"
            swatches={SWATCHES}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            required
            withAsterisk={false}
            withEyeDropper={false}
            error={message(fieldState.error?.message)}
          />
        )}
      />
      {(["swimmerIds", "coachIds"] as const).map((name) => (
        <Controller
          key={name}
          control={form.control}
          name={name}
          render={({ field, fieldState }) => (
            <MultiSelect
              label={name === "swimmerIds" ? t("groups.form.swimmers") : t("groups.form.coaches")}
              data={name === "swimmerIds" ? swimmerOptions : coachOptions}
              value={field.value ?? []}
              onChange={field.onChange}
              onBlur={field.onBlur}
              searchable
              clearable
              placeholder={t("groups.form.search")}
              nothingFoundMessage={t("groups.form.nothingFound")}
              hidePickedOptions
              error={message(fieldState.error?.message)}
            />
          )}
        />
      ))}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t("groups.cancel")}
        </Button>
        <SubmitButton>{t("groups.form.save")}</SubmitButton>
      </Group>
    </Form>
  );
}
