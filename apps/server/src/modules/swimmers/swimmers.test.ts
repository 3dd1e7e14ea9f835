import { defaultMaxHr, defaultThresholdHr } from "@bazin/shared/domain/training/heart-rate";
import { and, asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, TestAgent, type TestApp } from "../../../test/app.ts";
import {
  createUser,
  latestMailLink,
  loginAs,
  signInDirectly,
  TEST_PASSWORD,
  type TestUser,
} from "../../../test/factories.ts";
import {
  type CreateStudentOptions,
  createGroup,
  createStudent,
  createSwimmerStudent,
  type GroupRow,
} from "../../../test/factories-training.ts";
import { auditLog } from "../../db/schema/audit.ts";
import { users } from "../../db/schema/auth.ts";
import { groupMembers } from "../../db/schema/groups.ts";
import { students } from "../../db/schema/registration.ts";
import { advancedSwimmers, swimTimes } from "../../db/schema/training.ts";
import { listMail } from "../mail/outbox.repository.ts";

/*
 * Advanced swimmers (SPEC §3, §5, §9; TRAINING.md §1, §3) through HTTP: heart-rate rules, the account invitation,
 * zones, the list's filters, edit and delete, and the coach's scope (the groups they coach).
 * The test clock's day is 2026-11-22.
 */

type Json = Record<string, unknown>;

