import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, TestAgent, type TestApp } from "../../../test/app.ts";
import { createUser, signInDirectly, type TestUser } from "../../../test/factories.ts";
import {
  createGroup,
  createStudent,
  createSwimmerStudent,
  type StudentRow,
} from "../../../test/factories-training.ts";
import { students } from "../../db/schema/registration.ts";
import { swimTimes } from "../../db/schema/training.ts";

/*
 * Swim times and personal bests (SPEC §3, §5; TRAINING.md §2) through HTTP: the add form, the time format, PB
 * flags after every change (checked against a brute-force recomputation), a swimmer's times page, the list's
 * filters, the coach's scope and the swimmer's own page. The test clock's day is 2026-11-22 (season 2026/27).
 */

interface SwimTime {
  id: string;
  studentId: string;
  fullName: string;
  event: string;
  poolLength: number;
  hundredths: number;
  swumOn: string;
  competition: string | null;
  notes: string | null;
  personalRecord: boolean;
  source: string;
  createdAt: string;
}
type Json = Record<string, unknown>;

const entry = (event: string, time: string, poolLength = 25, more: Json = {}) => ({
  event,
  time,
  poolLength,
  ...more,
});

/** "31.47" / "1:05.32" from hundredths, as a coach types it. */
const typed = (h: number) => {
  const minutes = Math.floor(h / 6000);
  const seconds = `${Math.floor((h % 6000) / 100)}`.padStart(minutes ? 2 : 1, "0");
  const rest = `${h % 100}`.padStart(2, "0");
  return minutes ? `${minutes}:${seconds}.${rest}` : `${seconds}.${rest}`;
};

/**
 * "Was a PB when swum", computed the slow way: a time is flagged when no earlier time of the same swimmer, event
 * and pool was as fast or faster. Earlier = an earlier day, or the same day and recorded before.
 */
function bruteForceFlags(times: readonly SwimTime[]): Record<string, boolean> {
  const before = (a: SwimTime, b: SwimTime) =>
    a.swumOn < b.swumOn ||
    (a.swumOn === b.swumOn && (a.createdAt < b.createdAt || (a.createdAt === b.createdAt && a.id < b.id)));
  return Object.fromEntries(
    times.map((x) => [
      x.id,
      !times.some(
        (y) =>
          y.id !== x.id &&
          y.studentId === x.studentId &&
          y.event === x.event &&
          y.poolLength === x.poolLength &&
          before(y, x) &&
          y.hundredths <= x.hundredths,
      ),
    ]),
  );
}

