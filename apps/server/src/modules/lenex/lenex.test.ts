import { count, eq } from "drizzle-orm";
import { XMLParser } from "fast-xml-parser";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, TestAgent, type TestApp } from "../../../test/app.ts";
import { createUser, signInDirectly, type TestUser } from "../../../test/factories.ts";
import { createGroup, createSwimmerStudent, type StudentRow } from "../../../test/factories-training.ts";
import { multipartBody } from "../../../test/multipart.ts";
import { notifications } from "../../db/schema/notifications.ts";
import { students } from "../../db/schema/registration.ts";
import { swimTimes } from "../../db/schema/training.ts";
import { ensureClubProfile } from "../../seed/club.ts";
import { lenexXml, lxf, type MeetSpec } from "./testing.ts";

/*
 * Lenex import and export through HTTP (issue 12): the preview matches the file's athletes with students, the
 * import stores the chosen club's results as times (source `import`, PB flags, club records) in one go and a
 * second import adds nothing; broken files are refused with a translated message and store nothing; a coach
 * imports only for their own swimmers. The test clock's day is 2026-11-22.
 */

// biome-ignore lint/suspicious/noExplicitAny: answers read loosely in assertions (their contract is checked by the routes)
type Json = Record<string, any>;

/** Our club (the profile's name is "Bazinul Didactic Municipal Fălticeni"), another club, a relay, a DSQ … */
function meet(over: Partial<MeetSpec> = {}): MeetSpec {
  return {
    name: "Cupa Toamnei",
    city: "Suceava",
    course: "SCM",
    sessions: [
      {
        date: "2026-10-10",
        events: [
          { eventId: "1", number: "1", distance: 100, stroke: "FREE", round: "PRE" },
          { eventId: "2", number: "1", distance: 100, stroke: "FREE", round: "FIN" },
          { eventId: "3", number: "2", distance: 50, stroke: "BACK" },
        ],
      },
      {
        date: "2026-10-11",
        events: [
          { eventId: "4", number: "3", distance: 400, stroke: "MEDLEY" },
          { eventId: "5", number: "4", distance: 50, stroke: "FREE", relayCount: 4 },
          { eventId: "6", number: "5", distance: 50, stroke: "FLY" },
        ],
      },
    ],
    clubs: [
      {
        name: "CSM Suceava",
        athletes: [
          {
            athleteId: "900",
            firstname: "Ion",
            lastname: "Străin",
            birthdate: "2012-01-01",
            gender: "M",
            results: [{ eventId: "3", swimtime: "00:00:30.00" }],
          },
        ],
      },
      {
        name: "CS Bazinul Municipal Fălticeni",
        code: "BMF",
        athletes: [
          {
            athleteId: "11",
            firstname: "Ana-Maria",
            lastname: "ȘTEFĂNESCU",
            birthdate: "2012-03-10",
            gender: "F",
            results: [
              { eventId: "1", swimtime: "00:01:05.32" },
              { eventId: "2", swimtime: "00:01:04.90" },
              { eventId: "3", swimtime: "00:00:36.10", status: "DSQ" },
              { eventId: "4", swimtime: "00:05:40.00" },
              { eventId: "6", swimtime: "00:00:33.05" },
            ],
          },
          {
            athleteId: "12",
            firstname: "Maria",
            lastname: "Stefanescu",
            birthdate: "2012-03-10",
            gender: "F",
            results: [{ eventId: "3", swimtime: "00:00:37.00" }],
          },
          {
            athleteId: "13",
            firstname: "Dan",
            lastname: "Ene",
            birthdate: "2011-06-01",
            gender: "M",
            results: [
              { eventId: "3", swimtime: "00:00:34.00" },
              { eventId: "6", swimtime: "NT", status: "DNS" },
            ],
          },
          {
            athleteId: "14",
            firstname: "Radu",
            lastname: "Nou",
            birthdate: "2010-02-02",
            gender: "M",
            results: [{ eventId: "1", swimtime: "00:01:10.00" }],
          },
        ],
        relays: [{ eventId: "5", swimtime: "00:02:10.00" }],
      },
    ],
    ...over,
  };
}

const OUR_CLUB = "1";

