import type { TRegistrationInput } from "@bazin/shared/contracts/registration";
import { isMinor } from "@bazin/shared/domain/club";
import type { Language } from "../../../lib/i18n.ts";

/*
 * The wizard's values, one object for all seven steps, and which step shows which field. The check of a step
 * is in step-checks.ts, loaded when first needed (it brings zod and the contract, ADR 010).
 */

export interface ScheduleChoice {
  slotId: string;
  /** Empty until an instructor is chosen for the slot's day. */
  instructorId: string;
}

export interface WizardValues {
  fullName: string;
  birthDate: string;
  phone: string;
  email: string;
  emailConfirm: string;
  contactPerson: string;
  contactQuality: string;
  choices: ScheduleChoice[];
  locality: string;
  street: string;
  streetNumber: string;
  blockApartment: string;
  county: string;
  legalRepresentative: string;
  gdprAccepted: boolean;
  /** The version of the text shown at step 5; 0 until it has loaded. */
  gdprVersion: number;
  certificateUploadId: string;
  certificateIssuedOn: string;
}

export type WizardField = keyof WizardValues;

export const EMPTY_VALUES: WizardValues = {
  fullName: "",
  birthDate: "",
  phone: "",
  email: "",
  emailConfirm: "",
  contactPerson: "",
  contactQuality: "",
  choices: [],
  locality: "",
  street: "",
  streetNumber: "",
  blockApartment: "",
  county: "",
  legalRepresentative: "",
  gdprAccepted: false,
  gdprVersion: 0,
  certificateUploadId: "",
  certificateIssuedOn: "",
};

export const STEP_KEYS = [
  "personal",
  "contact",
  "schedule",
  "address",
  "consent",
  "certificate",
  "summary",
] as const;
export type StepKey = (typeof STEP_KEYS)[number];
export const SUMMARY_STEP = STEP_KEYS.length - 1;

/** The fields each step shows, in screen order (the first one with an error gets the focus). */
export const STEP_FIELDS: readonly (readonly WizardField[])[] = [
  ["fullName", "birthDate"],
  ["phone", "email", "emailConfirm", "contactPerson", "contactQuality"],
  ["choices"],
  ["locality", "street", "streetNumber", "blockApartment", "county", "legalRepresentative"],
  ["gdprAccepted"],
  ["certificateUploadId", "certificateIssuedOn"],
  [],
];

/** Fields the contract has but no screen shows, reported on the field that stands for them. */
const SHOWN_AS: Partial<Record<string, WizardField>> = { gdprVersion: "gdprAccepted" };

/** The step that shows a field (server errors name fields like "choices.0.instructorId"). */
export function stepOfField(name: string): number {
  const root = name.split(".")[0] ?? name;
  const field = SHOWN_AS[root] ?? root;
  return STEP_FIELDS.findIndex((fields) => (fields as readonly string[]).includes(field));
}

export function fieldOfPath(name: string): WizardField | null {
  const root = name.split(".")[0] ?? name;
  const field = SHOWN_AS[root] ?? root;
  return stepOfField(field) >= 0 ? (field as WizardField) : null;
}

/** Adults have no contact person, capacity or legal representative: whatever was typed for them is left out. */
export function applicable(values: WizardValues, today: string): WizardValues {
  if (isMinorApplicant(values, today)) return values;
  return { ...values, contactPerson: "", contactQuality: "", legalRepresentative: "" };
}

export function isMinorApplicant(values: Pick<WizardValues, "birthDate">, today: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(values.birthDate) && isMinor(values.birthDate, today);
}

/** The submit body, from the wizard's values (the server trims, normalizes and checks them again). */
export function toRegistrationRequest(
  values: WizardValues,
  today: string,
  extra: { language: Language; idempotencyKey: string; altcha: string },
): TRegistrationInput {
  const v = applicable(values, today);
  const optional = (value: string) => (value.trim() ? value : undefined);
  return {
    fullName: v.fullName,
    birthDate: v.birthDate,
    phone: v.phone,
    email: v.email,
    emailConfirm: v.emailConfirm,
    contactPerson: optional(v.contactPerson),
    contactQuality: optional(v.contactQuality),
    choices: v.choices,
    locality: v.locality,
    street: v.street,
    streetNumber: v.streetNumber,
    blockApartment: optional(v.blockApartment),
    county: v.county,
    legalRepresentative: optional(v.legalRepresentative),
    gdprAccepted: v.gdprAccepted as true,
    gdprVersion: v.gdprVersion,
    certificateUploadId: v.certificateUploadId,
    certificateIssuedOn: v.certificateIssuedOn,
    ...extra,
  };
}
