import type {
  TAdvancedSwimmerDetail,
  TAdvancedSwimmerListFilter,
  TAdvancedSwimmerPage,
  TCreateAdvancedSwimmerResponse,
  TSwimmerCandidate,
  TSwimmerGroup,
  ZAdvancedSwimmerInput,
  ZAdvancedSwimmerUpdate,
} from "@bazin/shared/contracts/swimmers";
import { ageOn, localDate } from "@bazin/shared/domain/club";
import type { Gender } from "@bazin/shared/domain/training/events";
import type { z } from "zod";
import type { AppContext } from "../../app-context.ts";
import { inTransaction, type Tx } from "../../db/transaction.ts";
import { AppError } from "../../lib/app-error.ts";
import { isUniqueViolation } from "../../lib/db-errors.ts";
import type { Language } from "../../lib/i18n.ts";
import { type AuditActor, recordAudit } from "../audit/service.ts";
import { inviteStudentToAccount } from "../students/service.ts";
import { toSwimTime } from "../times/presenter.ts";
import { findStudentBasics, listRecentStudentTimes, setStudentGender } from "../times/repository.ts";
import { studentTimes } from "../times/service.ts";
import { requireGroupUsable, requireStudentInScope, type Viewer } from "./policy.ts";
import { toSwimmerSummary, zonesOf } from "./presenter.ts";
import {
  deleteAdvancedSwimmer,
  findAdvancedSwimmer,
  groupExists,
  insertAdvancedSwimmer,
  listAdvancedSwimmers,
  listCandidates,
  listGroupsUsableBy,
  syncGroupMembership,
  updateAdvancedSwimmer,
} from "./repository.ts";

type CreateInput = z.output<typeof ZAdvancedSwimmerInput>;
type UpdateInput = z.output<typeof ZAdvancedSwimmerUpdate>;
type Actor = AuditActor & Viewer;

const notFound = () => new AppError("ADVANCED_SWIMMER_NOT_FOUND", 404);
const RECENT_TIMES = 10;

const today = (ctx: AppContext) => localDate(ctx.clock.now());

