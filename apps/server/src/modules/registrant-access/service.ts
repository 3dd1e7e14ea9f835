import type { Readable } from "node:stream";
import type {
  TRegistrantLinkRequest,
  TRegistrantOverview,
  TRegistrantRegistration,
  TRegistrantSession,
} from "@bazin/shared/contracts/registrant-access";
import type { TStudentDocument } from "@bazin/shared/contracts/students";
import { certificateValidUntil } from "@bazin/shared/domain/certificate-validity";
import { daysRemaining, localDate } from "@bazin/shared/domain/club";
import type { AppContext } from "../../app-context.ts";
import { inTransaction } from "../../db/transaction.ts";
import { AppError } from "../../lib/app-error.ts";
import { LANGUAGES, type Language, translator } from "../../lib/i18n.ts";
import { listAuditEntriesAbout } from "../audit/repository.ts";
import { toDeletionRequest } from "../gdpr/deletion.service.ts";
import { enqueueMail } from "../mail/outbox.repository.ts";
import { renderMail } from "../mail/templates.ts";
import { verifyBotCheck } from "../registration/bot-check.ts";
import { registrationDeps } from "../registration/deps.ts";
import { toRegistrationPersonalData } from "../registration/presenter.ts";
import { spendChallenge } from "../registration/uploads.repository.ts";
import { listSlotsOf, type StudentSlotInfo } from "../students/repository.ts";
import {
  countRecentLinks,
  findRegistrantSession,
  issueRegistrantLink,
  spendRegistrantLink,
} from "./links.repository.ts";
import {
  consentsOfRegistrations,
  findRegistrationOf,
  listRegistrationsOf,
  newestRegistrantRequest,
  type RegistrationRow,
} from "./repository.ts";
import { ACCESS_LINK_TTL_MS, ACCESS_SESSION_TTL_MS, registrantAccessUrl } from "./urls.ts";

/** At most this many access links per address and hour; past it the form still answers the same, silently. */
export const ACCESS_LINKS_PER_HOUR = 3;
const HOUR_MS = 60 * 60_000;
const NO_ACCOUNT = "00000000-0000-0000-0000-000000000000";

/** Who the page's session belongs to: an address, not an account. */
export interface RegistrantSession {
  email: string;
  expiresAt: Date;
  language: Language;
}

const languageOf = (value: string): Language =>
  (LANGUAGES as readonly string[]).includes(value) ? (value as Language) : "ro";

/**
 * The public form (issue 16): when registrations use the address, one mail goes with a single-use access link,
 * in the newest registration's language. The answer never says whether the address is known; the bot check
 * is spent either way, and an address that asked too often this hour is simply not mailed again.
 */
export async function requestAccessLink(ctx: AppContext, input: TRegistrantLinkRequest): Promise<void> {
  const botCheck = await verifyBotCheck(ctx, input.altcha);
  const email = input.email.trim().toLowerCase();
  const now = ctx.clock.now();
  const mailed = await inTransaction(ctx.db, async (tx) => {
    if (!(await spendChallenge(tx, botCheck.signature, botCheck.expiresAt))) {
      throw new AppError("BOT_CHECK_FAILED", 400);
    }
    const [newest] = await listRegistrationsOf(tx, email);
    if (!newest) return false;
    if ((await countRecentLinks(tx, email, new Date(now.getTime() - HOUR_MS))) >= ACCESS_LINKS_PER_HOUR) {
      return false;
    }
    const lang = languageOf(newest.language);
    const token = await issueRegistrantLink(tx, {
      purpose: "access",
      email,
      language: lang,
      ttlMs: ACCESS_LINK_TTL_MS,
      now,
    });
    await enqueueMail(
      tx,
      renderMail({
        to: newest.email,
        lang,
        template: "registrantAccess",
        params: { minutes: ACCESS_LINK_TTL_MS / 60_000 },
        action: { url: registrantAccessUrl(ctx.config.publicUrl, token) },
      }),
    );
    return true;
  });
  if (mailed) ctx.mail.kick();
}

/** Opens the page: spends the access link and starts the page's short session. */
export async function openAccessLink(ctx: AppContext, token: string): Promise<TRegistrantSession> {
  const now = ctx.clock.now();
  return inTransaction(ctx.db, async (tx) => {
    const link = await spendRegistrantLink(tx, token, "access", now);
    if (!link) throw new AppError("REGISTRANT_LINK_INVALID", 410);
    const session = await issueRegistrantLink(tx, {
      purpose: "session",
      email: link.email,
      language: link.language,
      ttlMs: ACCESS_SESSION_TTL_MS,
      now,
    });
    return { session, expiresAt: new Date(now.getTime() + ACCESS_SESSION_TTL_MS).toISOString() };
  });
}

/** The session a call carries in its header, or REGISTRANT_SESSION_INVALID (401): expired, ended, unknown. */
export async function requireRegistrantSession(
  ctx: AppContext,
  header: string | string[] | undefined,
): Promise<RegistrantSession> {
  const token = typeof header === "string" ? header.trim() : "";
  const row =
    token && token.length <= 200 ? await findRegistrantSession(ctx.db, token, ctx.clock.now()) : null;
  if (!row) throw new AppError("REGISTRANT_SESSION_INVALID", 401);
  return { email: row.email, expiresAt: row.expiresAt, language: languageOf(row.language) };
}

