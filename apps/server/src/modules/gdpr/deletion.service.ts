import {
  GDPR_REPLY_DAYS,
  type TAdminDeletionRequest,
  type TDeletionRequest,
  type TDeletionRequestListQuery,
  type TDeletionRequestPage,
  type TDeletionRequestStatus,
} from "@bazin/shared/contracts/data-requests";
import type { AppContext } from "../../app-context.ts";
import { afterCommit, inTransaction } from "../../db/transaction.ts";
import { AppError } from "../../lib/app-error.ts";
import { isUniqueViolation } from "../../lib/db-errors.ts";
import { LANGUAGES, type Language } from "../../lib/i18n.ts";
import { type AuditActor, recordAudit } from "../audit/service.ts";
import { enqueueMail } from "../mail/outbox.repository.ts";
import { renderMail } from "../mail/templates.ts";
import { notifyDeletionRequested } from "../notifications/producers.ts";
import {
  completeRegistrantRequestWithin,
  rejectRegistrantRequestWithin,
} from "../registrant-access/deletion.ts";
import { removeStudentsWithin } from "../students/service.ts";
import { findUserById } from "../users/repository.ts";
import {
  clearRequestReasons,
  countActiveAdmins,
  type DeletionRequestRow,
  decideRequest,
  deleteRequestNotifications,
  deleteUserRow,
  erasePersonalRows,
  findPendingRequestOf,
  insertDeletionRequest,
  listDeletionRequests,
  listLinkedStudentIds,
  listRequestsOf,
  lockDeletionRequest,
} from "./deletion.repository.ts";

const DAY_MS = 86_400_000;
const PENDING_KEY = "deletion_requests_pending_key";
const notFound = () => new AppError("DELETION_REQUEST_NOT_FOUND", 404);

function dueAt(row: DeletionRequestRow): Date {
  return new Date(row.createdAt.getTime() + GDPR_REPLY_DAYS * DAY_MS);
}

/** A request as its author sees it. */
export function toDeletionRequest(row: DeletionRequestRow): TDeletionRequest {
  return {
    id: row.id,
    status: row.status as TDeletionRequestStatus,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    dueAt: dueAt(row).toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    rejectionReason: row.rejectionReason,
  };
}

function languageOf(row: DeletionRequestRow): Language {
  return (LANGUAGES as readonly string[]).includes(row.language) ? (row.language as Language) : "ro";
}

/** The person's newest request, or null. */
export async function myDeletionRequest(ctx: AppContext, userId: string): Promise<TDeletionRequest | null> {
  const [newest] = await listRequestsOf(ctx.db, userId);
  return newest ? toDeletionRequest(newest) : null;
}

/**
 * Records the person's request to delete their account and data (at most one pending), confirms it by mail
 * (answered within 30 days) and tells the admins.
 */
export async function requestDeletion(
  ctx: AppContext,
  userId: string,
  reason: string | undefined,
  lang: Language,
): Promise<TDeletionRequest> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new AppError("UNAUTHENTICATED", 401);
  const now = ctx.clock.now();
  try {
    const row = await inTransaction(ctx.db, async (tx) => {
      if (await findPendingRequestOf(tx, userId)) throw new AppError("DELETION_REQUEST_PENDING", 409);
      const row = await insertDeletionRequest(tx, {
        userId,
        reason: reason || null,
        language: lang,
        createdAt: now,
      });
      if (user.email) {
        await enqueueMail(
          tx,
          renderMail({
            to: user.email,
            lang,
            template: "deletionRequested",
            params: { firstName: user.firstName, lastName: user.lastName, days: GDPR_REPLY_DAYS },
          }),
        );
        afterCommit(tx, () => ctx.mail.kick());
      }
      await notifyDeletionRequested(ctx, tx, {
        requestId: row.id,
        name: `${user.firstName} ${user.lastName}`,
      });
      return row;
    });
    return toDeletionRequest(row);
  } catch (error) {
    // Two requests at once: the unique index lets only one be pending.
    if (isUniqueViolation(error, PENDING_KEY)) throw new AppError("DELETION_REQUEST_PENDING", 409);
    throw error;
  }
}

/** The person withdraws their pending request. */
export async function cancelDeletionRequest(ctx: AppContext, userId: string): Promise<TDeletionRequest> {
  const pending = await findPendingRequestOf(ctx.db, userId);
  if (!pending) throw new AppError("DELETION_REQUEST_NOT_PENDING", 409);
  const row = await decideRequest(ctx.db, pending.id, { status: "cancelled", decidedAt: ctx.clock.now() });
  if (!row) throw new AppError("DELETION_REQUEST_NOT_PENDING", 409);
  return toDeletionRequest(row);
}

/** The admin list, newest first, with the days left of the 30 for the pending ones. */
export async function deletionRequestPage(
  ctx: AppContext,
  query: TDeletionRequestListQuery,
): Promise<TDeletionRequestPage> {
  const now = ctx.clock.now().getTime();
  const { rows, total } = await listDeletionRequests(ctx.db, query.status, query.page, query.pageSize);
  const items: TAdminDeletionRequest[] = rows.map(({ request, user }) => ({
    ...toDeletionRequest(request),
    user,
    registrantEmail: request.registrantEmail,
    daysLeft: request.status === "pending" ? Math.ceil((dueAt(request).getTime() - now) / DAY_MS) : null,
  }));
  return { items, total, page: query.page, pageSize: query.pageSize };
}

