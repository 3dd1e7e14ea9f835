import { randomUUID } from "node:crypto";
import type { TPlan, TPlanInputParsed, TPlanSummary } from "@bazin/shared/contracts/plans";
import { localDate } from "@bazin/shared/domain/club";
import {
  canDeletePlan,
  canTransition,
  isPlanReadOnly,
  type PlanStatus,
} from "@bazin/shared/domain/training/plan-rules";
import type { AppContext } from "../../app-context.ts";
import type { Db } from "../../db/client.ts";
import { inTransaction } from "../../db/transaction.ts";
import { AppError } from "../../lib/app-error.ts";
import type { Viewer } from "../swimmers/policy.ts";
import { contentProblems, participantProblems, throwIfProblems } from "./checks.ts";
import {
  directStudentsOf,
  groupsOfPlan,
  memberCounts,
  participantIdsOf,
  replaceParticipants,
  swimmersOfGroups,
  swimmersOfPlans,
} from "./participants.repository.ts";
import { toPlan, toPlanSummary } from "./presenter.ts";
import { conflictsOfSave, refuseConflicts, type SavedPlacement } from "./recovery.service.ts";
import {
  deletePlan,
  findPlan,
  insertPlan,
  listPlanRows,
  lockPlan,
  type PlanRow,
  phasesOf,
  placementCounts,
  placementsOf,
  racesOf,
  replacePhasesAndRaces,
  syncPlacements,
  updatePlan,
} from "./repository.ts";
import { workoutsByIds } from "./workouts.repository.ts";

/*
 * Training plans (SPEC §3 "Training plan", §4; TRAINING.md §5). A save carries the whole plan and replaces its
 * phases, races, participants and placements in one transaction, after every rule passed; a refusal writes
 * nothing. A plan is created as a draft, or straight away active (draft → active is allowed); paused and
 * completed are reached from a running plan only.
 */

const notFound = () => new AppError("PLAN_NOT_FOUND", 404);
const unique = <T>(items: readonly T[]) => [...new Set(items)];

/** The statuses a plan may be created with: those a draft may move to, and draft itself. */
function requireCreatableStatus(status: PlanStatus) {
  if (!canTransition("draft", status))
    throw new AppError("PLAN_TRANSITION", 409, { from: "draft", to: status });
}

/**
 * Checks a save of `input` over `current` (null: a new plan) and writes it in `tx`: rules, recovery conflicts
 * (unless the coach continues anyway), then the plan and everything it holds. Returns the plan's id.
 */
async function writePlan(
  ctx: AppContext,
  tx: Db,
  viewer: Viewer,
  input: TPlanInputParsed,
  current: PlanRow | null,
): Promise<string> {
  const planId = current?.id ?? null;
  const [storedPlacements, storedParticipants, swimmersBefore] = planId
    ? await Promise.all([
        placementsOf(tx, [planId]),
        participantIdsOf(tx, planId),
        swimmersOfPlans(tx, [planId]),
      ])
    : [[], { studentIds: [], groupIds: [] }, new Map<string, Set<string>>()];
  const stored = new Map(
    storedPlacements.map((p) => [p.id, { workoutId: p.workoutId, day: p.day, notes: p.notes }]),
  );
  const workouts = await workoutsByIds(tx, unique(input.placements.map((p) => p.workoutId)));
  throwIfProblems([
    ...contentProblems(input, workouts, stored),
    ...(await participantProblems(tx, viewer, input, storedParticipants)),
  ]);

  // A given id keeps its row when the plan holds it (once); anything else is a new placement.
  const taken = new Set<string>();
  const placements: (SavedPlacement & { notes: string })[] = input.placements.map((p) => {
    const before = p.id && !taken.has(p.id) ? stored.get(p.id) : undefined;
    const id = before ? p.id! : randomUUID();
    taken.add(id);
    const changed = !before || before.day !== p.day || before.workoutId !== p.workoutId;
    return { id, workoutId: p.workoutId, day: p.day, notes: p.notes, changed };
  });
  const studentIds = unique(input.studentIds);
  const groupIds = unique(input.groupIds);

  if (!input.continueAnyway) {
    const swimmers = unique([...studentIds, ...(await swimmersOfGroups(tx, groupIds))]);
    const before = (planId && swimmersBefore.get(planId)) || new Set<string>();
    const conflicts = await conflictsOfSave(tx, {
      planId,
      startDate: input.startDate,
      endDate: input.endDate,
      placements,
      workouts,
      swimmers,
      addedSwimmers: swimmers.filter((id) => !before.has(id)),
    });
    refuseConflicts(conflicts, input.continueAnyway);
  }

  const now = ctx.clock.now();
  const values = {
    name: input.name,
    description: input.description,
    startDate: input.startDate,
    endDate: input.endDate,
    status: input.status,
    goals: input.goals,
    updatedAt: now,
  };
  let id = planId;
  if (id) await updatePlan(tx, id, values);
  else id = (await insertPlan(tx, { ...values, createdBy: viewer.id, createdAt: now })).id;
  await replacePhasesAndRaces(tx, id, input.phases, input.races);
  await replaceParticipants(tx, id, studentIds, groupIds);
  await syncPlacements(tx, id, placements, stored, now);
  return id;
}

