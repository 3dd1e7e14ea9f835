import {
  registrationIssues,
  ZAddressStep,
  ZCertificateStep,
  ZConsentStep,
  ZContactStep,
  ZPersonalStep,
  ZScheduleStep,
} from "@bazin/shared/contracts/registration";
import {
  applicable,
  fieldOfPath,
  STEP_FIELDS,
  SUMMARY_STEP,
  type WizardField,
  type WizardValues,
} from "./wizard-values.ts";

/*
 * The check of one step. Every rule comes from the shared contract (each step's schema + registrationIssues),
 * the same code the server runs; the wizard only decides which step a field belongs to. Its own chunk with zod,
 * loaded after the wizard is interactive (ADR 010): building the schemas is not work for the first render.
 */

const STEP_SCHEMAS = [
  ZPersonalStep,
  ZContactStep,
  ZScheduleStep,
  ZAddressStep,
  ZConsentStep,
  ZCertificateStep,
];

/** The problems of one step, as field → `validation` key; empty when the step may be left. */
export function stepErrors(
  step: number,
  values: WizardValues,
  today: string,
): Partial<Record<WizardField, string>> {
  const schema = STEP_SCHEMAS[step];
  const fields = STEP_FIELDS[step] ?? [];
  if (!schema) return {};
  const input = applicable(values, today);
  const errors: Partial<Record<WizardField, string>> = {};
  const note = (path: string, message: string) => {
    const field = fieldOfPath(path);
    if (field && fields.includes(field) && !errors[field]) errors[field] = message;
  };
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.join(".");
      // The version is not something to type: an unloaded text means the consent is still missing.
      note(path, path === "gdprVersion" ? "gdprRequired" : issue.message);
    }
  }
  const issues = registrationIssues(
    { ...input, certificateIssuedOn: input.certificateIssuedOn || undefined },
    today,
  );
  for (const issue of issues) note(issue.path, issue.message);
  return errors;
}

/** The first step (before `upTo`) that is not complete, or -1 when all are. */
export function firstIncompleteStep(values: WizardValues, today: string, upTo = SUMMARY_STEP): number {
  for (let step = 0; step < upTo; step += 1) {
    if (Object.keys(stepErrors(step, values, today)).length > 0) return step;
  }
  return -1;
}
