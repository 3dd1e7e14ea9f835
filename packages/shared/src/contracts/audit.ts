import { z } from "zod";

/** Every admin action on personal data the audit log records (who, what, when). */
export const AUDIT_ACTIONS = [
  "student.activate",
  "student.expire",
  "student.renew",
  "student.delete",
  "student.invite",
  "student.document.download",
  "students.export",
  "consents.export",
  "account.invite",
  "account.role",
  "account.deactivate",
  "account.reactivate",
  "gdpr.version.create",
  "gdpr.version.major",
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
  detail: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).nullable(),
  createdAt: z.string(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

export const ZAuditQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});

export const ZAuditPage = z.object({
  items: z.array(ZAuditEntry),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TAuditPage = z.infer<typeof ZAuditPage>;
