import { randomBytes, randomUUID } from "node:crypto";
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import type { TClubResponse } from "@bazin/shared/contracts/club";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TestAgent, type TestApp } from "../../../test/app.ts";
import { createUser, signInDirectly } from "../../../test/factories.ts";
import { auditLog } from "../../db/schema/audit.ts";
import { studentSlots, students } from "../../db/schema/registration.ts";
import { CLUB_PROFILE, ensureDemoInstructors } from "../../seed/club.ts";
import { seedRequiredData } from "../../seed/required.ts";
import { createStorage } from "../../storage/storage.ts";
import { INSTRUCTOR_PHOTO_SIZE } from "./photo.ts";
import { findInstructor } from "./repository.ts";

/** A multipart/form-data body with one file field, as a browser sends it. */
function multipartFile(content: Buffer, filename = "photo.png", type = "image/png", field = "file") {
  const boundary = `----bazin${randomBytes(8).toString("hex")}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    body: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

const pngOf = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#0b7285" } })
    .png()
    .toBuffer();

const instructorBody = (overrides: Record<string, unknown> = {}) => ({
  firstName: "Ioana",
  lastName: "Pavel",
  bio: { ro: "Instructoare de înot.", en: "Swimming instructor." },
  weekdays: [5, 1, 3],
  ...overrides,
});

const slotBody = (overrides: Record<string, unknown> = {}) => ({
  weekday: 6,
  startTime: "10:00",
  durationMinutes: 60,
  ageGroup: "children",
  capacity: 8,
  ...overrides,
});

/** A registration row as the wizard stores it, for the slot and instructor rules that depend on registrations. */
const studentRow = (overrides: Partial<typeof students.$inferInsert> = {}) => ({
  fullName: "Maria Popa",
  birthDate: "2015-04-02",
  phone: "0722123456",
  email: "maria@example.test",
  locality: "Fălticeni",
  street: "Strada Mare",
  streetNumber: "1",
  county: "Suceava",
  validUntil: "2030-01-01",
  medicalCertificateKey: "certificates/x",
  medicalCertificateType: "application/pdf",
  medicalCertificateIssuedOn: "2026-01-01",
  registrationFormKey: "documents/a",
  declarationKey: "documents/b",
  idempotencyKey: randomUUID(),
  ...overrides,
});

describe("club data API", () => {
  let t: TestApp;
  let admin: TestAgent;
  let coach: TestAgent;
  let anonymous: TestAgent;

  beforeAll(async () => {
    t = await createTestApp();
    await seedRequiredData(t.ctx);
    await ensureDemoInstructors(t.db, createStorage(t.config.dataDir), t.clock.now());
    admin = new TestAgent(t.app);
    await signInDirectly(admin, t.db, await createUser(t.db, { role: "admin" }), t.clock.now());
    coach = new TestAgent(t.app);
    await signInDirectly(coach, t.db, await createUser(t.db, { role: "coach" }), t.clock.now());
    anonymous = new TestAgent(t.app);
  });
  afterAll(() => t.close());

  const club = async () => (await anonymous.get("/api/club")).json() as TClubResponse;

  describe("GET /api/club", () => {
    it("gives anyone the profile with the spec's figures, the instructors and the schedule", async () => {
      const res = await anonymous.get("/api/club");
      expect(res.statusCode).toBe(200);
      expect(res.headers["cache-control"]).toBe("public, max-age=60");
      const body = res.json() as TClubResponse;
      expect(body.profile).toMatchObject({
        name: CLUB_PROFILE.name,
        poolLengthMeters: 25,
        poolIndoor: true,
        statInstructors: 3,
        statYears: 13,
        statDaysPerWeek: 5,
        officeHours: [{ weekdays: [1, 2, 3, 4, 5], opens: "08:00", closes: "16:00" }],
      });
      expect(body.instructors).toHaveLength(3);
      const taught = new Set(body.instructors.flatMap((i) => i.weekdays));
      expect([...taught].sort()).toEqual([1, 2, 3, 4, 5]);
      for (const instructor of body.instructors) {
        expect(instructor.photoUrl).toMatch(/^\/api\/club\/instructors\/[\w-]+\/photo\?v=\w+$/);
        expect(instructor.bio.ro).not.toBe(instructor.bio.en);
      }
    });

    it("lists the slots Monday first, by time: Mon/Wed/Fri 16:30–18:30 children, Tue/Thu 15:30–18:30 and adults 19:30", async () => {
      const { slots } = await club();
      const summary = slots.map((s) => `${s.weekday} ${s.startTime} ${s.ageGroup}`);
      const children = (day: number, times: string[]) => times.map((time) => `${day} ${time} children`);
      expect(summary).toEqual([
        ...children(1, ["16:30", "17:30", "18:30"]),
        ...children(2, ["15:30", "16:30", "17:30", "18:30"]),
        "2 19:30 adults",
        ...children(3, ["16:30", "17:30", "18:30"]),
        ...children(4, ["15:30", "16:30", "17:30", "18:30"]),
        "4 19:30 adults",
        ...children(5, ["16:30", "17:30", "18:30"]),
      ]);
      expect(slots.find((s) => s.ageGroup === "adults")?.capacity).toBe(10);
      expect(slots.find((s) => s.ageGroup === "children")?.capacity).toBe(12);
    });
  });

  describe("GET /api/club/profile", () => {
    it("gives admins the stored profile, never from a cache; others may not read it here", async () => {
      await admin.put("/api/club/profile", { ...CLUB_PROFILE, name: "Bazinul Didactic Fălticeni" });
      const res = await admin.get("/api/club/profile");
      expect(res.statusCode).toBe(200);
      expect(res.headers["cache-control"]).toBe("no-store");
      expect(res.json()).toEqual({ ...(await club()).profile, name: "Bazinul Didactic Fălticeni" });
      expect((await coach.get("/api/club/profile")).statusCode).toBe(403);
      expect((await anonymous.get("/api/club/profile")).statusCode).toBe(401);
      await admin.put("/api/club/profile", CLUB_PROFILE);
    });
  });

  describe("PUT /api/club/profile", () => {
    it("lets only admins change the profile", async () => {
      const body = { ...CLUB_PROFILE, phone: "+40 230 000 111" };
      expect((await anonymous.put("/api/club/profile", body)).statusCode).toBe(401);
      const forbidden = await coach.put("/api/club/profile", body);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json().code).toBe("FORBIDDEN");
      const res = await admin.put("/api/club/profile", body);
      expect(res.statusCode).toBe(200);
      expect(res.json().phone).toBe("+40 230 000 111");
      expect((await club()).profile.phone).toBe("+40 230 000 111");
      await admin.put("/api/club/profile", CLUB_PROFILE);
    });

    it("refuses a bad email, a social link that is no address and an office hour that is no time", async () => {
      const res = await admin.put("/api/club/profile", {
        ...CLUB_PROFILE,
        email: "not-an-address",
        socialUrl: "facebook",
        officeHours: [{ weekdays: [1], opens: "8", closes: "16:00" }],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: "VALIDATION_ERROR" });
      expect(Object.keys(res.json().fields)).toEqual(
        expect.arrayContaining(["email", "socialUrl", "officeHours.0.opens"]),
      );
      // The keys the admin's form shows in words.
      expect(res.json().fields).toMatchObject({ email: "emailInvalid", socialUrl: "urlInvalid" });
    });

    it("refuses office hours that close before they open, and an empty name", async () => {
      const res = await admin.put("/api/club/profile", {
        ...CLUB_PROFILE,
        name: "  ",
        officeHours: [{ weekdays: [1], opens: "16:00", closes: "08:00" }],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toMatchObject({
        name: "fieldRequired",
        "officeHours.0.closes": "endTimeAfterStart",
      });
    });
  });

  describe("instructors", () => {
    it("an admin adds, edits, lists (inactive too) and deletes an instructor; the public sees only active ones", async () => {
      const created = await admin.post("/api/club/instructors", instructorBody());
      expect(created.statusCode).toBe(201);
      const instructor = created.json();
      expect(instructor).toMatchObject({
        firstName: "Ioana",
        weekdays: [1, 3, 5],
        photoUrl: null,
        active: true,
        sortOrder: 0,
      });
      expect((await club()).instructors.map((i) => i.id)).toContain(instructor.id);

      const hidden = await admin.put(
        `/api/club/instructors/${instructor.id}`,
        instructorBody({ active: false, lastName: "Pavelescu" }),
      );
      expect(hidden.statusCode).toBe(200);
      expect(hidden.json()).toMatchObject({ lastName: "Pavelescu", active: false });
      expect((await club()).instructors.map((i) => i.id)).not.toContain(instructor.id);
      const all = (await admin.get("/api/club/instructors")).json().instructors as { id: string }[];
      expect(all.map((i) => i.id)).toContain(instructor.id);

      const deleted = await admin.delete(`/api/club/instructors/${instructor.id}`);
      expect(deleted.json()).toEqual({ ok: true });
      expect((await admin.delete(`/api/club/instructors/${instructor.id}`)).json().code).toBe(
        "INSTRUCTOR_NOT_FOUND",
      );
    });

    it("refuses editing by a coach, an unknown id, and days outside Monday–Sunday", async () => {
      expect((await coach.post("/api/club/instructors", instructorBody())).statusCode).toBe(403);
      expect((await coach.get("/api/club/instructors")).statusCode).toBe(403);
      const unknown = await admin.put(`/api/club/instructors/${randomUUID()}`, instructorBody());
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().code).toBe("INSTRUCTOR_NOT_FOUND");
      const noDays = await admin.post("/api/club/instructors", instructorBody({ weekdays: [] }));
      expect(noDays.statusCode).toBe(400);
      const badDay = await admin.post("/api/club/instructors", instructorBody({ weekdays: [8] }));
      expect(badDay.json().fields).toHaveProperty("weekdays.0");
      const noBio = await admin.post("/api/club/instructors", instructorBody({ bio: { ro: "", en: "x" } }));
      expect(noBio.json().fields).toHaveProperty("bio.ro");
    });
    it("records every change to an instructor, photo included, in the audit log, without their name", async () => {
      await t.db.delete(auditLog);
      const id = (await admin.post("/api/club/instructors", instructorBody({ lastName: "Audit" }))).json().id;
      await admin.put(`/api/club/instructors/${id}`, instructorBody({ lastName: "Audit", active: false }));
      const photo = multipartFile(await pngOf(300, 300));
      await admin.put(`/api/club/instructors/${id}/photo`, photo.body, { ...photo.headers });
      await admin.delete(`/api/club/instructors/${id}/photo`);
      await admin.delete(`/api/club/instructors/${id}`);
      // A refused change (a coach) records nothing.
      await coach.post("/api/club/instructors", instructorBody());
      // The test clock stands still: sorted by action and facts rather than time.
      const entries = (await t.db.select().from(auditLog))
        .map((e) => [e.action, e.targetType, e.targetId, e.detail])
        .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
      expect(entries).toEqual([
        ["instructor.create", "instructor", id, { active: true }],
        ["instructor.delete", "instructor", id, {}],
        ["instructor.photo", "instructor", id, { photo: "added" }],
        ["instructor.photo", "instructor", id, { photo: "removed" }],
        ["instructor.update", "instructor", id, { active: false }],
      ]);
      expect(JSON.stringify(entries)).not.toContain("Audit");
    });
  });

  describe("instructor photos", () => {
    let id: string;
    beforeAll(async () => {
      id = (await admin.post("/api/club/instructors", instructorBody())).json().id;
    });

    const upload = (agent: TestAgent, file: ReturnType<typeof multipartFile>, target = id) =>
      agent.put(`/api/club/instructors/${target}/photo`, file.body, { ...file.headers });

    it("turns an uploaded PNG into a square WebP served with long caching under its version", async () => {
      const res = await upload(admin, multipartFile(await pngOf(900, 600)));
      expect(res.statusCode).toBe(200);
      const photoUrl = res.json().photoUrl as string;
      expect(photoUrl).toMatch(new RegExp(`^/api/club/instructors/${id}/photo\\?v=\\w+$`));

      const photo = await anonymous.get(photoUrl);
      expect(photo.statusCode).toBe(200);
      expect(photo.headers["content-type"]).toBe("image/webp");
      expect(photo.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      const meta = await sharp(photo.rawPayload).metadata();
      expect(meta).toMatchObject({
        format: "webp",
        width: INSTRUCTOR_PHOTO_SIZE,
        height: INSTRUCTOR_PHOTO_SIZE,
      });
      const unversioned = await anonymous.get(`/api/club/instructors/${id}/photo`);
      expect(unversioned.headers["cache-control"]).toBe("public, max-age=300");
    });

    it("replaces the photo: a new address, the old file gone, no upload left behind", async () => {
      const before = (await findInstructor(t.db, id))!.photoKey!;
      const storage = createStorage(t.config.dataDir);
      const res = await upload(admin, multipartFile(await pngOf(400, 400), "new.jpg", "image/jpeg"));
      expect(res.statusCode).toBe(200);
      const after = (await findInstructor(t.db, id))!.photoKey!;
      expect(after).not.toBe(before);
      expect(await storage.size(before)).toBeNull();
      expect(await storage.size(after)).toBeGreaterThan(0);
      const leftovers = await readdir(join(t.config.dataDir, "uploads", "tmp"), { recursive: true }).catch(
        () => [],
      );
      expect(leftovers.filter((name) => !/^\d{4}$/.test(String(name)))).toEqual([]);
    });

    it("judges the file by its content: text named .png is refused, so is a broken image", async () => {
      const text = await upload(admin, multipartFile(Buffer.from("just some text, not an image")));
      expect(text.statusCode).toBe(415);
      expect(text.json().code).toBe("UNSUPPORTED_FILE_TYPE");
      const png = await pngOf(50, 50);
      const broken = await upload(
        admin,
        multipartFile(Buffer.concat([png.subarray(0, 40), Buffer.alloc(60)])),
      );
      expect(broken.statusCode).toBe(422);
      expect(broken.json().code).toBe("IMAGE_UNREADABLE");
    });

    it("cuts off a file over 5 MB while it streams", async () => {
      const png = await pngOf(10, 10);
      const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024 + 1 - png.length)]);
      const res = await upload(admin, multipartFile(big));
      expect(res.statusCode).toBe(413);
      expect(res.json().code).toBe("FILE_TOO_LARGE");
    });

    it("needs a file, an admin and an existing instructor", async () => {
      const none = await admin.put(`/api/club/instructors/${id}/photo`, { not: "a file" });
      expect(none.statusCode).toBe(400);
      expect(none.json().code).toBe("FILE_REQUIRED");
      const file = multipartFile(await pngOf(20, 20));
      expect((await upload(coach, file)).statusCode).toBe(403);
      expect((await upload(anonymous, file)).statusCode).toBe(401);
      const unknown = await upload(admin, file, randomUUID());
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().code).toBe("INSTRUCTOR_NOT_FOUND");
    });

    it("answers 404 for an instructor without a photo or an unknown one", async () => {
      const bare = (await admin.post("/api/club/instructors", instructorBody())).json().id;
      expect((await anonymous.get(`/api/club/instructors/${bare}/photo`)).json().code).toBe(
        "PHOTO_NOT_FOUND",
      );
      expect((await anonymous.get(`/api/club/instructors/${randomUUID()}/photo`)).statusCode).toBe(404);
      expect((await anonymous.get("/api/club/instructors/not-a-uuid/photo")).statusCode).toBe(400);
    });

    it("removes a photo: the file is gone, the address too, and the public answer has no photo", async () => {
      const other = (await admin.post("/api/club/instructors", instructorBody({ lastName: "Foto" }))).json()
        .id;
      await upload(admin, multipartFile(await pngOf(300, 300)), other);
      const key = (await findInstructor(t.db, other))!.photoKey!;
      expect((await admin.delete(`/api/club/instructors/${other}/photo`)).statusCode).toBe(200);
      const after = await findInstructor(t.db, other);
      expect(after!.photoKey).toBeNull();
      expect(await createStorage(t.config.dataDir).size(key)).toBeNull();
      expect((await club()).instructors.find((i) => i.id === other)?.photoUrl).toBeNull();
      expect((await anonymous.get(`/api/club/instructors/${other}/photo`)).json().code).toBe(
        "PHOTO_NOT_FOUND",
      );
      // Removing it again changes nothing and is no error.
      const again = await admin.delete(`/api/club/instructors/${other}/photo`);
      expect(again.statusCode).toBe(200);
      expect(again.json().photoUrl).toBeNull();
    });

    it("lets only admins remove a photo, of an instructor that exists", async () => {
      expect((await coach.delete(`/api/club/instructors/${id}/photo`)).statusCode).toBe(403);
      expect((await anonymous.delete(`/api/club/instructors/${id}/photo`)).statusCode).toBe(401);
      expect((await findInstructor(t.db, id))!.photoKey).not.toBeNull();
      const unknown = await admin.delete(`/api/club/instructors/${randomUUID()}/photo`);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().code).toBe("INSTRUCTOR_NOT_FOUND");
    });

    it("deleting an instructor removes their photo", async () => {
      const key = (await findInstructor(t.db, id))!.photoKey!;
      expect((await admin.delete(`/api/club/instructors/${id}`)).statusCode).toBe(200);
      expect(await createStorage(t.config.dataDir).size(key)).toBeNull();
    });
  });

  describe("schedule slots", () => {
    it("an admin adds, changes and deactivates a slot; the public schedule follows", async () => {
      const created = await admin.post("/api/club/slots", slotBody());
      expect(created.statusCode).toBe(201);
      const slot = created.json();
      expect(slot).toMatchObject({ weekday: 6, startTime: "10:00", capacity: 8, active: true });
      expect((await club()).slots.at(-1)).toMatchObject({ id: slot.id, weekday: 6 });

      const moved = await admin.put(
        `/api/club/slots/${slot.id}`,
        slotBody({ startTime: "11:00", capacity: 6 }),
      );
      expect(moved.json()).toMatchObject({ startTime: "11:00", capacity: 6 });
      await admin.put(`/api/club/slots/${slot.id}`, slotBody({ startTime: "11:00", active: false }));
      expect((await club()).slots.map((s) => s.id)).not.toContain(slot.id);
      const all = (await admin.get("/api/club/slots")).json().slots as { id: string; active: boolean }[];
      expect(all.find((s) => s.id === slot.id)?.active).toBe(false);

      expect((await admin.delete(`/api/club/slots/${slot.id}`)).json()).toEqual({ ok: true });
      expect((await admin.delete(`/api/club/slots/${slot.id}`)).json().code).toBe("SLOT_NOT_FOUND");
    });

    it("lists each slot's occupancy: places held by active registrations still valid today", async () => {
      const slot = (await admin.post("/api/club/slots", slotBody({ weekday: 7, startTime: "09:00" }))).json();
      const instructor = (await club()).instructors[0]!;
      const holders = await t.db
        .insert(students)
        .values([
          studentRow({ fullName: "Activ Unu" }),
          studentRow({ fullName: "Activ Doi" }),
          studentRow({ fullName: "Expirat", status: "expired" }),
          studentRow({ fullName: "Trecut", validUntil: "2000-01-01" }),
        ])
        .returning();
      await t.db
        .insert(studentSlots)
        .values(holders.map((s) => ({ studentId: s.id, slotId: slot.id, instructorId: instructor.id })));

      const res = await admin.get("/api/club/slots");
      expect(res.headers["cache-control"]).toBe("no-store");
      const listed = (res.json().slots as { id: string; taken: number; capacity: number }[]).find(
        (s) => s.id === slot.id,
      );
      expect(listed).toMatchObject({ taken: 2, capacity: 8 });
      const untouched = (res.json().slots as { id: string; taken: number }[]).filter(
        (s) => s.id !== slot.id && s.taken > 0,
      );
      expect(untouched).toEqual([]);
      expect((await coach.get("/api/club/slots")).statusCode).toBe(403);
    });

    it("refuses a second slot on the same day, time and group", async () => {
      const res = await admin.post("/api/club/slots", slotBody({ weekday: 1, startTime: "16:30" }));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: "SLOT_DUPLICATE", params: { time: "16:30" } });
      const adults = await admin.post(
        "/api/club/slots",
        slotBody({ weekday: 1, startTime: "16:30", ageGroup: "adults" }),
      );
      expect(adults.statusCode).toBe(201);
    });

    it("validates time, day, group and capacity, in the request's language", async () => {
      const res = await admin.post("/api/club/slots", {
        weekday: 0,
        startTime: "25:00",
        durationMinutes: 60,
        ageGroup: "seniors",
        capacity: 0,
      });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fields).sort()).toEqual(["ageGroup", "capacity", "startTime", "weekday"]);
      expect((await coach.post("/api/club/slots", slotBody())).statusCode).toBe(403);
      expect((await coach.delete(`/api/club/slots/${randomUUID()}`)).statusCode).toBe(403);
    });

    it("keeps a slot and an instructor that registrations chose: SLOT_IN_USE / INSTRUCTOR_IN_USE", async () => {
      const { slots, instructors } = await club();
      const slot = slots[0]!;
      const instructor = instructors[0]!;
      const [student] = await t.db.insert(students).values(studentRow()).returning();
      await t.db
        .insert(studentSlots)
        .values({ studentId: student!.id, slotId: slot.id, instructorId: instructor.id });

      agentLanguage(admin, "en");
      const inUse = await admin.delete(`/api/club/slots/${slot.id}`);
      expect(inUse.statusCode).toBe(409);
      expect(inUse.json()).toMatchObject({
        code: "SLOT_IN_USE",
        message: expect.stringContaining("Deactivate"),
      });
      const busy = await admin.delete(`/api/club/instructors/${instructor.id}`);
      expect(busy.statusCode).toBe(409);
      expect(busy.json().code).toBe("INSTRUCTOR_IN_USE");
      agentLanguage(admin, "ro");

      const deactivated = await admin.put(`/api/club/slots/${slot.id}`, {
        ...slot,
        id: undefined,
        active: false,
      });
      expect(deactivated.statusCode).toBe(200);
      expect((await club()).slots.map((s) => s.id)).not.toContain(slot.id);
    });
  });
});

function agentLanguage(agent: TestAgent, lang: "ro" | "en") {
  agent.lang = lang;
}

describe("GET /api/club on a database without a profile", () => {
  it("answers 404 CLUB_PROFILE_NOT_FOUND, never a 500", async () => {
    const t = await createTestApp();
    const res = await new TestAgent(t.app).get("/api/club");
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe("CLUB_PROFILE_NOT_FOUND");
    await t.close();
  });
});
