import type { TSessionUser } from "@bazin/shared/contracts/auth";
import {
  GDPR_NOTICE_DAYS,
  type TAcceptGdprRequest,
  type TCreateGdprVersionRequest,
  type TGdprAcceptance,
  type TGdprVersion,
  type TGdprVersionChange,
  type TGdprVersionList,
  type TLegalDocument,
  type TLegalTextResponse,
} from "@bazin/shared/contracts/gdpr";
import { addDays, localDate } from "@bazin/shared/domain/club";
import type { AppContext } from "../../app-context.ts";
import type { Db } from "../../db/client.ts";
import { afterCommit, inTransaction, type Tx } from "../../db/transaction.ts";
import { AppError } from "../../lib/app-error.ts";
import type { Language } from "../../lib/i18n.ts";
import { type AuditActor, recordAudit } from "../audit/service.ts";
import { noticeRecipients, startPolicyNotices } from "./notice.ts";
import { toGdprVersion, toLegalText } from "./presenter.ts";
import {
  findCurrentGdprVersion,
  findGdprVersionById,
  findGdprVersionByNumber,
  findGdprVersionInForce,
  findPendingAcceptance,
  findUpcomingGdprVersion,
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

/**
 * A legal text for the public pages: the version in force today (or the one asked for, e.g. the announced
 * one), in the reader's language, with the version announced after it.
 */
export async function getLegalText(
  ctx: AppContext,
  document: TLegalDocument,
  lang: Language,
  version?: number,
): Promise<TLegalTextResponse> {
  const today = localDate(ctx.clock.now());
  const [inForce, upcoming, asked] = await Promise.all([
    findGdprVersionInForce(ctx.db, document, today),
    findUpcomingGdprVersion(ctx.db, document, today),
    version === undefined ? null : findGdprVersionByNumber(ctx.db, document, version),
  ]);
  const row = version === undefined ? inForce : asked;
  if (!row) throw new AppError("GDPR_VERSION_NOT_FOUND", 404);
  return toLegalText(row, lang, row.id === inForce?.id, upcoming);
}

/** Every version of a document, newest first, and how many addresses a notice would reach now. */
export async function gdprVersionList(ctx: AppContext, document: TLegalDocument): Promise<TGdprVersionList> {
  const [rows, addresses] = await Promise.all([
    listGdprVersions(ctx.db, document),
    listNoticeAddresses(ctx.db),
  ]);
  return { items: rows.map(toGdprVersion), noticeRecipients: noticeRecipients(addresses).length };
}

/** The version as listed (with its author), read in the transaction that changed it. */
async function listedVersion(tx: Db, id: string, document: TLegalDocument): Promise<TGdprVersion> {
  const found = (await listGdprVersions(tx, document)).find((v) => v.id === id);
  if (!found) throw new AppError("GDPR_VERSION_NOT_FOUND", 404);
  return toGdprVersion(found);
}

/**
 * Publishes the next version of a document (number = that document's highest + 1), in force 30 days later
 * (spec §1, §9). Every version, minor or major, is mailed to every member: once committed, a background run
 * queues the notices in batches (policy_notices records each address, so none gets it twice), and the daily
 * job catches up if that run failed. A major version also asks everyone to accept it at next sign-in.
 */
export async function addGdprVersion(
  ctx: AppContext,
  actor: AuditActor,
  input: TCreateGdprVersionRequest,
): Promise<TGdprVersionChange> {
  const now = ctx.clock.now();
  const result = await inTransaction(ctx.db, async (tx) => {
    const row = await insertNextGdprVersion(tx, {
      document: input.document,
      textRo: input.textRo,
      textEn: input.textEn,
      major: input.major,
      effectiveOn: addDays(localDate(now), GDPR_NOTICE_DAYS),
      createdBy: actor.id,
      createdAt: now,
    });
    const noticesQueued = noticeRecipients(await listNoticeAddresses(tx)).length;
    if (row.major) afterCommit(tx, () => forgetEveryonesAcceptance(ctx));
    afterCommit(tx, () => startPolicyNotices(ctx));
    await recordAudit(
      tx,
      actor,
      {
        action: "gdpr.version.create",
        targetType: "gdprVersion",
        targetId: row.id,
        detail: { document: row.document, version: row.version, major: row.major, notices: noticesQueued },
      },
      now,
    );
    return { version: await listedVersion(tx, row.id, input.document), noticesQueued };
  });
  return result;
}

/**
 * Marks a version major, for good: everyone who has not accepted a version at least as new accepts again. Its
 * notice was mailed when it was published (once per address and version), so nothing is mailed again: the
 * sign-in prompt tells each member.
 */
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
    const noticesQueued = 0;
    afterCommit(tx, () => forgetEveryonesAcceptance(ctx));
    await recordAudit(
      tx,
      actor,
      {
        action: "gdpr.version.major",
        targetType: "gdprVersion",
        targetId: row.id,
        detail: { document: row.document, version: row.version, notices: noticesQueued },
      },
      now,
    );
    return { version: await listedVersion(tx, row.id, row.document as TLegalDocument), noticesQueued };
  });
  return result;
}

/** What the signed-in user must accept before using the portal (GET /api/auth/me), or null. */
export async function pendingAcceptance(ctx: AppContext, userId: string): Promise<TGdprAcceptance | null> {
  const texts = await findPendingAcceptance(ctx.db, userId);
  const [first] = texts;
  return first ? { ...first, texts } : null;
}

/**
 * Records a signed-in user's acceptance of the texts they read, each as a consent (shown on
 * /admin/consimtamant). A version other than its document's newest was read from a stale page: refused, so
 * the user reads the new one.
 */
export async function acceptGdprVersion(
  ctx: AppContext,
  user: TSessionUser,
  input: TAcceptGdprRequest,
  ip: string,
): Promise<TGdprAcceptance | null> {
  const now = ctx.clock.now();
  const texts = [
    ...(input.version === undefined ? [] : [{ document: "privacy" as const, version: input.version }]),
    ...(input.texts ?? []),
  ];
  await inTransaction(ctx.db, async (tx) => {
    const accepted = new Set<string>();
    for (const { document, version } of texts) {
      if (accepted.has(document)) continue;
      const current = await findCurrentGdprVersion(tx, document);
      if (!current) throw new AppError("GDPR_VERSION_NOT_FOUND", 404);
      if (current.version !== version) throw new AppError("GDPR_VERSION_OUTDATED", 409);
      await insertConsent(tx, {
        fullName: `${user.firstName} ${user.lastName}`.trim(),
        agreedAt: now,
        ip,
        gdprVersionId: current.id,
        userId: user.id,
      });
      accepted.add(document);
    }
    // The user's sessions carry "must accept" (read with the session): read them again, now without it.
    afterCommit(tx, () => ctx.sessionCache?.forgetUser(user.id));
  });
  return pendingAcceptance(ctx, user.id);
}
