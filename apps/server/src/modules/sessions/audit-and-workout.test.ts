import type { TAuditPage } from "@bazin/shared/contracts/audit";
import type { TMySessionWorkout, TSession } from "@bazin/shared/contracts/sessions";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, TestAgent, type TestApp } from "../../../test/app.ts";
import { createUser, signInDirectly, type TestUser } from "../../../test/factories.ts";
import {
  addGroupSwimmer,
  createWorkout,
  repeat,
  step,
  type WorkoutRow,
} from "../../../test/factories-hub.ts";
import { createSessionRow, sessionBody } from "../../../test/factories-sessions.ts";
import { createGroup, createSwimmerStudent, type StudentRow } from "../../../test/factories-training.ts";
import { auditLog } from "../../db/schema/audit.ts";
import { trainingSessions } from "../../db/schema/sessions.ts";

/*
 * What staff do to sessions leaves an audit entry written with the change; the swimmer reads the steps of their own
 * sessions' workouts only; lists cover at most 400 days; a refused status change names the statuses in words.
 * "Now" is the test clock's Sunday 22 November 2026, 12:00 in Bucharest.
 */

describe("sessions: audit, the swimmer's workout, ranges, transition messages", () => {
  let t: TestApp;
  let admin: TestUser;
  let coach: TestUser;
  let asAdmin: TestAgent;
  let asCoach: TestAgent;
  let asAna: TestAgent;
  let asEva: TestAgent;
  let ana: StudentRow;
  let eva: StudentRow;
  let dolphinsId: string;
  let ladder: WorkoutRow;

  const signedIn = async (user: TestUser) => {
    const agent = new TestAgent(t.app);
    await signInDirectly(agent, t.db, user, t.clock.now());
    return agent;
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.db, { role: "admin", firstName: "Ada", lastName: "Admin" });
    coach = await createUser(t.db, { role: "coach", firstName: "Ion", lastName: "Antrenoru" });
    const anaUser = await createUser(t.db, { role: "swimmer" });
    const evaUser = await createUser(t.db, { role: "swimmer" });
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
      { fullName: "Eva Lungu", birthDate: "2013-01-15", userId: evaUser.id },
      { groupId: dolphins.id },
    );
    ladder = await createWorkout(t.db, {
      name: "Scară 800",
      type: "endurance",
      steps: {
        warmup: [step(200, "easy", "warmup")],
        main: [repeat(4, [step(100, "moderate", "main")])],
        cooldown: [step(200, "recovery", "cooldown")],
      },
    });
    asAdmin = await signedIn(admin);
    asCoach = await signedIn(coach);
    asAna = await signedIn(anaUser);
    asEva = await signedIn(evaUser);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.delete(trainingSessions);
    await t.db.delete(auditLog);
  });

  const entries = () => t.db.select().from(auditLog).orderBy(desc(auditLog.createdAt), auditLog.action);

  describe("audit entries", () => {
    it("records scheduling, a change, a status change and a deletion, each naming the coach", async () => {
      const created = await asCoach.post("/api/sessions", sessionBody(coach.id, { groupIds: [dolphinsId] }));
      expect(created.statusCode, created.body).toBe(201);
      const id = (created.json() as TSession).id;
      const body = sessionBody(coach.id, { studentIds: [ana.id], title: "Scară" });
      expect((await asCoach.put(`/api/sessions/${id}`, body)).statusCode).toBe(200);
      expect((await asCoach.put(`/api/sessions/${id}/status`, { status: "cancelled" })).statusCode).toBe(200);

      const other = (
        await asCoach.post("/api/sessions", sessionBody(coach.id, { day: "2026-12-04" }))
      ).json();
      expect((await asCoach.delete(`/api/sessions/${other.id}`)).statusCode).toBe(200);

      const rows = await t.db.select().from(auditLog).where(eq(auditLog.targetId, id));
      expect(rows.map((r) => r.action).sort()).toEqual([
        "session.create",
        "session.status",
        "session.update",
      ]);
      for (const row of rows)
        expect(row).toMatchObject({ actorId: coach.id, actorName: "Ion Antrenoru", targetType: "session" });
      expect(rows.find((r) => r.action === "session.create")!.detail).toEqual({
        day: "2026-12-03",
        participants: 2,
      });
      expect(rows.find((r) => r.action === "session.status")!.detail).toEqual({
        from: "planned",
        to: "cancelled",
      });
      // Once deleted, the entry alone says which session it was.
      const ofOther = await t.db.select().from(auditLog).where(eq(auditLog.targetId, other.id));
      expect(ofOther.find((r) => r.action === "session.delete")).toMatchObject({
        detail: { name: "2026-12-04 18:00" },
      });
    });

    it("records attendance and the coach's feedback; a refused change leaves no entry", async () => {
      const id = await createSessionRow(t.db, {
        day: "2026-11-20",
        coachId: coach.id,
        status: "completed",
        studentIds: [ana.id, eva.id],
      });
      const taken = await asCoach.put(`/api/sessions/${id}/attendance`, {
        entries: [
          { studentId: ana.id, attendance: "present" },
          { studentId: eva.id, attendance: "late" },
        ],
      });
      expect(taken.statusCode, taken.body).toBe(200);
      const feedback = await asCoach.put(`/api/sessions/${id}/participants/${ana.id}`, {
        coachFeedback: "Viraje mai bune",
      });
      expect(feedback.statusCode, feedback.body).toBe(200);
      const refused = await asCoach.put(`/api/sessions/${id}/status`, { status: "in_progress" });
      expect(refused.statusCode).toBe(409);

      expect((await entries()).map((e) => [e.action, e.targetType, e.targetId, e.detail])).toEqual([
        ["session.attendance", "session", id, { day: "2026-11-20", count: 2 }],
        ["session.feedback", "student", ana.id, { sessionId: id, day: "2026-11-20", cleared: false }],
      ]);
    });

    it("shows in the admin's log with the session it touched", async () => {
      const created = await asCoach.post("/api/sessions", sessionBody(coach.id, { title: "Sprint" }));
      expect(created.statusCode, created.body).toBe(201);
      const res = await asAdmin.get("/api/admin/audit?action=session.create");
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json() as TAuditPage;
      expect(page.items).toHaveLength(1);
      expect(page.items[0]).toMatchObject({
        actorName: "Ion Antrenoru",
        targetType: "session",
        targetName: "Sprint, 2026-12-03 18:00",
      });
    });
  });

  describe("the workout of the swimmer's own session", () => {
    it("answers its sections and steps to a swimmer who takes part", async () => {
      const id = await createSessionRow(t.db, {
        day: "2026-12-03",
        workoutId: ladder.id,
        studentIds: [ana.id],
      });
      const res = await asAna.get(`/api/me/sessions/${id}/workout`);
      expect(res.statusCode, res.body).toBe(200);
      const { workout } = res.json() as TMySessionWorkout;
      expect(workout).toMatchObject({
        id: ladder.id,
        name: "Scară 800",
        type: "endurance",
        totalDistanceMetres: 800,
      });
      expect(workout!.steps.warmup).toHaveLength(1);
      expect(workout!.steps.main[0]).toMatchObject({ kind: "repeat", count: 4 });
    });

    it("answers no workout for a session without one", async () => {
      const id = await createSessionRow(t.db, { day: "2026-12-03", studentIds: [ana.id] });
      const res = await asAna.get(`/api/me/sessions/${id}/workout`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ workout: null });
    });

    it("is not found for another swimmer's session or one that does not exist, and closed to staff", async () => {
      const id = await createSessionRow(t.db, {
        day: "2026-12-03",
        workoutId: ladder.id,
        studentIds: [ana.id],
      });
      const foreign = await asEva.get(`/api/me/sessions/${id}/workout`);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().code).toBe("SESSION_NOT_FOUND");
      expect(foreign.body).not.toContain("Scară");
      const missing = await asAna.get(`/api/me/sessions/${crypto.randomUUID()}/workout`);
      expect(missing.statusCode).toBe(404);
      expect((await asCoach.get(`/api/me/sessions/${id}/workout`)).statusCode).toBe(403);
    });
  });

  describe("ranges and messages", () => {
    it("refuses a list longer than 400 days with a translated message", async () => {
      const ok = await asCoach.get("/api/sessions?from=2026-01-01&to=2027-02-04");
      expect(ok.statusCode, ok.body).toBe(200);
      const long = await asCoach.get("/api/sessions?from=2026-01-01&to=2027-02-05");
      expect(long.statusCode).toBe(400);
      expect(long.json()).toMatchObject({
        code: "VALIDATION_ERROR",
        fields: { to: "dateRangeTooLong" },
        message: "Intervalul poate cuprinde cel mult 400 de zile.",
      });
      const mine = await asAna.get("/api/me/sessions?from=2026-01-01&to=2027-06-01");
      expect(mine.json()).toMatchObject({ fields: { to: "dateRangeTooLong" } });
    });

    it("names the statuses of a refused transition in words, in the caller's language", async () => {
      const id = await createSessionRow(t.db, { day: "2026-11-20", coachId: coach.id, status: "completed" });
      const ro = await asCoach.put(`/api/sessions/${id}/status`, { status: "in_progress" });
      expect(ro.statusCode).toBe(409);
      expect(ro.json()).toMatchObject({
        code: "SESSION_TRANSITION",
        params: { from: "completed", to: "in_progress" },
        message: "Antrenamentul nu poate trece din starea „Încheiat” în „În desfășurare”.",
      });
      const en = await asCoach.put(
        `/api/sessions/${id}/status`,
        { status: "in_progress" },
        { "accept-language": "en" },
      );
      expect(en.json().message).toBe("The session can't move from “Completed” to “In progress”.");
    });
  });
});
