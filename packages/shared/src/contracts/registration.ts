import { z } from "zod";
import { ageOn, isCalendarDay, isMinor, MIN_REGISTRATION_AGE } from "../domain/club.ts";
import { PHONE_PATTERN } from "../domain/limits.ts";
import { isSuspicious, REGISTRATION_MAX } from "../domain/registration.ts";

/*
 * The registration wizard's rules, once, for the form and the server (spec §5). Messages are keys of the
 * `validation` namespace. Each step's schema is a piece of ZRegistrationRequest so the wizard can check
 * one step at a time.
 */

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "dateInvalid")
  .refine(isCalendarDay, "dateInvalid");

/** A required free-text field: trimmed, bounded, no markup or links. */
const safeText = (max: number, required = "fieldRequired") =>
  z
    .string()
    .trim()
    .min(1, required)
    .max(max, `maxLength${max}`)
    .refine((v) => !isSuspicious(v), "suspiciousContent");

const optionalSafeText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `maxLength${max}`)
    .refine((v) => !isSuspicious(v), "suspiciousContent")
    .optional()
    .transform((v) => (v ? v : undefined));

export const zRegistrationPhone = z
  .string()
  .trim()
  .min(1, "phoneRequired")
  .transform((v) => v.replace(/[\s.\-()]/g, ""))
  .refine((v) => PHONE_PATTERN.test(v), "phoneInvalid");

const zEmail = z
  .string()
  .trim()
  .min(1, "emailRequired")
  .max(254, "emailInvalid")
  .pipe(z.email("emailInvalid"));

export const ZPersonalStep = z.object({
  fullName: safeText(REGISTRATION_MAX.fullName, "fullNameRequired"),
  birthDate: isoDate.refine((v) => v >= "1900-01-01", "birthDateInvalid"),
});

export const ZContactStep = z.object({
  phone: zRegistrationPhone,
  email: zEmail,
  emailConfirm: z.string().trim().min(1, "emailConfirmRequired"),
  contactPerson: optionalSafeText(REGISTRATION_MAX.contactPerson),
  contactQuality: optionalSafeText(REGISTRATION_MAX.contactQuality),
});

export const ZScheduleChoice = z.object({
  slotId: z.uuid("slotRequired"),
  instructorId: z.uuid("instructorRequired"),
});

export const ZScheduleStep = z.object({
  /** Every chosen slot with the instructor chosen for that slot's day (the same for all slots of a day). */
  choices: z.array(ZScheduleChoice).min(1, "slotRequired").max(10, "slotRequired"),
});

export const ZAddressStep = z.object({
  locality: safeText(REGISTRATION_MAX.locality),
  street: safeText(REGISTRATION_MAX.street),
  streetNumber: safeText(REGISTRATION_MAX.streetNumber),
  blockApartment: optionalSafeText(REGISTRATION_MAX.blockApartment),
  county: safeText(REGISTRATION_MAX.county),
  legalRepresentative: optionalSafeText(REGISTRATION_MAX.legalRepresentative),
});

export const ZConsentStep = z.object({
  gdprAccepted: z.literal(true, "gdprRequired"),
  gdprVersion: z.number().int().positive(),
});

export const ZCertificateStep = z.object({
  certificateUploadId: z.uuid("certificateRequired"),
  certificateIssuedOn: isoDate,
});

/** The whole submit (step 7). `today` checks run on the server against its clock. */
export const ZRegistrationRequest = ZPersonalStep.extend(ZContactStep.shape)
  .extend(ZScheduleStep.shape)
  .extend(ZAddressStep.shape)
  .extend(ZConsentStep.shape)
  .extend(ZCertificateStep.shape)
  .extend({
    language: z.enum(["ro", "en"]).default("ro"),
    /** Made once by the wizard: a repeated submit returns the same registration. */
    idempotencyKey: z.uuid(),
    /** The solved ALTCHA challenge (base64 JSON payload). */
    altcha: z.string().min(1, "botCheckRequired").max(10_000),
  });
export type TRegistrationRequest = z.infer<typeof ZRegistrationRequest>;
export type TRegistrationInput = z.input<typeof ZRegistrationRequest>;

/**
 * Rules that need several fields or today's date. Used by the form (with the browser's today) and by the
 * server (with its clock), so both give the same messages on the same fields.
 */
export function registrationIssues(
  v: Pick<
    TRegistrationRequest,
    "birthDate" | "email" | "emailConfirm" | "contactPerson" | "contactQuality" | "legalRepresentative"
  > &
    Partial<Pick<TRegistrationRequest, "certificateIssuedOn">>,
  today: string,
): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  if (v.birthDate > today) issues.push({ path: "birthDate", message: "birthDateFuture" });
  else if (ageOn(v.birthDate, today) < MIN_REGISTRATION_AGE) {
    issues.push({ path: "birthDate", message: "birthDateTooYoung" });
  }
  if (v.email.trim().toLowerCase() !== v.emailConfirm.trim().toLowerCase()) {
    issues.push({ path: "emailConfirm", message: "emailMismatch" });
  }
  if (isMinor(v.birthDate, today)) {
    if (!v.contactPerson) issues.push({ path: "contactPerson", message: "contactPersonRequired" });
    if (!v.contactQuality) issues.push({ path: "contactQuality", message: "contactQualityRequired" });
    if (!v.legalRepresentative)
      issues.push({ path: "legalRepresentative", message: "legalRepresentativeRequired" });
  }
  if (v.certificateIssuedOn !== undefined) {
    if (v.certificateIssuedOn > today)
      issues.push({ path: "certificateIssuedOn", message: "certificateDateFuture" });
    else if (v.certificateIssuedOn < sixMonthsBefore(today)) {
      issues.push({ path: "certificateIssuedOn", message: "certificateTooOld" });
    }
  }
  return issues;
}

/** The earliest issue date a certificate may have on `today`. */
export function sixMonthsBefore(today: string): string {
  const [y, m, d] = today.split("-").map(Number) as [number, number, number];
  const month = m - 6 <= 0 ? m + 6 : m - 6;
  const year = m - 6 <= 0 ? y - 1 : y;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, "0")}-${String(Math.min(d, lastDay)).padStart(2, "0")}`;
}

export const ZRegistrationResponse = z.object({
  id: z.string(),
  fullName: z.string(),
  registeredAt: z.string(),
  validUntil: z.string(),
  daysRemaining: z.number().int(),
  status: z.enum(["active", "expired"]),
});
export type TRegistrationResponse = z.infer<typeof ZRegistrationResponse>;

export const ZCertificateUploadResponse = z.object({
  uploadId: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
});

/** Live capacity of the slots (wizard step 3). */
export const ZSlotAvailability = z.object({
  slotId: z.string(),
  capacity: z.number().int(),
  taken: z.number().int(),
  available: z.number().int(),
});
export const ZSlotAvailabilityResponse = z.object({ slots: z.array(ZSlotAvailability) });

export const ZAltchaChallengeResponse = z.record(z.string(), z.unknown());

/** POST /api/students/:id/renew (admin): another 45 days; answers with the registration's summary. */
export const ZStudentParams = z.object({ id: z.uuid() });
