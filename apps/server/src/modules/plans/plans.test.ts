import type { TPlan, TPlanInput, TPlanSummary } from "@bazin/shared/contracts/plans";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TestAgent, type TestApp } from "../../../test/app.ts";
import { createUser, signInDirectly, type TestUser } from "../../../test/factories.ts";
import {
  addGroupSwimmer,
  createPlan,
  createWorkout,
  planBody,
  type WorkoutRow,
} from "../../../test/factories-hub.ts";
import {
  createGroup,
  createStudent,
  createSwimmerStudent,
  type GroupRow,
  type StudentRow,
} from "../../../test/factories-training.ts";
import { planWorkouts, trainingPlans, workouts } from "../../db/schema/training-hub.ts";

/*
 * Training plans through HTTP (SPEC §3 "Training plan", §4, §9; TRAINING.md §5): create, read, save whole,
 * delete; status transitions; phase, race and placement rules with their field messages; participants in the
 * caller's scope; the list. The test clock's day is Sunday 22 November 2026; the default body is a 13-week plan
 * from Monday 2 November 2026 to Sunday 31 January 2027 (today is in week 3).
 */

interface ApiError {
  code: string;
  message: string;
  fields?: Record<string, string>;
  params?: Record<string, unknown>;
}

describe("training plans", () => {
  let t: TestApp;
  let admin: TestUser;
  let coach: TestUser;
  let asAdmin: TestAgent;
  let asCoach: TestAgent;
  let asSwimmer: TestAgent;
  let asUser: TestAgent;
  let dolphins: GroupRow;
  let sharks: GroupRow;
  /** Advanced swimmer of the coach's group, with an account that is a member of the group. */
  let ana: StudentRow;
  /** Advanced swimmer of the coach's group, no account yet. */
  let eva: StudentRow;
  /** Advanced swimmer of another coach's group. */
  let dan: StudentRow;
  /** A student without a training profile. */
  let radu: StudentRow;
  let endurance: WorkoutRow;
  let technique: WorkoutRow;
  let archived: WorkoutRow;

  const signedIn = async (user: TestUser) => {
    const agent = new TestAgent(t.app);
    await signInDirectly(agent, t.db, user, t.clock.now());
    return agent;
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.db, { role: "admin" });
    coach = await createUser(t.db, { role: "coach", firstName: "Radu", lastName: "Ionescu" });
    const otherCoach = await createUser(t.db, { role: "coach" });
    const anaUser = await createUser(t.db, { role: "swimmer" });
    dolphins = await createGroup(t.db, "Delfinii", [coach.id]);
    sharks = await createGroup(t.db, "Rechinii", [otherCoach.id]);
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
    radu = await createStudent(t.db, { fullName: "Radu Simplu", birthDate: "2010-01-01" });
    // Not intense: recovery conflicts stay out of these tests (recovery.test.ts has them).
    endurance = await createWorkout(t.db, { name: "Rezistență aerobă", type: "endurance" });
    technique = await createWorkout(t.db, { name: "Tehnică de braț", type: "technique" });
    archived = await createWorkout(t.db, { name: "Vechi", type: "endurance", archived: true });
    asAdmin = await signedIn(admin);
    asCoach = await signedIn(coach);
    asSwimmer = await signedIn(anaUser);
    asUser = await signedIn(await createUser(t.db, { role: "user" }));
  });
  afterAll(() => t.close());

  async function create(agent: TestAgent, over: Partial<TPlanInput> = {}): Promise<TPlan> {
    const res = await agent.post("/api/plans", planBody(over));
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as TPlan;
  }
  /** The body that saves `plan` as it is, with changes. */
  const bodyOf = (plan: TPlan, over: Partial<TPlanInput> = {}): TPlanInput => ({
    name: plan.name,
    description: plan.description,
    startDate: plan.startDate,
    endDate: plan.endDate,
    status: plan.status,
    goals: plan.goals,
    studentIds: plan.students.map((s) => s.id),
    groupIds: plan.groups.map((g) => g.id),
    phases: plan.phases,
    races: plan.races.map(({ week: _, ...race }) => race),
    placements: plan.placements.map((p) => ({
      id: p.id,
      workoutId: p.workout.id,
      day: p.day,
      notes: p.notes,
    })),
    ...over,
  });
  async function refused(res: { statusCode: number; body: string; json(): unknown }, status: number) {
    expect(res.statusCode, res.body).toBe(status);
    return res.json() as ApiError;
  }
  const read = async (id: string) => (await asAdmin.get(`/api/plans/${id}`)).json() as TPlan;

  describe("create and read", () => {
    it("creates a draft with everything it holds, and reads it back whole", async () => {
      const plan = await create(asAdmin, {
        name: "  Sezon de iarnă  ",
        description: "Pregătire pentru naționale",
        goals: ["Sub 1:00 la 100 liber"],
        studentIds: [dan.id],
        groupIds: [dolphins.id],
        phases: [
          { phase: "accumulation", startWeek: 1, endWeek: 6 },
          { phase: "intensification", startWeek: 7, endWeek: 10 },
        ],
        races: [{ name: "Naționale", date: "2027-01-16", type: "target" }],
        placements: [
          { workoutId: technique.id, day: "2026-11-05", notes: "Bazin scurt" },
          { workoutId: endurance.id, day: "2026-11-03" },
        ],
      });
      expect(plan).toMatchObject({
        name: "Sezon de iarnă",
        status: "draft",
        nextStatuses: ["active"],
        readOnly: false,
        weekCount: 13,
        goals: ["Sub 1:00 la 100 liber"],
        phases: [
          { phase: "accumulation", startWeek: 1, endWeek: 6, notes: "" },
          { phase: "intensification", startWeek: 7, endWeek: 10, notes: "" },
        ],
        races: [{ name: "Naționale", date: "2027-01-16", type: "target", description: "", week: 11 }],
        students: [{ id: dan.id, fullName: "Dan Ene", groupName: "Rechinii" }],
        groups: [{ id: dolphins.id, name: "Delfinii", memberCount: 2 }],
        createdBy: { id: admin.id },
      });
      // The calendar lists placements by day; each knows its week and its workout's numbers.
      expect(plan.placements.map((p) => [p.day, p.week, p.workout.name, p.notes])).toEqual([
        ["2026-11-03", 1, "Rezistență aerobă", ""],
        ["2026-11-05", 1, "Tehnică de braț", "Bazin scurt"],
      ]);
      expect(plan.placements[0]!.workout).toMatchObject({
        id: endurance.id,
        type: "endurance",
        totalDistanceMetres: endurance.totalDistanceMetres,
        zoneMetres: endurance.zoneMetres,
      });
      expect(await read(plan.id)).toEqual(plan);
    });

    it("may create a plan active straight away, not paused or completed", async () => {
      expect((await create(asCoach, { status: "active" })).status).toBe("active");
      for (const status of ["paused", "completed"] as const) {
        const error = await refused(await asCoach.post("/api/plans", planBody({ status })), 409);
        expect(error).toMatchObject({ code: "PLAN_TRANSITION", params: { from: "draft", to: status } });
      }
    });

    it("answers 404 for a plan that does not exist", async () => {
      const error = await refused(await asAdmin.get("/api/plans/5b0c8a43-26a4-4a39-9f0e-33a1a7d8b001"), 404);
      expect(error.code).toBe("PLAN_NOT_FOUND");
    });

    it("refuses an end before the start with the schema's message", async () => {
      const error = await refused(
        await asAdmin.post("/api/plans", planBody({ startDate: "2026-12-01", endDate: "2026-11-30" })),
        400,
      );
      expect(error.fields).toEqual({ endDate: "planEndBeforeStart" });
    });
  });

  describe("status transitions (TRAINING.md §5)", () => {
    // draft → active, active ↔ paused, active | paused → completed; keeping the status is always fine.
    const ALLOWED = new Set([
      "draft>active",
      "active>paused",
      "paused>active",
      "active>completed",
      "paused>completed",
    ]);
    const STATUSES = ["draft", "active", "paused", "completed"] as const;
    const cases = STATUSES.flatMap((from) => STATUSES.map((to) => [from, to] as const));

    it.each(cases)("%s → %s", async (from, to) => {
      const id = await createPlan(t.db, {
        name: `Plan ${from}`,
        status: from,
        startDate: "2026-11-02",
        endDate: "2027-01-31",
      });
      const res = await asCoach.put(`/api/plans/${id}`, planBody({ name: `Plan ${from}`, status: to }));
      const [row] = await t.db.select().from(trainingPlans).where(eq(trainingPlans.id, id));
      if (from === "completed") {
        expect((await refused(res, 409)).code).toBe("PLAN_READ_ONLY");
        expect(row!.status).toBe("completed");
      } else if (from === to || ALLOWED.has(`${from}>${to}`)) {
        expect(res.statusCode, res.body).toBe(200);
        expect(row!.status).toBe(to);
      } else {
        const error = await refused(res, 409);
        expect(error).toMatchObject({ code: "PLAN_TRANSITION", params: { from, to } });
        expect(error.message).toContain("„");
        expect(row!.status).toBe(from);
      }
    });

    it("offers only the allowed next statuses", async () => {
      const next = async (status: (typeof STATUSES)[number]) =>
        (
          await read(
            await createPlan(t.db, { name: "x", status, startDate: "2026-11-02", endDate: "2026-12-27" }),
          )
        ).nextStatuses;
      expect(await next("draft")).toEqual(["active"]);
      expect((await next("active")).sort()).toEqual(["completed", "paused"]);
      expect((await next("paused")).sort()).toEqual(["active", "completed"]);
      expect(await next("completed")).toEqual([]);
    });

    it("keeps a completed plan read-only: nothing of it changes", async () => {
      const id = await createPlan(t.db, {
        name: "Sezon încheiat",
        status: "completed",
        startDate: "2026-09-07",
        endDate: "2026-11-01",
        placements: [{ workoutId: endurance.id, day: "2026-09-08" }],
      });
      const plan = await read(id);
      expect(plan.readOnly).toBe(true);
      const error = await refused(
        await asAdmin.put(`/api/plans/${id}`, bodyOf(plan, { name: "Altul", placements: [] })),
        409,
      );
      expect(error.code).toBe("PLAN_READ_ONLY");
      expect(error.message).toBe("Planul este încheiat și nu mai poate fi modificat.");
      expect(await read(id)).toEqual(plan);
    });
  });

  describe("delete: only a draft", () => {
    it("deletes a draft with everything it holds", async () => {
      const plan = await create(asCoach, { placements: [{ workoutId: endurance.id, day: "2026-11-10" }] });
      const res = await asCoach.delete(`/api/plans/${plan.id}`);
      expect(res.statusCode, res.body).toBe(200);
      expect((await asCoach.get(`/api/plans/${plan.id}`)).statusCode).toBe(404);
      expect(await t.db.select().from(planWorkouts).where(eq(planWorkouts.planId, plan.id))).toEqual([]);
    });

    it.each(["active", "paused", "completed"] as const)("refuses to delete a %s plan", async (status) => {
      const id = await createPlan(t.db, {
        name: "Nu",
        status,
        startDate: "2026-11-02",
        endDate: "2026-12-27",
      });
      const error = await refused(await asAdmin.delete(`/api/plans/${id}`), 409);
      expect(error.code).toBe("PLAN_NOT_DRAFT");
      expect((await asAdmin.get(`/api/plans/${id}`)).statusCode).toBe(200);
    });
  });

  describe("phases (SPEC §4, §9)", () => {
    it("refuses overlapping phases, naming both", async () => {
      const error = await refused(
        await asAdmin.post(
          "/api/plans",
          planBody({
            phases: [
              { phase: "accumulation", startWeek: 1, endWeek: 5 },
              { phase: "intensification", startWeek: 5, endWeek: 7 },
            ],
          }),
        ),
        400,
      );
      expect(error.code).toBe("VALIDATION_ERROR");
      expect(error.fields).toEqual({ "phases.1.startWeek": "phaseOverlap" });
      expect(error.message).toBe("Faza 2 (Intensificare) se suprapune cu faza 1 (Acumulare).");
    });

    // SPEC §9: accumulation 4–6 weeks, intensification 2–4, realization 1–2, taper 1–3, transition 2–4.
    const BOUNDS = [
      ["accumulation", 4, 6, "Acumulare"],
      ["intensification", 2, 4, "Intensificare"],
      ["realization", 1, 2, "Realizare"],
      ["taper", 1, 3, "Descărcare (taper)"],
      ["transition", 2, 4, "Tranziție"],
    ] as const;

    it.each(BOUNDS)("%s lasts %i to %i weeks", async (phase, min, max, word) => {
      const save = (weeks: number) =>
        asAdmin.post("/api/plans", planBody({ phases: [{ phase, startWeek: 2, endWeek: 1 + weeks }] }));
      for (const weeks of [min, max]) expect((await save(weeks)).statusCode).toBe(201);
      for (const weeks of [min - 1, max + 1].filter((w) => w >= 1)) {
        const error = await refused(await save(weeks), 400);
        expect(error.fields).toEqual({ "phases.0.endWeek": "phaseDuration" });
        expect(error.message).toBe(
          `Faza 1 (${word}) trebuie să țină între ${min} și ${max} săptămâni, nu ${weeks}.`,
        );
      }
    });

    it("refuses a phase ending after the plan's last week", async () => {
      const error = await refused(
        await asAdmin.post(
          "/api/plans",
          planBody({ phases: [{ phase: "taper", startWeek: 13, endWeek: 14 }] }),
        ),
        400,
      );
      expect(error.fields).toEqual({ "phases.0.endWeek": "phaseOutsidePlan" });
      expect(error.message).toBe(
        "Faza 1 (Descărcare (taper)) trebuie să fie între săptămânile 1 și 13 ale planului.",
      );
    });

    it("answers in English too", async () => {
      const agent = await signedIn(admin);
      agent.lang = "en";
      const error = await refused(
        await agent.post("/api/plans", planBody({ phases: [{ phase: "taper", startWeek: 2, endWeek: 5 }] })),
        400,
      );
      expect(error.message).toBe("Phase 1 (Taper) must last between 1 and 3 weeks, not 4.");
    });

    it("refuses a plan longer than 104 weeks", async () => {
      const error = await refused(await asAdmin.post("/api/plans", planBody({ endDate: "2028-12-31" })), 400);
      expect(error.fields).toEqual({ endDate: "planTooManyWeeks" });
      expect(error.message).toBe("Un plan poate ține cel mult 104 de săptămâni.");
    });
  });

  describe("races and placements lie inside the plan", () => {
    it("refuses a race outside the plan, and accepts the plan's first and last days", async () => {
      const error = await refused(
        await asAdmin.post(
          "/api/plans",
          planBody({
            races: [
              { name: "Cupa Toamnei", date: "2026-11-02", type: "tuneup" },
              { name: "Naționale", date: "2027-02-01", type: "target" },
              { name: "Test", date: "2027-01-31", type: "testset" },
              { name: "Prea devreme", date: "2026-11-01", type: "testset" },
            ],
          }),
        ),
        400,
      );
      expect(error.fields).toEqual({ "races.1.date": "raceOutsidePlan", "races.3.date": "raceOutsidePlan" });
      expect(error.params).toMatchObject({ race: "Naționale" });
    });

    it("refuses a workout placed outside the plan, unknown, or archived", async () => {
      const error = await refused(
        await asAdmin.post(
          "/api/plans",
          planBody({
            placements: [
              { workoutId: endurance.id, day: "2026-11-02" },
              { workoutId: endurance.id, day: "2027-02-01" },
              { workoutId: "0b6f5f8e-8d53-4c61-9d1c-1e1f0a6f0c11", day: "2026-11-10" },
              { workoutId: archived.id, day: "2026-11-11" },
            ],
          }),
        ),
        400,
      );
      expect(error.fields).toEqual({
        "placements.1.day": "placementOutsidePlan",
        "placements.2.workoutId": "planWorkoutNotFound",
        "placements.3.workoutId": "planWorkoutArchived",
      });
    });

    it("keeps a placement whose workout was archived after it was placed", async () => {
      const later = await createWorkout(t.db, { name: "Arhivat mai târziu", type: "technique" });
      const plan = await create(asAdmin, { placements: [{ workoutId: later.id, day: "2026-11-10" }] });
      await t.db.update(workouts).set({ archivedAt: new Date() }).where(eq(workouts.id, later.id));
      const res = await asAdmin.put(`/api/plans/${plan.id}`, bodyOf(plan, { name: "Redenumit" }));
      expect(res.statusCode, res.body).toBe(200);
      // Moving it to another day is still the same placement; placing the workout again is refused.
      const id = plan.placements[0]!.id;
      const moved = await asAdmin.put(
        `/api/plans/${plan.id}`,
        bodyOf(plan, { placements: [{ id, workoutId: later.id, day: "2026-11-12" }] }),
      );
      expect(moved.statusCode, moved.body).toBe(200);
      const again = bodyOf(plan, {
        placements: [
          { id, workoutId: later.id, day: "2026-11-12" },
          { workoutId: later.id, day: "2026-11-19" },
        ],
      });
      expect((await refused(await asAdmin.put(`/api/plans/${plan.id}`, again), 400)).fields).toEqual({
        "placements.1.workoutId": "planWorkoutArchived",
      });
    });
  });

  describe("saving replaces the whole plan", () => {
    it("replaces phases, races, participants and placements; placements keep their ids", async () => {
      const plan = await create(asAdmin, {
        studentIds: [ana.id],
        phases: [{ phase: "accumulation", startWeek: 1, endWeek: 4 }],
        races: [{ name: "Cupa", date: "2026-12-12", type: "tuneup" }],
        placements: [
          { workoutId: endurance.id, day: "2026-11-03" },
          { workoutId: technique.id, day: "2026-11-04" },
          { workoutId: endurance.id, day: "2026-11-05" },
        ],
      });
      const [first, second] = plan.placements;
      const res = await asAdmin.put(
        `/api/plans/${plan.id}`,
        bodyOf(plan, {
          studentIds: [eva.id],
          groupIds: [sharks.id],
          phases: [{ phase: "transition", startWeek: 1, endWeek: 2 }],
          races: [],
          placements: [
            { id: first!.id, workoutId: endurance.id, day: "2026-11-03", notes: "Ușor" },
            { id: second!.id, workoutId: endurance.id, day: "2026-11-06" },
            { workoutId: technique.id, day: "2026-11-07" },
          ],
        }),
      );
      expect(res.statusCode, res.body).toBe(200);
      const saved = res.json() as TPlan;
      expect(saved.phases).toEqual([{ phase: "transition", startWeek: 1, endWeek: 2, notes: "" }]);
      expect(saved.races).toEqual([]);
      expect(saved.students.map((s) => s.fullName)).toEqual(["Eva Lungu"]);
      expect(saved.groups.map((g) => g.name)).toEqual(["Rechinii"]);
      expect(saved.placements.map((p) => [p.day, p.workout.name, p.notes])).toEqual([
        ["2026-11-03", "Rezistență aerobă", "Ușor"],
        ["2026-11-06", "Rezistență aerobă", ""],
        ["2026-11-07", "Tehnică de braț", ""],
      ]);
      expect(saved.placements[0]!.id).toBe(first!.id);
      expect(saved.placements[1]!.id).toBe(second!.id);
      expect([first!.id, second!.id]).not.toContain(saved.placements[2]!.id);
      expect(await read(plan.id)).toEqual(saved);
    });

    it("writes nothing when one rule fails", async () => {
      const plan = await create(asAdmin, {
        studentIds: [ana.id],
        placements: [{ workoutId: endurance.id, day: "2026-11-03" }],
      });
      const res = await asAdmin.put(
        `/api/plans/${plan.id}`,
        bodyOf(plan, {
          name: "Schimbat",
          status: "active",
          studentIds: [],
          placements: [{ workoutId: technique.id, day: "2027-03-01" }],
        }),
      );
      await refused(res, 400);
      expect(await read(plan.id)).toEqual(plan);
    });
  });

  describe("participants in the caller's scope", () => {
    it("lets a coach choose their own advanced swimmers and groups only", async () => {
      const plan = await create(asCoach, { studentIds: [ana.id, eva.id], groupIds: [dolphins.id] });
      expect(plan.students.map((s) => s.fullName)).toEqual(["Ana Pop", "Eva Lungu"]);
      const error = await refused(
        await asCoach.post(
          "/api/plans",
          planBody({ studentIds: [ana.id, dan.id, radu.id], groupIds: [dolphins.id, sharks.id] }),
        ),
        400,
      );
      expect(error.fields).toEqual({
        "studentIds.1": "planStudentNotAllowed",
        "studentIds.2": "planStudentNotAllowed",
        "groupIds.1": "planGroupNotAllowed",
      });
    });

    it("lets an admin choose any advanced swimmer and group, not a student without a training profile", async () => {
      expect((await create(asAdmin, { studentIds: [dan.id], groupIds: [sharks.id] })).students).toHaveLength(
        1,
      );
      const error = await refused(
        await asAdmin.post(
          "/api/plans",
          planBody({ studentIds: [radu.id], groupIds: ["7d1a4a0e-5f7e-4a39-b0a4-2c8f4c1e9b21"] }),
        ),
        400,
      );
      expect(error.fields).toEqual({
        "studentIds.0": "planStudentNotAllowed",
        "groupIds.0": "planGroupNotAllowed",
      });
    });

    it("lets a coach save a plan an admin widened beyond the coach's groups", async () => {
      const plan = await create(asAdmin, { studentIds: [dan.id], groupIds: [sharks.id] });
      const res = await asCoach.put(`/api/plans/${plan.id}`, bodyOf(plan, { studentIds: [dan.id, ana.id] }));
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json() as TPlan).students.map((s) => s.fullName)).toEqual(["Ana Pop", "Dan Ene"]);
    });

    it("refuses swimmers and plain users", async () => {
      for (const agent of [asSwimmer, asUser]) {
        expect((await agent.get("/api/plans")).statusCode).toBe(403);
        expect((await agent.post("/api/plans", planBody())).statusCode).toBe(403);
        expect((await agent.get("/api/training-hub/overview")).statusCode).toBe(403);
      }
    });
  });

  describe("the list", () => {
    let ids: Record<string, string>;
    beforeAll(async () => {
      const base = { startDate: "2026-11-02", endDate: "2027-01-31" };
      ids = {
        done: await createPlan(t.db, {
          ...base,
          name: "Listă încheiat",
          status: "completed",
          updatedAt: new Date("2026-11-20T10:00:00Z"),
        }),
        draft: await createPlan(t.db, {
          ...base,
          name: "Listă ciornă",
          status: "draft",
          updatedAt: new Date("2026-11-21T10:00:00Z"),
        }),
        old: await createPlan(t.db, {
          ...base,
          name: "Listă activ vechi",
          status: "active",
          updatedAt: new Date("2026-10-01T10:00:00Z"),
        }),
        running: await createPlan(t.db, {
          ...base,
          name: "Listă de iarnă",
          status: "active",
          updatedAt: new Date("2026-11-15T10:00:00Z"),
          phases: [
            { phase: "accumulation", startWeek: 1, endWeek: 4 },
            { phase: "intensification", startWeek: 5, endWeek: 7 },
          ],
          races: [
            { name: "Cupa Toamnei", date: "2026-11-14", type: "tuneup" },
            { name: "Naționale", date: "2027-01-16", type: "target" },
            { name: "Cupa de iarnă", date: "2026-12-12", type: "tuneup" },
          ],
          // Ana directly and through Delfinii, Eva through Delfinii: two swimmers.
          studentIds: [ana.id],
          groupIds: [dolphins.id],
          placements: [
            { workoutId: endurance.id, day: "2026-11-03" },
            { workoutId: technique.id, day: "2026-11-24" },
          ],
        }),
        future: await createPlan(t.db, {
          name: "Listă de vară",
          status: "paused",
          startDate: "2027-06-07",
          endDate: "2027-08-29",
          updatedAt: new Date("2026-11-22T09:00:00Z"),
        }),
      };
    });
    const list = async (query: string) => {
      const res = await asCoach.get(`/api/plans?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { items: TPlanSummary[] }).items.filter((p) => p.name.startsWith("Listă"));
    };

    it("puts running plans first, then paused, drafts and completed, the last changed first in each", async () => {
      expect((await list("")).map((p) => p.name)).toEqual([
        "Listă de iarnă",
        "Listă activ vechi",
        "Listă de vară",
        "Listă ciornă",
        "Listă încheiat",
      ]);
    });

    it("says where a plan stands today: week, phase, next race, swimmers and placements", async () => {
      const [winter] = await list("q=de%20iarna");
      expect(winter).toMatchObject({
        id: ids.running,
        status: "active",
        weekCount: 13,
        currentWeek: 3,
        currentPhase: "accumulation",
        swimmerCount: 2,
        placementCount: 2,
        nextRace: { name: "Cupa de iarnă", date: "2026-12-12", type: "tuneup" },
      });
      const [summer] = await list("q=vara");
      expect(summer).toMatchObject({
        currentWeek: null,
        currentPhase: null,
        nextRace: null,
        swimmerCount: 0,
      });
    });

    it("filters by status and finds names without diacritics", async () => {
      expect((await list("status=active")).map((p) => p.name)).toEqual([
        "Listă de iarnă",
        "Listă activ vechi",
      ]);
      expect((await list("q=LISTA%20CIORNA")).map((p) => p.id)).toEqual([ids.draft]);
      expect(await list("status=draft&q=iarna")).toEqual([]);
    });
  });
});
