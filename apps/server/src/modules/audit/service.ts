import type { TAuditAction, TAuditPage, TAuditQuery } from "@bazin/shared/contracts/audit";
import type { AppContext } from "../../app-context.ts";
import type { Db } from "../../db/client.ts";
import { insertAuditEntry, listAuditEntries } from "./repository.ts";

/** Who acts: the signed-in user as the request context holds it. */
export interface AuditActor {
  id: string;
  firstName: string;
  lastName: string;
}

export interface AuditEntryInput {
  action: TAuditAction;
  targetType:
    | "student"
    | "students"
    | "account"
    | "invitation"
    | "consents"
    | "gdprVersion"
    | "group"
    | "instructor"
    | "workout"
    | "session";
  targetId?: string | null;
  /** Small facts (a new status, a filter, a row count); never secrets, never the personal data itself. */
  detail?: Record<string, string | number | boolean | null>;
}

/**
 * Records an admin action on personal data. Call it with the transaction that makes the change, so the entry
 * exists exactly when the change does.
 */
export async function recordAudit(tx: Db, actor: AuditActor, entry: AuditEntryInput, at: Date) {
  await insertAuditEntry(tx, {
    actorId: actor.id,
    actorName: `${actor.firstName} ${actor.lastName}`.trim(),
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId ?? null,
    detail: entry.detail ?? null,
    createdAt: at,
  });
}

/** One page of the log matching the query's filters, newest first. */
export async function auditPage(ctx: AppContext, query: TAuditQuery): Promise<TAuditPage> {
  const { page, pageSize, ...filter } = query;
  const { items, total } = await listAuditEntries(ctx.db, filter, page, pageSize);
  return {
    items: items.map(({ entry, targetName }) => ({
      id: entry.id,
      actorId: entry.actorId,
      actorName: entry.actorName,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      targetName,
      detail: entry.detail ?? null,
      createdAt: entry.createdAt.toISOString(),
    })),
    total,
    page,
    pageSize,
  };
}