/** The whole plan: phases, races, participants, placements. */
async function planById(db: Db, id: string): Promise<TPlan> {
  const found = await findPlan(db, id);
  if (!found) throw notFound();
  const [phases, races, students, groups, placements] = await Promise.all([
    phasesOf(db, [id]),
    racesOf(db, [id]),
    directStudentsOf(db, id),
    groupsOfPlan(db, id),
    placementsOf(db, [id]),
  ]);
  const counts = await memberCounts(
    db,
    groups.map((g) => g.id),
  );
  return toPlan({
    row: found.plan,
    creator: { firstName: found.creatorFirstName, lastName: found.creatorLastName },
    phases,
    races,
    students,
    groups: groups.map((g) => ({ ...g, memberCount: counts.get(g.id) ?? 0 })),
    placements,
  });
}

/** GET /api/plans/:id */
export const planDetail = (ctx: AppContext, id: string) => planById(ctx.db, id);

/** POST /api/plans: a draft, or an active plan. */
export async function createPlan(ctx: AppContext, viewer: Viewer, input: TPlanInputParsed): Promise<TPlan> {
  requireCreatableStatus(input.status);
  const id = await inTransaction(ctx.db, (tx) => writePlan(ctx, tx, viewer, input, null));
  return planById(ctx.db, id);
}

/** PUT /api/plans/:id: the whole plan; its status only by an allowed transition; a completed plan is read-only. */
export async function savePlan(
  ctx: AppContext,
  viewer: Viewer,
  id: string,
  input: TPlanInputParsed,
): Promise<TPlan> {
  await inTransaction(ctx.db, async (tx) => {
    const current = await lockPlan(tx, id);
    if (!current) throw notFound();
    const status = current.status as PlanStatus;
    if (isPlanReadOnly(status)) throw new AppError("PLAN_READ_ONLY", 409);
    if (!canTransition(status, input.status))
      throw new AppError("PLAN_TRANSITION", 409, { from: status, to: input.status });
    await writePlan(ctx, tx, viewer, input, current);
  });
  return planById(ctx.db, id);
}

/** DELETE /api/plans/:id: only a draft. */
export async function removePlan(ctx: AppContext, id: string): Promise<void> {
  await inTransaction(ctx.db, async (tx) => {
    const current = await lockPlan(tx, id);
    if (!current) throw notFound();
    if (!canDeletePlan(current.status as PlanStatus)) throw new AppError("PLAN_NOT_DRAFT", 409);
    await deletePlan(tx, id);
  });
}

/** GET /api/plans: running plans first, each with where it stands today. */
export async function planList(
  ctx: AppContext,
  filter: { status?: PlanStatus; q?: string },
): Promise<{ items: TPlanSummary[] }> {
  const rows = await listPlanRows(ctx.db, filter);
  const ids = rows.map((r) => r.id);
  const [phases, races, swimmers, placements] = await Promise.all([
    phasesOf(ctx.db, ids),
    racesOf(ctx.db, ids),
    swimmersOfPlans(ctx.db, ids),
    placementCounts(ctx.db, ids),
  ]);
  const today = localDate(ctx.clock.now());
  return {
    items: rows.map((row) =>
      toPlanSummary(
        row,
        {
          phases: phases.filter((p) => p.planId === row.id),
          races: races.filter((r) => r.planId === row.id),
          swimmerCount: swimmers.get(row.id)?.size ?? 0,
          placementCount: placements.get(row.id) ?? 0,
        },
        today,
      ),
    ),
  };
}
