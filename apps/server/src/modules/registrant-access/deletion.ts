import type { AppContext } from "../../app-context.ts";
import { afterCommit, type Tx } from "../../db/transaction.ts";
import { AppError } from "../../lib/app-error.ts";
import { LANGUAGES, type Language } from "../../lib/i18n.ts";
import { type AuditActor, recordAudit } from "../audit/service.ts";
import {
  type DeletionRequestRow,
  decideRequest,
  deleteRequestNotifications,
} from "../gdpr/deletion.repository.ts";
import { enqueueMail } from "../mail/outbox.repository.ts";
import { renderMail } from "../mail/templates.ts";
import { removeStudentsWithin } from "../students/service.ts";
import { endRegistrantLinks } from "./links.repository.ts";
import {
  clearRegistrantEmail,
  deleteConsentsOfRegistrations,
  deleteQueuedMailTo,
  listRegistrationsOf,
} from "./repository.ts";

/*
 * The admin's answer to a registrant's deletion request (a request with `registrant_email`, no account), called
 * by modules/gdpr/deletion.service.ts inside its transaction, on the locked pending request.
 */

const languageOf = (row: DeletionRequestRow): Language =>
  (LANGUAGES as readonly string[]).includes(row.language) ? (row.language as Language) : "ro";

/**
 * Deletes every registration of the address with its files (after the commit; `restore` puts them back if the
 * transaction fails) and consents, ends the address's links, empties the request of the address and reason and
 * mails that it is done.
 */
export async function completeRegistrantRequestWithin(
  ctx: AppContext,
  tx: Tx,
  actor: AuditActor,
  request: DeletionRequestRow,
  now: Date,
): Promise<{ decided: DeletionRequestRow; restore: () => Promise<void> }> {
  const email = request.registrantEmail!;
  const rows = await listRegistrationsOf(tx, email);
  const ids = rows.map((r) => r.id);
  const consents = await deleteConsentsOfRegistrations(tx, ids);
  const removed = await removeStudentsWithin(ctx, tx, ids);
  await endRegistrantLinks(tx, email, now);
  await deleteRequestNotifications(tx, request.id);
  await deleteQueuedMailTo(tx, email);
  const decided = await decideRequest(tx, request.id, {
    status: "completed",
    decidedAt: now,
    decidedBy: actor.id,
    reason: null,
  });
  if (!decided) throw new AppError("DELETION_REQUEST_NOT_PENDING", 409);
  await clearRegistrantEmail(tx, request.id);
  await enqueueMail(
    tx,
    renderMail({
      to: rows[0]?.email ?? email,
      lang: languageOf(request),
      template: "registrantDeletionCompleted",
    }),
  );
  afterCommit(tx, () => ctx.mail.kick());
  await recordAudit(
    tx,
    actor,
    {
      action: "deletion.complete",
      targetType: "students",
      targetId: null,
      detail: { requestId: request.id, registrations: removed.count, consents },
    },
    now,
  );
  return { decided: { ...decided, registrantEmail: null }, restore: removed.restore };
}

/** Refuses the request: the reason is mailed to the address; the request keeps it for the admin list. */
export async function rejectRegistrantRequestWithin(
  ctx: AppContext,
  tx: Tx,
  actor: AuditActor,
  request: DeletionRequestRow,
  reason: string,
  now: Date,
): Promise<DeletionRequestRow> {
  const decided = await decideRequest(tx, request.id, {
    status: "rejected",
    decidedAt: now,
    decidedBy: actor.id,
    rejectionReason: reason,
  });
  if (!decided) throw new AppError("DELETION_REQUEST_NOT_PENDING", 409);
  const [newest] = await listRegistrationsOf(tx, request.registrantEmail!);
  await enqueueMail(
    tx,
    renderMail({
      to: newest?.email ?? request.registrantEmail!,
      lang: languageOf(request),
      template: "registrantDeletionRejected",
      params: { name: newest?.fullName ?? "", reason },
    }),
  );
  afterCommit(tx, () => ctx.mail.kick());
  await recordAudit(
    tx,
    actor,
    { action: "deletion.reject", targetType: "students", targetId: null, detail: { requestId: request.id } },
    now,
  );
  return decided;
}