/** A small seeded generator, so a failing random series can be replayed. */
function seeded(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

describe("swim times and personal bests", () => {
  let t: TestApp;
  let admin: TestUser;
  let coach: TestUser;
  let anaUser: TestUser;
  let unlinkedUser: TestUser;
  let asAdmin: TestAgent;
  let asCoach: TestAgent;
  let asAna: TestAgent;
  /** Female, born 2012, in the coach's group, with a swimmer account. */
  let ana: StudentRow;
  /** Female, born 2013, in the coach's group. */
  let eva: StudentRow;
  /** Male, born 2011, in another coach's group. */
  let dan: StudentRow;
  /** A student without a training profile. */
  let radu: StudentRow;

  const signedIn = async (user: TestUser, lang: "ro" | "en" = "ro") => {
    const agent = new TestAgent(t.app);
    agent.lang = lang;
    await signInDirectly(agent, t.db, user, t.clock.now());
    return agent;
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.db, { role: "admin" });
    coach = await createUser(t.db, { role: "coach", firstName: "Radu", lastName: "Ionescu" });
    const otherCoach = await createUser(t.db, { role: "coach" });
    anaUser = await createUser(t.db, { role: "swimmer", firstName: "Ana", lastName: "Pop" });
    unlinkedUser = await createUser(t.db, { role: "swimmer" });
    const dolphins = await createGroup(t.db, "Delfinii", [coach.id]);
    const sharks = await createGroup(t.db, "Rechinii", [otherCoach.id]);
    ana = await createSwimmerStudent(
      t.db,
      { fullName: "Ana Pop", birthDate: "2012-03-10", gender: "F", userId: anaUser.id },
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
    radu = await createStudent(t.db, { fullName: "Radu Simplu", birthDate: "2010-01-01", gender: "M" });
    asAdmin = await signedIn(admin);
    asCoach = await signedIn(coach);
    asAna = await signedIn(anaUser);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.delete(swimTimes);
  });

  /** POST /api/swim-times; the clock then moves a second, as between two real saves. */
  async function post(
    agent: TestAgent,
    studentId: string,
    swumOn: string,
    entries: Json[],
    extra: Json = {},
  ) {
    const res = await agent.post("/api/swim-times", { studentId, swumOn, entries, ...extra });
    t.clock.advance(1000);
    return res;
  }
  async function add(studentId: string, swumOn: string, entries: Json[], extra: Json = {}) {
    const res = await post(asAdmin, studentId, swumOn, entries, extra);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { items: SwimTime[]; personalBests: string[]; clubRecords: string[] };
  }
  async function page(agent: TestAgent, query: string) {
    const res = await agent.get(`/api/swim-times?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { items: SwimTime[]; total: number; page: number; pageSize: number };
  }
  const timesOf = async (studentId: string) =>
    (await page(asAdmin, `studentId=${studentId}&pageSize=100`)).items;
  const flagOf = async (id: string) => (await timesOf(ana.id)).find((x) => x.id === id)?.personalRecord;
  /** Every flag of the swimmer equals the brute-force recomputation; returns the times. */
  async function expectFlagsRecomputed(studentId: string) {
    const times = await timesOf(studentId);
    expect(Object.fromEntries(times.map((x) => [x.id, x.personalRecord]))).toEqual(bruteForceFlags(times));
    return times;
  }
  const edit = (agent: TestAgent, time: SwimTime, over: Json = {}) =>
    agent.put(`/api/swim-times/${time.id}`, {
      swumOn: time.swumOn,
      event: time.event,
      time: typed(time.hundredths),
      poolLength: time.poolLength,
      competition: time.competition,
      notes: time.notes,
      ...over,
    });

  describe("adding times (SPEC §5)", () => {
    it("adds several times of one swimmer and day at once, typed MM:SS.CC or SS.CC, in the order given", async () => {
      const { items, personalBests } = await add(ana.id, "2026-11-15", [
        entry("freestyle_100", "1:05.32", 25, { competition: "  Cupa Toamnei  ", notes: "Serie" }),
        entry("freestyle_50", "31.47"),
        entry("backstroke_50", "0:35.10", 50),
        entry("butterfly_50", "33,05"),
      ]);
      expect(items.map((x) => [x.event, x.poolLength, x.hundredths])).toEqual([
        ["freestyle_100", 25, 6532],
        ["freestyle_50", 25, 3147],
        ["backstroke_50", 50, 3510],
        ["butterfly_50", 25, 3305],
      ]);
      expect(items[0]).toMatchObject({
        studentId: ana.id,
        fullName: "Ana Pop",
        swumOn: "2026-11-15",
        competition: "Cupa Toamnei",
        notes: "Serie",
        source: "manual",
        personalRecord: true,
      });
      expect(items[1]).toMatchObject({ competition: null, notes: null });
      // Each is the first of its event and pool: all personal bests.
      expect(personalBests.sort()).toEqual(items.map((x) => x.id).sort());
      expect((await timesOf(ana.id)).length).toBe(4);
    });

    it("refuses a time not written MM:SS.CC (1:75.00) with swimTimeFormat, in the caller's language, storing nothing", async () => {
      const res = await post(asAdmin, ana.id, "2026-11-15", [
        entry("freestyle_50", "31.47"),
        entry("freestyle_100", "1:75.00"),
      ]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: "VALIDATION_ERROR",
        message:
          "Timpul trebuie scris MM:SS.CC (de ex. 1:05.32) sau SS.CC (de ex. 31.47), cu secunde sub 60.",
        fields: { "entries.1.time": "swimTimeFormat" },
      });
      const english = await signedIn(admin, "en");
      const en = await post(english, ana.id, "2026-11-15", [entry("freestyle_100", "1:75.00")]);
      expect(en.json()).toMatchObject({
        message: "Write the time as MM:SS.CC (e.g. 1:05.32) or SS.CC (e.g. 31.47), with seconds below 60.",
        fields: { "entries.0.time": "swimTimeFormat" },
      });
      for (const bad of ["abc", "1:05", "0.00", "61.00", "1:5.00"]) {
        const r = await post(asAdmin, ana.id, "2026-11-15", [entry("freestyle_100", bad)]);
        expect(r.statusCode, bad).toBe(400);
        expect(r.json().fields, bad).toEqual({ "entries.0.time": "swimTimeFormat" });
      }
      const empty = await post(asAdmin, ana.id, "2026-11-15", [entry("freestyle_100", " ")]);
      expect(empty.json().fields).toEqual({ "entries.0.time": "swimTimeRequired" });
      expect(await timesOf(ana.id)).toEqual([]);
    });

    it("needs at least one time, a student and a real date", async () => {
      const none = await post(asAdmin, ana.id, "2026-11-15", []);
      expect(none.statusCode).toBe(400);
      expect(none.json()).toMatchObject({
        message: "Adăugați cel puțin un timp.",
        fields: { entries: "swimTimesRequired" },
      });
      const noDate = await asAdmin.post("/api/swim-times", {
        studentId: ana.id,
        entries: [entry("freestyle_50", "31.47")],
      });
      expect(noDate.statusCode).toBe(400);
      expect(noDate.json()).toMatchObject({ message: "Alegeți data.", fields: { swumOn: "dateRequired" } });
      const emptyDate = await post(asAdmin, ana.id, "", [entry("freestyle_50", "31.47")]);
      expect(emptyDate.json().fields).toEqual({ swumOn: "dateRequired" });
      const notADay = await post(asAdmin, ana.id, "2026-02-30", [entry("freestyle_50", "31.47")]);
      expect(notADay.json().fields).toEqual({ swumOn: "dateInvalid" });
      const noStudent = await asAdmin.post("/api/swim-times", {
        swumOn: "2026-11-15",
        entries: [entry("freestyle_50", "31.47")],
      });
      expect(noStudent.json().fields).toEqual({ studentId: "studentRequired" });
      const unknown = await post(asAdmin, crypto.randomUUID(), "2026-11-15", [
        entry("freestyle_50", "31.47"),
      ]);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().code).toBe("STUDENT_NOT_FOUND");
      expect(await t.db.select().from(swimTimes)).toEqual([]);
    });

    it("refuses a day after today in Romania: 400 SWIM_DATE_IN_FUTURE, on add and on edit", async () => {
      const tomorrow = await post(asAdmin, ana.id, "2026-11-23", [entry("freestyle_50", "31.47")]);
      expect(tomorrow.statusCode).toBe(400);
      expect(tomorrow.json()).toEqual({
        code: "SWIM_DATE_IN_FUTURE",
        message: "Data timpului nu poate fi în viitor.",
        fields: { swumOn: "dateInFuture" },
      });
      const { items } = await add(ana.id, "2026-11-22", [entry("freestyle_50", "31.47")]);
      const moved = await edit(asAdmin, items[0]!, { swumOn: "2026-11-23" });
      expect(moved.statusCode).toBe(400);
      expect(moved.json().code).toBe("SWIM_DATE_IN_FUTURE");

      // At 22:30 UTC it is already 23 November in Bucharest: the 23rd is today there.
      const late = Date.parse("2026-11-22T22:30:00Z") - t.clock.now().getTime();
      t.clock.advance(late);
      try {
        const nightOwl = await signedIn(admin);
        const res = await post(nightOwl, ana.id, "2026-11-23", [entry("freestyle_50", "31.40")]);
        expect(res.statusCode, res.body).toBe(201);
        expect(
          (await post(nightOwl, ana.id, "2026-11-24", [entry("freestyle_50", "31.40")])).statusCode,
        ).toBe(400);
      } finally {
        t.clock.advance(-late);
      }
    });

    it("refuses the 100 m individual medley in a 50 m pool, and takes it in a 25 m pool", async () => {
      const res = await post(asAdmin, ana.id, "2026-11-15", [entry("im_100", "1:15.00", 50)]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: "Proba de 100 m mixt se înoată doar în bazinul de 25 m.",
        fields: { "entries.0.event": "eventNotInPool" },
      });
      expect((await post(asAdmin, ana.id, "2026-11-15", [entry("im_100", "1:15.00", 25)])).statusCode).toBe(
        201,
      );
      expect((await post(asAdmin, ana.id, "2026-11-15", [entry("im_200", "2:45.00", 50)])).statusCode).toBe(
        201,
      );
      const badEvent = await post(asAdmin, ana.id, "2026-11-15", [entry("freestyle_25", "15.00")]);
      expect(badEvent.json().fields).toEqual({ "entries.0.event": "eventRequired" });
    });

    it("sets the student's gender when given with the times, and their earlier times follow", async () => {
      const ioana = await createSwimmerStudent(t.db, { fullName: "Ioana Vlad", birthDate: "2013-02-02" });
      await add(ioana.id, "2026-10-01", [entry("freestyle_50", "35.00")]);
      const before = (await asAdmin.get("/api/club-records?gender=F&poolLength=25")).json();
      expect(before.withoutGender).toBe(1);
      await add(ioana.id, "2026-10-08", [entry("freestyle_50", "34.00")], { gender: "F" });
      const [row] = await t.db.select().from(students).where(eq(students.id, ioana.id));
      expect(row!.gender).toBe("F");
      expect((await asAdmin.get(`/api/swim-times/students/${ioana.id}`)).json().student.gender).toBe("F");
      const stored = await t.db.select().from(swimTimes).where(eq(swimTimes.studentId, ioana.id));
      expect(stored.map((r) => [r.gender, r.ageYears])).toEqual([
        ["F", 13],
        ["F", 13],
      ]);
      const after = (await asAdmin.get("/api/club-records?gender=F&poolLength=25&ageGroup=13")).json();
      expect(after.withoutGender).toBe(0);
      expect(after.records.map((r: Json) => [r.event, r.hundredths])).toEqual([["freestyle_50", 3400]]);
    });
  });

  describe("personal-best flags (TRAINING.md §2)", () => {
    it("flags the first time of an event and pool, not a slower one, and a faster one again", async () => {
      const first = await add(ana.id, "2026-09-10", [entry("freestyle_50", "35.00")]);
      expect(first.items[0]!.personalRecord).toBe(true);
      expect(first.personalBests).toEqual([first.items[0]!.id]);
      const slower = await add(ana.id, "2026-09-17", [entry("freestyle_50", "35.50")]);
      expect(slower.items[0]!.personalRecord).toBe(false);
      expect(slower.personalBests).toEqual([]);
      const equal = await add(ana.id, "2026-09-20", [entry("freestyle_50", "35.00")]);
      expect(equal.items[0]!.personalRecord).toBe(false);
      const faster = await add(ana.id, "2026-09-24", [entry("freestyle_50", "34.80")]);
      expect(faster.items[0]!.personalRecord).toBe(true);
      expect(faster.personalBests).toEqual([faster.items[0]!.id]);
      // Another pool is another series.
      const longCourse = await add(ana.id, "2026-09-25", [entry("freestyle_50", "36.00", 50)]);
      expect(longCourse.items[0]!.personalRecord).toBe(true);
      // A time added later but swum earlier takes its place in swim order.
      const older = await add(ana.id, "2026-09-01", [entry("freestyle_50", "34.90")]);
      expect(older.items[0]!.personalRecord).toBe(true);
      expect(await flagOf(first.items[0]!.id)).toBe(false);
      expect(await flagOf(faster.items[0]!.id)).toBe(true);
      await expectFlagsRecomputed(ana.id);
    });

    it("moves the flag when a PB is edited slower, and recomputes both series when the event changes", async () => {
      const d1 = (await add(ana.id, "2026-10-01", [entry("freestyle_50", "35.00")])).items[0]!;
      const d2 = (await add(ana.id, "2026-10-02", [entry("freestyle_50", "34.00")])).items[0]!;
      const d3 = (await add(ana.id, "2026-10-03", [entry("freestyle_50", "34.50")])).items[0]!;
      expect([await flagOf(d1.id), await flagOf(d2.id), await flagOf(d3.id)]).toEqual([true, true, false]);

      const res = await edit(asAdmin, d2, { time: "36.00" });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ id: d2.id, hundredths: 3600, personalRecord: false });
      // 34.50 on the third is now faster than everything swum before it.
      expect([await flagOf(d1.id), await flagOf(d2.id), await flagOf(d3.id)]).toEqual([true, false, true]);
      await expectFlagsRecomputed(ana.id);

      // The first time moves to backstroke: freestyle starts at 36.00, backstroke gets its first PB.
      const moved = await edit(asAdmin, d1, { event: "backstroke_50" });
      expect(moved.json()).toMatchObject({ event: "backstroke_50", personalRecord: true });
      expect([await flagOf(d2.id), await flagOf(d3.id)]).toEqual([true, true]);
      await expectFlagsRecomputed(ana.id);
    });

    it("flags the next best in swim order when the PB is deleted", async () => {
      const d1 = (await add(ana.id, "2026-10-01", [entry("freestyle_50", "35.00")])).items[0]!;
      const d2 = (await add(ana.id, "2026-10-02", [entry("freestyle_50", "34.00")])).items[0]!;
      const d3 = (await add(ana.id, "2026-10-03", [entry("freestyle_50", "34.50")])).items[0]!;
      const d4 = (await add(ana.id, "2026-10-04", [entry("freestyle_50", "34.80")])).items[0]!;
      const res = await asAdmin.delete(`/api/swim-times/${d2.id}`);
      expect(res.statusCode).toBe(204);
      expect([await flagOf(d1.id), await flagOf(d3.id), await flagOf(d4.id)]).toEqual([true, true, false]);
      await expectFlagsRecomputed(ana.id);
      const again = await asAdmin.delete(`/api/swim-times/${d2.id}`);
      expect(again.statusCode).toBe(404);
      expect(again.json().code).toBe("SWIM_TIME_NOT_FOUND");
    });

    it("keeps same-day entries in their given order: a heat then a faster final are both PBs, a slower final is not", async () => {
      const fast = await add(ana.id, "2026-11-08", [
        entry("freestyle_50", "30.50", 25, { notes: "serii" }),
        entry("freestyle_50", "30.10", 25, { notes: "finală" }),
      ]);
      expect(fast.items.map((x) => [x.notes, x.personalRecord])).toEqual([
        ["serii", true],
        ["finală", true],
      ]);
      // Of the new times, only the final is the best now.
      expect(fast.personalBests).toEqual([fast.items[1]!.id]);
      const slow = await add(ana.id, "2026-11-09", [
        entry("backstroke_50", "40.10", 25, { notes: "serii" }),
        entry("backstroke_50", "40.50", 25, { notes: "finală" }),
      ]);
      expect(slow.items.map((x) => [x.notes, x.personalRecord])).toEqual([
        ["serii", true],
        ["finală", false],
      ]);
      // Newest first: within a day the final (recorded last) comes first.
      const history = (await asAdmin.get(`/api/swim-times/students/${ana.id}`)).json().history as SwimTime[];
      expect(history.map((x) => `${x.swumOn} ${x.notes}`)).toEqual([
        "2026-11-09 finală",
        "2026-11-09 serii",
        "2026-11-08 finală",
        "2026-11-08 serii",
      ]);
      await expectFlagsRecomputed(ana.id);
    });

    it("keeps every flag equal to a brute-force recomputation through a random series of adds, edits and deletes", async () => {
      const random = seeded(20261122);
      const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)]!;
      const events = ["freestyle_50", "backstroke_50"];
      const day = () => `2026-${pick(["03", "05", "07", "09", "10", "11"])}-${pick(["01", "08", "15"])}`;
      // Steps of a tenth, so equal times happen.
      const hundredths = () => 3000 + Math.floor(random() * 40) * 10;
      let times: SwimTime[] = [];
      for (let step = 0; step < 36; step++) {
        const roll = random();
        if (times.length < 3 || roll < 0.55) {
          const count = 1 + Math.floor(random() * 3);
          const entries = Array.from({ length: count }, () =>
            entry(pick(events), typed(hundredths()), pick([25, 50])),
          );
          await add(ana.id, day(), entries);
        } else if (roll < 0.85) {
          const time = pick(times);
          const over = random() < 0.3 ? { event: pick(events) } : random() < 0.5 ? { swumOn: day() } : {};
          const res = await edit(asAdmin, time, { time: typed(hundredths()), ...over });
          expect(res.statusCode, res.body).toBe(200);
        } else {
          expect((await asAdmin.delete(`/api/swim-times/${pick(times).id}`)).statusCode).toBe(204);
        }
        times = await expectFlagsRecomputed(ana.id);
      }
      expect(times.length).toBeGreaterThan(10);
      expect(times.some((x) => x.personalRecord) && times.some((x) => !x.personalRecord)).toBe(true);
    });
  });

  describe("reading times", () => {
    it("gives a swimmer's PBs per event and pool with this season's best (1 Sep – 31 Aug), and the history newest first", async () => {
      await add(ana.id, "2025-05-10", [entry("freestyle_50", "30.00", 25, { competition: "Naționale" })]);
      await add(ana.id, "2026-08-31", [entry("freestyle_50", "31.00"), entry("backstroke_50", "38.00")]);
      await add(ana.id, "2026-09-01", [entry("freestyle_50", "31.50")]);
      await add(ana.id, "2026-10-01", [entry("freestyle_50", "32.00"), entry("freestyle_50", "33.00", 50)]);
      await add(dan.id, "2026-10-01", [entry("freestyle_50", "28.00")]);
      const res = await asAdmin.get(`/api/swim-times/students/${ana.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers["cache-control"]).toBe("no-store");
      const body = res.json();
      expect(body.student).toEqual({
        id: ana.id,
        fullName: "Ana Pop",
        birthDate: "2012-03-10",
        gender: "F",
        isAdvancedSwimmer: true,
      });
      expect(body.season).toBe(2026);
      expect(
        body.personalBests.map((p: Json) => [
          p.event,
          p.poolLength,
          p.hundredths,
          p.swumOn,
          p.competition,
          p.seasonBestHundredths,
          p.swims,
        ]),
      ).toEqual([
        // 31 August belongs to the season before: this season's best is 1 September's 31.50.
        ["freestyle_50", 25, 3000, "2025-05-10", "Naționale", 3150, 4],
        ["backstroke_50", 25, 3800, "2026-08-31", null, null, 1],
        ["freestyle_50", 50, 3300, "2026-10-01", null, 3300, 1],
      ]);
      const pbTime = body.history.find((h: SwimTime) => h.hundredths === 3000);
      expect(body.personalBests[0].timeId).toBe(pbTime.id);
      expect(body.history.map((h: SwimTime) => h.swumOn)).toEqual([
        "2026-10-01",
        "2026-10-01",
        "2026-09-01",
        "2026-08-31",
        "2026-08-31",
        "2025-05-10",
      ]);
      expect(body.history.every((h: SwimTime) => h.studentId === ana.id)).toBe(true);
      const unknown = await asAdmin.get(`/api/swim-times/students/${crypto.randomUUID()}`);
      expect(unknown.statusCode).toBe(404);
    });

    it("lists the club's times newest first, filtered by swimmer, event, pool, dates, competition and PBs, in pages", async () => {
      await add(dan.id, "2026-09-20", [entry("freestyle_50", "30.00")]);
      await add(ana.id, "2026-10-01", [entry("freestyle_50", "32.00", 25, { competition: "Cupa Toamnei" })]);
      await add(ana.id, "2026-10-15", [entry("freestyle_50", "35.00", 50)]);
      await add(ana.id, "2026-11-01", [
        entry("backstroke_50", "40.00", 25, { competition: "Campionatul Național" }),
      ]);
      await add(ana.id, "2026-11-10", [entry("freestyle_50", "33.00")]);
      const days = (p: { items: SwimTime[] }) => p.items.map((x) => x.swumOn);

      const all = await page(asAdmin, "");
      expect(all).toMatchObject({ total: 5, page: 1, pageSize: 25 });
      expect(days(all)).toEqual(["2026-11-10", "2026-11-01", "2026-10-15", "2026-10-01", "2026-09-20"]);
      expect((await page(asAdmin, `studentId=${ana.id}`)).total).toBe(4);
      expect(days(await page(asAdmin, "event=backstroke_50"))).toEqual(["2026-11-01"]);
      expect(days(await page(asAdmin, "poolLength=50"))).toEqual(["2026-10-15"]);
      expect(days(await page(asAdmin, "from=2026-10-01&to=2026-11-01"))).toEqual([
        "2026-11-01",
        "2026-10-15",
        "2026-10-01",
      ]);
      expect(days(await page(asAdmin, "competition=CUPA"))).toEqual(["2026-10-01"]);
      expect(days(await page(asAdmin, "competition=campionatul"))).toEqual(["2026-11-01"]);
      // 33.00 on 10 November is slower than 32.00 before it.
      expect(days(await page(asAdmin, "personalBests=true"))).toEqual([
        "2026-11-01",
        "2026-10-15",
        "2026-10-01",
        "2026-09-20",
      ]);
      expect(
        days(await page(asAdmin, `personalBests=true&studentId=${ana.id}&event=freestyle_50&poolLength=25`)),
      ).toEqual(["2026-10-01"]);

      const pages = [1, 2, 3].map((n) => page(asAdmin, `pageSize=2&page=${n}`));
      const [p1, p2, p3] = await Promise.all(pages);
      expect([p1!.total, p2!.total, p3!.total]).toEqual([5, 5, 5]);
      expect([...days(p1!), ...days(p2!), ...days(p3!)]).toEqual(days(all));
      expect((await page(asAdmin, "pageSize=2&page=4")).items).toEqual([]);
      expect((await asAdmin.get("/api/swim-times?poolLength=33")).statusCode).toBe(400);
    });
  });

  describe("who may do what", () => {
    it("a coach works only with the times of swimmers in the groups they coach, on every route", async () => {
      const anaTime = (await add(ana.id, "2026-10-01", [entry("freestyle_50", "32.00")])).items[0]!;
      const danTime = (await add(dan.id, "2026-10-01", [entry("freestyle_50", "30.00")])).items[0]!;
      await add(radu.id, "2026-10-01", [entry("freestyle_50", "31.00")]);

      const list = await page(asCoach, "");
      expect(list.items.map((x) => x.fullName)).toEqual(["Ana Pop"]);
      expect(list.total).toBe(1);
      expect((await page(asCoach, `studentId=${dan.id}`)).total).toBe(0);

      const scoped = { code: "SWIMMER_NOT_IN_SCOPE" };
      for (const other of [dan, radu]) {
        const res = await post(asCoach, other.id, "2026-10-02", [entry("freestyle_50", "29.00")]);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject(scoped);
        const detail = await asCoach.get(`/api/swim-times/students/${other.id}`);
        expect(detail.statusCode).toBe(403);
        expect(detail.json()).toMatchObject(scoped);
      }
      const put = await edit(asCoach, danTime, { time: "25.00" });
      expect(put.statusCode).toBe(403);
      expect(put.json()).toMatchObject(scoped);
      const del = await asCoach.delete(`/api/swim-times/${danTime.id}`);
      expect(del.statusCode).toBe(403);
      expect((await timesOf(dan.id)).map((x) => x.hundredths)).toEqual([3000]);

      // Their own swimmers: everything works.
      expect((await post(asCoach, ana.id, "2026-10-02", [entry("freestyle_50", "31.90")])).statusCode).toBe(
        201,
      );
      expect((await edit(asCoach, anaTime, { time: "31.80" })).statusCode).toBe(200);
      expect((await asCoach.get(`/api/swim-times/students/${ana.id}`)).statusCode).toBe(200);
      expect((await asCoach.delete(`/api/swim-times/${anaTime.id}`)).statusCode).toBe(204);
    });

    it("offers an admin every student to record times for, a coach only their own swimmers", async () => {
      const forAdmin = (await asAdmin.get("/api/swim-times/students")).json().items as Json[];
      expect(forAdmin.map((s) => s.fullName)).toEqual(
        expect.arrayContaining(["Ana Pop", "Dan Ene", "Eva Lungu", "Radu Simplu"]),
      );
      const forCoach = (await asCoach.get("/api/swim-times/students")).json().items as Json[];
      expect(forCoach).toEqual([
        { id: ana.id, fullName: "Ana Pop", birthDate: "2012-03-10", gender: "F" },
        { id: eva.id, fullName: "Eva Lungu", birthDate: "2013-01-15", gender: "F" },
      ]);
      expect(
        (await asCoach.get("/api/swim-times/students?q=lungu")).json().items.map((s: Json) => s.id),
      ).toEqual([eva.id]);
    });

    it("a swimmer gets 403 on the staff routes and sees only their own times at /api/me/times", async () => {
      const anaTime = (await add(ana.id, "2026-10-01", [entry("freestyle_50", "32.00")])).items[0]!;
      await add(dan.id, "2026-10-01", [entry("freestyle_50", "30.00")]);
      const forbidden = [
        await asAna.get("/api/swim-times"),
        await asAna.get("/api/swim-times/students"),
        await asAna.get(`/api/swim-times/students/${ana.id}`),
        await post(asAna, ana.id, "2026-10-02", [entry("freestyle_50", "20.00")]),
        await edit(asAna, anaTime, { time: "20.00" }),
        await asAna.delete(`/api/swim-times/${anaTime.id}`),
        await asAna.get("/api/club-records?gender=F"),
      ];
      expect(forbidden.map((r) => r.statusCode)).toEqual(forbidden.map(() => 403));
      expect(await timesOf(ana.id)).toHaveLength(1);

      const mine = await asAna.get("/api/me/times");
      expect(mine.statusCode).toBe(200);
      expect(mine.json().student.id).toBe(ana.id);
      expect(mine.json().history.map((h: SwimTime) => h.id)).toEqual([anaTime.id]);
      expect(mine.json().personalBests.map((p: Json) => p.timeId)).toEqual([anaTime.id]);
      // The portal is the swimmer's: staff have their own screens.
      expect((await asAdmin.get("/api/me/times")).statusCode).toBe(403);
      expect((await new TestAgent(t.app).get("/api/me/times")).statusCode).toBe(401);
    });

    it("answers 404 NO_SWIMMER_PROFILE to a swimmer account not linked to a student", async () => {
      const res = await (await signedIn(unlinkedUser)).get("/api/me/times");
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        code: "NO_SWIMMER_PROFILE",
        message: "Contul dumneavoastră nu este legat încă de o înscriere la club.",
      });
    });

    it("answers 404 for an unknown time on edit and delete", async () => {
      const ghost = {
        id: crypto.randomUUID(),
        swumOn: "2026-10-01",
        event: "freestyle_50",
        hundredths: 3000,
        poolLength: 25,
        competition: null,
        notes: null,
      } as SwimTime;
      const put = await edit(asAdmin, ghost);
      expect(put.statusCode).toBe(404);
      expect(put.json().code).toBe("SWIM_TIME_NOT_FOUND");
      expect((await asAdmin.delete(`/api/swim-times/${ghost.id}`)).statusCode).toBe(404);
    });
  });
});
