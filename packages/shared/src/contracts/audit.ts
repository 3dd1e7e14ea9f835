import { z } from "zod";
import { isCalendarDay } from "../domain/club.ts";

/**
 * Every admin action on personal data the audit log records (who, what, when), and what the server does to it
 * on its own (retention.purge, with no actor).
 */
export const AUDIT_ACTIONS = [
  "student.activate",
  "student.expire",
  "student.renew",
  "student.delete",
  "student.invite",
  "student.document.download",
  /** Done by the registrant through the e-mailed link (issue 16). */
  "student.consent.withdraw",
  "student.certificate.replace",
  "students.export",
  "consents.export",
  "account.invite",
  "invitation.resend",
  "invitation.revoke",
  "account.role",
  "account.deactivate",
  "account.reactivate",
  "deletion.complete",
  "deletion.reject",
  "gdpr.version.create",
  "gdpr.version.major",
  "group.create",
  "group.update",
  "group.delete",
  "instructor.create",
  "instructor.update",
  "instructor.photo",
  "instructor.delete",
  "swimmer.create",
  "swimmer.update",
  "swimmer.delete",
  "workout.create",
  "workout.update",
  "workout.delete",
  "session.create",
  "session.update",
  "session.status",
  "session.delete",
  "session.attendance",
  "session.feedback",
  "retention.purge",
] as const;
export const ZAuditAction = z.enum(AUDIT_ACTIONS);
export type TAuditAction = z.infer<typeof ZAuditAction>;

export const ZAuditEntry = z.object({
  id: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  /** The target's name while its record exists (read, never stored: see the audit repository). */
  targetName: z.string().nullable(),
  detail: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).nullable(),
  createdAt: z.string(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "dateInvalid")
  .refine(isCalendarDay, "dateInvalid");

/**
 * The log's filters: who acted (part of their name), which action, the days (club time, both included) and a
 * free text matched against the target (its kind, id and small facts).
 */
const ZAuditFilterFields = z.object({
  actor: z.string().trim().max(100).optional(),
  action: ZAuditAction.optional(),
  from: day.optional(),
  to: day.optional(),
  q: z.string().trim().max(100).optional(),
});
const rangeInOrder = (f: { from?: string; to?: string }) => !f.from || !f.to || f.from <= f.to;
const rangeError = { message: "dateRangeInvalid", path: ["to"] };

export const ZAuditFilter = ZAuditFilterFields.refine(rangeInOrder, rangeError);
export type TAuditFilter = z.infer<typeof ZAuditFilter>;

export const ZAuditQuery = ZAuditFilterFields.extend({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
}).refine(rangeInOrder, rangeError);
export type TAuditQuery = z.infer<typeof ZAuditQuery>;

export const ZAuditPage = z.object({
  items: z.array(ZAuditEntry),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TAuditPage = z.infer<typeof ZAuditPage>;
