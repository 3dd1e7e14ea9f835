import { randomUUID } from "node:crypto";
import {
  registrationIssues,
  type TRegistrationRequest,
  type TRegistrationResponse,
} from "@bazin/shared/contracts/registration";
import { addDays, localDate } from "@bazin/shared/domain/club";
import { REGISTRATION_VALIDITY_DAYS } from "@bazin/shared/domain/registration";
import { sql } from "drizzle-orm";
import type { AppContext } from "../../app-context.ts";
import type { Db } from "../../db/client.ts";
import { inTransaction } from "../../db/transaction.ts";
import { AppError } from "../../lib/app-error.ts";
import { isUniqueViolation } from "../../lib/db-errors.ts";
import { type Language, translator } from "../../lib/i18n.ts";
import { enqueueMail } from "../mail/outbox.repository.ts";
import { notifyNewRegistration } from "../notifications/producers.ts";
import { verifyBotCheck } from "./bot-check.ts";
import { renderConfirmationMail } from "./confirmation-mail.ts";
import { type RegistrationDeps, registrationDeps } from "./deps.ts";
import { registrationDocumentData, storeDocuments } from "./documents.ts";
import { registrationNumber, toRegistrationResponse } from "./presenter.ts";
import {
  countTakenBySlot,
  findClubProfile,
  findCurrentGdprVersion,
  findStudentByIdempotencyKey,
  IDEMPOTENCY_KEY,
  insertConsent,
  insertStudent,
  lockSlots,
  type SlotRow,
} from "./repository.ts";
import { assertStillOffered, type ResolvedChoice, resolveChoices } from "./schedule.ts";
import { findPendingUpload, spendChallenge, takePendingUpload } from "./uploads.repository.ts";

export interface SubmitMeta {
  /** The applicant's address as the server sees it, kept with the consent. */
  ip: string;
  /** The request's language, for the words inside error messages (the weekday of a full slot). */
  lang: Language;
  log: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

export interface SubmitResult {
  registration: TRegistrationResponse;
  /** False when the idempotency key had been used: the first registration is returned as is. */
  created: boolean;
}

/** How long the submit waits for another submit's slot locks before giving up with CAPACITY_CHECK_FAILED. */
const LOCK_TIMEOUT = "5s";

function validationError(issues: { path: string; message: string }[]) {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.path] ??= issue.message;
  return new AppError("VALIDATION_ERROR", 400, {}, fields);
}

/**
 * A course registration (spec §2 wizard step 7, issue 3). The rules are checked first, then the documents are
 * rendered and stored outside any lock, then one transaction locks the chosen slots, re-checks capacity and
 * writes everything: student, slots, consent, spent bot check, the mail with both PDFs and the admins'
 * notifications. The same idempotency key returns the first registration. Whatever fails, nothing stays:
 * the transaction rolls back, the files written are removed, the pending certificate is kept for a retry.
 */
