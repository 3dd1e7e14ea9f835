import type { Readable } from "node:stream";
import type {
  TDashboardResponse,
  TStudentDetail,
  TStudentDocument,
  TStudentFilter,
  TStudentListQuery,
  TStudentPage,
} from "@bazin/shared/contracts/students";
import { type AgeGroup, addDays, daysBetween, localDate } from "@bazin/shared/domain/club";
import { REGISTRATION_VALIDITY_DAYS } from "@bazin/shared/domain/registration";
import type { AppContext } from "../../app-context.ts";
import { afterCommit, inTransaction, type Tx } from "../../db/transaction.ts";
import { AppError } from "../../lib/app-error.ts";
import type { Language } from "../../lib/i18n.ts";
import { translator } from "../../lib/i18n.ts";
import { type AuditActor, recordAudit } from "../audit/service.ts";
import { createInvitation } from "../auth/invitations.service.ts";
import { setInvitationStudent } from "../auth/tokens.repository.ts";
import { registrationDeps } from "../registration/deps.ts";
import {
  countTakenBySlot,
  listActiveSlots,
  listRegistrationsEndingWithin,
} from "../registration/repository.ts";
import { studentsCsv } from "./csv.ts";
import { setAside } from "./files.ts";
import { toStudentDetail, toStudentSummary } from "./presenter.ts";
import {
  countStudentsByMonth,
  deleteStudent,
  EXPIRING_WITHIN_DAYS,
  findStudent,
  findStudentConsent,
  listSlotsOf,
  listStudents,
  type StudentRow,
  setStudentStatus,
} from "./repository.ts";

const notFound = () => new AppError("STUDENT_NOT_FOUND", 404);
const today = (ctx: AppContext) => localDate(ctx.clock.now());