export async function swimmerPage(
  ctx: AppContext,
  viewer: Viewer,
  query: TAdvancedSwimmerListFilter,
): Promise<TAdvancedSwimmerPage> {
  const { rows, total } = await listAdvancedSwimmers(ctx.db, query, viewer);
  const day = today(ctx);
  return {
    items: rows.map((r) => toSwimmerSummary(r, day)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** An advanced swimmer with zones, personal bests and recent times; coaches only their groups' swimmers. */
export async function swimmerDetail(
  ctx: AppContext,
  viewer: Viewer,
  id: string,
): Promise<TAdvancedSwimmerDetail> {
  const row = await findAdvancedSwimmer(ctx.db, id);
  if (!row) throw notFound();
  await requireStudentInScope(ctx.db, viewer, id);
  const [times, recent] = await Promise.all([
    studentTimes(ctx, id),
    listRecentStudentTimes(ctx.db, id, RECENT_TIMES),
  ]);
  return {
    ...toSwimmerSummary(row, today(ctx)),
    email: row.email,
    phone: row.phone,
    zones: zonesOf(row),
    zonesOverridden: row.zones !== null,
    personalBestList: times.personalBests,
    recentTimes: recent.map(toSwimTime),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function swimmerCandidates(
  ctx: AppContext,
  q: string | undefined,
): Promise<TSwimmerCandidate[]> {
  const day = today(ctx);
  const rows = await listCandidates(ctx.db, q);
  return rows.map((r) => ({
    id: r.id,
    fullName: r.fullName,
    birthDate: r.birthDate,
    age: ageOn(r.birthDate, day),
    email: r.email,
    gender: r.gender as Gender | null,
    hasAccount: r.userId !== null,
  }));
}

export async function swimmerGroups(ctx: AppContext, viewer: Viewer): Promise<TSwimmerGroup[]> {
  return listGroupsUsableBy(ctx.db, viewer);
}

async function requireGroup(tx: Tx, viewer: Viewer, groupId: string | null) {
  if (groupId && !(await groupExists(tx, groupId)))
    throw new AppError("GROUP_NOT_FOUND", 404, {}, { groupId: "invalid" });
  await requireGroupUsable(tx, viewer, groupId);
}

/**
 * Creates an advanced swimmer (SPEC §3): the profile, the student's gender and the group membership in one
 * transaction, then the account invitation when the student has no account (the invitations' own transaction
 * and mail). An address that already has an account is reported, not an error: the profile stands.
 */
export async function createSwimmer(
  ctx: AppContext,
  actor: Actor,
  input: CreateInput,
  lang: Language,
): Promise<TCreateAdvancedSwimmerResponse> {
  const student = await findStudentBasics(ctx.db, input.studentId);
  if (!student) throw new AppError("STUDENT_NOT_FOUND", 404, {}, { studentId: "studentRequired" });
  try {
    await inTransaction(ctx.db, async (tx) => {
      await requireGroup(tx, actor, input.groupId);
      const now = ctx.clock.now();
      await insertAdvancedSwimmer(tx, {
        studentId: student.id,
        groupId: input.groupId,
        maxHr: input.maxHr,
        restingHr: input.restingHr,
        thresholdHr: input.thresholdHr,
        zones: input.zones,
        createdAt: now,
        updatedAt: now,
      });
      if (input.gender !== student.gender) await setStudentGender(tx, student.id, input.gender);
      if (student.userId) await syncGroupMembership(tx, student.userId, null, input.groupId);
      await recordAudit(
        tx,
        actor,
        { action: "swimmer.create", targetType: "student", targetId: student.id },
        now,
      );
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("ADVANCED_SWIMMER_EXISTS", 409);
    throw error;
  }
  const invitation = student.userId
    ? "hasAccount"
    : await inviteStudentToAccount(ctx, actor, student.id, lang);
  return { swimmer: await swimmerDetail(ctx, actor, student.id), invitation };
}

export async function editSwimmer(
  ctx: AppContext,
  actor: Actor,
  id: string,
  input: UpdateInput,
): Promise<TAdvancedSwimmerDetail> {
  const current = await findAdvancedSwimmer(ctx.db, id);
  if (!current) throw notFound();
  await requireStudentInScope(ctx.db, actor, id);
  await inTransaction(ctx.db, async (tx) => {
    if (input.groupId !== current.groupId) await requireGroup(tx, actor, input.groupId);
    const now = ctx.clock.now();
    await updateAdvancedSwimmer(tx, id, {
      groupId: input.groupId,
      maxHr: input.maxHr,
      restingHr: input.restingHr,
      thresholdHr: input.thresholdHr,
      zones: input.zones,
      updatedAt: now,
    });
    if (input.gender !== current.gender) await setStudentGender(tx, id, input.gender);
    if (current.userId) await syncGroupMembership(tx, current.userId, current.groupId, input.groupId);
    await recordAudit(tx, actor, { action: "swimmer.update", targetType: "student", targetId: id }, now);
  });
  return swimmerDetail(ctx, actor, id);
}

/** Removes the training profile only: the registration and the times stay (they are the student's). */
export async function removeSwimmer(ctx: AppContext, actor: Actor, id: string): Promise<void> {
  const current = await findAdvancedSwimmer(ctx.db, id);
  if (!current) throw notFound();
  await requireStudentInScope(ctx.db, actor, id);
  await inTransaction(ctx.db, async (tx) => {
    await deleteAdvancedSwimmer(tx, id);
    if (current.userId) await syncGroupMembership(tx, current.userId, current.groupId, null);
    await recordAudit(
      tx,
      actor,
      { action: "swimmer.delete", targetType: "student", targetId: id },
      ctx.clock.now(),
    );
  });
}
