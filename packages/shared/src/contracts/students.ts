import { z } from "zod";
import { AGE_GROUPS } from "../domain/club.ts";

/*
 * The admin's students (course registrations): list, detail, status changes, delete, invite, CSV export, and the
 * /admin dashboard's figures. Admins and coaches manage students (spec §6).
 */

export const STUDENT_SORTS = ["name", "registeredAt", "daysRemaining"] as const;
export const STUDENT_DOCUMENTS = ["registrationForm", "declaration", "medicalCertificate"] as const;
export type TStudentDocument = (typeof STUDENT_DOCUMENTS)[number];

const booleanFlag = z
  .enum(["true", "false"])
  .optional()
  .transform((v) => v === "true");

/** The filters of the list and of the CSV export (the export takes the same query, without paging). */
export const ZStudentFilter = z.object({
  q: z.string().trim().max(100).optional(),
  status: z.enum(["active", "expired"]).optional(),
  slotId: z.uuid().optional(),
  ageGroup: z.enum(AGE_GROUPS).optional(),
  /** Active registrations ending within 7 days (spec §9 expiring-registration alert). */
  expiring: booleanFlag,
  /** Registrations whose registrant asked for a renewal the admins have not answered yet. */
  renewalRequested: z
    .enum(["true", "false"])
    .transform((v) => v === "true")
    .optional(),
  sort: z.enum(STUDENT_SORTS).default("registeredAt"),
  dir: z.enum(["asc", "desc"]).default("desc"),
});
export type TStudentFilter = z.infer<typeof ZStudentFilter>;

export const ZStudentListQuery = ZStudentFilter.extend({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type TStudentListQuery = z.infer<typeof ZStudentListQuery>;

export const ZStudentSlot = z.object({
  slotId: z.string(),
  weekday: z.number().int(),
  startTime: z.string(),
  ageGroup: z.string(),
  instructor: z.string(),
});

export const ZStudentSummary = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  birthDate: z.string(),
  age: z.number().int(),
  status: z.enum(["active", "expired"]),
  registeredAt: z.string(),
  validUntil: z.string(),
  daysRemaining: z.number().int(),
  slots: z.array(ZStudentSlot),
  hasAccount: z.boolean(),
  /** When the registrant asked for a renewal (the expiry mail's link); null once an admin decided. */
  renewalRequestedAt: z.string().nullish(),
  /** When the registrant withdrew the medical-data consent (issue 16); null otherwise. */
  medicalConsentWithdrawnAt: z.string().nullish(),
});
export type TStudentSummary = z.infer<typeof ZStudentSummary>;

export const ZStudentPage = z.object({
  items: z.array(ZStudentSummary),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TStudentPage = z.infer<typeof ZStudentPage>;

export const ZStudentDetail = ZStudentSummary.extend({
  contactPerson: z.string().nullable(),
  contactQuality: z.string().nullable(),
  locality: z.string(),
  street: z.string(),
  streetNumber: z.string(),
  blockApartment: z.string().nullable(),
  county: z.string(),
  legalRepresentative: z.string().nullable(),
  renewedAt: z.string().nullable(),
  /** Null once the registrant withdrew the medical-data consent, until a new certificate comes. */
  medicalCertificateIssuedOn: z.string().nullable(),
  /** The certificate's last valid day (12 months from its issue), YYYY-MM-DD; null without a certificate. */
  certificateValidUntil: z.string().nullish(),
  language: z.string(),
  gdprConsent: z.object({ version: z.number().int(), agreedAt: z.string() }).nullable(),
  documents: z.array(z.object({ kind: z.enum(STUDENT_DOCUMENTS), contentType: z.string(), url: z.string() })),
});
export type TStudentDetail = z.infer<typeof ZStudentDetail>;

export const ZStudentIdParams = z.object({ id: z.uuid() });
export const ZStudentDocumentParams = z.object({ id: z.uuid(), kind: z.enum(STUDENT_DOCUMENTS) });

/** Activate or mark expired (spec §4). */
export const ZStudentStatusRequest = z.object({ status: z.enum(["active", "expired"]) });

export const ZStudentInviteResponse = z.object({ email: z.string(), expiresAt: z.string() });

export const ZDashboardResponse = z.object({
  totalStudents: z.number().int(),
  activeStudents: z.number().int(),
  /** Active share of all students, 0 to 1 (0 when there are none). */
  activityRate: z.number(),
  expiringSoon: z.array(
    z.object({
      id: z.string(),
      fullName: z.string(),
      validUntil: z.string(),
      daysRemaining: z.number().int(),
    }),
  ),
  /** The last 12 months, oldest first, "YYYY-MM". */
  registrationsByMonth: z.array(z.object({ month: z.string(), count: z.number().int() })),
  occupancy: z.array(
    z.object({
      slotId: z.string(),
      weekday: z.number().int(),
      startTime: z.string(),
      ageGroup: z.enum(AGE_GROUPS),
      capacity: z.number().int(),
      taken: z.number().int(),
    }),
  ),
});
export type TDashboardResponse = z.infer<typeof ZDashboardResponse>;
