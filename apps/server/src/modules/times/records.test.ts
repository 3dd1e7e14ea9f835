import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, TestAgent, type TestApp } from "../../../test/app.ts";
import { createUser, signInDirectly, type TestUser } from "../../../test/factories.ts";
import {
  type CreateStudentOptions,
  createStudent,
  type StudentRow,
} from "../../../test/factories-training.ts";
import { notifications } from "../../db/schema/notifications.ts";
import { students } from "../../db/schema/registration.ts";
import { swimTimes } from "../../db/schema/training.ts";

/*
 * Club records (TRAINING.md §2, SPEC §9): the best time per event × pool × gender × age group, the age group
 * being year of swim − birth year (5 and under, 6 … 17, 18+ open); the history of improvements; swimmers without
 * a gender left out and counted; CLUB_RECORD notifications; the records a swimmer holds on their times page.
 */

interface SwimTime {
  id: string;
  studentId: string;
  event: string;
  poolLength: number;
  hundredths: number;
  swumOn: string;
  createdAt: string;
}
interface ClubRecord {
  event: string;
  poolLength: number;
  gender: string;
  ageGroup: number | null;
  hundredths: number;
  swumOn: string;
  competition: string | null;
  timeId: string;
  holder: { id: string; fullName: string; ageInYear: number; canView: boolean };
}
interface RecordsResponse {
  records: ClubRecord[];
  history: ClubRecord[];
  withoutGender: number;
}
type Json = Record<string, unknown>;

const entry = (event: string, time: string, poolLength = 25, more: Json = {}) => ({
  event,
  time,
  poolLength,
  ...more,
});

/** "31.47" / "1:05.32" from hundredths. */
const typed = (h: number) => {
  const minutes = Math.floor(h / 6000);
  const seconds = `${Math.floor((h % 6000) / 100)}`.padStart(minutes ? 2 : 1, "0");
  const rest = `${h % 100}`.padStart(2, "0");
  return minutes ? `${minutes}:${seconds}.${rest}` : `${seconds}.${rest}`;
};

