import { addDays, localDate } from "@bazin/shared/domain/club";
import {
  type Attendance,
  attendanceLevel,
  attendanceRate,
  sessionStart,
} from "@bazin/shared/domain/training/session-rules";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../test/app.ts";
import { users } from "../db/schema/auth.ts";
import { groupMembers } from "../db/schema/groups.ts";
import { students } from "../db/schema/registration.ts";
import { sessionParticipants, trainingSessions } from "../db/schema/sessions.ts";
import { advancedSwimmers, swimTimes } from "../db/schema/training.ts";
import { planGroups, planStudents, planWorkouts, trainingPlans } from "../db/schema/training-hub.ts";
import { seedDemo } from "../seed/demo.ts";
import { ALL_DEMO_STEPS } from "./steps.ts";

/** TRAINING.md §8: sessions in the past (attended, rated, with times) and in the coming weeks. */
describe("demo club, training sessions", () => {
  let c: TestContext;
  let now: Date;
  let today: string;
  type Session = typeof trainingSessions.$inferSelect;
  type Participant = typeof sessionParticipants.$inferSelect;
  let sessions: Session[];
  let participants: Participant[];

  const endOf = (s: Session) => sessionStart(s.day, s.startTime).getTime() + s.durationMinutes * 60_000;
  const isOver = (s: Session) => endOf(s) <= now.getTime();
  const attended = (p: Participant) => p.attendance === "present" || p.attendance === "late";
  const userId = async (username: string) =>
    (await c.ctx.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;

  beforeAll(async () => {
    c = await createTestContext({ SEED_DEMO: "true" });
    await seedDemo(c.ctx, ALL_DEMO_STEPS);
    now = c.ctx.clock.now();
    today = localDate(now);
    sessions = await c.ctx.db.select().from(trainingSessions);
    participants = await c.ctx.db.select().from(sessionParticipants);
  });
  afterAll(async () => {
    await c.dispose();
  });

  /** The active plan's swimmers, resolved as the training hub's demo test does. */
  async function planSwimmers(planId: string): Promise<string[]> {
    const direct = await c.ctx.db
      .select({ id: planStudents.studentId })
      .from(planStudents)
      .where(eq(planStudents.planId, planId));
    const groupIds = (
      await c.ctx.db.select({ id: planGroups.groupId }).from(planGroups).where(eq(planGroups.planId, planId))
    ).map((g) => g.id);
    const advanced = await c.ctx.db
      .select({ id: advancedSwimmers.studentId })
      .from(advancedSwimmers)
      .where(inArray(advancedSwimmers.groupId, groupIds));
    const accounts = await c.ctx.db
      .select({ id: students.id })
      .from(groupMembers)
      .innerJoin(users, eq(users.id, groupMembers.userId))
      .innerJoin(students, eq(students.userId, users.id))
      .where(and(inArray(groupMembers.groupId, groupIds), eq(groupMembers.role, "swimmer")));
    return [...new Set([...direct, ...advanced, ...accounts].map((s) => s.id))];
  }

  it("gives the demo swimmer sessions in the past and in the coming weeks, led by the demo coach", async () => {
    const swimmerStudent = (
      await c.ctx.db
        .select({ id: students.id })
        .from(students)
        .where(eq(students.userId, await userId("swimmer")))
    )[0]!.id;
    const own = new Set(participants.filter((p) => p.studentId === swimmerStudent).map((p) => p.sessionId));
    const days = sessions.filter((s) => own.has(s.id)).map((s) => s.day);
    expect(days.filter((d) => d < today).length).toBeGreaterThanOrEqual(10);
    expect(days.filter((d) => d > today).length).toBeGreaterThanOrEqual(5);
    expect(days.some((d) => d > addDays(today, 14))).toBe(true);
    const coach = await userId("coach");
    for (const s of sessions) expect(s.coachId).toBe(coach);
  });

  it("schedules each placement of the active plan at most once, with its day and workout, for the plan's swimmers", async () => {
    const [plan] = await c.ctx.db.select().from(trainingPlans).where(eq(trainingPlans.status, "active"));
    const placements = await c.ctx.db.select().from(planWorkouts).where(eq(planWorkouts.planId, plan!.id));
    const ids = sessions.map((s) => s.planWorkoutId);
    expect(new Set(ids).size).toBe(ids.length);
    const swimmers = (await planSwimmers(plan!.id)).sort();
    for (const s of sessions) {
      const placement = placements.find((p) => p.id === s.planWorkoutId);
      expect(placement, s.day).toBeDefined();
      expect({ day: s.day, workoutId: s.workoutId, planId: s.planId }).toEqual({
        day: placement!.day,
        workoutId: placement!.workoutId,
        planId: plan!.id,
      });
      const taking = participants.filter((p) => p.sessionId === s.id).map((p) => p.studentId);
      expect(taking.sort()).toEqual(swimmers);
    }
  });

  it("completes every past session with attendance for everyone, never one in the future; one is cancelled with a note", () => {
    const over = sessions.filter(isOver);
    expect(over.length).toBeGreaterThan(0);
    for (const s of over) {
      expect(s.status, s.day).toBe("completed");
      for (const p of participants.filter((p) => p.sessionId === s.id)) expect(p.attendance).not.toBeNull();
    }
    const future = sessions.filter((s) => sessionStart(s.day, s.startTime).getTime() > now.getTime());
    expect(future.length).toBeGreaterThan(0);
    for (const s of future) {
      expect(["planned", "cancelled"]).toContain(s.status);
      for (const p of participants.filter((p) => p.sessionId === s.id)) expect(p.attendance).toBeNull();
    }
    const cancelled = sessions.filter((s) => s.status === "cancelled");
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]!.notes.length).toBeGreaterThan(0);
    expect(cancelled[0]!.updatedAt.getTime()).toBeGreaterThan(cancelled[0]!.createdAt.getTime());
  });

  it("has attendance rates in all three colour bands, most swimmers high, and every kind of attendance", () => {
    const over = new Set(sessions.filter(isOver).map((s) => s.id));
    const taken = participants.filter((p) => over.has(p.sessionId));
    const byStudent = new Map<string, (Attendance | null)[]>();
    for (const p of taken)
      byStudent.set(p.studentId, [...(byStudent.get(p.studentId) ?? []), p.attendance as Attendance]);
    const levels = [...byStudent.values()].map((a) => attendanceLevel(attendanceRate(a)!));
    expect(new Set(levels)).toEqual(new Set(["high", "medium", "low"]));
    expect(levels.filter((l) => l === "high").length).toBeGreaterThan(levels.length / 2);
    expect(new Set(taken.map((p) => p.attendance))).toEqual(
      new Set(["present", "late", "absent", "injured"]),
    );
    expect(taken.filter((p) => p.attendance === "injured")).toHaveLength(1);
    // Announced absences come with a reason, in time (24 h before the start).
    for (const p of participants.filter((p) => p.absenceAnnouncedAt)) {
      const s = sessions.find((s) => s.id === p.sessionId)!;
      expect(p.absenceReason).toBeTruthy();
      expect(
        sessionStart(s.day, s.startTime).getTime() - p.absenceAnnouncedAt!.getTime(),
      ).toBeGreaterThanOrEqual(24 * 3_600_000);
    }
  });

  it("has ratings 1–5 with some comments, and the coach's feedback and notes, all after the session", () => {
    const rated = participants.filter((p) => p.rating !== null);
    expect(rated.length).toBeGreaterThan(10);
    for (const p of rated) {
      expect(p.rating).toBeGreaterThanOrEqual(1);
      expect(p.rating).toBeLessThanOrEqual(5);
      expect(attended(p)).toBe(true);
      const s = sessions.find((s) => s.id === p.sessionId)!;
      expect(s.status).toBe("completed");
      expect(p.ratedAt!.getTime()).toBeGreaterThanOrEqual(endOf(s));
      expect(p.ratedAt!.getTime()).toBeLessThanOrEqual(now.getTime());
    }
    expect(new Set(rated.map((p) => p.rating)).size).toBeGreaterThan(1);
    expect(rated.some((p) => p.ratingComment)).toBe(true);

    const feedback = participants.filter((p) => p.coachFeedback);
    expect(new Set(feedback.map((p) => p.studentId)).size).toBeGreaterThanOrEqual(4);
    for (const p of feedback) {
      const s = sessions.find((s) => s.id === p.sessionId)!;
      expect(attended(p)).toBe(true);
      expect(p.feedbackAt!.getTime()).toBeGreaterThanOrEqual(endOf(s));
      expect(p.feedbackAt!.getTime()).toBeLessThanOrEqual(now.getTime());
    }
    expect(feedback.some((p) => p.feedbackReadAt === null)).toBe(true);
    expect(feedback.some((p) => p.feedbackReadAt !== null)).toBe(true);
    expect(participants.some((p) => p.coachNotes)).toBe(true);
    expect(sessions.filter((s) => s.status === "completed" && s.notes).length).toBeGreaterThanOrEqual(2);
  });

  it("records session times on the latest past sessions for swimmers who were there, with valid PB flags", async () => {
    const fromSessions = await c.ctx.db.select().from(swimTimes).where(eq(swimTimes.source, "session"));
    expect(fromSessions.length).toBeGreaterThanOrEqual(4);
    const timedSessions = new Set(fromSessions.map((t) => t.sessionId));
    expect(timedSessions.size).toBeGreaterThanOrEqual(2);
    const latestOver = sessions
      .filter(isOver)
      .sort((a, b) => endOf(b) - endOf(a))
      .slice(0, 3)
      .map((s) => s.id);
    for (const t of fromSessions) {
      expect(latestOver).toContain(t.sessionId);
      const s = sessions.find((s) => s.id === t.sessionId)!;
      expect(t.swumOn).toBe(s.day);
      expect(t.poolLength).toBe(s.poolLength);
      expect(attended(participants.find((p) => p.sessionId === s.id && p.studentId === t.studentId)!)).toBe(
        true,
      );
    }
    expect(fromSessions.some((t) => t.personalRecord)).toBe(true);

    // Brute force over every series a session time joined: a PB when swum is faster than everything before it.
    const touched = [...new Set(fromSessions.map((t) => t.studentId))];
    const all = await c.ctx.db.select().from(swimTimes).where(inArray(swimTimes.studentId, touched));
    const before = (a: (typeof all)[number], b: (typeof all)[number]) =>
      a.swumOn < b.swumOn ||
      (a.swumOn === b.swumOn &&
        (a.createdAt < b.createdAt || (a.createdAt.getTime() === b.createdAt.getTime() && a.id < b.id)));
    for (const t of all) {
      const earlier = all.filter(
        (o) =>
          o.studentId === t.studentId && o.event === t.event && o.poolLength === t.poolLength && before(o, t),
      );
      expect(t.personalRecord, `${t.event} ${t.swumOn}`).toBe(
        earlier.every((o) => o.hundredths > t.hundredths),
      );
    }
  });
});