export async function submitRegistration(
  ctx: AppContext,
  input: TRegistrationRequest,
  meta: SubmitMeta,
  deps: RegistrationDeps = registrationDeps(ctx),
): Promise<SubmitResult> {
  const now = ctx.clock.now();
  const today = localDate(now);
  const issues = registrationIssues(input, today);
  if (issues.length > 0) throw validationError(issues);

  const repeated = await findStudentByIdempotencyKey(ctx.db, input.idempotencyKey);
  if (repeated) return { registration: toRegistrationResponse(repeated, today), created: false };

  const botCheck = await verifyBotCheck(ctx, input.altcha);
  const choices = await resolveChoices(ctx.db, input, today);
  const gdpr = await findCurrentGdprVersion(ctx.db);
  if (!gdpr || gdpr.version !== input.gdprVersion) throw new AppError("GDPR_VERSION_OUTDATED", 409);
  if (!(await findPendingUpload(ctx.db, input.certificateUploadId, now))) {
    throw new AppError("CERTIFICATE_MISSING", 400);
  }

  const id = randomUUID();
  const number = registrationNumber({ id, registeredAt: now });
  const validUntil = addDays(today, REGISTRATION_VALIDITY_DAYS);
  const written: string[] = [];
  try {
    const data = registrationDocumentData({
      lang: input.language,
      number,
      registeredAt: now,
      today,
      club: await findClubProfile(ctx.db),
      request: input,
      choices,
      validUntil,
      gdprVersion: gdpr.version,
    });
    const documents = await storeDocuments(deps.storage, await deps.renderDocuments(data), data, written);
    const mail = renderConfirmationMail({
      myDataUrl: `${ctx.config.publicUrl}/datele-mele`,
      to: input.email,
      lang: input.language,
      data,
      attachments: documents.attachments,
    });

    const outcome = await inTransaction(ctx.db, async (tx) => {
      const locked = await lockChosenSlots(tx, choices);
      // A repeated submit that waited for the first one's locks sees it now, before counting its place.
      const first = await findStudentByIdempotencyKey(tx, input.idempotencyKey);
      if (first) return { student: first, created: false, pendingKey: null };
      await checkCapacity(tx, locked, choices, today, meta.lang);
      if (!(await spendChallenge(tx, botCheck.signature, botCheck.expiresAt))) {
        throw new AppError("BOT_CHECK_FAILED", 400);
      }
      const upload = await takePendingUpload(tx, input.certificateUploadId, now);
      if (!upload) throw new AppError("CERTIFICATE_MISSING", 400);
      const certificateKey = await deps.storage.copy(upload.storageKey, "certificates");
      written.push(certificateKey);

      const student = await insertStudent(
        tx,
        {
          id,
          fullName: input.fullName,
          birthDate: input.birthDate,
          phone: input.phone,
          email: input.email,
          contactPerson: input.contactPerson ?? null,
          contactQuality: input.contactQuality ?? null,
          locality: input.locality,
          street: input.street,
          streetNumber: input.streetNumber,
          blockApartment: input.blockApartment ?? null,
          county: input.county,
          legalRepresentative: input.legalRepresentative ?? null,
          status: "active",
          registeredAt: now,
          validUntil,
          medicalCertificateKey: certificateKey,
          medicalCertificateType: upload.contentType,
          medicalCertificateIssuedOn: input.certificateIssuedOn,
          registrationFormKey: documents.formKey,
          declarationKey: documents.declarationKey,
          language: input.language,
          idempotencyKey: input.idempotencyKey,
          createdAt: now,
          updatedAt: now,
        },
        choices.map(({ slot, instructor }) => ({ slotId: slot.id, instructorId: instructor.id })),
      );
      await insertConsent(tx, {
        fullName: input.fullName,
        agreedAt: now,
        ip: meta.ip,
        gdprVersionId: gdpr.id,
        studentId: student.id,
      });
      await enqueueMail(tx, mail);
      await notifyNewRegistration(ctx, tx, { id: student.id, fullName: student.fullName, number });
      return { student, created: true, pendingKey: upload.storageKey };
    });

    if (!outcome.created) {
      await removeFiles(deps, written, meta);
      return { registration: toRegistrationResponse(outcome.student, today), created: false };
    }
    ctx.mail.kick();
    // The certificate now lives under "certificates"; its pending copy is no longer needed.
    if (outcome.pendingKey) await removeFiles(deps, [outcome.pendingKey], meta);
    return { registration: toRegistrationResponse(outcome.student, today), created: true };
  } catch (error) {
    await removeFiles(deps, written, meta);
    if (isUniqueViolation(error, IDEMPOTENCY_KEY)) {
      const first = await findStudentByIdempotencyKey(ctx.db, input.idempotencyKey);
      if (first) return { registration: toRegistrationResponse(first, today), created: false };
    }
    if (error instanceof AppError) {
      if (error.status >= 500) meta.log.error({ err: error.cause ?? error }, `registration: ${error.code}`);
      throw error;
    }
    meta.log.error({ err: error }, "registration failed");
    throw new AppError("REGISTRATION_FAILED", 500);
  }
}

/** Locks the chosen slots' rows; a lock that cannot be had in time is CAPACITY_CHECK_FAILED, never a guess. */
async function lockChosenSlots(tx: Db, choices: readonly ResolvedChoice[]): Promise<SlotRow[]> {
  try {
    await tx.execute(sql.raw(`set local lock_timeout = '${LOCK_TIMEOUT}'`));
    return await lockSlots(
      tx,
      choices.map((c) => c.slot.id),
    );
  } catch (error) {
    throw Object.assign(new AppError("CAPACITY_CHECK_FAILED", 503), { cause: error });
  }
}

/**
 * Checks, under the slots' locks, that each chosen slot still has a place. Two applicants racing for the last
 * place queue on the lock: the second counts the first and gets SLOT_FULL.
 */
async function checkCapacity(
  tx: Db,
  locked: readonly SlotRow[],
  choices: readonly ResolvedChoice[],
  today: string,
  lang: Language,
) {
  assertStillOffered(locked, choices);
  let taken: Map<string, number>;
  try {
    taken = await countTakenBySlot(
      tx,
      today,
      choices.map((c) => c.slot.id),
    );
  } catch (error) {
    throw Object.assign(new AppError("CAPACITY_CHECK_FAILED", 503), { cause: error });
  }
  const capacity = new Map(locked.map((s) => [s.id, s.capacity]));
  for (const { slot } of choices) {
    if ((taken.get(slot.id) ?? 0) >= capacity.get(slot.id)!) {
      const t = translator(lang);
      throw new AppError("SLOT_FULL", 409, {
        day: t(`common:weekdays.${slot.weekday}`),
        time: slot.startTime,
      });
    }
  }
}

async function removeFiles(deps: RegistrationDeps, keys: readonly string[], meta: SubmitMeta) {
  for (const key of keys) {
    try {
      await deps.storage.remove(key);
    } catch (error) {
      meta.log.warn({ err: error, key }, "could not remove a registration file");
    }
  }
}