function seeded(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

describe("club records", () => {
  let t: TestApp;
  let admin: TestUser;
  let coach: TestUser;
  let formerCoach: TestUser;
  let otherSwimmer: TestUser;
  let asAdmin: TestAgent;

  const signedIn = async (user: TestUser, lang: "ro" | "en" = "ro") => {
    const agent = new TestAgent(t.app);
    agent.lang = lang;
    await signInDirectly(agent, t.db, user, t.clock.now());
    return agent;
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.db, { role: "admin" });
    coach = await createUser(t.db, { role: "coach" });
    formerCoach = await createUser(t.db, { role: "coach", active: false });
    otherSwimmer = await createUser(t.db, { role: "swimmer" });
    asAdmin = await signedIn(admin);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.delete(swimTimes);
    await t.db.delete(notifications);
    await t.db.delete(students);
  });

  const student = (
    fullName: string,
    birthDate: string,
    gender: "F" | "M" | null,
    more: Partial<CreateStudentOptions> = {},
  ) => createStudent(t.db, { fullName, birthDate, gender, ...more });

  /** POST /api/swim-times as the admin; the clock then moves a second, as between two real saves. */
  async function add(who: StudentRow, swumOn: string, entries: Json[]) {
    const res = await asAdmin.post("/api/swim-times", { studentId: who.id, swumOn, entries });
    expect(res.statusCode, res.body).toBe(201);
    t.clock.advance(1000);
    return res.json() as { items: SwimTime[]; personalBests: string[]; clubRecords: string[] };
  }
  const addOne = async (who: StudentRow, swumOn: string, event: string, time: string, pool = 25) =>
    (await add(who, swumOn, [entry(event, time, pool)])).items[0]!;

  async function records(query: Json): Promise<RecordsResponse> {
    const search = new URLSearchParams(
      Object.entries(query)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]): [string, string] => [k, String(v)]),
    );
    const res = await asAdmin.get(`/api/club-records?${search}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }
  const summary = (r: ClubRecord) => [r.event, r.hundredths, r.swumOn, r.holder.fullName, r.holder.ageInYear];

  describe("age groups", () => {
    it("takes the age as year of swim − birth year: born 2012-12-31, a swim on 2024-12-31 counts as 12, on 2025-01-01 as 13", async () => {
      const ana = await student("Ana Pop", "2012-12-31", "F");
      await addOne(ana, "2024-12-31", "freestyle_50", "35.00");
      await addOne(ana, "2025-01-01", "freestyle_50", "36.00");
      const twelve = await records({ gender: "F", poolLength: 25, ageGroup: 12 });
      expect(twelve.records.map(summary)).toEqual([["freestyle_50", 3500, "2024-12-31", "Ana Pop", 12]]);
      expect(twelve.records[0]).toMatchObject({ ageGroup: 12, gender: "F", poolLength: 25 });
      // A day later she is 13 for the whole of 2025, though she turns 13 only on 31 December.
      const thirteen = await records({ gender: "F", poolLength: 25, ageGroup: 13 });
      expect(thirteen.records.map(summary)).toEqual([["freestyle_50", 3600, "2025-01-01", "Ana Pop", 13]]);
      expect((await records({ gender: "F", ageGroup: 11 })).records).toEqual([]);
      expect((await records({ gender: "F", ageGroup: 14 })).records).toEqual([]);
      // Without an age group: the club's absolute record.
      const absolute = await records({ gender: "F" });
      expect(absolute.records.map(summary)).toEqual([["freestyle_50", 3500, "2024-12-31", "Ana Pop", 12]]);
      expect(absolute.records[0]!.ageGroup).toBeNull();
    });

    it("puts everyone 18 and over in one open group (18+)", async () => {
      const junior = await student("Matei Tânăr", "2009-04-04", "M"); // 17 in 2026
      const eighteen = await student("Luca Major", "2008-12-31", "M"); // 18 in 2026
      const adult = await student("Ion Veteran", "1990-01-01", "M"); // 36 in 2026
      await addOne(junior, "2026-10-01", "freestyle_50", "26.50");
      await addOne(eighteen, "2026-10-01", "freestyle_50", "27.20");
      await addOne(adult, "2026-10-02", "freestyle_50", "26.90");
      const open = await records({ gender: "M", ageGroup: 18 });
      expect(open.records.map(summary)).toEqual([["freestyle_50", 2690, "2026-10-02", "Ion Veteran", 36]]);
      expect(open.records[0]!.ageGroup).toBe(18);
      const history = await records({ gender: "M", ageGroup: 18, event: "freestyle_50" });
      expect(history.history.map((r) => r.holder.fullName)).toEqual(["Luca Major", "Ion Veteran"]);
      expect((await records({ gender: "M", ageGroup: 17 })).records.map(summary)).toEqual([
        ["freestyle_50", 2650, "2026-10-01", "Matei Tânăr", 17],
      ]);
    });

    it("counts the very young with the 5-year-olds (5 and under)", async () => {
      const five = await student("Maya Mică", "2021-03-03", "F"); // 5 in 2026
      const four = await student("Ada Mică", "2022-03-03", "F"); // 4 in 2026
      const six = await student("Ela Mare", "2020-03-03", "F"); // 6 in 2026
      await addOne(five, "2026-06-01", "freestyle_50", "59.00");
      await addOne(four, "2026-06-01", "freestyle_50", "58.00");
      await addOne(six, "2026-06-01", "freestyle_50", "50.00");
      const youngest = await records({ gender: "F", ageGroup: 5 });
      expect(youngest.records.map(summary)).toEqual([["freestyle_50", 5800, "2026-06-01", "Ada Mică", 4]]);
      expect(youngest.records[0]!.ageGroup).toBe(5);
      expect((await records({ gender: "F", ageGroup: 6 })).records.map(summary)).toEqual([
        ["freestyle_50", 5000, "2026-06-01", "Ela Mare", 6],
      ]);
      // The 18+ and 5 bounds are the query's: 4 or 19 are no groups.
      expect((await asAdmin.get("/api/club-records?gender=F&ageGroup=4")).statusCode).toBe(400);
      expect((await asAdmin.get("/api/club-records?gender=F&ageGroup=19")).statusCode).toBe(400);
      expect((await asAdmin.get("/api/club-records?poolLength=25")).statusCode).toBe(400);
    });
  });

  describe("the records table and history", () => {
    it("holds only the events swum, each with its fastest time; on a tie the earlier swim keeps the record", async () => {
      const ana = await student("Ana Pop", "2014-01-01", "F");
      const bia = await student("Bianca Ene", "2014-06-06", "F");
      await addOne(bia, "2026-04-01", "freestyle_50", "30.00");
      await addOne(ana, "2026-03-01", "freestyle_50", "30.00"); // added later, swum earlier: keeps the record
      await addOne(ana, "2026-03-01", "freestyle_100", "1:10.00");
      await addOne(bia, "2026-03-02", "freestyle_100", "1:08.00");
      // Same day, same time: the one recorded first keeps it.
      await addOne(bia, "2026-05-01", "butterfly_50", "36.00");
      await addOne(ana, "2026-05-01", "butterfly_50", "36.00");
      await addOne(ana, "2026-05-01", "backstroke_50", "31.00", 50); // the other pool
      const table = await records({ gender: "F", poolLength: 25, ageGroup: 12 });
      expect(table.records.map(summary)).toEqual([
        ["freestyle_50", 3000, "2026-03-01", "Ana Pop", 12],
        ["freestyle_100", 6800, "2026-03-02", "Bianca Ene", 12],
        ["butterfly_50", 3600, "2026-05-01", "Bianca Ene", 12],
      ]);
      expect(table.history).toEqual([]);
      const long = await records({ gender: "F", poolLength: 50, ageGroup: 12 });
      expect(long.records.map(summary)).toEqual([["backstroke_50", 3100, "2026-05-01", "Ana Pop", 12]]);
      expect((await records({ gender: "M", poolLength: 25 })).records).toEqual([]);
    });

    it("gives one event's history as every improvement in swim order, the last being the record", async () => {
      const ana = await student("Ana Pop", "2014-01-01", "F");
      const bia = await student("Bianca Ene", "2014-06-06", "F");
      const cora = await student("Cora Dinu", "2014-09-09", "F");
      const a1 = await addOne(ana, "2026-01-10", "freestyle_50", "33.00");
      await addOne(bia, "2026-02-10", "freestyle_50", "34.00");
      const b2 = await addOne(bia, "2026-03-10", "freestyle_50", "32.50");
      await addOne(ana, "2026-04-10", "freestyle_50", "32.50"); // equal: no improvement
      const a3 = await addOne(ana, "2026-05-10", "freestyle_50", "31.90");
      await addOne(ana, "2026-05-10", "backstroke_50", "30.00"); // another event
      const query = { gender: "F", poolLength: 25, ageGroup: 12, event: "freestyle_50" };
      const first = await records(query);
      expect(first.history.map((r) => r.timeId)).toEqual([a1.id, b2.id, a3.id]);
      expect(first.history.map((r) => r.hundredths)).toEqual([3300, 3250, 3190]);
      expect(first.records.map((r) => r.timeId)).toEqual([a3.id]);
      // A result entered late, swum before all of them, rewrites the history from its day.
      const c0 = await addOne(cora, "2026-01-05", "freestyle_50", "32.00");
      const second = await records(query);
      expect(second.history.map((r) => r.timeId)).toEqual([c0.id, a3.id]);
      // An event never swum has no record and no history.
      const none = await records({ ...query, event: "butterfly_200" });
      expect(none).toEqual({ records: [], history: [], withoutGender: 0 });
    });

    it("leaves out swimmers without a gender and counts them in withoutGender", async () => {
      const unknown = await student("Alex Necunoscut", "2014-02-02", null);
      const ana = await student("Ana Pop", "2014-01-01", "F");
      const fast = await add(unknown, "2026-06-01", [
        entry("freestyle_50", "25.00"),
        entry("backstroke_50", "29.00", 50),
      ]);
      expect(fast.clubRecords).toEqual([]);
      await addOne(ana, "2026-06-01", "freestyle_50", "30.00");
      const female = await records({ gender: "F", poolLength: 25 });
      expect(female.records.map(summary)).toEqual([["freestyle_50", 3000, "2026-06-01", "Ana Pop", 12]]);
      expect(female.withoutGender).toBe(1);
      expect((await records({ gender: "M", poolLength: 25 })).withoutGender).toBe(1);
      expect((await records({ gender: "F", poolLength: 25, ageGroup: 12 })).withoutGender).toBe(1);
      expect((await records({ gender: "F", poolLength: 25, ageGroup: 13 })).withoutGender).toBe(0);
      expect((await records({ gender: "F", poolLength: 25, event: "freestyle_50" })).withoutGender).toBe(1);
      expect((await records({ gender: "F", poolLength: 25, event: "butterfly_50" })).withoutGender).toBe(0);
      expect((await records({ gender: "F", poolLength: 50 })).withoutGender).toBe(1);
      // Only Ana's record was announced (to the admin and the active coach).
      const announced = await t.db.select().from(notifications).where(eq(notifications.type, "CLUB_RECORD"));
      expect(announced.map((n) => n.params.studentId)).toEqual([ana.id, ana.id]);
    });

    it("agrees with a brute-force computation over every time inserted: tables, histories, held records and announcements", async () => {
      const random = seeded(1224);
      const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)]!;
      const people: [string, string, "F" | "M" | null][] = [
        ["Ana", "2012-12-31", "F"],
        ["Bia", "2012-01-01", "F"],
        ["Cora", "2014-06-01", "F"],
        ["Dana", "1995-03-03", "F"],
        ["Ema", "2020-05-05", "F"],
        ["Dan", "2011-07-07", "M"],
        ["Emil", "2012-02-02", "M"],
        ["Filip", "2007-08-08", "M"],
        ["Gelu", "2019-01-01", "M"],
        ["Horia", "2012-05-05", null],
      ];
      const swimmers = [];
      for (const [name, birthDate, gender] of people) swimmers.push(await student(name, birthDate, gender));
      const base: Record<string, number> = {
        freestyle_50: 2800,
        freestyle_100: 6000,
        backstroke_50: 3200,
        im_100: 7000,
      };
      const days = [
        "2024-03-15",
        "2024-12-31",
        "2025-01-01",
        "2025-06-20",
        "2025-12-31",
        "2026-01-01",
        "2026-05-05",
        "2026-11-20",
      ];

      type Row = SwimTime & { gender: string | null; age: number; name: string };
      const rows: Row[] = [];
      const better = (a: Row, b: Row) =>
        a.hundredths !== b.hundredths
          ? a.hundredths < b.hundredths
          : a.swumOn !== b.swumOn
            ? a.swumOn < b.swumOn
            : a.createdAt !== b.createdAt
              ? a.createdAt < b.createdAt
              : a.id < b.id;
      const inGroup = (age: number, group: number | undefined) =>
        group === undefined || (group <= 5 ? age <= 5 : group >= 18 ? age >= 18 : age === group);
      const groupOf = (age: number) => Math.min(18, Math.max(5, age));
      const best = (rs: Row[]) =>
        rs.reduce<Row | undefined>((m, r) => (m && better(m, r) ? m : r), undefined);

      for (let i = 0; i < 60; i++) {
        const index = Math.floor(random() * swimmers.length);
        const who = swimmers[index]!;
        const [name, birthDate, gender] = people[index]!;
        const swumOn = pick(days);
        const entries = Array.from({ length: 1 + Math.floor(random() * 3) }, () => {
          const pool = pick([25, 50]);
          const event = pick(
            pool === 25 ? Object.keys(base) : ["freestyle_50", "freestyle_100", "backstroke_50"],
          );
          return entry(event, typed(base[event]! + Math.floor(random() * 40) * 10), pool);
        });
        const res = await add(who, swumOn, entries);
        for (const item of res.items)
          rows.push({
            ...item,
            gender,
            age: Number(swumOn.slice(0, 4)) - Number(birthDate.slice(0, 4)),
            name,
          });
        // Announced: the new times that are now the best of their event × pool × gender × age group.
        const expected = res.items
          .filter((item) => {
            const row = rows.find((r) => r.id === item.id)!;
            if (!row.gender) return false;
            const group = rows.filter(
              (r) =>
                r.event === row.event &&
                r.poolLength === row.poolLength &&
                r.gender === row.gender &&
                inGroup(r.age, groupOf(row.age)),
            );
            return best(group)!.id === row.id;
          })
          .map((item) => item.id);
        expect(res.clubRecords.sort()).toEqual(expected.sort());
      }

      for (const pool of [25, 50])
        for (const gender of ["F", "M"])
          for (const ageGroup of [undefined, ...Array.from({ length: 14 }, (_, i) => 5 + i)]) {
            const group = rows.filter((r) => r.poolLength === pool && inGroup(r.age, ageGroup));
            const gendered = group.filter((r) => r.gender === gender);
            const label = `${pool} ${gender} ${ageGroup ?? "all"}`;
            const res = await records({ gender, poolLength: pool, ageGroup });
            const expectedTable = Object.fromEntries(
              Object.keys(base)
                .map((event) => [event, best(gendered.filter((r) => r.event === event))] as const)
                .filter(([, r]) => r)
                .map(([event, r]) => [event, [r!.id, r!.hundredths, r!.name, r!.age]]),
            );
            const table = Object.fromEntries(
              res.records.map((r) => [
                r.event,
                [r.timeId, r.hundredths, r.holder.fullName, r.holder.ageInYear],
              ]),
            );
            expect(table, label).toEqual(expectedTable);
            expect(
              res.records.every((r) => r.ageGroup === (ageGroup ?? null) && r.gender === gender),
              label,
            ).toBe(true);
            expect(res.withoutGender, label).toBe(
              new Set(group.filter((r) => !r.gender).map((r) => r.studentId)).size,
            );

            for (const event of Object.keys(base)) {
              const swum = gendered
                .filter((r) => r.event === event)
                .sort((a, b) =>
                  a.swumOn !== b.swumOn
                    ? a.swumOn.localeCompare(b.swumOn)
                    : a.createdAt !== b.createdAt
                      ? a.createdAt.localeCompare(b.createdAt)
                      : a.id.localeCompare(b.id),
                );
              const progression = swum.filter((r, i) =>
                swum.slice(0, i).every((p) => r.hundredths < p.hundredths),
              );
              const history = await records({ gender, poolLength: pool, ageGroup, event });
              expect(
                history.history.map((r) => r.timeId),
                `${label} ${event}`,
              ).toEqual(progression.map((r) => r.id));
              expect(
                history.records.map((r) => r.timeId),
                `${label} ${event}`,
              ).toEqual(progression.length ? [progression.at(-1)!.id] : []);
              // The record is the group's minimum.
              if (swum.length)
                expect(history.records[0]!.hundredths).toBe(Math.min(...swum.map((r) => r.hundredths)));
            }
          }

      // The records each swimmer holds: their best per event × pool × age group, where no one is better.
      for (const [i, who] of swimmers.entries()) {
        const mine = rows.filter((r) => r.studentId === who.id && r.gender);
        const expected = new Set<string>();
        for (const r of mine) {
          const group = rows.filter(
            (o) =>
              o.event === r.event &&
              o.poolLength === r.poolLength &&
              o.gender === r.gender &&
              groupOf(o.age) === groupOf(r.age),
          );
          if (best(group)!.id === r.id)
            expected.add(`${r.event} ${r.poolLength} ${groupOf(r.age)} ${r.hundredths} ${r.swumOn}`);
        }
        const page = (await asAdmin.get(`/api/swim-times/students/${who.id}`)).json();
        const held = (page.records as Json[]).map(
          (r) => `${r.event} ${r.poolLength} ${r.ageGroup} ${r.hundredths} ${r.swumOn}`,
        );
        expect(held.sort(), people[i]![0]).toEqual([...expected].sort());
      }
      expect(rows.length).toBeGreaterThan(90);
    });
  });

  describe("announcements and held records", () => {
    /** The CLUB_RECORD notifications of a user, as their bell shows them in a language. */
    async function bell(user: TestUser, lang: "ro" | "en" = "ro") {
      const res = await (await signedIn(user, lang)).get("/api/notifications");
      expect(res.statusCode).toBe(200);
      return (res.json().notifications as Json[]).filter((n) => n.type === "CLUB_RECORD");
    }
    const clubRecordRows = () =>
      t.db.select().from(notifications).where(eq(notifications.type, "CLUB_RECORD"));

    it("announces a new club record to every active coach and admin, and to the swimmer in their own words", async () => {
      const anaUser = await createUser(t.db, { role: "swimmer", firstName: "Ana", lastName: "Pop" });
      const ana = await student("Ana Pop", "2014-01-01", "F", { userId: anaUser.id });
      const res = await add(ana, "2026-11-15", [entry("freestyle_50", "31.47")]);
      expect(res.clubRecords).toEqual([res.items[0]!.id]);

      const rows = await clubRecordRows();
      expect(rows.map((r) => r.userId).sort()).toEqual([admin.id, coach.id, anaUser.id].sort());
      expect(rows.map((r) => r.userId)).not.toContain(formerCoach.id);
      expect(rows.map((r) => r.userId)).not.toContain(otherSwimmer.id);

      const [staffRo] = await bell(coach, "ro");
      expect(staffRo).toMatchObject({
        title: "Record nou al clubului",
        message: "Ana Pop: 31.47 la 50 m liber, bazin de 25 m (Feminin, categoria 12 ani).",
        actionUrl: "/admin/club-records?event=freestyle_50&poolLength=25&gender=F",
      });
      const [staffEn] = await bell(admin, "en");
      expect(staffEn).toMatchObject({
        title: "New club record",
        message: "Ana Pop: 31.47 in the 50 m freestyle, 25 m pool (Female, age group 12).",
      });
      const [own] = await bell(anaUser, "ro");
      expect(own).toMatchObject({
        title: "Record nou al clubului",
        message:
          "Felicitări! 31.47 la 50 m liber, bazin de 25 m, este noul record al clubului la categoria 12 ani.",
        actionUrl: "/swimmer/times",
      });
      expect(await bell(otherSwimmer)).toEqual([]);
    });

    it("names the open group 18+ in the announcement", async () => {
      const ion = await student("Ion Veteran", "1990-01-01", "M");
      await add(ion, "2026-11-15", [entry("backstroke_100", "1:05.32")]);
      const [en] = await bell(admin, "en");
      expect(en!.message).toBe(
        "Ion Veteran: 1:05.32 in the 100 m backstroke, 25 m pool (Male, age group 18+).",
      );
    });

    it("creates no notification for a time slower than or equal to the record", async () => {
      const ana = await student("Ana Pop", "2014-01-01", "F");
      const bia = await student("Bianca Ene", "2014-06-06", "F");
      await add(ana, "2026-11-01", [entry("freestyle_50", "31.47")]);
      const before = (await clubRecordRows()).length;
      expect(before).toBe(2);
      const slower = await add(bia, "2026-11-02", [entry("freestyle_50", "31.48")]);
      expect(slower.clubRecords).toEqual([]);
      const equal = await add(bia, "2026-11-03", [entry("freestyle_50", "31.47")]);
      expect(equal.clubRecords).toEqual([]);
      // Her own personal best, but no club record.
      expect(slower.personalBests).toEqual([slower.items[0]!.id]);
      expect((await clubRecordRows()).length).toBe(before);
      // A record in another age group is a record all the same.
      const older = await student("Ioana Mare", "2010-01-01", "F");
      const other = await add(older, "2026-11-04", [entry("freestyle_50", "33.00")]);
      expect(other.clubRecords).toEqual([other.items[0]!.id]);
      expect((await clubRecordRows()).length).toBe(before + 2);
    });

    it("announces a time edited into a record", async () => {
      const ana = await student("Ana Pop", "2014-01-01", "F");
      const bia = await student("Bianca Ene", "2014-06-06", "F");
      await add(ana, "2026-11-01", [entry("freestyle_50", "31.00")]);
      const slow = (await add(bia, "2026-11-02", [entry("freestyle_50", "32.00")])).items[0]!;
      const before = (await clubRecordRows()).length;
      const res = await asAdmin.put(`/api/swim-times/${slow.id}`, {
        swumOn: slow.swumOn,
        event: slow.event,
        poolLength: 25,
        time: "30.50",
      });
      expect(res.statusCode, res.body).toBe(200);
      expect((await clubRecordRows()).length).toBe(before + 2);
      expect((await records({ gender: "F", ageGroup: 12 })).records.map((r) => r.timeId)).toEqual([slow.id]);
    });

    it("shows the records a swimmer holds on their times page, until someone beats them", async () => {
      const anaUser = await createUser(t.db, { role: "swimmer" });
      const ana = await student("Ana Pop", "2012-12-31", "F", { userId: anaUser.id });
      await add(ana, "2024-12-31", [entry("freestyle_50", "35.00")]);
      await add(ana, "2025-01-01", [entry("freestyle_50", "36.00"), entry("freestyle_50", "37.00", 50)]);
      const expected = [
        {
          event: "freestyle_50",
          poolLength: 25,
          gender: "F",
          ageGroup: 12,
          hundredths: 3500,
          swumOn: "2024-12-31",
        },
        {
          event: "freestyle_50",
          poolLength: 25,
          gender: "F",
          ageGroup: 13,
          hundredths: 3600,
          swumOn: "2025-01-01",
        },
        {
          event: "freestyle_50",
          poolLength: 50,
          gender: "F",
          ageGroup: 13,
          hundredths: 3700,
          swumOn: "2025-01-01",
        },
      ];
      const staffPage = (await asAdmin.get(`/api/swim-times/students/${ana.id}`)).json();
      expect(staffPage.records).toEqual(expected);
      const own = await (await signedIn(anaUser)).get("/api/me/times");
      expect(own.statusCode).toBe(200);
      expect(own.json().records).toEqual(expected);

      const bia = await student("Bianca Ene", "2012-02-02", "F");
      await add(bia, "2025-03-03", [entry("freestyle_50", "35.90")]);
      expect((await asAdmin.get(`/api/swim-times/students/${ana.id}`)).json().records).toEqual([
        expected[0],
        expected[2],
      ]);
      expect((await asAdmin.get(`/api/swim-times/students/${bia.id}`)).json().records).toEqual([
        {
          event: "freestyle_50",
          poolLength: 25,
          gender: "F",
          ageGroup: 13,
          hundredths: 3590,
          swumOn: "2025-03-03",
        },
      ]);
    });

    it("is for staff: coaches read the club's records too, swimmers get 403", async () => {
      const ana = await student("Ana Pop", "2014-01-01", "F");
      await add(ana, "2026-11-01", [entry("freestyle_50", "31.00")]);
      const asCoach = await signedIn(coach);
      const res = await asCoach.get("/api/club-records?gender=F");
      expect(res.statusCode).toBe(200);
      expect(res.json().records).toHaveLength(1);
      // Club-wide records, but the holder's times open only for the holder's own coaches and admins.
      expect(res.json().records[0].holder.canView).toBe(false);
      expect((await asAdmin.get("/api/club-records?gender=F")).json().records[0].holder.canView).toBe(true);
      expect((await (await signedIn(otherSwimmer)).get("/api/club-records?gender=F")).statusCode).toBe(403);
      expect((await new TestAgent(t.app).get("/api/club-records?gender=F")).statusCode).toBe(401);
    });
  });
});