describe("Lenex import and export", () => {
  let t: TestApp;
  let admin: TestUser;
  let coach: TestUser;
  let asAdmin: TestAgent;
  let asCoach: TestAgent;
  /** "Ana Maria Ștefănescu", born 2012-03-10, no gender yet, in the coach's group. */
  let ana: StudentRow;
  /** "Ioana Ștefănescu", same birth date as Ana, in the coach's group. */
  let ioana: StudentRow;
  /** "Dan Ene", in another coach's group. */
  let dan: StudentRow;

  const signedIn = async (user: TestUser, lang: "ro" | "en" = "ro") => {
    const agent = new TestAgent(t.app);
    agent.lang = lang;
    await signInDirectly(agent, t.db, user, t.clock.now());
    return agent;
  };

  const fileOf = (content: Uint8Array | string, filename = "meet.lef") => ({
    field: "file",
    filename,
    contentType: "application/octet-stream",
    content: Buffer.from(typeof content === "string" ? new TextEncoder().encode(content) : content),
  });

  const preview = (agent: TestAgent, content: Uint8Array | string, fields: Record<string, string> = {}) => {
    const body = multipartBody(fields, [fileOf(content)]);
    return agent.post("/api/lenex/preview", body.payload, body.headers);
  };

  const importFile = (agent: TestAgent, content: Uint8Array | string, decisions: Json) => {
    const body = multipartBody({ decisions: JSON.stringify(decisions) }, [fileOf(content)]);
    return agent.post("/api/lenex/import", body.payload, body.headers);
  };

  const timeCount = async () => (await t.db.select({ n: count() }).from(swimTimes))[0]!.n;
  const timesOf = async (studentId: string) => {
    const res = await asAdmin.get(`/api/swim-times?studentId=${studentId}&pageSize=100`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().items as Json[]).sort(
      (a, b) => a.swumOn.localeCompare(b.swumOn) || a.createdAt.localeCompare(b.createdAt),
    );
  };

  const allAssigned = () => ({
    club: OUR_CLUB,
    assignments: [
      { athleteId: "11", studentId: ana.id },
      { athleteId: "12", studentId: ioana.id },
      { athleteId: "13", studentId: dan.id },
      { athleteId: "14", studentId: null },
    ],
  });

  beforeAll(async () => {
    t = await createTestApp();
    await ensureClubProfile(t.db, t.clock.now());
    admin = await createUser(t.db, { role: "admin" });
    coach = await createUser(t.db, { role: "coach" });
    const otherCoach = await createUser(t.db, { role: "coach" });
    const dolphins = await createGroup(t.db, "Delfinii", [coach.id]);
    const sharks = await createGroup(t.db, "Rechinii", [otherCoach.id]);
    ana = await createSwimmerStudent(
      t.db,
      { fullName: "Ana Maria Ștefănescu", birthDate: "2012-03-10" },
      { groupId: dolphins.id },
    );
    ioana = await createSwimmerStudent(
      t.db,
      { fullName: "Ioana Ștefănescu", birthDate: "2012-03-10", gender: "F" },
      { groupId: dolphins.id },
    );
    dan = await createSwimmerStudent(
      t.db,
      { fullName: "Dan Ene", birthDate: "2011-06-01", gender: "M" },
      { groupId: sharks.id },
    );
    asAdmin = await signedIn(admin);
    asCoach = await signedIn(coach);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.delete(swimTimes);
    await t.db.delete(notifications);
    await t.db.update(students).set({ gender: null }).where(eq(students.id, ana.id));
  });

  describe("preview", () => {
    it("shows the meet, picks our club by name and matches its athletes with students", async () => {
      const res = await preview(asAdmin, lenexXml(meet()));
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.meet).toEqual({
        name: "Cupa Toamnei",
        city: "Suceava",
        nation: "ROU",
        poolLengths: [25],
        startDate: "2026-10-10",
        endDate: "2026-10-11",
        competition: "Cupa Toamnei, Suceava",
      });
      expect(body.clubs.map((c: Json) => [c.key, c.name, c.athletes])).toEqual([
        ["0", "CSM Suceava", 1],
        ["1", "CS Bazinul Municipal Fălticeni", 4],
      ]);
      expect(body.club).toBe(OUR_CLUB);
      const byId = Object.fromEntries(body.athletes.map((a: Json) => [a.athleteId, a]));
      expect(byId["11"]).toMatchObject({
        firstName: "Ana-Maria",
        lastName: "ȘTEFĂNESCU",
        birthDate: "2012-03-10",
        gender: "F",
        results: 3,
        match: { status: "matched", studentId: ana.id, alreadyImported: 0 },
      });
      expect(byId["12"].match.status).toBe("ambiguous");
      expect(byId["12"].match.candidates.map((c: Json) => c.id).sort()).toEqual([ana.id, ioana.id].sort());
      expect(byId["13"].match).toMatchObject({ status: "matched", studentId: dan.id });
      expect(byId["14"].match).toEqual({
        status: "unmatched",
        studentId: null,
        candidates: [],
        alreadyImported: 0,
      });
      // The relay, the 400 m IM (not a club event), the DSQ and the DNS.
      expect(body.skipped).toEqual({ relay: 1, notClubEvent: 1, notFinished: 2, alreadyImported: 0 });
    });

    it("shows another club of the file when asked, and refuses a club the file does not have", async () => {
      const other = await preview(asAdmin, lenexXml(meet()), { club: "0" });
      expect(other.statusCode, other.body).toBe(200);
      expect(other.json().athletes.map((a: Json) => a.lastName)).toEqual(["Străin"]);
      const missing = await preview(asAdmin, lenexXml(meet()), { club: "7" });
      expect([missing.statusCode, missing.json().code]).toEqual([400, "LENEX_CLUB_NOT_FOUND"]);
    });

    it("asks for the club when none matches our name and the file has several", async () => {
      const spec = meet();
      spec.clubs[1]!.name = "CS Delfinul";
      const body = (await preview(asAdmin, lenexXml(spec))).json();
      expect([body.club, body.athletes]).toEqual([null, []]);
      expect(body.clubs).toHaveLength(2);
    });

    it("matches a coach's athletes only with the coach's own swimmers", async () => {
      const body = (await preview(asCoach, lenexXml(meet()))).json();
      const byId = Object.fromEntries(body.athletes.map((a: Json) => [a.athleteId, a]));
      expect(byId["11"].match.status).toBe("matched");
      expect(byId["13"].match.status).toBe("unmatched");
    });

    it("reads a .lxf upload by its content, whatever its name", async () => {
      const body = multipartBody({}, [fileOf(lxf(lenexXml(meet())), "results.xml")]);
      const res = await asAdmin.post("/api/lenex/preview", body.payload, body.headers);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().meet.name).toBe("Cupa Toamnei");
    });
  });

  describe("import", () => {
    it("stores the chosen athletes' results as imported times, with PB flags, and says what it did", async () => {
      const res = await importFile(asAdmin, lenexXml(meet()), allAssigned());
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        competition: "Cupa Toamnei, Suceava",
        imported: 5,
        duplicates: 0,
        skipped: { relay: 1, notClubEvent: 1, notFinished: 2, unassigned: 1 },
      });
      expect(body.students).toEqual([
        { id: ana.id, fullName: "Ana Maria Ștefănescu", imported: 3 },
        { id: dan.id, fullName: "Dan Ene", imported: 1 },
        { id: ioana.id, fullName: "Ioana Ștefănescu", imported: 1 },
      ]);
      // Ana: heat then final of 100 m free (both PBs when swum, the final her best now) and 50 m fly.
      const anaTimes = await timesOf(ana.id);
      expect(anaTimes.map((x) => [x.event, x.poolLength, x.hundredths, x.swumOn, x.personalRecord])).toEqual([
        ["freestyle_100", 25, 6532, "2026-10-10", true],
        ["freestyle_100", 25, 6490, "2026-10-10", true],
        ["butterfly_50", 25, 3305, "2026-10-11", true],
      ]);
      expect(anaTimes.every((x) => x.source === "import" && x.competition === "Cupa Toamnei, Suceava")).toBe(
        true,
      );
      // Best now: Ana's final and fly, Ioana's and Dan's backstroke.
      expect(body.personalBests).toBe(4);
      // Ana had no gender: the file's is set, so her times count for the girls' records.
      const [row] = await t.db
        .select({ gender: students.gender })
        .from(students)
        .where(eq(students.id, ana.id));
      expect(row!.gender).toBe("F");
      expect(body.clubRecords).toBeGreaterThan(0);
      const records = await asAdmin.get("/api/club-records?poolLength=25&gender=F&event=freestyle_100");
      expect(records.json().records[0]).toMatchObject({ hundredths: 6490, holder: { id: ana.id } });
    });

    it("adds nothing when the same meet is imported again", async () => {
      const first = (await importFile(asAdmin, lenexXml(meet()), allAssigned())).json();
      const stored = await timeCount();
      const again = await importFile(asAdmin, lxf(lenexXml(meet())), allAssigned());
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json()).toMatchObject({
        imported: 0,
        duplicates: first.imported,
        personalBests: 0,
        students: [],
      });
      expect(await timeCount()).toBe(stored);
      const previewed = (await preview(asAdmin, lenexXml(meet()))).json();
      expect(previewed.skipped.alreadyImported).toBe(4);
      expect(previewed.athletes.find((a: Json) => a.athleteId === "11").match.alreadyImported).toBe(3);
    });

    it("announces the new club records once the import is in", async () => {
      const body = (await importFile(asAdmin, lenexXml(meet()), allAssigned())).json();
      const rows = await t.db
        .select({ type: notifications.type })
        .from(notifications)
        .where(eq(notifications.userId, admin.id));
      expect(rows.filter((r) => r.type === "CLUB_RECORD")).toHaveLength(body.clubRecords);
    });

    it("lets a coach import for their own swimmers only, storing nothing otherwise", async () => {
      const refused = await importFile(asCoach, lenexXml(meet()), allAssigned());
      expect([refused.statusCode, refused.json().code]).toEqual([403, "SWIMMER_NOT_IN_SCOPE"]);
      expect(await timeCount()).toBe(0);
      const own = await importFile(asCoach, lenexXml(meet()), {
        club: OUR_CLUB,
        assignments: [{ athleteId: "11", studentId: ana.id }],
      });
      expect(own.statusCode, own.body).toBe(200);
      expect(own.json().imported).toBe(3);
    });

    it("refuses decisions naming an athlete outside the club, a missing student or a bad field", async () => {
      const stranger = await importFile(asAdmin, lenexXml(meet()), {
        club: OUR_CLUB,
        assignments: [{ athleteId: "900", studentId: ana.id }],
      });
      expect([stranger.statusCode, stranger.json().code]).toEqual([400, "LENEX_UNKNOWN_ATHLETE"]);
      const ghost = await importFile(asAdmin, lenexXml(meet()), {
        club: OUR_CLUB,
        assignments: [{ athleteId: "11", studentId: "00000000-0000-4000-8000-000000000000" }],
      });
      expect([ghost.statusCode, ghost.json().code]).toEqual([404, "STUDENT_NOT_FOUND"]);
      const body = multipartBody({ decisions: "{not json" }, [fileOf(lenexXml(meet()))]);
      const bad = await asAdmin.post("/api/lenex/import", body.payload, body.headers);
      expect([bad.statusCode, bad.json().code]).toEqual([400, "VALIDATION_ERROR"]);
      expect(await timeCount()).toBe(0);
    });
  });

  describe("broken files", () => {
    it("answers 400 with the translated message naming the problem, and stores nothing", async () => {
      const broken = lenexXml(meet()).replace("</ATHLETES>", "</ATHLETE>");
      const ro = await importFile(asAdmin, broken, allAssigned());
      expect(ro.statusCode).toBe(400);
      expect(ro.json()).toMatchObject({
        code: "LENEX_BROKEN_XML",
        message: expect.stringMatching(/linia \d+, coloana \d+/),
      });
      const asEnglish = await signedIn(admin, "en");
      const en = await preview(asEnglish, broken);
      expect(en.json().message).toMatch(
        /^The Lenex file is damaged: its XML cannot be read at line \d+, column \d+\.$/,
      );
      expect(await timeCount()).toBe(0);
    });

    it("names the athlete and the event of an impossible time", async () => {
      const spec = meet();
      spec.clubs[1]!.athletes[0]!.results[4]!.swimtime = "00:00:93.05";
      const res = await importFile(asAdmin, lenexXml(spec), allAssigned());
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(
        "Timpul rezultatului sportivului Ana-Maria ȘTEFĂNESCU la proba 5 (50 m FLY) este imposibil: „00:00:93.05”.",
      );
      expect(await timeCount()).toBe(0);
    });

    it("refuses a result dated after today", async () => {
      const spec = meet();
      spec.sessions[1]!.date = "2026-12-01";
      const res = await preview(asAdmin, lenexXml(spec));
      expect([res.statusCode, res.json().code]).toEqual([400, "LENEX_INVALID_DATE"]);
    });

    it("refuses a yards meet, an upload over 10 MB and a request without a file", async () => {
      const yards = await preview(asAdmin, lenexXml(meet({ course: "SCY" })));
      expect(yards.json()).toMatchObject({ code: "LENEX_UNSUPPORTED_COURSE", params: { course: "SCY" } });
      const huge = await preview(asAdmin, Buffer.alloc(10 * 1048576 + 10, 0x20));
      expect([huge.statusCode, huge.json().code]).toEqual([413, "FILE_TOO_LARGE"]);
      const none = multipartBody({ club: "1" });
      const missing = await asAdmin.post("/api/lenex/preview", none.payload, none.headers);
      expect([missing.statusCode, missing.json().code]).toEqual([400, "FILE_REQUIRED"]);
    });
  });

  describe("export of the club records as a Lenex record list", () => {
    const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "" });

    it("downloads a Lenex 3.0 file whose record list holds the records", async () => {
      await importFile(asAdmin, lenexXml(meet()), allAssigned());
      const res = await asAdmin.get("/api/club-records/export.lef?poolLength=25&gender=F");
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers["content-disposition"]).toMatch(
        /^attachment; filename="club-records-25m-F-all-.*\.lef"$/,
      );
      const doc = parser.parse(res.body);
      expect(doc.LENEX.version).toBe("3.0");
      const list = doc.LENEX.RECORDLISTS.RECORDLIST;
      expect(list).toMatchObject({ course: "SCM", gender: "F", AGEGROUP: { agemin: "-1", agemax: "-1" } });
      const records = [list.RECORDS.RECORD].flat();
      const free = records.find((r: Json) => r.SWIMSTYLE.stroke === "FREE" && r.SWIMSTYLE.distance === "100");
      expect(free).toMatchObject({
        swimtime: "00:01:04.90",
        SWIMSTYLE: { relaycount: "1" },
        ATHLETE: { firstname: "Ana Maria", lastname: "Ștefănescu", birthdate: "2012-03-10", gender: "F" },
        MEETINFO: { name: "Cupa Toamnei", city: "Suceava", date: "2026-10-10", nation: "ROU" },
      });
      // Ana's fly and Ioana's backstroke too: one record per event swum.
      expect(records.map((r: Json) => `${r.SWIMSTYLE.distance} ${r.SWIMSTYLE.stroke}`).sort()).toEqual([
        "100 FREE",
        "50 BACK",
        "50 FLY",
      ]);
    });

    it("gives one list per gender without a gender, with the age group's bounds", async () => {
      await importFile(asAdmin, lenexXml(meet()), allAssigned());
      const doc = parser.parse(
        (await asAdmin.get("/api/club-records/export.lef?poolLength=25&ageGroup=14")).body,
      );
      const lists = [doc.LENEX.RECORDLISTS.RECORDLIST].flat();
      expect(lists.map((l: Json) => [l.gender, l.AGEGROUP.agemin, l.AGEGROUP.agemax])).toEqual([
        ["F", "14", "14"],
        ["M", "14", "14"],
      ]);
      // Ana and Ioana (born 2012) are 14 in 2026; Dan (2011) is 15: no boys' record at 14.
      expect(lists[1].RECORDS).toBe("");
      const open = parser.parse(
        (await asAdmin.get("/api/club-records/export.lef?gender=M&ageGroup=18")).body,
      );
      expect(open.LENEX.RECORDLISTS.RECORDLIST.AGEGROUP).toEqual({ agemin: "18", agemax: "-1" });
    });
  });
});
