import {
  type TAdvancedSwimmerInput,
  type TSwimmerCandidate,
  ZAdvancedSwimmerInput,
} from "@bazin/shared/contracts/swimmers";
import { defaultMaxHr } from "@bazin/shared/domain/training/heart-rate";
import { Button, Card, Grid, Group, Stack } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useCallback, useRef, useState } from "react";
import { useController, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { Form } from "../../../components/form/Form.tsx";
import { SubmitButton } from "../../../components/form/SubmitButton.tsx";
import { applyFieldErrors } from "../../../components/form/server-errors.ts";
import { useZodForm } from "../../../components/form/use-zod-form.ts";
import { useValidationMessage } from "../../../components/form/validation-message.ts";
import { LeaveGuard } from "../../../components/LeaveGuard.tsx";
import { advancedSwimmerPath, paths } from "../../../lib/paths.ts";
import { useCreateAdvancedSwimmer } from "../api/create-advanced-swimmer.ts";
import { thresholdDefaultOf } from "../lib/hr.ts";
import { CandidatePicker } from "./CandidatePicker.tsx";
import { FailureAlertText } from "./FailureAlertText.tsx";
import { GroupGenderFields } from "./GroupGenderFields.tsx";
import { HeartRateFields } from "./HeartRateFields.tsx";
import { ZonesPreview } from "./ZonesPreview.tsx";

const EMPTY: Partial<TAdvancedSwimmerInput> = { studentId: "", groupId: null, zones: null };

/**
 * The create form (SPEC §3, §5): pick a student, then group, gender and heart rate. Picking a student fills
 * max (220 − age), threshold (87 % of max) and gender when known; a value the user typed is never overwritten,
 * and the threshold keeps following the max until the user types their own. The zones preview follows.
 */
export function SwimmerCreateForm() {
  const { t } = useTranslation("admin");
  const navigate = useNavigate();
  const create = useCreateAdvancedSwimmer();
  const form = useZodForm(ZAdvancedSwimmerInput, { defaultValues: EMPTY });
  const message = useValidationMessage();
  const student = useController({ name: "studentId", control: form.control });
  const maxHr = useWatch({ control: form.control, name: "maxHr" });
  const [picked, setPicked] = useState<TSwimmerCandidate | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  /** The values the form filled in itself, so it knows which ones the user has not changed. */
  const filled = useRef<{ maxHr?: number; thresholdHr?: number }>({});
  const saved = useRef(false);
  const dirty = useRef(false);
  dirty.current = form.formState.isDirty;

  const setOptions = () => ({ shouldDirty: true, shouldValidate: form.formState.isSubmitted });

  const followMax = (max: unknown) => {
    const threshold = thresholdDefaultOf(max);
    const current = form.getValues("thresholdHr");
    if (threshold === null || (current !== undefined && current !== filled.current.thresholdHr)) return;
    form.setValue("thresholdHr", threshold, setOptions());
    filled.current.thresholdHr = threshold;
  };

  const onPick = (candidate: TSwimmerCandidate | null) => {
    setPicked(candidate);
    student.field.onChange(candidate?.id ?? "");
    if (!candidate) return;
    if (candidate.gender) form.setValue("gender", candidate.gender, setOptions());
    const current = form.getValues("maxHr");
    if (current === undefined || current === filled.current.maxHr) {
      const max = defaultMaxHr(candidate.age);
      form.setValue("maxHr", max, setOptions());
      filled.current.maxHr = max;
    }
    followMax(form.getValues("maxHr"));
  };

  const onSubmit = (input: TAdvancedSwimmerInput) => {
    setFailure(null);
    create.mutate(input, {
      onSuccess: ({ swimmer, invitation }) => {
        saved.current = true;
        notifications.show({
          color: invitation === "emailTaken" ? "yellow" : "teal",
          message: t(`advancedSwimmers.invitation.${invitation}`, { email: swimmer.email }),
          autoClose: invitation === "emailTaken" ? 12_000 : 6_000,
        });
        void navigate(advancedSwimmerPath(swimmer.id));
      },
      onError: (error) => {
        applyFieldErrors(form, error);
        setFailure(error);
      },
    });
  };

  const leaving = useCallback(() => dirty.current && !saved.current, []);

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      error={failure ? <FailureAlertText error={failure} action="create" /> : undefined}
      aria-label={t("advancedSwimmers.create.title")}
    >
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Card>
            <Stack gap="lg">
              <CandidatePicker
                picked={picked}
                onPick={onPick}
                onBlur={student.field.onBlur}
                inputRef={student.field.ref}
                error={message(student.fieldState.error?.message)}
              />
              <GroupGenderFields />
              <HeartRateFields
                mode="create"
                maxDefault={picked ? { age: picked.age, value: defaultMaxHr(picked.age) } : null}
                thresholdDefault={thresholdDefaultOf(maxHr)}
                onMaxChange={followMax}
              />
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Card>
            <ZonesPreview />
          </Card>
        </Grid.Col>
      </Grid>
      <Group justify="flex-end">
        <Button component={Link} to={paths.admin.advancedSwimmers} variant="default">
          {t("advancedSwimmers.create.cancel")}
        </Button>
        <SubmitButton loading={create.isPending}>{t("advancedSwimmers.create.submit")}</SubmitButton>
      </Group>
      <LeaveGuard
        when={leaving}
        texts={{
          title: t("advancedSwimmers.leave.title"),
          text: t("advancedSwimmers.leave.text"),
          stay: t("advancedSwimmers.leave.stay"),
          leave: t("advancedSwimmers.leave.leave"),
        }}
      />
    </Form>
  );
}
