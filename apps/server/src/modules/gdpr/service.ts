import type { TSessionUser } from "@bazin/shared/contracts/auth";
import type {
  TCreateGdprVersionRequest,
  TGdprAcceptance,
  TGdprVersion,
  TGdprVersionChange,
  TGdprVersionList,
} from "@bazin/shared/contracts/gdpr";
import type { AppContext } from "../../app-context.ts";
import type { Db } from "../../db/client.ts";
import { afterCommit, inTransaction, type Tx } from "../../db/transaction.ts";
import { AppError } from "../../lib/app-error.ts";
import { type AuditActor, recordAudit } from "../audit/service.ts";
import { noticeRecipients, queuePolicyNotices } from "./notice.ts";
import { toGdprVersion } from "./presenter.ts";
import {
  findCurrentGdprVersion,
  findGdprVersionById,
  findPendingAcceptance,
  type GdprVersionRow,
  insertConsent,
  insertNextGdprVersion,
  listGdprVersions,
  listNoticeAddresses,
  setGdprVersionMajor,
} from "./repository.ts";

/**
 * The privacy policy in force: the newest version. Start-up seeds version 1 on an empty database
 * (seed/required.ts), so a missing one means a database that skipped it.
 */
export async function getCurrentGdprVersion(ctx: AppContext): Promise<GdprVersionRow> {
  const row = await findCurrentGdprVersion(ctx.db);
  if (!row) throw new AppError("GDPR_VERSION_NOT_FOUND", 404);
  return row;
}

/**
 * A major change makes everyone's cached "nothing to accept" wrong: sessions are read again (with the flag)
 * on their next request. Other instances follow within SESSION_CACHE_SECONDS (ADR 007).
 */
function forgetEveryonesAcceptance(ctx: AppContext) {
  ctx.sessionCache?.clear();
}

/** Every version, newest first, and how many addresses a notice would reach now. */
export async function gdprVersionList(ctx: AppContext): Promise<TGdprVersionList> {
  const [rows, addresses] = await Promise.all([listGdprVersions(ctx.db), listNoticeAddresses(ctx.db)]);
  return { items: rows.map(toGdprVersion), noticeRecipients: noticeRecipients(addresses).length };
}

/** The version as listed (with its author), read in the transaction that changed it. */
async function listedVersion(tx: Db, id: string): Promise<TGdprVersion> {
  const found = (await listGdprVersions(tx)).find((v) => v.id === id);
  if (!found) throw new AppError("GDPR_VERSION_NOT_FOUND", 404);
  return toGdprVersion(found);
}

/**
 * Publishes the next version (number = highest + 1). A major one also queues the 30-day notice to everyone
 * (spec §1, §9), in the same transaction, so the version never exists without its notice or the reverse.
 */
export async function addGdprVersion(
  ctx: AppContext,
  actor: AuditActor,
  input: TCreateGdprVersionRequest,
): Promise<TGdprVersionChange> {
  const now = ctx.clock.now();
  const result = await inTransaction(ctx.db, async (tx) => {
    const row = await insertNextGdprVersion(tx, {
      textRo: input.textRo,
      textEn: input.textEn,
      major: input.major,
      createdBy: actor.id,
      createdAt: now,
    });
    const noticesQueued = row.major ? await queuePolicyNotices(ctx, tx, row.version, now) : 0;
    if (row.major) afterCommit(tx, () => forgetEveryonesAcceptance(ctx));
    await recordAudit(
      tx,
      actor,
      {
        action: "gdpr.version.create",
        targetType: "gdprVersion",
        targetId: row.id,
        detail: { version: row.version, major: row.major, notices: noticesQueued },
      },
      now,
    );
    return { version: await listedVersion(tx, row.id), noticesQueued };
  });
  if (result.noticesQueued > 0) ctx.mail.kick();
  return result;
}

/** Marks a version major, for good: everyone who has not accepted a version at least as new accepts again. */
export async function markGdprVersionMajor(
  ctx: AppContext,
  actor: AuditActor,
  id: string,
): Promise<TGdprVersionChange> {
  const now = ctx.clock.now();
  const result = await inTransaction(ctx.db, async (tx: Tx) => {
    const row = await setGdprVersionMajor(tx, id);
    if (!row) {
      const existing = await findGdprVersionById(tx, id);
      throw existing
        ? new AppError("GDPR_VERSION_ALREADY_MAJOR", 409, { version: existing.version })
        : new AppError("GDPR_VERSION_NOT_FOUND", 404);
    }
    const noticesQueued = await queuePolicyNotices(ctx, tx, row.version, now);
    afterCommit(tx, () => forgetEveryonesAcceptance(ctx));
    await recordAudit(
      tx,
      actor,
      {
        action: "gdpr.version.major",
        targetType: "gdprVersion",
        targetId: row.id,
        detail: { version: row.version, notices: noticesQueued },
      },
      now,
    );
    return { version: await listedVersion(tx, row.id), noticesQueued };
  });
  if (result.noticesQueued > 0) ctx.mail.kick();
  return result;
}

/** What the signed-in user must accept before using the portal (GET /api/auth/me), or null. */
export async function pendingAcceptance(ctx: AppContext, userId: string): Promise<TGdprAcceptance | null> {
  return findPendingAcceptance(ctx.db, userId);
}

/**
 * Records a signed-in user's acceptance of the current version as a consent (shown on /admin/consimtamant).
 * A version other than the current one was read from a stale page: refused, so the user reads the new one.
 */
export async function acceptGdprVersion(
  ctx: AppContext,
  user: TSessionUser,
  version: number,
  ip: string,
): Promise<TGdprAcceptance | null> {
  const now = ctx.clock.now();
  await inTransaction(ctx.db, async (tx) => {
    const current = await findCurrentGdprVersion(tx);
    if (!current) throw new AppError("GDPR_VERSION_NOT_FOUND", 404);
    if (current.version !== version) throw new AppError("GDPR_VERSION_OUTDATED", 409);
    await insertConsent(tx, {
      fullName: `${user.firstName} ${user.lastName}`.trim(),
      agreedAt: now,
      ip,
      gdprVersionId: current.id,
      userId: user.id,
    });
    // The user's sessions carry "must accept" (read with the session): read them again, now without it.
    afterCommit(tx, () => ctx.sessionCache?.forgetUser(user.id));
  });
  return pendingAcceptance(ctx, user.id);
}
