import {
  type TAdvancedSwimmerDetail,
  type TAdvancedSwimmerUpdate,
  ZAdvancedSwimmerUpdate,
} from "@bazin/shared/contracts/swimmers";
import { defaultMaxHr } from "@bazin/shared/domain/training/heart-rate";
import { Button, Group, Stack } from "@mantine/core";
import { useState } from "react";
import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Form } from "../../../components/form/Form.tsx";
import { SubmitButton } from "../../../components/form/SubmitButton.tsx";
import { applyFieldErrors } from "../../../components/form/server-errors.ts";
import { useZodForm } from "../../../components/form/use-zod-form.ts";
import { useUpdateAdvancedSwimmer } from "../api/update-advanced-swimmer.ts";
import { thresholdDefaultOf } from "../lib/hr.ts";
import { FailureAlertText } from "./FailureAlertText.tsx";
import { GroupGenderFields } from "./GroupGenderFields.tsx";
import { HeartRateFields } from "./HeartRateFields.tsx";
import { ZoneOverrideFields } from "./ZoneOverrideFields.tsx";

/** The form's start: what the swimmer has now; own zones only when the coach set them. */
function valuesOf(s: TAdvancedSwimmerDetail): Partial<TAdvancedSwimmerUpdate> {
  return {
    groupId: s.group?.id ?? null,
    gender: s.gender ?? undefined,
    maxHr: s.maxHr,
    restingHr: s.restingHr,
    thresholdHr: s.thresholdHr,
    zones: s.zonesOverridden ? s.zones.map((z) => ({ ...z })) : null,
  };
}

/** Edits group, gender, heart rate and, with "use my own zones", the zones (SPEC §3, TRAINING.md §3). */
export function SwimmerEditForm({
  swimmer,
  onDone,
  onCancel,
}: {
  swimmer: TAdvancedSwimmerDetail;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("admin");
  const update = useUpdateAdvancedSwimmer(swimmer.id);
  const form = useZodForm(ZAdvancedSwimmerUpdate, { defaultValues: valuesOf(swimmer) });
  const maxHr = useWatch({ control: form.control, name: "maxHr" });
  const [failure, setFailure] = useState<unknown>(null);

  const onSubmit = (input: TAdvancedSwimmerUpdate) => {
    setFailure(null);
    update.mutate(input, {
      onSuccess: onDone,
      onError: (error) => {
        applyFieldErrors(form, error);
        setFailure(error);
      },
    });
  };

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      error={failure ? <FailureAlertText error={failure} action="save" /> : undefined}
    >
      <Stack gap="lg">
        <GroupGenderFields />
        <HeartRateFields
          mode="edit"
          headingOrder={3}
          maxDefault={{ age: swimmer.age, value: defaultMaxHr(swimmer.age) }}
          thresholdDefault={thresholdDefaultOf(maxHr)}
        />
        <ZoneOverrideFields current={swimmer.zones} />
      </Stack>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t("advancedSwimmers.details.cancel")}
        </Button>
        <SubmitButton loading={update.isPending}>{t("advancedSwimmers.details.save")}</SubmitButton>
      </Group>
    </Form>
  );
}
