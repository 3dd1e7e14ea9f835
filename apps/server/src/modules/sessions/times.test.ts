import {
  sessionTopic,
  type TSessionTimesBoard,
  type TSessionTimesEvent,
  type TSessionTimesResult,
} from "@bazin/shared/contracts/session-times";
import type { Role } from "@bazin/shared/domain/roles";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, TestAgent, type TestApp } from "../../../test/app.ts";
import { createUser, signInDirectly, type TestUser } from "../../../test/factories.ts";
import { createWorkout, type WorkoutRow } from "../../../test/factories-hub.ts";
import { createSessionRow } from "../../../test/factories-sessions.ts";
import { createGroup, createSwimmerStudent, type StudentRow } from "../../../test/factories-training.ts";
import { sessionParticipants, trainingSessions } from "../../db/schema/sessions.ts";
import { swimTimes } from "../../db/schema/training.ts";
import { toSessionUser } from "../users/presenter.ts";

/*
 * The time recorder's and live mode's API (contracts/session-times.ts). "Now" is the test clock's Sunday
 * 22 November 2026, 12:00 in Bucharest: 20 November is past, 22 November is today, 3 December is to come.
 */

const key = (n: number) => `0000000${n}-aaaa-4aaa-8aaa-00000000000${n}`.slice(-36);

/** The hub's caller, as the session plugin makes it from the user's row. */
const sessionUser = (u: TestUser) => toSessionUser({ ...u, role: u.role as Role });

