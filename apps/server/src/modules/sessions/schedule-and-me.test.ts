import type { TPlan } from "@bazin/shared/contracts/plans";
import type { TMySession, TPlanScheduleResult } from "@bazin/shared/contracts/sessions";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, TestAgent, type TestApp } from "../../../test/app.ts";
import { createUser, signInDirectly, type TestUser } from "../../../test/factories.ts";
import { addGroupSwimmer, createWorkout, planBody, type WorkoutRow } from "../../../test/factories-hub.ts";
import { createSessionRow } from "../../../test/factories-sessions.ts";
import { createGroup, createSwimmerStudent, type StudentRow } from "../../../test/factories-training.ts";
import { notifications } from "../../db/schema/notifications.ts";
import { sessionParticipants, trainingSessions } from "../../db/schema/sessions.ts";
import { trainingPlans } from "../../db/schema/training-hub.ts";

/*
 * Scheduling a plan's placed workouts and the swimmer's own sessions through HTTP (TRAINING.md §5–§6). "Now" is the
 * test clock's Sunday 22 November 2026, 12:00 in Bucharest.
 */

describe("scheduling a plan and the swimmer's sessions", () => {
  let t: TestApp;
  let coach: TestUser;
  let anaUser: TestUser;
  let asCoach: TestAgent;
  let asAna: TestAgent;
  let dolphinsId: string;
  let ana: StudentRow;
  let eva: StudentRow;
  let easy: WorkoutRow;

  const signedIn = async (user: TestUser) => {
    const agent = new TestAgent(t.app);
    await signInDirectly(agent, t.db, user, t.clock.now());
    return agent;
  };

  beforeAll(async () => {
    t = await createTestApp();
    coach = await createUser(t.db, { role: "coach" });
    anaUser = await createUser(t.db, { role: "swimmer" });
    const dolphins = await createGroup(t.db, "Delfinii", [coach.id]);
    dolphinsId = dolphins.id;
    ana = await createSwimmerStudent(
      t.db,
      { fullName: "Ana Pop", birthDate: "2012-03-10", userId: anaUser.id },
      { groupId: dolphins.id },
    );
    await addGroupSwimmer(t.db, dolphins.id, anaUser.id);
    eva = await createSwimmerStudent(
      t.db,
      { fullName: "Eva Lungu", birthDate: "2013-01-15" },
      { groupId: dolphins.id },
    );
    easy = await createWorkout(t.db, { name: "Rezistență ușoară", type: "endurance" });
    asCoach = await signedIn(coach);
    asAna = await signedIn(anaUser);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.delete(trainingSessions);
    await t.db.delete(trainingPlans);
    await t.db.delete(notifications);
  });

  describe("schedule a plan", () => {
    async function planWithPlacements(days: string[]): Promise<TPlan> {
      const res = await asCoach.post(
        "/api/plans",
        planBody({
          status: "active",
          groupIds: [dolphinsId],
          placements: days.map((day) => ({ workoutId: easy.id, day })),
        }),
      );
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as TPlan;
    }
    const schedule = (planId: string, over: Record<string, unknown> = {}) =>
      asCoach.post(`/api/plans/${planId}/schedule`, {
        from: "2026-11-30",
        to: "2026-12-06",
        startTime: "17:00",
        durationMinutes: 90,
        poolLength: 50,
        coachId: coach.id,
        ...over,
      });

    it("creates one session per placement in range for the plan's swimmers, once", async () => {
      const plan = await planWithPlacements(["2026-12-01", "2026-12-03", "2026-12-10"]);
      const first = await schedule(plan.id);
      expect(first.statusCode, first.body).toBe(200);
      const result = first.json() as TPlanScheduleResult;
      expect(result.created.map((s) => [s.day, s.startTime, s.poolLength, s.participantCount])).toEqual([
        ["2026-12-01", "17:00", 50, 2],
        ["2026-12-03", "17:00", 50, 2],
      ]);
      expect(result.alreadyScheduled).toBe(0);
      expect(result.created[0]!.plan).toEqual({ id: plan.id, name: plan.name });
      const sent = await t.db.select().from(notifications).where(eq(notifications.userId, anaUser.id));
      expect(sent.map((n) => n.type)).toEqual(["TRAINING_SCHEDULED", "TRAINING_SCHEDULED"]);

      const again = (await schedule(plan.id)).json() as TPlanScheduleResult;
      expect(again).toEqual({ created: [], alreadyScheduled: 2 });
      expect(await t.db.select().from(trainingSessions)).toHaveLength(2);
    });

    it("a plan save keeps its placements' ids, so scheduled sessions stay linked to them", async () => {
      const plan = await planWithPlacements(["2026-12-01"]);
      await schedule(plan.id);
      const placement = plan.placements[0]!;
      const saved = await asCoach.put(
        `/api/plans/${plan.id}`,
        planBody({
          status: "active",
          groupIds: [dolphinsId],
          placements: [
            { id: placement.id, workoutId: easy.id, day: "2026-12-02", notes: "mutat" },
            { workoutId: easy.id, day: "2026-12-04" },
          ],
        }),
      );
      expect(saved.statusCode, saved.body).toBe(200);
      const [session] = await t.db.select().from(trainingSessions);
      expect(session!.planWorkoutId).toBe(placement.id);
      // The kept placement is still scheduled; only the new one gets a session.
      const next = (await schedule(plan.id)).json() as TPlanScheduleResult;
      expect(next.created.map((s) => s.day)).toEqual(["2026-12-04"]);
      expect(next.alreadyScheduled).toBe(1);
    });

    it("warns inside the 48 h notice", async () => {
      const plan = await planWithPlacements(["2026-11-23"]);
      const res = await schedule(plan.id, { from: "2026-11-23", to: "2026-11-23" });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().code).toBe("SESSION_SHORT_NOTICE");
      expect(
        (await schedule(plan.id, { from: "2026-11-23", to: "2026-11-23", continueAnyway: true })).statusCode,
      ).toBe(200);
    });
  });

  describe("the swimmer's own sessions", () => {
    it("lists only the sessions the swimmer takes part in, never the coach's notes", async () => {
      const own = await createSessionRow(t.db, {
        day: "2026-12-03",
        coachId: coach.id,
        studentIds: [ana.id, eva.id],
      });
      await createSessionRow(t.db, { day: "2026-12-04", coachId: coach.id, studentIds: [eva.id] });
      await t.db
        .update(sessionParticipants)
        .set({ coachNotes: "Doar pentru antrenor", coachFeedback: "Bravo" })
        .where(eq(sessionParticipants.sessionId, own));
      const res = await asAna.get("/api/me/sessions?from=2026-11-30&to=2026-12-06");
      expect(res.statusCode, res.body).toBe(200);
      const items = res.json().items as TMySession[];
      expect(items.map((s) => s.id)).toEqual([own]);
      expect(items[0]).toMatchObject({ coachFeedback: "Bravo", canAnnounceAbsence: true, canRate: false });
      expect(res.body).not.toContain("Doar pentru antrenor");
      expect(res.body).not.toContain("coachNotes");
    });

    it("announces an absence until 24 h before the start", async () => {
      const far = await createSessionRow(t.db, { day: "2026-12-03", studentIds: [ana.id] });
      // Monday 23 November 09:00 in Bucharest: 21 hours away.
      const near = await createSessionRow(t.db, {
        day: "2026-11-23",
        startTime: "09:00",
        studentIds: [ana.id],
      });
      const ok = await asAna.post(`/api/me/sessions/${far}/absence`, { reason: "Concurs școlar" });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json()).toMatchObject({ attendance: "absent" });
      const [line] = await t.db
        .select()
        .from(sessionParticipants)
        .where(and(eq(sessionParticipants.sessionId, far), eq(sessionParticipants.studentId, ana.id)));
      expect(line).toMatchObject({ absenceReason: "Concurs școlar" });
      const late = await asAna.post(`/api/me/sessions/${near}/absence`, {});
      expect(late.statusCode, late.body).toBe(409);
      expect(late.json()).toMatchObject({ code: "ABSENCE_TOO_LATE", params: { hours: 21 } });
    });

    it("rates a session once it has started, 1 to 5, not before and not a cancelled one", async () => {
      const ahead = await createSessionRow(t.db, { day: "2026-12-03", studentIds: [ana.id] });
      const past = await createSessionRow(t.db, { day: "2026-11-20", studentIds: [ana.id] });
      const cancelled = await createSessionRow(t.db, {
        day: "2026-11-20",
        status: "cancelled",
        studentIds: [ana.id],
      });
      const early = await asAna.put(`/api/me/sessions/${ahead}/rating`, { rating: 4 });
      expect(early.statusCode, early.body).toBe(409);
      expect(early.json().code).toBe("RATING_TOO_EARLY");
      expect((await asAna.put(`/api/me/sessions/${past}/rating`, { rating: 6 })).statusCode).toBe(400);
      const rated = await asAna.put(`/api/me/sessions/${past}/rating`, {
        rating: 4,
        comment: "Greu, dar bun",
      });
      expect(rated.statusCode, rated.body).toBe(200);
      expect(rated.json()).toMatchObject({ rating: 4, ratingComment: "Greu, dar bun", canRate: true });
      expect((await asAna.put(`/api/me/sessions/${cancelled}/rating`, { rating: 3 })).json().code).toBe(
        "SESSION_CANCELLED",
      );
    });

    it("marks feedback read; another swimmer's session is not found", async () => {
      const own = await createSessionRow(t.db, { day: "2026-11-20", studentIds: [ana.id] });
      const foreign = await createSessionRow(t.db, { day: "2026-11-20", studentIds: [eva.id] });
      const read = await asAna.post(`/api/me/sessions/${own}/feedback-read`);
      expect(read.statusCode, read.body).toBe(200);
      expect(read.json().feedbackReadAt).toBe(t.clock.now().toISOString());
      const other = await asAna.post(`/api/me/sessions/${foreign}/absence`, {});
      expect(other.statusCode).toBe(404);
      expect(other.json().code).toBe("SESSION_NOT_FOUND");
    });
  });
});
