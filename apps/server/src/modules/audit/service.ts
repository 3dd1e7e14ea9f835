import type { TAuditAction, TAuditPage, TAuditQuery } from "@bazin/shared/contracts/audit";
import type { AppContext } from "../../app-context.ts";
import type { Db } from "../../db/client.ts";
import { LANGUAGES, translator } from "../../lib/i18n.ts";
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
    | "session"
    | "retention";
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

/** The stored actor name of what the server does on its own, with no actor id; the log's screen translates it. */
export const SYSTEM_ACTOR_NAME = "system";
/** The stored actor name of what a registrant does through an e-mailed link (no account); translated on screen. */
export const REGISTRANT_ACTOR_NAME = "registrant";

/** Records what the server did by itself (the daily retention purge), in the transaction that does it. */
export async function recordSystemAudit(tx: Db, entry: AuditEntryInput, at: Date) {
  await insertAuditEntry(tx, {
    actorId: null,
    actorName: SYSTEM_ACTOR_NAME,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId ?? null,
    detail: entry.detail ?? null,
    createdAt: at,
  });
}

/** The words the log's screen shows, in any language, for the stored names of entries with no person. */
const IMPERSONAL_ACTORS = [
  { name: SYSTEM_ACTOR_NAME, label: "admin:audit.systemActor" },
  { name: REGISTRANT_ACTOR_NAME, label: "admin:audit.registrantActor" },
] as const;

/** The impersonal actors whose words on screen contain the "who" filter, in Romanian or English. */
function impersonalActorsMatching(actor: string | undefined): string[] {
  const needle = actor?.trim().toLocaleLowerCase("ro");
  if (!needle) return [];
  return IMPERSONAL_ACTORS.filter(({ label }) =>
    LANGUAGES.some((lng) => translator(lng)(label).toLocaleLowerCase("ro").includes(needle)),
  ).map(({ name }) => name);
}

/** One page of the log matching the query's filters, newest first. */
export async function auditPage(ctx: AppContext, query: TAuditQuery): Promise<TAuditPage> {
  const { page, pageSize, ...filter } = query;
  const { items, total } = await listAuditEntries(
    ctx.db,
    filter,
    page,
    pageSize,
    impersonalActorsMatching(filter.actor),
  );
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