describe("session times (recorder and live mode)", () => {
  let t: TestApp;
  let coach: TestUser;
  let otherCoach: TestUser;
  let asCoach: TestAgent;
  let asOtherCoach: TestAgent;
  let asSwimmer: TestAgent;
  let ana: StudentRow;
  let eva: StudentRow;
  let dan: StudentRow;
  let sprint: WorkoutRow;

  const signedIn = async (user: TestUser) => {
    const agent = new TestAgent(t.app);
    await signInDirectly(agent, t.db, user, t.clock.now());
    return agent;
  };

  beforeAll(async () => {
    t = await createTestApp();
    coach = await createUser(t.db, { role: "coach" });
    otherCoach = await createUser(t.db, { role: "coach" });
    const swimmerUser = await createUser(t.db, { role: "swimmer" });
    const dolphins = await createGroup(t.db, "Delfinii", [coach.id]);
    const sharks = await createGroup(t.db, "Rechinii", [otherCoach.id]);
    ana = await createSwimmerStudent(
      t.db,
      { fullName: "Ana Pop", birthDate: "2012-03-10", gender: "F", userId: swimmerUser.id },
      { groupId: dolphins.id },
    );
    eva = await createSwimmerStudent(
      t.db,
      { fullName: "Eva Lungu", birthDate: "2013-01-15", gender: "F" },
      { groupId: dolphins.id },
    );
    dan = await createSwimmerStudent(
      t.db,
      { fullName: "Dan Ene", birthDate: "2011-06-01", gender: "M" },
      { groupId: sharks.id },
    );
    // 200 easy, 10 × 100 freestyle (the timed repeats), 200 recovery.
    sprint = await createWorkout(t.db, { name: "Sprint 10×100", type: "race_tempo" });
    asCoach = await signedIn(coach);
    asOtherCoach = await signedIn(otherCoach);
    asSwimmer = await signedIn(swimmerUser);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.delete(swimTimes);
    await t.db.delete(trainingSessions);
  });

  const todaySession = (over: { day?: string; status?: string; workoutId?: string | null } = {}) =>
    createSessionRow(t.db, {
      day: over.day ?? "2026-11-22",
      startTime: "08:00",
      coachId: coach.id,
      workoutId: over.workoutId === undefined ? sprint.id : over.workoutId,
      status: over.status ?? "in_progress",
      studentIds: [ana.id, eva.id],
    });
  const entry = (n: number, studentId: string, hundredths: number, over: Record<string, unknown> = {}) => ({
    key: key(n),
    studentId,
    event: "freestyle_100",
    hundredths,
    slot: null,
    ...over,
  });
  const send = (agent: TestAgent, sessionId: string, entries: unknown[]) =>
    agent.post(`/api/sessions/${sessionId}/times`, { entries });

  it("shows the board: swimmers, one slot per round of the workout's timed repeats, no times yet", async () => {
    const id = await todaySession();
    const res = await asCoach.get(`/api/sessions/${id}/times`);
    expect(res.statusCode).toBe(200);
    const board = res.json<TSessionTimesBoard>();
    expect(board.session).toMatchObject({ id, canRecord: true, workout: { name: "Sprint 10×100" } });
    expect(board.swimmers.map((s) => s.fullName)).toEqual(["Ana Pop", "Eva Lungu"]);
    expect(board.slots).toHaveLength(10);
    expect(board.slots[0]).toMatchObject({ event: "freestyle_100", round: 1, rounds: 10 });
    expect(board.slots[9]).toMatchObject({ round: 10 });
    expect(board.times).toEqual([]);
  });

  it("saves times as session swim times with PB flags, marks the swimmer present, and a resend records nothing twice", async () => {
    const id = await todaySession();
    const first = await send(asCoach, id, [
      entry(1, ana.id, 7012, { slot: "s1.1" }),
      entry(2, ana.id, 6950, { slot: "s1.2", splits: [3390] }),
    ]);
    expect(first.statusCode).toBe(200);
    const { results } = first.json<TSessionTimesResult>();
    expect(results.map((r) => r.duplicate)).toEqual([false, false]);
    expect(results[1]!.time).toMatchObject({
      hundredths: 6950,
      personalBest: true,
      slot: "s1.2",
      splits: [3390],
    });
    expect(results[0]!.time.personalBest).toBe(false);

    const stored = await t.db.select().from(swimTimes).where(eq(swimTimes.sessionId, id));
    expect(stored).toHaveLength(2);
    expect(stored.every((r) => r.source === "session" && r.swumOn === "2026-11-22")).toBe(true);
    const [line] = await t.db
      .select()
      .from(sessionParticipants)
      .where(eq(sessionParticipants.studentId, ana.id));
    expect(line!.attendance).toBe("present");

    // The answer was lost: the client sends the same batch again, with one new entry.
    const again = await send(asCoach, id, [
      entry(1, ana.id, 7012, { slot: "s1.1" }),
      entry(2, ana.id, 6950, { slot: "s1.2" }),
      entry(3, eva.id, 7400, { slot: "s1.1" }),
    ]);
    const second = again.json<TSessionTimesResult>().results;
    expect(second.map((r) => r.duplicate)).toEqual([true, true, false]);
    expect(second[0]!.time.id).toBe(results[0]!.time.id);
    expect(await t.db.select().from(swimTimes).where(eq(swimTimes.sessionId, id))).toHaveLength(3);
  });

  it("two sends of the same entry at once store one time", async () => {
    const id = await todaySession();
    const [a, b] = await Promise.all([
      send(asCoach, id, [entry(4, eva.id, 7100)]),
      send(asCoach, id, [entry(4, eva.id, 7100)]),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const ids = [a, b].map((r) => r.json<TSessionTimesResult>().results[0]!.time.id);
    expect(ids[0]).toBe(ids[1]);
    expect(await t.db.select().from(swimTimes)).toHaveLength(1);
  });

  it("refuses a key used for another swimmer, non-participants and events not swum in the pool", async () => {
    const id = await todaySession();
    await send(asCoach, id, [entry(5, ana.id, 7000)]);
    const reused = await send(asCoach, id, [entry(5, eva.id, 7000)]);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().code).toBe("IDEMPOTENCY_KEY_REUSED");

    const outsider = await send(asCoach, id, [entry(6, dan.id, 7000)]);
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json().fields).toEqual({ "entries.0.studentId": "sessionNotParticipant" });

    const longPool = await createSessionRow(t.db, {
      day: "2026-11-20",
      coachId: coach.id,
      status: "completed",
      studentIds: [ana.id],
    });
    await t.db.update(trainingSessions).set({ poolLength: 50 }).where(eq(trainingSessions.id, longPool));
    const im = await send(asCoach, longPool, [entry(7, ana.id, 7000, { event: "im_100" })]);
    expect(im.statusCode).toBe(400);
    expect(im.json().fields).toEqual({ "entries.0.event": "eventNotInPool" });

    const tooFast = await send(asCoach, id, [entry(8, ana.id, 0)]);
    expect(tooFast.statusCode).toBe(400);
    expect(await t.db.select().from(swimTimes)).toHaveLength(1);
  });

  it("takes times for a past session, not for one still to come nor a cancelled one", async () => {
    const past = await todaySession({ day: "2026-11-20", status: "completed" });
    expect((await send(asCoach, past, [entry(1, ana.id, 7000)])).statusCode).toBe(200);

    const coming = await todaySession({ day: "2026-12-03", status: "planned" });
    const early = await send(asCoach, coming, [entry(2, ana.id, 7000)]);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe("SESSION_NOT_STARTED");
    const board = await asCoach.get(`/api/sessions/${coming}/times`);
    expect(board.json<TSessionTimesBoard>().session.canRecord).toBe(false);

    const cancelled = await todaySession({ status: "cancelled" });
    expect((await send(asCoach, cancelled, [entry(3, ana.id, 7000)])).json().code).toBe("SESSION_CANCELLED");
  });

  it("keeps to the coach's scope: another coach and swimmers are refused", async () => {
    const id = await todaySession();
    expect((await asOtherCoach.get(`/api/sessions/${id}/times`)).statusCode).toBe(403);
    expect((await send(asOtherCoach, id, [entry(1, ana.id, 7000)])).statusCode).toBe(403);
    expect((await asSwimmer.get(`/api/sessions/${id}/times`)).statusCode).toBe(403);
    expect(await t.db.select().from(swimTimes)).toHaveLength(0);
  });

  it("publishes new times to the session's topic, open to who may see the session", async () => {
    const id = await todaySession();
    const hub = t.app.ctx.realtime;
    expect(await hub.maySubscribe(sessionUser(coach), sessionTopic(id))).toBe(true);
    expect(await hub.maySubscribe(sessionUser(otherCoach), sessionTopic(id))).toBe(false);

    const heard: TSessionTimesEvent[] = [];
    const stop = hub.subscribe(coach.id, sessionTopic(id), (body) => heard.push(body as TSessionTimesEvent));
    try {
      await send(asCoach, id, [entry(1, ana.id, 7000)]);
      await send(asCoach, id, [entry(1, ana.id, 7000)]);
      await expect.poll(() => heard.length).toBe(1);
      expect(heard[0]).toMatchObject({ type: "times", sessionId: id, times: [{ hundredths: 7000 }] });
    } finally {
      stop();
    }
  });

  it("corrects and deletes a session's time with the session's scope, PB flags following", async () => {
    const id = await todaySession();
    const saved = (
      await send(asCoach, id, [entry(1, eva.id, 7200), entry(2, eva.id, 7300)])
    ).json<TSessionTimesResult>();
    const [first, second] = saved.results.map((r) => r.time);
    expect([first!.personalBest, second!.personalBest]).toEqual([true, false]);

    const changed = await asCoach.put(`/api/sessions/${id}/times/${second!.id}`, { hundredths: 7100 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      id: second!.id,
      hundredths: 7100,
      personalBest: true,
      key: key(2),
    });
    let board = (await asCoach.get(`/api/sessions/${id}/times`)).json<TSessionTimesBoard>();
    expect(board.times.find((t) => t.id === first!.id)!.personalBest).toBe(false);

    expect((await asOtherCoach.delete(`/api/sessions/${id}/times/${second!.id}`)).statusCode).toBe(403);
    const other = await todaySession({ day: "2026-11-20", status: "completed" });
    expect((await asCoach.delete(`/api/sessions/${other}/times/${second!.id}`)).statusCode).toBe(404);
    expect((await asCoach.delete(`/api/sessions/${id}/times/${second!.id}`)).statusCode).toBe(204);
    board = (await asCoach.get(`/api/sessions/${id}/times`)).json<TSessionTimesBoard>();
    expect(board.times.map((t) => [t.id, t.personalBest])).toEqual([[first!.id, true]]);
  });
});
