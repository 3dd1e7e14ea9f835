import type { TAuditAction } from "@bazin/shared/contracts/audit";
import type { TDeletionRequest } from "@bazin/shared/contracts/data-requests";
import { GDPR_REPLY_DAYS } from "@bazin/shared/contracts/data-requests";
import type {
  TRegistrantCertificateRequest,
  TRegistrantRegistration,
} from "@bazin/shared/contracts/registrant-access";
import { sixMonthsBefore } from "@bazin/shared/contracts/registration";
import { localDate } from "@bazin/shared/domain/club";
import type { AppContext } from "../../app-context.ts";
import type { Db } from "../../db/client.ts";
import { afterCommit, inTransaction } from "../../db/transaction.ts";
import { AppError } from "../../lib/app-error.ts";
import { isUniqueViolation } from "../../lib/db-errors.ts";
import type { Language } from "../../lib/i18n.ts";
import { insertAuditEntry } from "../audit/repository.ts";
import { REGISTRANT_ACTOR_NAME } from "../audit/service.ts";
import { insertDeletionRequest } from "../gdpr/deletion.repository.ts";
import { toDeletionRequest } from "../gdpr/deletion.service.ts";
import { enqueueMail } from "../mail/outbox.repository.ts";
import { renderMail } from "../mail/templates.ts";
import { notifyDeletionRequested, notifyMedicalConsentWithdrawn } from "../notifications/producers.ts";
import { registrationDeps } from "../registration/deps.ts";
import { findPendingUpload, takePendingUpload } from "../registration/uploads.repository.ts";
import {
  findRegistrationOf,
  listRegistrationsOf,
  newestRegistrantRequest,
  updateRegistration,
} from "./repository.ts";
import { type RegistrantSession, registrantRegistration } from "./service.ts";

const PENDING_KEY = "deletion_requests_pending_registrant_key";
const notFound = () => new AppError("STUDENT_NOT_FOUND", 404);

/**
 * What the registrant does is audited like an admin's action, with no account behind it: the actor is named
 * by role (translated on the log's screen), never by the person, so the entry says nothing once their data is gone.
 */
async function auditRegistrant(db: Db, action: TAuditAction, studentId: string, at: Date) {
  await insertAuditEntry(db, {
    actorId: null,
    actorName: REGISTRANT_ACTOR_NAME,
    action,
    targetType: "student",
    targetId: studentId,
    detail: null,
    createdAt: at,
  });
}

/**
 * The registrant asks for every registration of the address to be deleted (one pending request per address):
 * confirmed by mail, answered within 30 days, shown to the admins next to the account holders' requests.
 */
export async function requestRegistrantDeletion(
  ctx: AppContext,
  session: RegistrantSession,
  reason: string | undefined,
  lang: Language,
): Promise<TDeletionRequest> {
  const now = ctx.clock.now();
  try {
    return await inTransaction(ctx.db, async (tx) => {
      const [newest] = await listRegistrationsOf(tx, session.email);
      if (!newest) throw notFound();
      const previous = await newestRegistrantRequest(tx, session.email);
      if (previous?.status === "pending") throw new AppError("DELETION_REQUEST_PENDING", 409);
      const row = await insertDeletionRequest(tx, {
        userId: null,
        registrantEmail: session.email,
        reason: reason || null,
        language: lang,
        createdAt: now,
      });
      await enqueueMail(
        tx,
        renderMail({
          to: newest.email,
          lang,
          template: "registrantDeletionRequested",
          params: { name: newest.fullName, days: GDPR_REPLY_DAYS },
        }),
      );
      afterCommit(tx, () => ctx.mail.kick());
      await notifyDeletionRequested(ctx, tx, { requestId: row.id, name: newest.fullName });
      return toDeletionRequest(row);
    });
  } catch (error) {
    // Two requests at once: the unique index lets only one be pending.
    if (isUniqueViolation(error, PENDING_KEY)) throw new AppError("DELETION_REQUEST_PENDING", 409);
    throw error;
  }
}

/**
 * Withdrawal of the medical-data consent (spec §1 user cancellation): the certificate's file goes (after the
 * commit), its columns are emptied, the registration is marked for the admins, who are told.
 */
export async function withdrawMedicalConsent(
  ctx: AppContext,
  session: RegistrantSession,
  id: string,
): Promise<TRegistrantRegistration> {
  const now = ctx.clock.now();
  const { storage } = registrationDeps(ctx);
  const row = await inTransaction(ctx.db, async (tx) => {
    const current = await findRegistrationOf(tx, id, session.email, true);
    if (!current) throw notFound();
    // Asked twice (two tabs): already done, nothing more to do or tell.
    if (current.medicalConsentWithdrawnAt && !current.medicalCertificateKey) return current;
    const oldKey = current.medicalCertificateKey;
    const updated = await updateRegistration(tx, id, {
      medicalCertificateKey: null,
      medicalCertificateType: null,
      medicalCertificateIssuedOn: null,
      medicalConsentWithdrawnAt: now,
      certificateMailedFor: null,
      updatedAt: now,
    });
    await auditRegistrant(tx, "student.consent.withdraw", id, now);
    await notifyMedicalConsentWithdrawn(ctx, tx, { studentId: id, fullName: current.fullName, at: now });
    if (oldKey) afterCommit(tx, () => storage.remove(oldKey));
    return updated;
  });
  return registrantRegistration(ctx, row);
}

/**
 * A new medical certificate, uploaded first like the wizard's step 6 (POST /api/registration/certificate:
 * type by content, 5 MB, must decode) and issued at most six months ago. It replaces the old file (removed
 * after the commit) and gives the medical-data consent back.
 */
export async function replaceCertificate(
  ctx: AppContext,
  session: RegistrantSession,
  id: string,
  input: TRegistrantCertificateRequest,
): Promise<TRegistrantRegistration> {
  const now = ctx.clock.now();
  const today = localDate(now);
  if (input.issuedOn > today)
    throw new AppError("VALIDATION_ERROR", 400, {}, { issuedOn: "certificateDateFuture" });
  if (input.issuedOn < sixMonthsBefore(today))
    throw new AppError("VALIDATION_ERROR", 400, {}, { issuedOn: "certificateTooOld" });
  if (!(await findRegistrationOf(ctx.db, id, session.email))) throw notFound();
  const upload = await findPendingUpload(ctx.db, input.uploadId, now);
  if (!upload) throw new AppError("CERTIFICATE_MISSING", 400);
  const { storage } = registrationDeps(ctx);
  const newKey = await storage.copy(upload.storageKey, "certificates");
  try {
    const row = await inTransaction(ctx.db, async (tx) => {
      const current = await findRegistrationOf(tx, id, session.email, true);
      if (!current) throw notFound();
      const taken = await takePendingUpload(tx, input.uploadId, now);
      if (!taken) throw new AppError("CERTIFICATE_MISSING", 400);
      const updated = await updateRegistration(tx, id, {
        medicalCertificateKey: newKey,
        medicalCertificateType: taken.contentType,
        medicalCertificateIssuedOn: input.issuedOn,
        medicalConsentWithdrawnAt: null,
        certificateMailedFor: null,
        updatedAt: now,
      });
      await auditRegistrant(tx, "student.certificate.replace", id, now);
      const oldKey = current.medicalCertificateKey;
      afterCommit(tx, async () => {
        if (oldKey) await storage.remove(oldKey);
        await storage.remove(taken.storageKey);
      });
      return updated;
    });
    return registrantRegistration(ctx, row);
  } catch (error) {
    await storage.remove(newKey).catch(() => undefined);
    throw error;
  }
}
