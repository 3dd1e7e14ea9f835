import type { TPlanAnalytics } from "@bazin/shared/contracts/plans";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TestAgent, type TestApp } from "../../../test/app.ts";
import { createUser, signInDirectly } from "../../../test/factories.ts";
import { createPlan, createWorkout, repeat, step } from "../../../test/factories-hub.ts";
import { createSessionRow } from "../../../test/factories-sessions.ts";
import { createGroup, createSwimmerStudent } from "../../../test/factories-training.ts";
import { sessionParticipants, trainingSessions } from "../../db/schema/sessions.ts";
import { planWorkouts } from "../../db/schema/training-hub.ts";

/*
 * What a plan's analytics say of its sessions, per swimmer and in total (SPEC §9; TRAINING.md §5–§6), through
 * HTTP. Today is Sunday 22 November 2026. The plan runs 2–29 November with an 800 m and a 1,200 m workout.
 *
 *   3 Nov   800 m   scheduled, completed   Ana present (rated 4)   Eva absent
 *   5 Nov  1200 m   scheduled, completed   Ana late (rated 5)      Eva present (rated 3)
 *  10 Nov   800 m   scheduled, cancelled   Ana present             Eva —          (counts for nothing)
 *  12 Nov  1200 m   ad hoc in the plan     Ana injured                            (no placement)
 *  17 Nov   800 m   placed, never scheduled                                        (planned for everyone)
 *  24 Nov  1200 m   scheduled, ahead       Ana —                   Eva —          (not yet planned "to date")
 *  11 Nov   800 m   a session of no plan   Ana present                            (not this plan's)
 */

describe("a plan's analytics: attendance, metres done against planned, ratings", () => {
  let t: TestApp;
  let asCoach: TestAgent;
  let data: TPlanAnalytics;
  let ids: { ana: string; eva: string; dan: string };

  beforeAll(async () => {
    t = await createTestApp();
    const coach = await createUser(t.db, { role: "coach" });
    const group = await createGroup(t.db, "Delfinii", [coach.id]);
    const student = (fullName: string) =>
      createSwimmerStudent(t.db, { fullName, birthDate: "2012-03-10" }, { groupId: group.id });
    const [ana, eva, dan] = [await student("Ana Pop"), await student("Eva Lungu"), await student("Dan Ene")];
    ids = { ana: ana.id, eva: eva.id, dan: dan.id };
    const short = await createWorkout(t.db, {
      name: "Aerob 800",
      type: "endurance",
      steps: { warmup: [step(400, "easy")], main: [repeat(4, [step(100, "hard")])], cooldown: [] },
    });
    const long = await createWorkout(t.db, {
      name: "Prag 1200",
      type: "anaerobic_threshold",
      steps: { warmup: [], main: [step(1000, "moderate")], cooldown: [step(200, "recovery")] },
    });
    const planId = await createPlan(t.db, {
      name: "Noiembrie",
      status: "active",
      startDate: "2026-11-02",
      endDate: "2026-11-29",
      studentIds: [ana.id, eva.id, dan.id],
      placements: [
        { workoutId: short.id, day: "2026-11-03" },
        { workoutId: long.id, day: "2026-11-05" },
        { workoutId: short.id, day: "2026-11-10" },
        { workoutId: short.id, day: "2026-11-17" },
        { workoutId: long.id, day: "2026-11-24" },
      ],
    });
    const placed = await t.db.select().from(planWorkouts).where(eq(planWorkouts.planId, planId));
    const placement = (day: string) => placed.find((p) => p.day === day)!.id;

    /** A session with its lines: attendance and rating per student. */
    async function session(
      day: string,
      workoutId: string,
      lines: [string, string | null, number | null][],
      over: { status?: string; inPlan?: boolean; fromPlacement?: boolean } = {},
    ) {
      const id = await createSessionRow(t.db, {
        day,
        workoutId,
        planId: over.inPlan === false ? null : planId,
        status: over.status ?? "completed",
        studentIds: lines.map(([studentId]) => studentId),
      });
      if (over.fromPlacement !== false && over.inPlan !== false)
        await t.db
          .update(trainingSessions)
          .set({ planWorkoutId: placement(day) })
          .where(eq(trainingSessions.id, id));
      for (const [studentId, attendance, rating] of lines)
        await t.db
          .update(sessionParticipants)
          .set({ attendance, rating })
          .where(and(eq(sessionParticipants.studentId, studentId), eq(sessionParticipants.sessionId, id)));
    }
    await session("2026-11-03", short.id, [
      [ana.id, "present", 4],
      [eva.id, "absent", null],
    ]);
    await session("2026-11-05", long.id, [
      [ana.id, "late", 5],
      [eva.id, "present", 3],
    ]);
    await session(
      "2026-11-10",
      short.id,
      [
        [ana.id, "present", null],
        [eva.id, null, null],
      ],
      { status: "cancelled" },
    );
    await session("2026-11-12", long.id, [[ana.id, "injured", null]], { fromPlacement: false });
    await session(
      "2026-11-24",
      long.id,
      [
        [ana.id, null, null],
        [eva.id, null, null],
      ],
      { status: "planned" },
    );
    await session("2026-11-11", short.id, [[ana.id, "present", 5]], { inPlan: false });

    asCoach = new TestAgent(t.app);
    await signInDirectly(asCoach, t.db, coach, t.clock.now());
    const res = await asCoach.get(`/api/plans/${planId}/analytics`);
    expect(res.statusCode, res.body).toBe(200);
    data = res.json() as TPlanAnalytics;
  });
  afterAll(() => t.close());

  const of = (id: string) => data.participants.find((p) => p.id === id)!.sessions;

  it("counts each swimmer's attendance over the plan's sessions not cancelled", () => {
    expect(of(ids.ana)).toMatchObject({ taken: 3, attended: 2 });
    expect(of(ids.ana).attendanceRate).toBeCloseTo(2 / 3);
    expect(of(ids.eva)).toMatchObject({ taken: 2, attended: 1, attendanceRate: 0.5 });
    expect(of(ids.dan)).toMatchObject({ taken: 0, attended: 0, attendanceRate: null });
  });

  it("sets the metres of attended sessions against those planned up to today", () => {
    // Ana swam 800 + 1,200; planned 800 + 1,200 + 1,200 (ad hoc) + 800 placed and never scheduled.
    expect(of(ids.ana)).toMatchObject({ doneMetres: 2000, plannedMetres: 4000 });
    expect(of(ids.eva)).toMatchObject({ doneMetres: 1200, plannedMetres: 2800 });
    // No session: only the placed workout nobody scheduled.
    expect(of(ids.dan)).toMatchObject({ doneMetres: 0, plannedMetres: 800 });
  });

  it("averages each swimmer's ratings of the plan's sessions", () => {
    expect(of(ids.ana)).toMatchObject({ averageRating: 4.5, ratingCount: 2 });
    expect(of(ids.eva)).toMatchObject({ averageRating: 3, ratingCount: 1 });
    expect(of(ids.dan)).toMatchObject({ averageRating: null, ratingCount: 0 });
  });

  it("adds it all up over the plan's swimmers", () => {
    expect(data.sessionTotals).toEqual({
      taken: 5,
      attended: 3,
      attendanceRate: 0.6,
      doneMetres: 3200,
      plannedMetres: 7600,
      averageRating: 4,
      ratingCount: 3,
    });
  });
});
