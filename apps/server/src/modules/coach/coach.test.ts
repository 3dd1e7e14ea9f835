import type { TCoachSwimmerList } from "@bazin/shared/contracts/coach";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TestAgent, type TestApp } from "../../../test/app.ts";
import { createUser, signInDirectly, type TestUser } from "../../../test/factories.ts";
import { createSessionRow } from "../../../test/factories-sessions.ts";
import { createGroup, createSwimmerStudent, type StudentRow } from "../../../test/factories-training.ts";
import { sessionParticipants } from "../../db/schema/sessions.ts";
import { clubNow } from "./service.ts";

/*
 * GET /api/coach/swimmers (the coach dashboard's grid). "Now" is the test clock's Sunday 22 November 2026, 12:00
 * in Bucharest: the attendance window starts on 24 August 2026.
 */

describe("GET /api/coach/swimmers", () => {
  let t: TestApp;
  let coach: TestUser;
  let asCoach: TestAgent;
  let asAdmin: TestAgent;
  let asSwimmer: TestAgent;
  let ana: StudentRow;
  let eva: StudentRow;
  let ion: StudentRow;

  const signedIn = async (user: TestUser) => {
    const agent = new TestAgent(t.app);
    await signInDirectly(agent, t.db, user, t.clock.now());
    return agent;
  };

  /** A session of Ana's with her attendance (null: not taken yet). */
  async function anaSession(
    day: string,
    attendance: string | null,
    over: { startTime?: string; status?: string } = {},
  ) {
    const id = await createSessionRow(t.db, {
      day,
      coachId: coach.id,
      studentIds: [ana.id],
      status: "completed",
      ...over,
    });
    await t.db
      .update(sessionParticipants)
      .set({ attendance })
      .where(and(eq(sessionParticipants.sessionId, id), eq(sessionParticipants.studentId, ana.id)));
    return id;
  }

  beforeAll(async () => {
    t = await createTestApp();
    coach = await createUser(t.db, { role: "coach" });
    const otherCoach = await createUser(t.db, { role: "coach" });
    const admin = await createUser(t.db, { role: "admin" });
    const swimmerUser = await createUser(t.db, { role: "swimmer" });
    const dolphins = await createGroup(t.db, "Delfinii", [coach.id], "#1c7ed6");
    const sharks = await createGroup(t.db, "Rechinii", [otherCoach.id]);
    ana = await createSwimmerStudent(
      t.db,
      { fullName: "Ana Țîrlea", birthDate: "2012-03-10", gender: "F", userId: swimmerUser.id },
      { groupId: dolphins.id, maxHr: 195 },
    );
    eva = await createSwimmerStudent(
      t.db,
      { fullName: "Eva Lungu", birthDate: "2013-01-15", gender: "F" },
      { groupId: dolphins.id, maxHr: 180 },
    );
    ion = await createSwimmerStudent(
      t.db,
      { fullName: "Ion Rusu", birthDate: "2011-05-02", gender: "M" },
      { groupId: sharks.id, maxHr: 165 },
    );
    asCoach = await signedIn(coach);
    asAdmin = await signedIn(admin);
    asSwimmer = await signedIn(swimmerUser);

    // Counted (held in the last 90 days): present, late, absent, not taken, and today's morning session (present).
    await anaSession("2026-11-20", "present");
    await anaSession("2026-11-18", "late");
    await anaSession("2026-11-16", "absent");
    await anaSession("2026-11-14", null);
    const morning = await anaSession("2026-11-22", "present", { startTime: "11:00", status: "in_progress" });
    // Not counted: cancelled, older than 90 days, and this evening's session (not started yet).
    await anaSession("2026-11-12", "present", { status: "cancelled" });
    await anaSession("2026-08-01", "absent");
    await anaSession("2026-11-22", "absent", { startTime: "18:00", status: "planned" });
    // Ion's session, outside the coach's scope.
    await createSessionRow(t.db, { day: "2026-11-20", coachId: otherCoach.id, studentIds: [ion.id] });
    expect(morning).toBeTruthy();

    // Ana's times: the 1 November swim is slower than her PB, so her latest PB is the backstroke of 15 October.
    for (const [swumOn, entries] of [
      ["2026-10-01", [{ event: "freestyle_50", time: "30.00", poolLength: 25 }]],
      ["2026-10-15", [{ event: "backstroke_50", time: "35.10", poolLength: 25 }]],
      ["2026-11-01", [{ event: "freestyle_50", time: "31.00", poolLength: 25 }]],
    ] as const) {
      const res = await asAdmin.post("/api/swim-times", { studentId: ana.id, swumOn, entries });
      expect(res.statusCode, res.body).toBe(201);
      t.clock.advance(1000);
    }
  });
  afterAll(() => t.close());

  const list = async (agent: TestAgent) => {
    const res = await agent.get("/api/coach/swimmers");
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as TCoachSwimmerList;
  };

  it("gives a coach only the swimmers of the groups they coach, by name", async () => {
    const answer = await list(asCoach);
    expect(answer.items.map((s) => s.fullName)).toEqual(["Ana Țîrlea", "Eva Lungu"]);
    expect(answer.items[0]!.group).toEqual({ id: expect.any(String), name: "Delfinii", color: "#1c7ed6" });
    expect(answer.items.map((s) => [s.maxHr, s.hrZoneFilter])).toEqual([
      [195, "high"],
      [180, "medium"],
    ]);
  });

  it("gives an admin every advanced swimmer", async () => {
    const answer = await list(asAdmin);
    expect(answer.items.map((s) => s.id).sort()).toEqual([ana.id, eva.id, ion.id].sort());
  });

  it("refuses swimmers and visitors", async () => {
    expect((await asSwimmer.get("/api/coach/swimmers")).statusCode).toBe(403);
    expect((await new TestAgent(t.app).get("/api/coach/swimmers")).statusCode).toBe(401);
  });

  it("counts attendance over the last 90 days of sessions held, and names the last one", async () => {
    const answer = await list(asCoach);
    expect(answer.attendanceFrom).toBe("2026-08-24");
    const [anaRow, evaRow] = answer.items;
    // present 20th, late 18th, absent 16th, present this morning; the 14th was never taken.
    expect(anaRow!.attendance).toEqual({ attended: 3, taken: 4 });
    expect(anaRow!.lastSession).toMatchObject({
      day: "2026-11-22",
      startTime: "11:00",
      attendance: "present",
    });
    expect(evaRow!.attendance).toEqual({ attended: 0, taken: 0 });
    expect(evaRow!.lastSession).toBeNull();
  });

  it("gives the newest personal best", async () => {
    const [anaRow, evaRow] = (await list(asCoach)).items;
    expect(anaRow!.latestPersonalBest).toEqual({
      event: "backstroke_50",
      poolLength: 25,
      hundredths: 3510,
      swumOn: "2026-10-15",
    });
    expect(evaRow!.latestPersonalBest).toBeNull();
  });
});

describe("clubNow", () => {
  it("reads the club's wall clock, daylight saving included", () => {
    expect(clubNow(new Date("2026-11-22T10:00:00Z"))).toEqual({ day: "2026-11-22", time: "12:00" });
    expect(clubNow(new Date("2026-07-01T21:30:00Z"))).toEqual({ day: "2026-07-02", time: "00:30" });
  });
});
