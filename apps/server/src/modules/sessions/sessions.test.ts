import type { TSession, TSessionSummary } from "@bazin/shared/contracts/sessions";
import { SESSION_STATUSES, SESSION_TRANSITIONS } from "@bazin/shared/domain/training/session-rules";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, TestAgent, type TestApp } from "../../../test/app.ts";
import { createUser, signInDirectly, type TestUser } from "../../../test/factories.ts";
import { addGroupSwimmer, createWorkout, type WorkoutRow } from "../../../test/factories-hub.ts";
import { createSessionRow, recordSessionTime, sessionBody } from "../../../test/factories-sessions.ts";
import { createGroup, createSwimmerStudent, type StudentRow } from "../../../test/factories-training.ts";
import { notifications } from "../../db/schema/notifications.ts";
import { trainingSessions } from "../../db/schema/sessions.ts";
import { swimTimes } from "../../db/schema/training.ts";

/*
 * Sessions for staff through HTTP (TRAINING.md §6). "Now" is the test clock's Sunday 22 November 2026, 12:00 in
 * Bucharest (10:00 UTC): 3 December is far ahead, 23 November 18:00 is inside the 48 h notice, 20 November is past.
 */

describe("sessions (staff)", () => {
  let t: TestApp;
  let coach: TestUser;
  let otherCoach: TestUser;
  let anaUser: TestUser;
  let asAdmin: TestAgent;
  let asCoach: TestAgent;
  let dolphinsId: string;
  /** In the coach's group, with a swimmer account. */
  let ana: StudentRow;
  /** In the coach's group, no account. */
  let eva: StudentRow;
  /** In the other coach's group. */
  let dan: StudentRow;
  let easy: WorkoutRow;
  let vo2: WorkoutRow;
  let sprint: WorkoutRow;

  const signedIn = async (user: TestUser) => {
    const agent = new TestAgent(t.app);
    await signInDirectly(agent, t.db, user, t.clock.now());
    return agent;
  };

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await createUser(t.db, { role: "admin" });
    coach = await createUser(t.db, { role: "coach", firstName: "Ion", lastName: "Antrenoru" });
    otherCoach = await createUser(t.db, { role: "coach" });
    anaUser = await createUser(t.db, { role: "swimmer" });
    const dolphins = await createGroup(t.db, "Delfinii", [coach.id]);
    dolphinsId = dolphins.id;
    const sharks = await createGroup(t.db, "Rechinii", [otherCoach.id]);
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
    dan = await createSwimmerStudent(
      t.db,
      { fullName: "Dan Ene", birthDate: "2011-06-01" },
      { groupId: sharks.id },
    );
    easy = await createWorkout(t.db, { name: "Rezistență ușoară", type: "endurance" });
    vo2 = await createWorkout(t.db, { name: "VO2 max 10×100", type: "vo2_max" });
    sprint = await createWorkout(t.db, { name: "Sprint 10×100", type: "race_tempo" });
    asAdmin = await signedIn(admin);
    asCoach = await signedIn(coach);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.delete(trainingSessions);
    await t.db.delete(notifications);
  });

  const notificationsOf = (userId: string) =>
    t.db.select().from(notifications).where(eq(notifications.userId, userId));

  describe("scheduling", () => {
    it("creates a group session with the group's members now, and notifies the swimmers' accounts", async () => {
      const res = await asCoach.post("/api/sessions", sessionBody(coach.id, { groupIds: [dolphinsId] }));
      expect(res.statusCode, res.body).toBe(201);
      const session = res.json() as TSession;
      expect(session.participants.map((p) => p.student.fullName)).toEqual(["Ana Pop", "Eva Lungu"]);
      expect(session).toMatchObject({
        status: "planned",
        past: false,
        nextStatuses: ["in_progress", "cancelled"],
      });
      const sent = await notificationsOf(anaUser.id);
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({
        type: "TRAINING_SCHEDULED",
        actionUrl: `/swimmer/sessions?session=${session.id}`,
        params: { date: "2026-12-03", time: "18:00", sessionId: session.id },
      });
    });

    it("warns inside the 48 h notice and schedules once the coach continues anyway", async () => {
      const body = sessionBody(coach.id, { day: "2026-11-23", studentIds: [ana.id] });
      const warned = await asCoach.post("/api/sessions", body);
      expect(warned.statusCode, warned.body).toBe(409);
      expect(warned.json()).toMatchObject({ code: "SESSION_SHORT_NOTICE", params: { hours: 30 } });
      expect(await t.db.select().from(trainingSessions)).toHaveLength(0);
      const created = await asCoach.post("/api/sessions", { ...body, continueAnyway: true });
      expect(created.statusCode, created.body).toBe(201);
    });

    it("refuses a swimmer outside the coach's groups and an unknown coach, as fields", async () => {
      const res = await asCoach.post(
        "/api/sessions",
        sessionBody(crypto.randomUUID(), { studentIds: [ana.id, dan.id] }),
      );
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().fields).toEqual({
        coachId: "sessionCoachInvalid",
        "studentIds.1": "sessionStudentNotAllowed",
      });
    });

    it("refuses a recovery conflict with the swimmer's other session, then accepts it with the flag", async () => {
      await createSessionRow(t.db, { day: "2026-12-02", workoutId: vo2.id, studentIds: [ana.id] });
      const body = sessionBody(coach.id, { workoutId: sprint.id, studentIds: [ana.id, eva.id] });
      const refused = await asCoach.post("/api/sessions", body);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toMatchObject({
        code: "RECOVERY_CONFLICT",
        params: {
          count: 1,
          conflicts: [
            {
              student: { id: ana.id, fullName: "Ana Pop" },
              first: { day: "2026-12-02", workoutName: "VO2 max 10×100" },
              second: { day: "2026-12-03", workoutName: "Sprint 10×100" },
              recoveryDays: 2,
              daysBetween: 1,
            },
          ],
        },
      });
      const accepted = await asCoach.post("/api/sessions", { ...body, continueAnyway: true });
      expect(accepted.statusCode, accepted.body).toBe(201);
    });
  });

  describe("status transitions", () => {
    for (const from of SESSION_STATUSES)
      for (const to of SESSION_STATUSES) {
        const allowed = SESSION_TRANSITIONS[from].includes(to);
        it(`${from} → ${to}: ${allowed ? "allowed" : "409 SESSION_TRANSITION"}`, async () => {
          const id = await createSessionRow(t.db, { day: "2026-12-03", status: from, coachId: coach.id });
          const res = await asCoach.put(`/api/sessions/${id}/status`, { status: to });
          if (allowed) {
            expect(res.statusCode, res.body).toBe(200);
            expect((res.json() as TSession).status).toBe(to);
          } else {
            expect(res.statusCode, res.body).toBe(409);
            expect(res.json()).toMatchObject({ code: "SESSION_TRANSITION", params: { from, to } });
          }
        });
      }

    it("cancelling notifies the swimmers, saying it was cancelled", async () => {
      const id = await createSessionRow(t.db, { day: "2026-12-03", coachId: coach.id, studentIds: [ana.id] });
      const res = await asCoach.put(`/api/sessions/${id}/status`, { status: "cancelled" });
      expect(res.statusCode, res.body).toBe(200);
      const sent = await notificationsOf(anaUser.id);
      expect(sent.map((n) => [n.type, n.messageKey])).toEqual([
        ["TRAINING_SCHEDULED", "common:notifications.trainingCancelled.message"],
      ]);
    });
  });

  describe("past sessions", () => {
    it("cannot be edited or deleted, but attendance and status still go on", async () => {
      const id = await createSessionRow(t.db, { day: "2026-11-20", coachId: coach.id, studentIds: [ana.id] });
      const edit = await asCoach.put(
        `/api/sessions/${id}`,
        sessionBody(coach.id, { day: "2026-11-20", title: "x" }),
      );
      expect(edit.statusCode, edit.body).toBe(409);
      expect(edit.json().code).toBe("SESSION_PAST");
      const del = await asCoach.delete(`/api/sessions/${id}`);
      expect(del.statusCode, del.body).toBe(409);
      expect(del.json().code).toBe("SESSION_PAST");
      const attendance = await asCoach.put(`/api/sessions/${id}/attendance`, {
        entries: [{ studentId: ana.id, attendance: "late" }],
      });
      expect(attendance.statusCode, attendance.body).toBe(200);
      expect((attendance.json() as TSession).participants[0]!.attendance).toBe("late");
      expect((await asCoach.put(`/api/sessions/${id}/status`, { status: "in_progress" })).statusCode).toBe(
        200,
      );
    });

    it("a session ahead can be deleted", async () => {
      const id = await createSessionRow(t.db, { day: "2026-12-03", coachId: coach.id });
      expect((await asCoach.delete(`/api/sessions/${id}`)).statusCode).toBe(200);
      expect(await t.db.select().from(trainingSessions)).toHaveLength(0);
    });
  });

  describe("changing the workout when times are recorded", () => {
    it("asks for confirmation, keeps the times without it and deletes them with it", async () => {
      const id = await createSessionRow(t.db, {
        day: "2026-12-03",
        coachId: coach.id,
        workoutId: easy.id,
        studentIds: [ana.id],
      });
      await recordSessionTime(t.db, id, ana.id, 3150);
      await recordSessionTime(t.db, id, ana.id, 3090);
      const timesLeft = async () =>
        (await t.db.select().from(swimTimes).where(eq(swimTimes.sessionId, id))).length;
      const same = await asCoach.put(
        `/api/sessions/${id}`,
        sessionBody(coach.id, { workoutId: easy.id, studentIds: [ana.id], title: "Renamed" }),
      );
      expect(same.statusCode, same.body).toBe(200);
      expect((same.json() as TSession).timesCount).toBe(2);

      const body = sessionBody(coach.id, { workoutId: vo2.id, studentIds: [ana.id] });
      const asked = await asCoach.put(`/api/sessions/${id}`, body);
      expect(asked.statusCode, asked.body).toBe(409);
      expect(asked.json()).toMatchObject({ code: "SESSION_TIMES_EXIST", params: { count: 2 } });
      expect(await timesLeft()).toBe(2);

      const confirmed = await asCoach.put(`/api/sessions/${id}`, { ...body, confirmDeleteTimes: true });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(confirmed.json()).toMatchObject({ workout: { id: vo2.id }, timesCount: 0 });
      expect(await timesLeft()).toBe(0);
    });

    it("moving a session notifies its swimmers; inside 48 h only with continue-anyway", async () => {
      const id = await createSessionRow(t.db, { day: "2026-12-03", coachId: coach.id, studentIds: [ana.id] });
      const near = sessionBody(coach.id, { day: "2026-11-23", studentIds: [ana.id] });
      expect((await asCoach.put(`/api/sessions/${id}`, near)).json().code).toBe("SESSION_SHORT_NOTICE");
      const moved = await asCoach.put(
        `/api/sessions/${id}`,
        sessionBody(coach.id, { day: "2026-12-04", studentIds: [ana.id] }),
      );
      expect(moved.statusCode, moved.body).toBe(200);
      const sent = await notificationsOf(anaUser.id);
      expect(sent.map((n) => n.params)).toEqual([{ date: "2026-12-04", time: "18:00", sessionId: id }]);
    });
  });

  describe("coach scope", () => {
    it("a coach lists and reads the sessions they lead or of their swimmers; admins see all", async () => {
      const own = await createSessionRow(t.db, { day: "2026-12-01", coachId: coach.id });
      const theirSwimmer = await createSessionRow(t.db, {
        day: "2026-12-02",
        coachId: otherCoach.id,
        studentIds: [ana.id, dan.id],
      });
      const foreign = await createSessionRow(t.db, {
        day: "2026-12-03",
        coachId: otherCoach.id,
        studentIds: [dan.id],
      });
      const range = "from=2026-11-30&to=2026-12-06";
      const ids = async (agent: TestAgent) =>
        ((await agent.get(`/api/sessions?${range}`)).json().items as TSessionSummary[]).map((s) => s.id);
      expect(await ids(asCoach)).toEqual([own, theirSwimmer]);
      expect(await ids(asAdmin)).toEqual([own, theirSwimmer, foreign]);
      const byCoach = await asAdmin.get(`/api/sessions?${range}&coachId=${otherCoach.id}`);
      expect((byCoach.json().items as TSessionSummary[]).map((s) => s.id)).toEqual([theirSwimmer, foreign]);
      const read = await asCoach.get(`/api/sessions/${foreign}`);
      expect(read.statusCode).toBe(403);
      expect(read.json().code).toBe("SESSION_NOT_IN_SCOPE");
      expect((await asCoach.delete(`/api/sessions/${foreign}`)).statusCode).toBe(403);
      expect((await asCoach.get(`/api/sessions/${theirSwimmer}`)).statusCode).toBe(200);
    });
  });

  describe("notes and feedback", () => {
    it("feedback notifies the swimmer's account; coach notes are kept for staff", async () => {
      const id = await createSessionRow(t.db, {
        day: "2026-11-20",
        coachId: coach.id,
        studentIds: [ana.id, eva.id],
      });
      const res = await asCoach.put(`/api/sessions/${id}/participants/${ana.id}`, {
        coachFeedback: "Viraje mult mai bune!",
        coachNotes: "Atenție la umăr",
      });
      expect(res.statusCode, res.body).toBe(200);
      const line = (res.json() as TSession).participants.find((p) => p.student.id === ana.id)!;
      expect(line).toMatchObject({ coachFeedback: "Viraje mult mai bune!", coachNotes: "Atenție la umăr" });
      expect(line.feedbackAt).not.toBeNull();
      const sent = await notificationsOf(anaUser.id);
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({
        type: "SESSION_FEEDBACK",
        params: { coach: "Ion Antrenoru", date: "2026-11-20", sessionId: id },
      });
      // The same feedback again is no news.
      await asCoach.put(`/api/sessions/${id}/participants/${ana.id}`, {
        coachFeedback: "Viraje mult mai bune!",
      });
      expect(await notificationsOf(anaUser.id)).toHaveLength(1);
    });

    it("refuses a student who is not a participant", async () => {
      const id = await createSessionRow(t.db, { day: "2026-12-03", coachId: coach.id, studentIds: [ana.id] });
      const res = await asCoach.put(`/api/sessions/${id}/attendance`, {
        entries: [
          { studentId: ana.id, attendance: "present" },
          { studentId: eva.id, attendance: "present" },
        ],
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().fields).toEqual({ "entries.1.studentId": "sessionNotParticipant" });
      const read = (await asCoach.get(`/api/sessions/${id}`)).json() as TSession;
      expect(read.participants[0]!.attendance).toBeNull();
    });
  });

  it("a workout a session uses cannot be deleted (WORKOUT_IN_USE counts sessions)", async () => {
    await createSessionRow(t.db, { day: "2026-12-03", workoutId: easy.id });
    const res = await asCoach.delete(`/api/workouts/${easy.id}`);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ code: "WORKOUT_IN_USE", params: { plans: 0, sessions: 1 } });
  });
});