/**
 * Carries out a request: deletes the account and the personal data in one transaction (registrations with
 * their files, consents, messages, sessions, notifications, memberships…), mails the person that it is done
 * and records the action without any of the erased data. Refused for the admin's own account and for the
 * last active admin. Files are removed only after the commit and put back if it fails.
 */
export async function completeDeletionRequest(
  ctx: AppContext,
  actor: AuditActor,
  id: string,
): Promise<TAdminDeletionRequest> {
  const now = ctx.clock.now();
  const restores: (() => Promise<void>)[] = [];
  let erasedUserId: string | null = null;
  try {
    const row = await inTransaction(ctx.db, async (tx) => {
      const request = await lockDeletionRequest(tx, id);
      if (!request) throw notFound();
      // A registrant without an account (issue 16): their registrations go, not an account.
      if (request.status === "pending" && !request.userId && request.registrantEmail) {
        const done = await completeRegistrantRequestWithin(ctx, tx, actor, request, now);
        restores.push(done.restore);
        return done.decided;
      }
      if (request.status !== "pending" || !request.userId)
        throw new AppError("DELETION_REQUEST_NOT_PENDING", 409);
      const user = await findUserById(tx, request.userId);
      if (!user) throw new AppError("DELETION_REQUEST_NOT_PENDING", 409);
      if (user.id === actor.id) throw new AppError("DELETION_SELF", 409);
      if (user.role === "admin" && user.active && (await countActiveAdmins(tx)) <= 1)
        throw new AppError("DELETION_LAST_ADMIN", 409);

      const studentIds = await listLinkedStudentIds(tx, user.id);
      const erased = await erasePersonalRows(tx, user, studentIds);
      const removed = await removeStudentsWithin(ctx, tx, studentIds);
      restores.push(removed.restore);
      await clearRequestReasons(tx, user.id);
      await deleteRequestNotifications(tx, id);
      const decided = await decideRequest(tx, id, {
        status: "completed",
        decidedAt: now,
        decidedBy: actor.id,
      });
      if (!decided) throw new AppError("DELETION_REQUEST_NOT_PENDING", 409);
      if (user.email) {
        await enqueueMail(
          tx,
          renderMail({ to: user.email, lang: languageOf(request), template: "deletionCompleted" }),
        );
        afterCommit(tx, () => ctx.mail.kick());
      }
      if (!(await deleteUserRow(tx, user.id))) throw new AppError("DELETION_REQUEST_NOT_PENDING", 409);
      await recordAudit(
        tx,
        actor,
        {
          action: "deletion.complete",
          targetType: "account",
          targetId: user.id,
          detail: { requestId: id, registrations: removed.count, ...erased },
        },
        now,
      );
      erasedUserId = user.id;
      return { ...decided, userId: null, reason: null };
    });
    if (erasedUserId) ctx.sessionCache?.forgetUser(erasedUserId);
    return { ...toDeletionRequest(row), user: null, daysLeft: null };
  } catch (error) {
    for (const restore of restores) await restore();
    throw error;
  }
}

/** Refuses a request with a reason the person receives by mail; recorded without that reason. */
export async function rejectDeletionRequest(
  ctx: AppContext,
  actor: AuditActor,
  id: string,
  reason: string,
): Promise<TAdminDeletionRequest> {
  const now = ctx.clock.now();
  const row = await inTransaction(ctx.db, async (tx) => {
    const request = await lockDeletionRequest(tx, id);
    if (!request) throw notFound();
    if (request.status === "pending" && !request.userId && request.registrantEmail) {
      const decided = await rejectRegistrantRequestWithin(ctx, tx, actor, request, reason, now);
      return { decided, user: null };
    }
    if (request.status !== "pending" || !request.userId)
      throw new AppError("DELETION_REQUEST_NOT_PENDING", 409);
    const decided = await decideRequest(tx, id, {
      status: "rejected",
      decidedAt: now,
      decidedBy: actor.id,
      rejectionReason: reason,
    });
    if (!decided) throw new AppError("DELETION_REQUEST_NOT_PENDING", 409);
    const user = await findUserById(tx, request.userId);
    if (user?.email) {
      await enqueueMail(
        tx,
        renderMail({
          to: user.email,
          lang: languageOf(request),
          template: "deletionRejected",
          params: { firstName: user.firstName, lastName: user.lastName, reason },
        }),
      );
      afterCommit(tx, () => ctx.mail.kick());
    }
    await recordAudit(
      tx,
      actor,
      {
        action: "deletion.reject",
        targetType: "account",
        targetId: request.userId,
        detail: { requestId: id },
      },
      now,
    );
    return { decided, user };
  });
  return {
    ...toDeletionRequest(row.decided),
    registrantEmail: row.decided.registrantEmail,
    user: row.user
      ? {
          id: row.user.id,
          firstName: row.user.firstName,
          lastName: row.user.lastName,
          username: row.user.username,
          email: row.user.email,
          role: row.user.role,
        }
      : null,
    daysLeft: null,
  };
}
