import { z } from "zod";

/** Spec §1, §9: GDPR requests are answered within 30 days. */
export const GDPR_REPLY_DAYS = 30;
export const DELETION_REASON_MAX = 1000;

export const DELETION_REQUEST_STATUSES = ["pending", "completed", "rejected", "cancelled"] as const;
export const ZDeletionRequestStatus = z.enum(DELETION_REQUEST_STATUSES);
export type TDeletionRequestStatus = z.infer<typeof ZDeletionRequestStatus>;

/** POST /api/users/me/deletion-request: why, if the person wants to say. */
export const ZCreateDeletionRequest = z.object({
  reason: z.string().trim().max(DELETION_REASON_MAX, "reasonMaxLength").optional(),
});
export type TCreateDeletionRequest = z.infer<typeof ZCreateDeletionRequest>;

/** A deletion request as its author sees it. */
export const ZDeletionRequest = z.object({
  id: z.string(),
  status: ZDeletionRequestStatus,
  reason: z.string().nullable(),
  createdAt: z.string(),
  /** The last day of the 30 the club has to answer (ISO date-time). */
  dueAt: z.string(),
  decidedAt: z.string().nullable(),
  rejectionReason: z.string().nullable(),
});
export type TDeletionRequest = z.infer<typeof ZDeletionRequest>;

/** GET /api/users/me/deletion-request: the newest request, or none. */
export const ZMyDeletionRequest = z.object({ request: ZDeletionRequest.nullable() });
export type TMyDeletionRequest = z.infer<typeof ZMyDeletionRequest>;

/** A request in the admin list: who asked (absent once the account is deleted) and the days left of the 30. */
export const ZAdminDeletionRequest = ZDeletionRequest.extend({
  user: z
    .object({
      id: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      username: z.string(),
      email: z.string().nullable(),
      role: z.string(),
    })
    .nullable(),
  /** A registrant without an account asked by e-mail (issue 16); emptied once the request is done. */
  registrantEmail: z.string().nullable().optional(),
  /** Whole days until `dueAt`, negative when late; null once answered. */
  daysLeft: z.number().int().nullable(),
});
export type TAdminDeletionRequest = z.infer<typeof ZAdminDeletionRequest>;

export const ZDeletionRequestListQuery = z.object({
  status: ZDeletionRequestStatus.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type TDeletionRequestListQuery = z.infer<typeof ZDeletionRequestListQuery>;

export const ZDeletionRequestPage = z.object({
  items: z.array(ZAdminDeletionRequest),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TDeletionRequestPage = z.infer<typeof ZDeletionRequestPage>;

export const ZDeletionRequestIdParams = z.object({ id: z.uuid() });

/** POST /api/admin/deletion-requests/:id/reject: the reason is mailed to the person. */
export const ZRejectDeletionRequest = z.object({
  reason: z.string().trim().min(1, "rejectionReasonRequired").max(DELETION_REASON_MAX, "reasonMaxLength"),
});
export type TRejectDeletionRequest = z.infer<typeof ZRejectDeletionRequest>;

const ZWhen = z.string();

/**
 * GET /api/users/me/data: every personal record the platform holds about the signed-in person, readable as
 * it is. Never a password hash, token or storage key.
 */
export const ZMyDataExport = z.object({
  exportedAt: ZWhen,
  account: z.object({
    id: z.string(),
    username: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    role: z.string(),
    active: z.boolean(),
    createdAt: ZWhen,
    updatedAt: ZWhen,
  }),
  sessions: z.array(
    z.object({
      createdAt: ZWhen,
      lastSeenAt: ZWhen,
      expiresAt: ZWhen,
      ip: z.string().nullable(),
      userAgent: z.string().nullable(),
    }),
  ),
  signInAttempts: z.array(z.object({ at: ZWhen, ip: z.string(), success: z.boolean() })),
  consents: z.array(
    z.object({
      fullName: z.string(),
      agreedAt: ZWhen,
      ip: z.string(),
      gdprVersion: z.number().int(),
      /** Which text the version is of: the privacy policy or the terms. */
      document: z.enum(["privacy", "terms"]),
    }),
  ),
  groups: z.array(z.object({ name: z.string(), role: z.string() })),
  chatMessages: z.array(
    z.object({
      roomId: z.string(),
      roomKind: z.string(),
      text: z.string(),
      sentAt: ZWhen,
      deletedAt: ZWhen.nullable(),
    }),
  ),
  notifications: z.array(
    z.object({
      type: z.string(),
      title: z.string(),
      message: z.string(),
      read: z.boolean(),
      createdAt: ZWhen,
    }),
  ),
  registrations: z.array(
    z.object({
      id: z.string(),
      fullName: z.string(),
      birthDate: z.string(),
      phone: z.string(),
      email: z.string(),
      contactPerson: z.string().nullable(),
      contactQuality: z.string().nullable(),
      address: z.object({
        locality: z.string(),
        street: z.string(),
        streetNumber: z.string(),
        blockApartment: z.string().nullable(),
        county: z.string(),
      }),
      legalRepresentative: z.string().nullable(),
      status: z.string(),
      registeredAt: ZWhen,
      validUntil: z.string(),
      renewedAt: ZWhen.nullable(),
      medicalCertificateIssuedOn: z.string().nullable(),
      language: z.string(),
    }),
  ),
  invitations: z.array(
    z.object({ email: z.string(), role: z.string(), createdAt: ZWhen, usedAt: ZWhen.nullable() }),
  ),
  deletionRequests: z.array(ZDeletionRequest),
  auditEntries: z.array(
    z.object({
      action: z.string(),
      actorName: z.string(),
      targetType: z.string(),
      createdAt: ZWhen,
      detail: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).nullable(),
    }),
  ),
});
export type TMyDataExport = z.infer<typeof ZMyDataExport>;
