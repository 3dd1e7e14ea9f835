import { z } from "zod";
import { isCalendarDay } from "../domain/club.ts";
import { DELETION_REASON_MAX, ZDeletionRequest } from "./data-requests.ts";
import { zRequiredEmail } from "./fields.ts";
import { STUDENT_DOCUMENTS } from "./students.ts";

/*
 * A registrant's rights without an account (issue 16, spec §1 user cancellation): a public form mails a
 * one-time link to the registration's address; the link's page works with a short session sent in a header.
 */

/** The header the page sends its session in (never a cookie: the session belongs to the one open page). */
export const REGISTRANT_SESSION_HEADER = "X-Registrant-Session";

/** POST /api/registrant-access/request: the registration's address and the solved bot check. */
export const ZRegistrantLinkRequest = z.object({
  email: zRequiredEmail,
  altcha: z.string().min(1, "botCheckRequired").max(10_000),
});
export type TRegistrantLinkRequest = z.infer<typeof ZRegistrantLinkRequest>;

/** The same answer whether the address is known or not. */
export const ZRegistrantLinkRequested = z.object({ accepted: z.literal(true) });

/** POST /api/registrant-access/open: the mailed link's token. */
export const ZRegistrantOpenRequest = z.object({ token: z.string().min(1).max(200) });

export const ZRegistrantSession = z.object({ session: z.string(), expiresAt: z.string() });
export type TRegistrantSession = z.infer<typeof ZRegistrantSession>;

export const REGISTRANT_CERTIFICATE_STATES = ["valid", "expired", "withdrawn", "missing"] as const;

export const ZRegistrantRegistration = z.object({
  id: z.string(),
  fullName: z.string(),
  status: z.enum(["active", "expired"]),
  registeredAt: z.string(),
  validUntil: z.string(),
  daysRemaining: z.number().int(),
  programme: z.array(
    z.object({
      weekday: z.number().int(),
      startTime: z.string(),
      ageGroup: z.string(),
      instructor: z.string(),
    }),
  ),
  certificate: z.object({
    state: z.enum(REGISTRANT_CERTIFICATE_STATES),
    issuedOn: z.string().nullable(),
    /** Issue date + 12 months (spec §1 terms): the last day it counts. */
    validUntil: z.string().nullable(),
  }),
  medicalConsentWithdrawnAt: z.string().nullable(),
  /** The documents that can be downloaded (GET …/registrations/:id/documents/:kind). */
  documents: z.array(z.enum(STUDENT_DOCUMENTS)),
});
export type TRegistrantRegistration = z.infer<typeof ZRegistrantRegistration>;

/** GET /api/registrant-access/me: every registration of the address and its newest deletion request. */
export const ZRegistrantOverview = z.object({
  email: z.string(),
  sessionExpiresAt: z.string(),
  registrations: z.array(ZRegistrantRegistration),
  deletionRequest: ZDeletionRequest.nullable(),
});
export type TRegistrantOverview = z.infer<typeof ZRegistrantOverview>;

export const ZRegistrantRegistrationParams = z.object({ id: z.uuid() });
export const ZRegistrantDocumentParams = z.object({ id: z.uuid(), kind: z.enum(STUDENT_DOCUMENTS) });

/** POST /api/registrant-access/deletion-request */
export const ZRegistrantDeletionRequest = z.object({
  reason: z.string().trim().max(DELETION_REASON_MAX, "reasonMaxLength").optional(),
});

/** POST /api/registrant-access/registrations/:id/certificate: an upload from POST /api/registration/certificate. */
export const ZRegistrantCertificateRequest = z.object({
  uploadId: z.uuid("certificateRequired"),
  issuedOn: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "dateInvalid")
    .refine(isCalendarDay, "dateInvalid"),
});
export type TRegistrantCertificateRequest = z.infer<typeof ZRegistrantCertificateRequest>;
