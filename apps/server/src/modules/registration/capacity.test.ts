import { addDays } from "@bazin/shared/domain/club";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TestAgent, type TestApp } from "../../../test/app.ts";
import {
  adultRegistration,
  createRegistrationWorld,
  fillSlot,
  REGISTRATION_TEST_ENV,
  type RegistrationWorld,
  readyRegistration,
  TODAY,
} from "../../../test/factories-registration.ts";
import { uploadedFiles } from "../../../test/multipart.ts";
import { scheduleSlots } from "../../db/schema/club.ts";
import { studentSlots, students } from "../../db/schema/registration.ts";

const onPostgres = !!process.env.TEST_DATABASE_URL;

describe("capacity: the last place goes to one applicant only", () => {
  let t: TestApp;
  let world: RegistrationWorld;
  let agent: TestAgent;
  beforeAll(async () => {
    t = await createTestApp(REGISTRATION_TEST_ENV);
    world = await createRegistrationWorld(t.db);
    agent = new TestAgent(t.app);
  });
  afterAll(() => t.close());

  const person = (i: number, lang: "ro" | "en" = "ro") =>
    adultRegistration(world, {
      fullName: `Aplicant ${i} Țepeș`,
      email: `aplicant${i}@example.test`,
      emailConfirm: `aplicant${i}@example.test`,
      language: lang,
    });

  it("two people at once for the last place: exactly one 201 and one 409 SLOT_FULL", async () => {
    const slot = world.tueAdults1930;
    await fillSlot(t.db, slot.id, world.ion.id, slot.capacity - 1, addDays(TODAY, 30));
    const [a, b] = [await readyRegistration(agent, person(1)), await readyRegistration(agent, person(2))];
    const results = await Promise.all([
      agent.post("/api/registrations", a),
      agent.post("/api/registrations", b),
    ]);
    expect(results.map((r) => r.statusCode).sort(), results.map((r) => r.body).join("\n")).toEqual([
      201, 409,
    ]);
    const refused = results.find((r) => r.statusCode === 409)!.json();
    expect(refused).toEqual({
      code: "SLOT_FULL",
      message: "Intervalul Marți 19:30 este deja ocupat complet.",
      params: { day: "Marți", time: "19:30" },
    });
    const held = await t.db.select().from(studentSlots).where(eq(studentSlots.slotId, slot.id));
    expect(held).toHaveLength(slot.capacity);
    // The refused applicant left no documents behind; only their pending certificate waits for a retry.
    const files = await uploadedFiles(t.config.dataDir);
    expect(files.filter((f) => f.startsWith("documents/"))).toHaveLength(2);
    expect(files.filter((f) => f.startsWith("pending/"))).toHaveLength(1);

    const availability = (await agent.get("/api/registration/availability")).json();
    expect(availability.slots.find((s: { slotId: string }) => s.slotId === slot.id)).toMatchObject({
      taken: slot.capacity,
      available: 0,
    });
  });

  it("says which slot is full in the request's language", async () => {
    const english = new TestAgent(t.app);
    english.lang = "en";
    const res = await english.post("/api/registrations", await readyRegistration(english, person(3, "en")));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: "SLOT_FULL", message: "Slot Tuesday 19:30 is already full." });
  });

  it("many at once for a few places: exactly as many succeed as there are places", async () => {
    const slot = world.thuAdults1930;
    await fillSlot(t.db, slot.id, world.ion.id, slot.capacity - 2, addDays(TODAY, 30));
    const bodies = [];
    for (let i = 10; i < 15; i++) {
      bodies.push(
        await readyRegistration(
          agent,
          adultRegistration(world, {
            fullName: `Aplicant ${i}`,
            choices: [{ slotId: slot.id, instructorId: world.ion.id }],
          }),
        ),
      );
    }
    const results = await Promise.all(bodies.map((b) => agent.post("/api/registrations", b)));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes, results.map((r) => r.body).join("\n")).toEqual([201, 201, 409, 409, 409]);
    const held = await t.db.select().from(studentSlots).where(eq(studentSlots.slotId, slot.id));
    expect(held).toHaveLength(slot.capacity);
  });

  it("does not count expired registrations as holding a place", async () => {
    const slot = world.wedChildren1630;
    await t.db.update(scheduleSlots).set({ capacity: 2 }).where(eq(scheduleSlots.id, slot.id));
    await fillSlot(t.db, slot.id, world.ana.id, 1, addDays(TODAY, -1));
    await fillSlot(t.db, slot.id, world.ana.id, 1, addDays(TODAY, 10));
    const holders = await t.db.select().from(studentSlots).where(eq(studentSlots.slotId, slot.id));
    await t.db
      .update(students)
      .set({ status: "expired" })
      .where(inArray(students.id, [holders[1]!.studentId]));
    const availability = (await agent.get("/api/registration/availability")).json();
    expect(availability.slots.find((s: { slotId: string }) => s.slotId === slot.id)).toEqual({
      slotId: slot.id,
      capacity: 2,
      taken: 0,
      available: 2,
    });
  });

  it.skipIf(!onPostgres)(
    "answers 503 CAPACITY_CHECK_FAILED when the slot stays locked too long (PostgreSQL)",
    async () => {
      const slot = world.monChildren1730;
      const body = await readyRegistration(
        agent,
        adultRegistration(world, {
          fullName: "Copil Răbdător",
          birthDate: "2016-01-01",
          contactPerson: "Ana Pop",
          contactQuality: "mamă",
          legalRepresentative: "Ana Pop",
          choices: [{ slotId: slot.id, instructorId: world.ana.id }],
        }),
      );
      let answer: Awaited<ReturnType<TestAgent["post"]>> | undefined;
      await t.db.transaction(async (tx) => {
        await tx.execute(sql`select id from schedule_slots where id = ${slot.id} for update`);
        answer = await agent.post("/api/registrations", body);
      });
      expect(answer!.statusCode, answer!.body).toBe(503);
      expect(answer!.json().code).toBe("CAPACITY_CHECK_FAILED");
      // Released, the same submit goes through.
      expect((await agent.post("/api/registrations", body)).statusCode).toBe(201);
    },
    20_000,
  );
});