/** A registration of the session's address, else STUDENT_NOT_FOUND: another address's is never reached. */
export async function ownRegistration(
  ctx: AppContext,
  session: RegistrantSession,
  id: string,
): Promise<RegistrationRow> {
  const row = await findRegistrationOf(ctx.db, id, session.email);
  if (!row) throw new AppError("STUDENT_NOT_FOUND", 404);
  return row;
}

function toRegistrantRegistration(
  row: RegistrationRow,
  slots: readonly StudentSlotInfo[],
  today: string,
): TRegistrantRegistration {
  const issuedOn = row.medicalCertificateKey ? row.medicalCertificateIssuedOn : null;
  const validUntil = issuedOn ? certificateValidUntil(issuedOn) : null;
  const state = !row.medicalCertificateKey
    ? row.medicalConsentWithdrawnAt
      ? "withdrawn"
      : "missing"
    : validUntil && validUntil < today
      ? "expired"
      : "valid";
  return {
    id: row.id,
    fullName: row.fullName,
    status: row.status === "expired" ? "expired" : "active",
    registeredAt: row.registeredAt.toISOString(),
    validUntil: row.validUntil,
    daysRemaining: daysRemaining(row.status, row.validUntil, today),
    programme: slots
      .filter((s) => s.studentId === row.id)
      .map(({ weekday, startTime, ageGroup, instructor }) => ({ weekday, startTime, ageGroup, instructor })),
    certificate: { state, issuedOn, validUntil },
    medicalConsentWithdrawnAt: row.medicalConsentWithdrawnAt?.toISOString() ?? null,
    documents: [
      "registrationForm" as const,
      "declaration" as const,
      ...(row.medicalCertificateKey ? ["medicalCertificate" as const] : []),
    ],
  };
}

/** One registration as the page shows it (after a change). */
export async function registrantRegistration(ctx: AppContext, row: RegistrationRow) {
  const slots = await listSlotsOf(ctx.db, [row.id]);
  return toRegistrantRegistration(row, slots, localDate(ctx.clock.now()));
}

/** What the page shows: every registration of the address and its newest deletion request. */
export async function registrantOverview(
  ctx: AppContext,
  session: RegistrantSession,
): Promise<TRegistrantOverview> {
  const rows = await listRegistrationsOf(ctx.db, session.email);
  const slots = await listSlotsOf(
    ctx.db,
    rows.map((r) => r.id),
  );
  const today = localDate(ctx.clock.now());
  const request = await newestRegistrantRequest(ctx.db, session.email);
  return {
    email: session.email,
    sessionExpiresAt: session.expiresAt.toISOString(),
    registrations: rows.map((row) => toRegistrantRegistration(row, slots, today)),
    deletionRequest: request ? toDeletionRequest(request) : null,
  };
}

/**
 * The right of access without an account: the address's registrations, consents, documents (by name: each file
 * is its own download), deletion request and the log of what was done about them, as one readable document.
 */
export async function exportRegistrantData(
  ctx: AppContext,
  session: RegistrantSession,
  lang: Language,
): Promise<{ data: Record<string, unknown>; filename: string }> {
  const rows = await listRegistrationsOf(ctx.db, session.email);
  const ids = rows.map((r) => r.id);
  const [slots, consents, request, audit] = await Promise.all([
    listSlotsOf(ctx.db, ids),
    consentsOfRegistrations(ctx.db, ids),
    newestRegistrantRequest(ctx.db, session.email),
    // No account: the nil id matches none, so only the entries about the registrations come back.
    ids.length ? listAuditEntriesAbout(ctx.db, NO_ACCOUNT, ids) : [],
  ]);
  const now = ctx.clock.now();
  const today = localDate(now);
  const registrations = rows.map((r) => ({
    ...toRegistrantRegistration(r, slots, today),
    ...toRegistrationPersonalData(r),
  }));
  const data = {
    exportedAt: now.toISOString(),
    email: session.email,
    registrations,
    consents: consents.map((c) => ({ ...c, agreedAt: c.agreedAt.toISOString() })),
    documents: registrations.flatMap((r) => r.documents.map((kind) => ({ registrationId: r.id, kind }))),
    deletionRequest: request ? toDeletionRequest(request) : null,
    auditEntries: audit.map((a) => ({
      action: a.action,
      actorName: a.actorName,
      targetId: a.targetId,
      createdAt: a.createdAt.toISOString(),
      detail: a.detail ?? null,
    })),
  };
  const filename = `${translator(lang)("common:myData.fileName")}-${localDate(now)}.json`;
  return { data, filename };
}

/** A document of one of the address's registrations, to stream. */
export async function openRegistrantDocument(
  ctx: AppContext,
  session: RegistrantSession,
  id: string,
  kind: TStudentDocument,
): Promise<{ stream: Readable; contentType: string; size: number }> {
  const row = await ownRegistration(ctx, session, id);
  const key =
    kind === "registrationForm"
      ? row.registrationFormKey
      : kind === "declaration"
        ? row.declarationKey
        : row.medicalCertificateKey;
  const { storage } = registrationDeps(ctx);
  const size = key === null ? null : await storage.size(key);
  if (key === null || size === null) throw new AppError("DOCUMENT_NOT_FOUND", 404);
  const contentType =
    kind === "medicalCertificate"
      ? (row.medicalCertificateType ?? "application/octet-stream")
      : "application/pdf";
  return { stream: storage.read(key), contentType, size };
}
