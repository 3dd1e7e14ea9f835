import type { TRegistrationResponse } from "@bazin/shared/contracts/registration";
import { ageGroupOf } from "@bazin/shared/domain/club";
import { Alert, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { IconAlertCircle, IconArrowLeft, IconArrowRight, IconSend } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { FormProvider, type Resolver, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useClub } from "../../../lib/club-query.ts";
import { currentLanguage } from "../../../lib/i18n.ts";
import { availabilityQueryKey, availabilityQueryOptions } from "../api/get-availability.ts";
import { useSubmitRegistration } from "../api/submit-registration.ts";
import { BackgroundBotCheck, startWhenSettled } from "../lib/bot-check.ts";
import { romaniaToday } from "../lib/romania-today.ts";
import { fullChoices, offeredOnly, scheduleDays } from "../lib/schedule.ts";
import { type SubmitProblem, submitProblem } from "../lib/submit-errors.ts";
import { clearWizard, loadWizard, saveWizard } from "../lib/wizard-storage.ts";
import {
  STEP_FIELDS,
  STEP_KEYS,
  SUMMARY_STEP,
  toRegistrationRequest,
  type WizardField,
  type WizardValues,
} from "../lib/wizard-values.ts";
import { RegistrationSuccess } from "./RegistrationSuccess.tsx";
import classes from "./RegistrationWizard.module.css";
import { AddressStep } from "./steps/AddressStep.tsx";
import { CertificateStep } from "./steps/CertificateStep.tsx";
import { ConsentStep } from "./steps/ConsentStep.tsx";
import { ContactStep } from "./steps/ContactStep.tsx";
import { PersonalStep } from "./steps/PersonalStep.tsx";
import { ScheduleStep } from "./steps/ScheduleStep.tsx";
import { SummaryStep } from "./steps/SummaryStep.tsx";
import { useCertificateUpload } from "./use-certificate-upload.ts";
import { WizardStepper } from "./WizardStepper.tsx";

/** The steps' checks (zod and the contract): their own chunk, fetched once the wizard is interactive. */
const loadStepChecks = () => import("../lib/step-checks.ts");

/** What to do once a step shows: focus its heading, check it, put the server's field errors on it… */
type Arrival =
  | { kind: "heading" }
  | { kind: "validate" }
  | { kind: "errors"; fields: Partial<Record<WizardField, string>> }
  | { kind: "focus"; target: WizardField | "slotAlert" };

interface StepAlert {
  step: number;
  title?: string;
  message: string;
}

/** The 7-step course registration (spec §2): one form over all steps, each step checked before the next. */
export function RegistrationWizard() {
  const { t } = useTranslation(["public", "common", "errors"]);
  const queryClient = useQueryClient();
  const club = useClub();
  const submitMutation = useSubmitRegistration();
  const today = useMemo(() => romaniaToday(), []);
  const [initial] = useState(loadWizard);
  const [step, setStep] = useState(initial.step);
  const [visit, setVisit] = useState(0);
  const [certificate, setCertificate] = useState(initial.certificate);
  const [alert, setAlert] = useState<StepAlert | null>(null);
  const [slotNotice, setSlotNotice] = useState<string | null>(null);
  const [returnToSummary, setReturnToSummary] = useState(false);
  const [pending, setPending] = useState(false);
  const [registration, setRegistration] = useState<TRegistrationResponse | null>(null);
  const [focusRequest, setFocusRequest] = useState<{ target: WizardField | "slotAlert" } | null>(null);
  const stepRef = useRef(step);
  stepRef.current = step;
  const arrival = useRef<Arrival | null>(null);
  const submitting = useRef(false);
  const done = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const slotAlertRef = useRef<HTMLDivElement>(null);
  const cardRef = useRef<HTMLDivElement>(null);
  const botCheck = useMemo(() => new BackgroundBotCheck(), []);

  // Each check uses the current step's contract schema and the shared cross-field rules, nothing else.
  const resolver = useCallback<Resolver<WizardValues>>(
    async (values) => {
      const step = stepRef.current;
      const { stepErrors } = await loadStepChecks();
      const errors = stepErrors(step, values, today);
      const entries = Object.entries(errors);
      if (entries.length === 0) return { values, errors: {} };
      return {
        values: {},
        errors: Object.fromEntries(
          entries.map(([field, message]) => [field, { type: "validation", message }]),
        ),
      };
    },
    [today],
  );
  const form = useForm<WizardValues>({
    defaultValues: initial.values,
    resolver,
    mode: "onTouched",
    shouldFocusError: false,
  });

  const upload = useCertificateUpload(initial.certificate, (uploaded) => {
    form.setValue("certificateUploadId", uploaded?.uploadId ?? "", {
      shouldValidate: form.getFieldState("certificateUploadId").invalid,
    });
    setCertificate(uploaded?.info ?? null);
  });

  // The proof of work and the steps' checks start once the page is interactive (sooner for a wizard reopened
  // past its first step); the proof is done long before the last step, and the submit waits for it if not.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the step the wizard opened at, once
  useEffect(() => {
    const start = () => {
      botCheck.start();
      loadStepChecks().catch(() => undefined);
    };
    const cancel = startWhenSettled(cardRef.current, start, initial.step > 0);
    return () => {
      cancel();
      botCheck.dispose();
    };
  }, [botCheck]);

  // Every change is saved, so a reload comes back to the same step with the same answers.
  useEffect(() => {
    const save = () => {
      if (done.current) return;
      saveWizard({
        step,
        idempotencyKey: initial.idempotencyKey,
        values: form.getValues(),
        certificate,
      });
    };
    save();
    const subscription = form.watch((_, { name }) => {
      if (name === "choices") setSlotNotice(null);
      save();
    });
    return () => subscription.unsubscribe();
  }, [form, step, certificate, initial.idempotencyKey]);

  /**
   * After a failed check: the fields with an error count as touched, so fixing one clears its message while
   * typing (not on blur, which would move the Continue button under the pointer), and the first gets focus.
   */
  const focusFirstError = useCallback(() => {
    const invalid = (STEP_FIELDS[stepRef.current] ?? []).filter((field) => form.getFieldState(field).invalid);
    for (const field of invalid) form.setValue(field, form.getValues(field), { shouldTouch: true });
    if (invalid[0]) setFocusRequest({ target: invalid[0] });
  }, [form]);

  useEffect(() => {
    if (!focusRequest) return;
    if (focusRequest.target === "slotAlert") slotAlertRef.current?.focus();
    else form.setFocus(focusRequest.target);
  }, [focusRequest, form]);

  // A new step: move the focus there (its heading, unless something on it needs attention first).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per visit of a step
  useEffect(() => {
    const next = arrival.current;
    arrival.current = null;
    if (!next) return;
    if (next.kind === "heading") headingRef.current?.focus();
    if (next.kind === "focus") setFocusRequest({ target: next.target });
    if (next.kind === "errors") {
      for (const [field, message] of Object.entries(next.fields)) {
        form.setError(field as WizardField, { type: "server", message });
      }
      focusFirstError();
    }
    if (next.kind === "validate") void form.trigger().then(focusFirstError);
  }, [visit]);

  const goTo = (target: number, how: Arrival = { kind: "heading" }, stepAlert: StepAlert | null = null) => {
    form.clearErrors();
    arrival.current = how;
    setAlert(stepAlert);
    setStep(target);
    setVisit((n) => n + 1);
  };

  /** Chosen slots that are full by fresh figures (null when the figures could not be had). */
  const fullNow = async (choices: WizardValues["choices"]) => {
    if (!club.data) return null;
    const live = await queryClient.fetchQuery(availabilityQueryOptions()).catch(() => null);
    if (!live) return null;
    return fullChoices(choices, club.data.slots, new Map(live.slots.map((s) => [s.slotId, s.available])));
  };

  const next = async () => {
    if (!(await form.trigger())) return focusFirstError();
    const values = form.getValues();
    if (step === 0 && club.data) {
      // Another age group offers other slots: the ones chosen for the old one no longer apply.
      const days = scheduleDays(club.data.slots, club.data.instructors, ageGroupOf(values.birthDate, today));
      const kept = offeredOnly(values.choices, days);
      if (kept.length !== values.choices.length) form.setValue("choices", kept);
    }
    if (step === 2) {
      const full = await fullNow(values.choices);
      if (full && full.length > 0) return setFocusRequest({ target: "slotAlert" });
    }
    if (returnToSummary) {
      const { firstIncompleteStep } = await loadStepChecks();
      const incomplete = firstIncompleteStep(form.getValues(), today);
      if (incomplete >= 0 && incomplete !== step) return goTo(incomplete, { kind: "validate" });
      if (incomplete === -1) return goTo(SUMMARY_STEP);
    }
    goTo(step + 1);
  };

  const handleProblem = (problem: SubmitProblem) => {
    switch (problem.kind) {
      case "fields":
        return goTo(
          problem.step,
          { kind: "errors", fields: problem.fields },
          problem.message ? { step: problem.step, message: problem.message } : null,
        );
      case "slotFull":
        setSlotNotice(problem.message);
        void queryClient.invalidateQueries({ queryKey: availabilityQueryKey });
        return goTo(2, { kind: "focus", target: "slotAlert" });
      case "certificateMissing":
        upload.remove();
        return goTo(
          5,
          { kind: "focus", target: "certificateUploadId" },
          { step: 5, message: problem.message ?? t("errors:CERTIFICATE_MISSING") },
        );
      case "gdprOutdated":
        form.setValue("gdprAccepted", false);
        void queryClient.invalidateQueries({ queryKey: ["gdpr", "current"] });
        return goTo(
          4,
          { kind: "heading" },
          { step: 4, message: problem.message ?? t("errors:GDPR_VERSION_OUTDATED") },
        );
      case "botCheckFailed":
        return setAlert({ step: SUMMARY_STEP, message: t("errors:BOT_CHECK_FAILED") });
      case "botCheckUnavailable":
        return setAlert({ step: SUMMARY_STEP, message: t("errors:BOT_CHECK_UNAVAILABLE") });
      case "server":
        return setAlert({
          step: SUMMARY_STEP,
          title: t("errors:REGISTRATION_FAILED"),
          message: t("errors:SERVER_ERROR", { status: problem.status }),
        });
      case "connection":
        return setAlert({
          step: SUMMARY_STEP,
          title: t("errors:REGISTRATION_FAILED"),
          message: t("common:errors.connection"),
        });
      case "other":
        return setAlert({ step: SUMMARY_STEP, message: problem.message ?? t("errors:REGISTRATION_FAILED") });
    }
  };

  const submit = async () => {
    // One submit at a time; the idempotency key makes even a repeated request one registration.
    if (submitting.current) return;
    submitting.current = true;
    setPending(true);
    setAlert(null);
    try {
      const { firstIncompleteStep } = await loadStepChecks();
      const values = form.getValues();
      const incomplete = firstIncompleteStep(values, today);
      if (incomplete >= 0) {
        setReturnToSummary(true);
        return goTo(incomplete, { kind: "validate" });
      }
      const full = await fullNow(values.choices);
      if (full && full.length > 0) {
        setReturnToSummary(true);
        return goTo(2, { kind: "focus", target: "slotAlert" });
      }
      let altcha: string;
      try {
        altcha = await botCheck.payload();
      } catch {
        return setAlert({ step: SUMMARY_STEP, message: t("errors:BOT_CHECK_UNAVAILABLE") });
      }
      const body = toRegistrationRequest(values, today, {
        language: currentLanguage(),
        idempotencyKey: initial.idempotencyKey,
        altcha,
      });
      try {
        const result = await submitMutation.mutateAsync(body);
        done.current = true;
        clearWizard();
        setRegistration(result);
      } catch (error) {
        // A solution is good for one verification: have a fresh one ready for the next try.
        botCheck.renew();
        setReturnToSummary(true);
        handleProblem(submitProblem(error));
      }
    } finally {
      submitting.current = false;
      setPending(false);
    }
  };

  const pageTitle = <Title order={1}>{t("registration.title")}</Title>;
  if (registration) {
    return (
      <Stack gap="lg">
        {pageTitle}
        <Card className={classes.card}>
          <RegistrationSuccess registration={registration} />
        </Card>
      </Stack>
    );
  }

  const edit = (target: number) => {
    setReturnToSummary(true);
    goTo(target);
  };
  const steps: ReactNode[] = [
    <PersonalStep key="personal" today={today} />,
    <ContactStep key="contact" today={today} />,
    <ScheduleStep key="schedule" today={today} serverNotice={slotNotice} alertRef={slotAlertRef} />,
    <AddressStep key="address" today={today} />,
    <ConsentStep key="consent" />,
    <CertificateStep key="certificate" upload={upload} today={today} />,
    <SummaryStep key="summary" today={today} certificate={certificate} onEdit={edit} />,
  ];
  const last = step === SUMMARY_STEP;

  return (
    <Stack gap="lg">
      <div>
        {pageTitle}
        <Text mt="xs" c="dimmed">
          {t("registration.intro")}
        </Text>
      </div>
      <Card className={classes.card} ref={cardRef}>
        <WizardStepper
          active={step}
          onSelect={(target) => {
            if (target >= step) return;
            if (last) setReturnToSummary(true);
            goTo(target);
          }}
        />
        <Title order={2} id="reg-step-heading" ref={headingRef} tabIndex={-1} className={classes.heading}>
          <Text span display="block" size="sm" c="dimmed" fw={600}>
            {t("registration.stepOf", { step: step + 1, total: STEP_KEYS.length })}
          </Text>{" "}
          {t(`registration.steps.${STEP_KEYS[step]!}`)}
        </Title>
        <FormProvider {...form}>
          <form
            noValidate
            aria-labelledby="reg-step-heading"
            onSubmit={(event) => {
              event.preventDefault();
              void (last ? submit() : next());
            }}
          >
            <Stack gap="md" mt="md">
              {alert?.step === step && (
                <Alert color="red" title={alert.title} icon={<IconAlertCircle aria-hidden />} role="alert">
                  {alert.message}
                </Alert>
              )}
              {steps[step]}
              <Group justify={step > 0 ? "space-between" : "flex-end"} className={classes.actions} mt="sm">
                {step > 0 && (
                  <Button
                    variant="default"
                    leftSection={<IconArrowLeft size={18} aria-hidden />}
                    onClick={() => goTo(step - 1)}
                    disabled={pending}
                  >
                    {t("registration.actions.back")}
                  </Button>
                )}
                <Button
                  type="submit"
                  loading={pending}
                  rightSection={
                    last ? <IconSend size={18} aria-hidden /> : <IconArrowRight size={18} aria-hidden />
                  }
                >
                  {last
                    ? t("registration.actions.submit")
                    : returnToSummary
                      ? t("registration.actions.toSummary")
                      : t("registration.actions.next")}
                </Button>
              </Group>
            </Stack>
          </form>
        </FormProvider>
      </Card>
    </Stack>
  );
}