export async function studentPage(ctx: AppContext, query: TStudentListQuery): Promise<TStudentPage> {
  const day = today(ctx);
  const { rows, total } = await listStudents(ctx.db, query, day, query.page, query.pageSize);
  const slots = await listSlotsOf(
    ctx.db,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map((row) =>
      toStudentSummary(
        row,
        slots.filter((s) => s.studentId === row.id),
        day,
      ),
    ),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function studentDetail(ctx: AppContext, id: string): Promise<TStudentDetail> {
  const row = await findStudent(ctx.db, id);
  if (!row) throw notFound();
  const [slots, consent] = await Promise.all([listSlotsOf(ctx.db, [id]), findStudentConsent(ctx.db, id)]);
  return toStudentDetail(row, slots, consent, today(ctx));
}

/**
 * Activate or mark expired (spec §4). Activating a registration whose last day has passed gives it a new
 * period from today, as a renewal would: otherwise the nightly expiry would mark it expired again at once.
 */
export async function changeStudentStatus(
  ctx: AppContext,
  actor: AuditActor,
  id: string,
  status: "active" | "expired",
): Promise<TStudentDetail> {
  const now = ctx.clock.now();
  const day = localDate(now);
  await inTransaction(ctx.db, async (tx) => {
    const current = await findStudent(tx, id);
    if (!current) throw notFound();
    const validUntil =
      status === "active" && current.validUntil < day ? addDays(day, REGISTRATION_VALIDITY_DAYS) : undefined;
    await setStudentStatus(tx, id, { status, ...(validUntil ? { validUntil } : {}) }, now);
    await recordAudit(
      tx,
      actor,
      {
        action: status === "active" ? "student.activate" : "student.expire",
        targetType: "student",
        targetId: id,
        detail: { from: current.status, to: status },
      },
      now,
    );
  });
  return studentDetail(ctx, id);
}

/**
 * Deletes a registration with its documents. The files are first set aside (renamed), then the rows deleted
 * and the deletion audited in one transaction; if anything fails the files are put back, so the student stays
 * whole. Only after the commit are the set-aside files removed.
 */
export async function removeStudent(ctx: AppContext, actor: AuditActor, id: string): Promise<void> {
  const { storage } = registrationDeps(ctx);
  const now = ctx.clock.now();
  const row = await findStudent(ctx.db, id);
  if (!row) throw notFound();
  const aside = await setAside(storage, documentKeys(row));
  try {
    await inTransaction(ctx.db, async (tx) => {
      if (!(await deleteStudent(tx, id))) throw notFound();
      await recordAudit(tx, actor, { action: "student.delete", targetType: "student", targetId: id }, now);
    });
  } catch (error) {
    await aside.restore();
    throw error;
  }
  await aside.purge();
}

/**
 * Deletes registrations inside the caller's transaction (an account's erasure), as `removeStudent` does: their
 * documents are set aside now and removed only once `tx` commits. If the transaction fails, the caller calls
 * `restore` to put the files back. Returns how many registrations went.
 */
export async function removeStudentsWithin(ctx: AppContext, tx: Tx, ids: readonly string[]) {
  const { storage } = registrationDeps(ctx);
  const rows = (await Promise.all(ids.map((id) => findStudent(tx, id)))).filter((r) => r !== null);
  const aside = await setAside(storage, rows.flatMap(documentKeys));
  for (const row of rows) await deleteStudent(tx, row.id);
  afterCommit(tx, () => aside.purge());
  return { count: rows.length, restore: aside.restore };
}

function documentKeys(row: StudentRow): string[] {
  const keys = [row.registrationFormKey, row.declarationKey, row.medicalCertificateKey];
  return keys.filter((key) => key !== null);
}

/** Invites the student to create a swimmer account with the registration's email (the foundation's invitations). */
export async function inviteStudent(ctx: AppContext, actor: AuditActor, id: string, lang: Language) {
  const row = await findStudent(ctx.db, id);
  if (!row) throw notFound();
  if (row.userId) throw new AppError("STUDENT_HAS_ACCOUNT", 409);
  const invitation = await sendStudentInvitation(ctx, actor, row, lang);
  return { email: invitation.email, expiresAt: invitation.expiresAt };
}

/**
 * Invites a student who has no account yet (creating an advanced swimmer does, SPEC §3). An address that
 * already belongs to an account (a parent's, shared by siblings) cannot be invited again: said, not thrown.
 */
export async function inviteStudentToAccount(
  ctx: AppContext,
  actor: AuditActor,
  id: string,
  lang: Language,
): Promise<"sent" | "emailTaken"> {
  const row = await findStudent(ctx.db, id);
  if (!row) throw notFound();
  try {
    await sendStudentInvitation(ctx, actor, row, lang);
    return "sent";
  } catch (error) {
    if (error instanceof AppError && error.code === "EMAIL_TAKEN") return "emailTaken";
    throw error;
  }
}

/** The invitation carries the student, so registering links the new account to the registration. */
function sendStudentInvitation(ctx: AppContext, actor: AuditActor, row: StudentRow, lang: Language) {
  const words = row.fullName.trim().split(/\s+/);
  const lastName = words.length > 1 ? words.pop()! : "";
  return createInvitation(
    ctx,
    actor.id,
    { email: row.email, role: "swimmer", firstName: words.join(" "), lastName: lastName || words[0]! },
    lang,
    async (tx, invitationId) => {
      await setInvitationStudent(tx, invitationId, row.id);
      await recordAudit(
        tx,
        actor,
        { action: "student.invite", targetType: "student", targetId: row.id, detail: { invitationId } },
        ctx.clock.now(),
      );
    },
  );
}

/** A student's document as a stream, its download recorded first. */
export async function openStudentDocument(
  ctx: AppContext,
  actor: AuditActor,
  id: string,
  kind: TStudentDocument,
): Promise<{ stream: Readable; contentType: string; size: number }> {
  const row = await findStudent(ctx.db, id);
  if (!row) throw notFound();
  const { storage } = registrationDeps(ctx);
  const key =
    kind === "registrationForm"
      ? row.registrationFormKey
      : kind === "declaration"
        ? row.declarationKey
        : row.medicalCertificateKey;
  // A withdrawn medical-data consent took the certificate with it.
  const size = key === null ? null : await storage.size(key);
  if (size === null) throw new AppError("DOCUMENT_NOT_FOUND", 404);
  await inTransaction(ctx.db, (tx) =>
    recordAudit(
      tx,
      actor,
      { action: "student.document.download", targetType: "student", targetId: id, detail: { kind } },
      ctx.clock.now(),
    ),
  );
  const contentType = kind === "medicalCertificate" ? row.medicalCertificateType : "application/pdf";
  return {
    stream: storage.read(key as string),
    contentType: contentType ?? "application/octet-stream",
    size,
  };
}

/** The CSV export of a filter, recorded (with the filter, not the data) before it starts streaming. */
export async function exportStudents(
  ctx: AppContext,
  actor: AuditActor,
  filter: TStudentFilter,
  lang: Language,
): Promise<{ stream: Readable; filename: string }> {
  const now = ctx.clock.now();
  const day = localDate(now);
  const detail: Record<string, string | boolean> = { sort: filter.sort, dir: filter.dir };
  if (filter.q) detail.q = filter.q;
  if (filter.status) detail.status = filter.status;
  if (filter.slotId) detail.slotId = filter.slotId;
  if (filter.ageGroup) detail.ageGroup = filter.ageGroup;
  if (filter.expiring) detail.expiring = true;
  if (filter.renewalRequested) detail.renewalRequested = true;
  await inTransaction(ctx.db, (tx) =>
    recordAudit(tx, actor, { action: "students.export", targetType: "students", detail }, now),
  );
  const t = translator(lang);
  return {
    stream: studentsCsv(ctx.db, filter, day, t),
    filename: `${t("admin:students.csv.fileName")}-${day}.csv`,
  };
}

/** The /admin dashboard's figures. */
export async function dashboard(ctx: AppContext): Promise<TDashboardResponse> {
  const now = ctx.clock.now();
  const day = localDate(now);
  const months = lastMonths(day, 12);
  const from = new Date(`${months[0]}-01T00:00:00Z`);
  const [{ byMonth, ...counts }, expiring, slots, taken] = await Promise.all([
    countStudentsByMonth(ctx.db, from),
    listRegistrationsEndingWithin(ctx.db, day, addDays(day, EXPIRING_WITHIN_DAYS)),
    listActiveSlots(ctx.db),
    countTakenBySlot(ctx.db, day),
  ]);
  return {
    totalStudents: counts.total,
    activeStudents: counts.active,
    activityRate: counts.total ? counts.active / counts.total : 0,
    expiringSoon: expiring
      .map((s) => ({ ...s, daysRemaining: Math.max(0, daysBetween(day, s.validUntil)) }))
      .sort((a, b) => a.validUntil.localeCompare(b.validUntil) || a.fullName.localeCompare(b.fullName)),
    registrationsByMonth: months.map((month) => ({ month, count: byMonth.get(month) ?? 0 })),
    occupancy: slots.map((slot) => ({
      slotId: slot.id,
      weekday: slot.weekday,
      startTime: slot.startTime,
      ageGroup: slot.ageGroup as AgeGroup,
      capacity: slot.capacity,
      taken: taken.get(slot.id) ?? 0,
    })),
  };
}

/** The `count` months ending with the one of `day`, oldest first, as "YYYY-MM". */
function lastMonths(day: string, count: number): string[] {
  const [y, m] = day.split("-").map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(y, m - 1 - (count - 1 - i), 1));
    return d.toISOString().slice(0, 7);
  });
}