describe("advanced swimmers", () => {
  let t: TestApp;
  let admin: TestUser;
  let coach: TestUser;
  let otherCoach: TestUser;
  let swimmerUser: TestUser;
  let asAdmin: TestAgent;
  let asCoach: TestAgent;
  let asSwimmer: TestAgent;
  /** Led by `coach`. */
  let dolphins: GroupRow;
  /** Led by `otherCoach`. */
  let sharks: GroupRow;

  const signedIn = async (user: TestUser, lang: "ro" | "en" = "ro") => {
    const agent = new TestAgent(t.app);
    agent.lang = lang;
    await signInDirectly(agent, t.db, user, t.clock.now());
    return agent;
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.db, { role: "admin", firstName: "Elena", lastName: "Admin" });
    coach = await createUser(t.db, { role: "coach", firstName: "Radu", lastName: "Ionescu" });
    otherCoach = await createUser(t.db, { role: "coach", firstName: "Vlad", lastName: "Marin" });
    swimmerUser = await createUser(t.db, { role: "swimmer" });
    dolphins = await createGroup(t.db, "Delfinii", [coach.id]);
    sharks = await createGroup(t.db, "Rechinii", [otherCoach.id], "#e03131");
    asAdmin = await signedIn(admin);
    asCoach = await signedIn(coach);
    asSwimmer = await signedIn(swimmerUser);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.delete(swimTimes);
    await t.db.delete(advancedSwimmers);
    await t.db.delete(students);
  });

  const student = (opts: Partial<CreateStudentOptions> = {}) =>
    createStudent(t.db, { fullName: "Ana Pop", birthDate: "2014-05-01", ...opts });

  /** A valid create body: heart rate 200 / 60 / 174, no group, female. */
  const body = (studentId: string, over: Json = {}): Json => ({
    studentId,
    gender: "F",
    groupId: null,
    maxHr: 200,
    restingHr: 60,
    thresholdHr: 174,
    ...over,
  });
  /** The edit body: everything but the student. */
  const editBody = (over: Json = {}): Json => {
    const { studentId: _, ...rest } = body("", over);
    return rest;
  };
  const create = (agent: TestAgent, b: Json) => agent.post("/api/advanced-swimmers", b);
  const createOk = async (agent: TestAgent, b: Json) => {
    const res = await create(agent, b);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { swimmer: Json & { id: string }; invitation: string };
  };
  const list = async (agent: TestAgent, query = "") => {
    const res = await agent.get(`/api/advanced-swimmers${query ? `?${query}` : ""}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { items: (Json & { id: string; fullName: string })[]; total: number };
  };
  const names = (page: { items: { fullName: string }[] }) => page.items.map((s) => s.fullName);
  const studentRow = async (id: string) =>
    (await t.db.select().from(students).where(eq(students.id, id)))[0]!;
  const addTime = async (studentId: string, swumOn: string, entries: Json[]) => {
    const res = await asAdmin.post("/api/swim-times", { studentId, swumOn, entries });
    expect(res.statusCode, res.body).toBe(201);
    t.clock.advance(1000);
    return res.json();
  };

  describe("create and heart rate (SPEC §5)", () => {
    it("creates a swimmer with the form's defaults (max 220 − age, threshold 87 % of max) and returns the computed Karvonen zones", async () => {
      // Born 2014-05-01: 12 years old on 2026-11-22.
      const ana = await student({ fullName: "Ana Pop", birthDate: "2014-05-01" });
      const maxHr = defaultMaxHr(12);
      const thresholdHr = defaultThresholdHr(maxHr);
      expect([maxHr, thresholdHr]).toEqual([208, 181]);
      const { swimmer, invitation } = await createOk(
        asAdmin,
        body(ana.id, { maxHr, thresholdHr, restingHr: 60, groupId: dolphins.id }),
      );
      expect(invitation).toBe("sent");
      expect(swimmer).toMatchObject({
        id: ana.id,
        fullName: "Ana Pop",
        birthDate: "2014-05-01",
        age: 12,
        gender: "F",
        group: { id: dolphins.id, name: "Delfinii", color: "#1c7ed6" },
        maxHr: 208,
        restingHr: 60,
        thresholdHr: 181,
        hrZoneFilter: "high",
        hasAccount: false,
        personalBests: 0,
        zonesOverridden: false,
        personalBestList: [],
        recentTimes: [],
        email: ana.email,
      });
      // Karvonen: 60 + p × (208 − 60) at 50/60/70/80/90/100 %, rounded: 134, 149 (148.8), 164 (163.6), 178, 193, 208.
      expect(swimmer.zones).toEqual([
        { zone: 1, minBpm: 134, maxBpm: 149 },
        { zone: 2, minBpm: 149, maxBpm: 164 },
        { zone: 3, minBpm: 164, maxBpm: 178 },
        { zone: 4, minBpm: 178, maxBpm: 193 },
        { zone: 5, minBpm: 193, maxBpm: 208 },
      ]);
      // The gender chosen on the form is the student's.
      expect((await studentRow(ana.id)).gender).toBe("F");
      const detail = await asAdmin.get(`/api/advanced-swimmers/${ana.id}`);
      expect(detail.statusCode).toBe(200);
      expect(detail.json().zones).toEqual(swimmer.zones);
    });

    it("accepts every heart-rate bound at its edges: max 120–220, resting 30–100, threshold 100–200", async () => {
      for (const hr of [
        { maxHr: 120, restingHr: 30, thresholdHr: 100 },
        { maxHr: 220, restingHr: 100, thresholdHr: 200 },
      ]) {
        const s = await student();
        const { swimmer } = await createOk(asAdmin, body(s.id, hr));
        expect(swimmer).toMatchObject(hr);
      }
    });

    const RO: Record<string, string> = {
      hrMaxRange: "Pulsul maxim trebuie să fie între 120 și 220 bpm.",
      hrRestingRange: "Pulsul de repaus trebuie să fie între 30 și 100 bpm.",
      hrThresholdRange: "Pulsul de prag trebuie să fie între 100 și 200 bpm.",
    };

    it.each([
      ["maxHr", { maxHr: 119, thresholdHr: 100 }, "hrMaxRange"],
      ["maxHr", { maxHr: 221 }, "hrMaxRange"],
      ["restingHr", { restingHr: 29 }, "hrRestingRange"],
      ["restingHr", { restingHr: 101 }, "hrRestingRange"],
      ["thresholdHr", { thresholdHr: 99 }, "hrThresholdRange"],
      ["thresholdHr", { maxHr: 220, thresholdHr: 201 }, "hrThresholdRange"],
    ])(
      "refuses %s just outside its bounds (%o) with %s and its Romanian message",
      async (field, over, key) => {
        const s = await student();
        const res = await create(asAdmin, body(s.id, over));
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json()).toEqual({ code: "VALIDATION_ERROR", message: RO[key], fields: { [field]: key } });
        expect(await t.db.select().from(advancedSwimmers)).toEqual([]);
      },
    );

    it("answers in English for an English client", async () => {
      const s = await student();
      const english = await signedIn(admin, "en");
      const res = await create(english, body(s.id, { restingHr: 101 }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: "Resting heart rate must be between 30 and 100 bpm.",
        fields: { restingHr: "hrRestingRange" },
      });
      const above = await create(english, body(s.id, { maxHr: 150, thresholdHr: 160 }));
      expect(above.json()).toMatchObject({
        message: "Threshold heart rate cannot be above the maximum.",
        fields: { thresholdHr: "hrThresholdAboveMax" },
      });
    });

    it("refuses a resting heart rate at or above the maximum (hrRestingBelowMax), and a threshold above it", async () => {
      const s = await student();
      const res = await create(asAdmin, body(s.id, { maxHr: 100, restingHr: 100, thresholdHr: 100 }));
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toMatchObject({ restingHr: "hrRestingBelowMax", maxHr: "hrMaxRange" });
      const above = await create(asAdmin, body(s.id, { maxHr: 150, thresholdHr: 160 }));
      expect(above.statusCode).toBe(400);
      expect(above.json()).toEqual({
        code: "VALIDATION_ERROR",
        message: "Pulsul de prag nu poate depăși pulsul maxim.",
        fields: { thresholdHr: "hrThresholdAboveMax" },
      });
      // Threshold equal to max is allowed.
      expect((await create(asAdmin, body(s.id, { maxHr: 150, thresholdHr: 150 }))).statusCode).toBe(201);
    });

    it("requires the gender", async () => {
      const s = await student();
      for (const gender of [undefined, "X", ""]) {
        const res = await create(asAdmin, body(s.id, { gender }));
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ message: "Alegeți genul.", fields: { gender: "genderRequired" } });
      }
      expect(await t.db.select().from(advancedSwimmers)).toEqual([]);
    });

    it("refuses a second profile for the same student: 409 ADVANCED_SWIMMER_EXISTS", async () => {
      const s = await student();
      await createOk(asAdmin, body(s.id));
      const again = await create(asAdmin, body(s.id, { maxHr: 190 }));
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        code: "ADVANCED_SWIMMER_EXISTS",
        message: "Acest cursant are deja un profil de înotător avansat.",
      });
      const [row] = await t.db.select().from(advancedSwimmers);
      expect(row!.maxHr).toBe(200);
    });

    it("answers 404 for an unknown student or group, creating nothing", async () => {
      const unknown = await create(asAdmin, body(crypto.randomUUID()));
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().code).toBe("STUDENT_NOT_FOUND");
      const s = await student();
      const noGroup = await create(asAdmin, body(s.id, { groupId: crypto.randomUUID() }));
      expect(noGroup.statusCode).toBe(404);
      expect(noGroup.json().code).toBe("GROUP_NOT_FOUND");
      expect(await t.db.select().from(advancedSwimmers)).toEqual([]);
    });

    it("offers as candidates the students without a profile, found without diacritics", async () => {
      const ioana = await student({ fullName: "Ioana Țîrlea", birthDate: "2013-02-02" });
      const mihai = await student({ fullName: "Mihai Țîrlea" });
      await createOk(asAdmin, body(mihai.id));
      const all = await asAdmin.get("/api/advanced-swimmers/candidates");
      expect(all.json().items.map((c: Json) => c.fullName)).toEqual(["Ioana Țîrlea"]);
      const res = await asAdmin.get("/api/advanced-swimmers/candidates?q=tirlea");
      expect(res.statusCode).toBe(200);
      expect(res.json().items).toEqual([
        {
          id: ioana.id,
          fullName: "Ioana Țîrlea",
          birthDate: "2013-02-02",
          age: 13,
          email: ioana.email,
          gender: null,
          hasAccount: false,
        },
      ]);
    });
  });

  describe("the account invitation (SPEC §3)", () => {
    it("invites a student without an account; registering through the mail links the account, which then sees its own times", async () => {
      const email = "maria.dobre@example.test";
      const maria = await student({ fullName: "Maria Dobre", email });
      const { invitation, swimmer } = await createOk(asAdmin, body(maria.id, { groupId: dolphins.id }));
      expect(invitation).toBe("sent");
      expect(swimmer.hasAccount).toBe(false);

      const { token } = await latestMailLink(t.db, email, "/register");
      const info = await new TestAgent(t.app).get(`/api/auth/invitations/${token}`);
      expect(info.json()).toMatchObject({ email, role: "swimmer", firstName: "Maria", lastName: "Dobre" });
      const registered = await new TestAgent(t.app).post("/api/auth/register", {
        token,
        username: "maria_dobre",
        password: TEST_PASSWORD,
      });
      expect(registered.statusCode, registered.body).toBe(201);
      const userId = registered.json().user.id as string;

      // The student now has the account, with the registration's phone, and it trains in the swimmer's group.
      expect((await studentRow(maria.id)).userId).toBe(userId);
      const [account] = await t.db.select().from(users).where(eq(users.id, userId));
      expect(account!.phone).toBe((await studentRow(maria.id)).phone);
      expect(account!.phone).toMatch(/^\+?\d{10,15}$/);
      const membership = await t.db.select().from(groupMembers).where(eq(groupMembers.userId, userId));
      expect(membership).toEqual([{ groupId: dolphins.id, userId, role: "swimmer" }]);
      expect((await asAdmin.get(`/api/advanced-swimmers/${maria.id}`)).json().hasAccount).toBe(true);

      const asMaria = new TestAgent(t.app);
      await loginAs(asMaria, { username: "maria_dobre", password: TEST_PASSWORD });
      const mine = await asMaria.get("/api/me/times");
      expect(mine.statusCode, mine.body).toBe(200);
      expect(mine.json().student).toMatchObject({
        id: maria.id,
        fullName: "Maria Dobre",
        isAdvancedSwimmer: true,
      });
    });

    it("does not invite a student who already has an account (hasAccount); that account joins the group", async () => {
      const user = await createUser(t.db, { role: "swimmer" });
      const email = "cu.cont@example.test";
      const s = await student({ userId: user.id, email });
      const { invitation, swimmer } = await createOk(asAdmin, body(s.id, { groupId: sharks.id }));
      expect(invitation).toBe("hasAccount");
      expect(swimmer.hasAccount).toBe(true);
      expect((await listMail(t.db)).filter((m) => m.to === email)).toEqual([]);
      const membership = await t.db.select().from(groupMembers).where(eq(groupMembers.userId, user.id));
      expect(membership).toEqual([{ groupId: sharks.id, userId: user.id, role: "swimmer" }]);
    });

    it("reports emailTaken when the student's email belongs to another account, and the profile still stands", async () => {
      const email = "parinte.comun@example.test";
      await createUser(t.db, { role: "swimmer", email });
      const s = await student({ email });
      const before = (await listMail(t.db)).length;
      const res = await create(asAdmin, body(s.id));
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().invitation).toBe("emailTaken");
      expect((await listMail(t.db)).length).toBe(before);
      expect((await asAdmin.get(`/api/advanced-swimmers/${s.id}`)).statusCode).toBe(200);
      expect((await studentRow(s.id)).userId).toBeNull();
    });
  });

  describe("zones (TRAINING.md §3)", () => {
    const custom = [
      { zone: 1, minBpm: 120, maxBpm: 135 },
      { zone: 2, minBpm: 135, maxBpm: 150 },
      { zone: 3, minBpm: 150, maxBpm: 165 },
      { zone: 4, minBpm: 165, maxBpm: 180 },
      { zone: 5, minBpm: 180, maxBpm: 200 },
    ];

    it("stores a coach's own zones and returns them as overridden; null brings back the computed ones", async () => {
      const s = await student();
      const { swimmer } = await createOk(asAdmin, body(s.id, { zones: custom }));
      expect(swimmer).toMatchObject({ zones: custom, zonesOverridden: true });
      expect((await asAdmin.get(`/api/advanced-swimmers/${s.id}`)).json()).toMatchObject({
        zones: custom,
        zonesOverridden: true,
      });
      const back = await asAdmin.put(`/api/advanced-swimmers/${s.id}`, editBody({ zones: null }));
      expect(back.statusCode, back.body).toBe(200);
      // 60 + p × 140: 130, 144, 158, 172, 186, 200.
      expect(back.json()).toMatchObject({
        zonesOverridden: false,
        zones: [
          { zone: 1, minBpm: 130, maxBpm: 144 },
          { zone: 2, minBpm: 144, maxBpm: 158 },
          { zone: 3, minBpm: 158, maxBpm: 172 },
          { zone: 4, minBpm: 172, maxBpm: 186 },
          { zone: 5, minBpm: 186, maxBpm: 200 },
        ],
      });
    });

    it.each([
      ["four zones", custom.slice(0, 4)],
      ["zones out of order", [custom[1], custom[0], custom[2], custom[3], custom[4]]],
      ["a zone above the maximum heart rate", [...custom.slice(0, 4), { zone: 5, minBpm: 180, maxBpm: 205 }]],
      [
        "a zone whose minimum is not below its maximum",
        [{ zone: 1, minBpm: 135, maxBpm: 135 }, ...custom.slice(1)],
      ],
      [
        "zones that fall back",
        [...custom.slice(0, 2), { zone: 3, minBpm: 120, maxBpm: 165 }, ...custom.slice(3)],
      ],
    ])("refuses %s with hrZonesInvalid", async (_label, zones) => {
      const s = await student();
      const res = await create(asAdmin, body(s.id, { zones }));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({
        code: "VALIDATION_ERROR",
        message:
          "Zonele trebuie să urce de la zona 1 la zona 5, fiecare cu minimul sub maxim, fără a depăși pulsul maxim.",
        fields: { zones: "hrZonesInvalid" },
      });
    });
  });

  describe("the list (SPEC §9)", () => {
    it("finds a name without its diacritics: 'stefanescu' finds 'ȘTEFĂNESCU', 'tirlea' finds 'Țîrlea'", async () => {
      for (const fullName of ["Ioana Țîrlea", "Mihai ȘTEFĂNESCU", "Ana Pop"])
        await createSwimmerStudent(t.db, { fullName, birthDate: "2012-01-01" });
      expect(names(await list(asAdmin, "q=stefanescu"))).toEqual(["Mihai ȘTEFĂNESCU"]);
      // The old cedilla letters Romanians still type find the comma-below ones.
      expect(names(await list(asAdmin, `q=${encodeURIComponent("ştefă")}`))).toEqual(["Mihai ȘTEFĂNESCU"]);
      expect((await list(asAdmin, "q=popescu")).total).toBe(0);
      expect(names(await list(asAdmin, "q=tirlea"))).toEqual(["Ioana Țîrlea"]);
      expect(names(await list(asAdmin, "q=TIRLEA"))).toEqual(["Ioana Țîrlea"]);
      expect(names(await list(asAdmin, `q=${encodeURIComponent("țîrl")}`))).toEqual(["Ioana Țîrlea"]);
    });

    it("sorts names as if written without diacritics: Țîrlea comes between Sorin and Toma, Ștefan after Sorin", async () => {
      for (const fullName of ["Toma Ene", "Țîrlea Ioana", "Sorin Pop", "Ștefan Dinu"])
        await createSwimmerStudent(t.db, { fullName, birthDate: "2012-01-01" });
      expect(names(await list(asAdmin))).toEqual(["Sorin Pop", "Ștefan Dinu", "Țîrlea Ioana", "Toma Ene"]);
    });

    it("filters by the zone of the maximum heart rate: low < 170, medium 170–190, high > 190", async () => {
      for (const maxHr of [169, 170, 190, 191])
        await createSwimmerStudent(
          t.db,
          { fullName: `Max ${maxHr}`, birthDate: "2012-01-01" },
          { maxHr, thresholdHr: 150 },
        );
      expect(names(await list(asAdmin, "zone=low"))).toEqual(["Max 169"]);
      expect(names(await list(asAdmin, "zone=medium"))).toEqual(["Max 170", "Max 190"]);
      expect(names(await list(asAdmin, "zone=high"))).toEqual(["Max 191"]);
      const all = await list(asAdmin);
      expect(all.items.map((s) => [s.maxHr, s.hrZoneFilter])).toEqual([
        [169, "low"],
        [170, "medium"],
        [190, "medium"],
        [191, "high"],
      ]);
    });

    it("filters by group and by gender", async () => {
      await createSwimmerStudent(
        t.db,
        { fullName: "Ana F", birthDate: "2012-01-01", gender: "F" },
        { groupId: dolphins.id },
      );
      await createSwimmerStudent(
        t.db,
        { fullName: "Dan M", birthDate: "2012-01-01", gender: "M" },
        { groupId: dolphins.id },
      );
      await createSwimmerStudent(
        t.db,
        { fullName: "Eva F", birthDate: "2012-01-01", gender: "F" },
        { groupId: sharks.id },
      );
      await createSwimmerStudent(t.db, { fullName: "Fara Gen", birthDate: "2012-01-01" });
      expect(names(await list(asAdmin, `groupId=${dolphins.id}`))).toEqual(["Ana F", "Dan M"]);
      expect(names(await list(asAdmin, "gender=F"))).toEqual(["Ana F", "Eva F"]);
      expect(names(await list(asAdmin, "gender=M"))).toEqual(["Dan M"]);
      expect(names(await list(asAdmin, `gender=F&groupId=${sharks.id}`))).toEqual(["Eva F"]);
      const page = await list(asAdmin);
      expect(page.items.find((s) => s.fullName === "Eva F")!.group).toEqual({
        id: sharks.id,
        name: "Rechinii",
        color: "#e03131",
      });
      expect(page.items.find((s) => s.fullName === "Fara Gen")).toMatchObject({ group: null, gender: null });
    });

    it("sorts by name, age, max heart rate and creation date either way, and pages", async () => {
      const rows: [string, string, number, string][] = [
        ["Bianca", "2010-06-01", 180, "2026-01-05T10:00:00Z"],
        ["Alin", "2012-06-01", 200, "2026-03-05T10:00:00Z"],
        ["Dora", "2008-06-01", 175, "2026-02-05T10:00:00Z"],
        ["Cezar", "2014-06-01", 210, "2026-05-05T10:00:00Z"],
        ["Elisa", "2011-06-01", 190, "2026-04-05T10:00:00Z"],
      ];
      for (const [fullName, birthDate, maxHr, createdAt] of rows)
        await createSwimmerStudent(
          t.db,
          { fullName, birthDate },
          { maxHr, thresholdHr: 160, createdAt: new Date(createdAt) },
        );
      expect(names(await list(asAdmin))).toEqual(["Alin", "Bianca", "Cezar", "Dora", "Elisa"]);
      expect(names(await list(asAdmin, "sort=name&dir=desc"))).toEqual([
        "Elisa",
        "Dora",
        "Cezar",
        "Bianca",
        "Alin",
      ]);
      // Ascending by age: the youngest first.
      expect(names(await list(asAdmin, "sort=age&dir=asc"))).toEqual([
        "Cezar",
        "Alin",
        "Elisa",
        "Bianca",
        "Dora",
      ]);
      expect(names(await list(asAdmin, "sort=age&dir=desc"))).toEqual([
        "Dora",
        "Bianca",
        "Elisa",
        "Alin",
        "Cezar",
      ]);
      expect(names(await list(asAdmin, "sort=maxHr&dir=desc"))).toEqual([
        "Cezar",
        "Alin",
        "Elisa",
        "Bianca",
        "Dora",
      ]);
      expect(names(await list(asAdmin, "sort=createdAt&dir=asc"))).toEqual([
        "Bianca",
        "Dora",
        "Alin",
        "Elisa",
        "Cezar",
      ]);

      const first = await list(asAdmin, "pageSize=2&page=1");
      const second = await list(asAdmin, "pageSize=2&page=2");
      const third = await list(asAdmin, "pageSize=2&page=3");
      expect([first.total, second.total, third.total]).toEqual([5, 5, 5]);
      expect([names(first), names(second), names(third)]).toEqual([
        ["Alin", "Bianca"],
        ["Cezar", "Dora"],
        ["Elisa"],
      ]);
      // Past the end there is no row to carry the total: it is counted apart.
      expect(await list(asAdmin, "pageSize=2&page=4")).toMatchObject({ items: [], total: 5 });
      expect((await asAdmin.get("/api/advanced-swimmers?pageSize=101")).statusCode).toBe(400);
    });

    it("counts one personal best per event and pool swum, and the detail lists them with the recent times", async () => {
      const s = await createSwimmerStudent(t.db, {
        fullName: "Ana Pop",
        birthDate: "2012-01-01",
        gender: "F",
      });
      await addTime(s.id, "2026-10-01", [{ event: "freestyle_50", time: "32.00", poolLength: 25 }]);
      await addTime(s.id, "2026-10-08", [
        { event: "freestyle_50", time: "31.50", poolLength: 25 },
        { event: "freestyle_50", time: "34.00", poolLength: 50 },
      ]);
      const [item] = (await list(asAdmin)).items;
      expect(item!.personalBests).toBe(2);
      const detail = (await asAdmin.get(`/api/advanced-swimmers/${s.id}`)).json();
      expect(detail.personalBests).toBe(2);
      expect(
        detail.personalBestList.map((p: Json) => [p.event, p.poolLength, p.hundredths, p.swims]),
      ).toEqual([
        ["freestyle_50", 25, 3150, 2],
        ["freestyle_50", 50, 3400, 1],
      ]);
      expect(detail.recentTimes.map((r: Json) => r.swumOn)).toEqual([
        "2026-10-08",
        "2026-10-08",
        "2026-10-01",
      ]);
    });
  });

  describe("edit and delete", () => {
    it("edits group, gender, heart rate and zones; a linked account moves to the new group", async () => {
      const user = await createUser(t.db, { role: "swimmer" });
      const s = await student({ userId: user.id, gender: "F" });
      await createOk(asAdmin, body(s.id, { groupId: dolphins.id }));
      await addTime(s.id, "2026-10-01", [{ event: "freestyle_50", time: "32.00", poolLength: 25 }]);
      const res = await asAdmin.put(
        `/api/advanced-swimmers/${s.id}`,
        editBody({ groupId: sharks.id, gender: "M", maxHr: 190, restingHr: 55, thresholdHr: 165 }),
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        id: s.id,
        gender: "M",
        group: { id: sharks.id, name: "Rechinii" },
        maxHr: 190,
        restingHr: 55,
        thresholdHr: 165,
        hrZoneFilter: "medium",
        zonesOverridden: false,
      });
      expect((await studentRow(s.id)).gender).toBe("M");
      // The swimmer's times now count for the men's records.
      const men = (await asAdmin.get("/api/club-records?gender=M&poolLength=25")).json();
      expect(men.records.map((r: Json) => [r.event, r.hundredths])).toEqual([["freestyle_50", 3200]]);
      expect((await asAdmin.get("/api/club-records?gender=F&poolLength=25")).json().records).toEqual([]);
      const membership = await t.db.select().from(groupMembers).where(eq(groupMembers.userId, user.id));
      expect(membership).toEqual([{ groupId: sharks.id, userId: user.id, role: "swimmer" }]);
      // An edit obeys the same rules as a create.
      const bad = await asAdmin.put(`/api/advanced-swimmers/${s.id}`, editBody({ thresholdHr: 99 }));
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields).toEqual({ thresholdHr: "hrThresholdRange" });
      const missing = await asAdmin.put(`/api/advanced-swimmers/${crypto.randomUUID()}`, editBody());
      expect(missing.statusCode).toBe(404);
      expect(missing.json().code).toBe("ADVANCED_SWIMMER_NOT_FOUND");
    });

    it("deletes only the profile: the student and their times stay", async () => {
      const user = await createUser(t.db, { role: "swimmer" });
      const s = await student({ userId: user.id });
      await createOk(asAdmin, body(s.id, { groupId: dolphins.id }));
      await addTime(s.id, "2026-10-01", [{ event: "freestyle_50", time: "32.00", poolLength: 25 }]);
      const res = await asAdmin.delete(`/api/advanced-swimmers/${s.id}`);
      expect(res.statusCode, res.body).toBe(204);

      const gone = await asAdmin.get(`/api/advanced-swimmers/${s.id}`);
      expect(gone.statusCode).toBe(404);
      expect(gone.json().code).toBe("ADVANCED_SWIMMER_NOT_FOUND");
      expect((await studentRow(s.id)).fullName).toBe("Ana Pop");
      const times = (await asAdmin.get(`/api/swim-times/students/${s.id}`)).json();
      expect(times.student.isAdvancedSwimmer).toBe(false);
      expect(times.history.map((h: Json) => h.hundredths)).toEqual([3200]);
      // The account leaves the group it was in through the profile.
      expect(await t.db.select().from(groupMembers).where(eq(groupMembers.userId, user.id))).toEqual([]);
      expect((await asAdmin.delete(`/api/advanced-swimmers/${s.id}`)).statusCode).toBe(404);
      // The student may get a profile again.
      expect(
        (await asAdmin.get("/api/advanced-swimmers/candidates")).json().items.map((c: Json) => c.id),
      ).toEqual([s.id]);
    });

    it("records swimmer.create, swimmer.update and swimmer.delete in the audit log", async () => {
      const s = await student();
      await createOk(asAdmin, body(s.id));
      expect((await asAdmin.put(`/api/advanced-swimmers/${s.id}`, editBody({ maxHr: 195 }))).statusCode).toBe(
        200,
      );
      expect((await asAdmin.delete(`/api/advanced-swimmers/${s.id}`)).statusCode).toBe(204);
      const entries = await t.db
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.targetId, s.id),
            inArray(auditLog.action, ["swimmer.create", "swimmer.update", "swimmer.delete"]),
          ),
        )
        .orderBy(asc(auditLog.createdAt));
      expect(entries.map((e) => [e.action, e.targetType, e.actorId])).toEqual([
        ["swimmer.create", "student", admin.id],
        ["swimmer.update", "student", admin.id],
        ["swimmer.delete", "student", admin.id],
      ]);
    });
  });

  describe("coach scope (TRAINING.md §1)", () => {
    it("a coach sees only the swimmers of the groups they coach", async () => {
      const mine = await createSwimmerStudent(
        t.db,
        { fullName: "Ana Delfin", birthDate: "2012-01-01" },
        { groupId: dolphins.id },
      );
      const theirs = await createSwimmerStudent(
        t.db,
        { fullName: "Dan Rechin", birthDate: "2012-01-01" },
        { groupId: sharks.id },
      );
      const loose = await createSwimmerStudent(t.db, { fullName: "Eva Fără Grupă", birthDate: "2012-01-01" });
      expect(names(await list(asCoach))).toEqual(["Ana Delfin"]);
      expect((await list(asCoach)).total).toBe(1);
      expect(names(await list(asCoach, `groupId=${sharks.id}`))).toEqual([]);
      expect((await list(asAdmin)).total).toBe(3);
      expect((await asCoach.get(`/api/advanced-swimmers/${mine.id}`)).statusCode).toBe(200);
      for (const other of [theirs, loose]) {
        const res = await asCoach.get(`/api/advanced-swimmers/${other.id}`);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({
          code: "SWIMMER_NOT_IN_SCOPE",
          message: "Acest înotător nu face parte din grupele dumneavoastră.",
        });
        expect(
          (await asCoach.put(`/api/advanced-swimmers/${other.id}`, editBody({ groupId: dolphins.id })))
            .statusCode,
        ).toBe(403);
        expect((await asCoach.delete(`/api/advanced-swimmers/${other.id}`)).statusCode).toBe(403);
      }
      expect(await t.db.select().from(advancedSwimmers)).toHaveLength(3);
    });

    it("a coach creates swimmers only in a group they coach, and moves them only there (403 GROUP_NOT_ALLOWED)", async () => {
      const s = await student();
      const elsewhere = await create(asCoach, body(s.id, { groupId: sharks.id }));
      expect(elsewhere.statusCode).toBe(403);
      expect(elsewhere.json()).toMatchObject({
        code: "GROUP_NOT_ALLOWED",
        message: "Puteți alege doar grupele pe care le antrenați.",
        fields: { groupId: "groupNotAllowed" },
      });
      const nowhere = await create(asCoach, body(s.id, { groupId: null }));
      expect(nowhere.statusCode).toBe(403);
      expect(nowhere.json()).toMatchObject({
        code: "GROUP_NOT_ALLOWED",
        fields: { groupId: "fieldRequired" },
      });
      expect(await t.db.select().from(advancedSwimmers)).toEqual([]);

      const { swimmer } = await createOk(asCoach, body(s.id, { groupId: dolphins.id }));
      expect(swimmer.group).toMatchObject({ id: dolphins.id });
      const move = await asCoach.put(`/api/advanced-swimmers/${s.id}`, editBody({ groupId: sharks.id }));
      expect(move.statusCode).toBe(403);
      expect(move.json().code).toBe("GROUP_NOT_ALLOWED");
      const [row] = await t.db.select().from(advancedSwimmers);
      expect(row!.groupId).toBe(dolphins.id);
      // An edit inside the coach's own group is fine.
      expect(
        (await asCoach.put(`/api/advanced-swimmers/${s.id}`, editBody({ groupId: dolphins.id, maxHr: 199 })))
          .statusCode,
      ).toBe(200);
    });

    it("a coach may choose only their own groups; an admin every group, by name", async () => {
      const mine = await asCoach.get("/api/advanced-swimmers/groups");
      expect(mine.json().items).toEqual([{ id: dolphins.id, name: "Delfinii", color: "#1c7ed6" }]);
      const all = await asAdmin.get("/api/advanced-swimmers/groups");
      expect(all.json().items.map((g: Json) => g.name)).toEqual(["Delfinii", "Rechinii"]);
    });

    it("a coach who only swims in a group does not coach it", async () => {
      await t.db.insert(groupMembers).values({ groupId: sharks.id, userId: coach.id, role: "swimmer" });
      try {
        await createSwimmerStudent(
          t.db,
          { fullName: "Dan Rechin", birthDate: "2012-01-01" },
          { groupId: sharks.id },
        );
        expect((await list(asCoach)).total).toBe(0);
        expect((await asCoach.get("/api/advanced-swimmers/groups")).json().items).toHaveLength(1);
      } finally {
        await t.db
          .delete(groupMembers)
          .where(and(eq(groupMembers.groupId, sharks.id), eq(groupMembers.userId, coach.id)));
      }
    });

    it("is for staff only: a swimmer gets 403 and a visitor 401 on every route", async () => {
      const s = await createSwimmerStudent(t.db, { fullName: "Ana Pop", birthDate: "2012-01-01" });
      const visitor = new TestAgent(t.app);
      for (const agent of [asSwimmer, visitor]) {
        const expected = agent === visitor ? 401 : 403;
        expect((await agent.get("/api/advanced-swimmers")).statusCode).toBe(expected);
        expect((await agent.get("/api/advanced-swimmers/candidates")).statusCode).toBe(expected);
        expect((await agent.get("/api/advanced-swimmers/groups")).statusCode).toBe(expected);
        expect((await agent.get(`/api/advanced-swimmers/${s.id}`)).statusCode).toBe(expected);
        expect((await create(agent, body(s.id))).statusCode).toBe(expected);
        expect((await agent.put(`/api/advanced-swimmers/${s.id}`, editBody())).statusCode).toBe(expected);
        expect((await agent.delete(`/api/advanced-swimmers/${s.id}`)).statusCode).toBe(expected);
      }
      expect(await t.db.select().from(advancedSwimmers)).toHaveLength(1);
    });
  });
});
