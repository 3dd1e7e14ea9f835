import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, TestAgent, type TestApp } from "../../../test/app.ts";
import { createUser, loginAs, type TestUser } from "../../../test/factories.ts";
import { multipartBody, uploadedFiles } from "../../../test/multipart.ts";
import { announcements } from "../../db/schema/content.ts";
import { notifications } from "../../db/schema/notifications.ts";

const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(4000, 7)]);

const png = () =>
  sharp({ create: { width: 64, height: 36, channels: 3, background: "#0b7285" } })
    .png()
    .toBuffer();
const gif = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: "#f59f00" } })
    .gif()
    .toBuffer();

/** A phone photo: landscape pixels turned upright by EXIF, with the camera and where it was taken. */
const phonePhoto = () =>
  sharp({ create: { width: 120, height: 80, channels: 3, background: "#1c7ed6" } })
    .jpeg({ quality: 80 })
    .withMetadata({
      orientation: 6,
      exif: {
        IFD0: { Make: "Telefonix", Model: "Telefonix Pro 9" },
        IFD3: {
          GPSLatitudeRef: "N",
          GPSLatitude: "44/1 51/1 3/1",
          GPSLongitudeRef: "E",
          GPSLongitude: "24/1 52/1 1/1",
        },
      },
    })
    .toBuffer();

const valid = {
  title: "Cupa de toamnă",
  subtitle: "Ediția a V-a",
  content: "Concurs pentru toate grupele.",
  category: "competition",
  eventDate: "2026-11-28",
  startTime: "09:00",
  endTime: "13:30",
  location: "Bazinul Municipal",
  priority: 70,
  active: true,
};

describe("announcement management", () => {
  let t: TestApp;
  let admin: TestUser;
  let coach: TestUser;
  let swimmer: TestUser;
  let member: TestUser;
  let inactive: TestUser;
  let asAdmin: TestAgent;
  let asCoach: TestAgent;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.db, { role: "admin" });
    coach = await createUser(t.db, { role: "coach" });
    swimmer = await createUser(t.db, { role: "swimmer" });
    member = await createUser(t.db, { role: "user" });
    inactive = await createUser(t.db, { role: "swimmer", active: false });
    asAdmin = new TestAgent(t.app);
    await loginAs(asAdmin, admin);
    asCoach = new TestAgent(t.app);
    await loginAs(asCoach, coach);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.delete(announcements);
    await t.db.delete(notifications);
  });

  const announcementNotices = () =>
    t.db
      .select({ userId: notifications.userId, params: notifications.params })
      .from(notifications)
      .where(eq(notifications.type, "ANNOUNCEMENT"));

  const uploadImage = (agent: TestAgent, id: string, content: Buffer, filename = "poster.png") => {
    const type = filename.endsWith(".gif") ? "gif" : filename.endsWith(".jpg") ? "jpeg" : "png";
    const body = multipartBody({}, [
      {
        field: "image",
        filename,
        contentType: `image/${type}`,
        content,
      },
    ]);
    return agent.request("PUT", `/api/admin/announcements/${id}/image`, body.payload, body.headers);
  };

  describe("who may", () => {
    it("lets admins and coaches manage announcements, and nobody else", async () => {
      const created = await asCoach.post("/api/admin/announcements", valid);
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().id;
      for (const role of ["swimmer", "user"] as const) {
        const agent = new TestAgent(t.app);
        await loginAs(agent, role === "swimmer" ? swimmer : member);
        expect((await agent.get("/api/admin/announcements")).statusCode).toBe(403);
        expect((await agent.post("/api/admin/announcements", valid)).statusCode).toBe(403);
        expect((await agent.delete(`/api/admin/announcements/${id}`)).statusCode).toBe(403);
      }
      expect((await new TestAgent(t.app).get("/api/admin/announcements")).statusCode).toBe(401);
      expect((await asAdmin.delete(`/api/admin/announcements/${id}`)).statusCode).toBe(204);
    });
  });

  describe("validation (spec §5)", () => {
    const fieldsOf = async (body: Record<string, unknown>) => {
      const res = await asAdmin.post("/api/admin/announcements", body);
      expect(res.statusCode).toBe(400);
      return res.json();
    };

    it("requires title, content and category, with translated messages", async () => {
      const res = await fieldsOf({ ...valid, title: "  ", content: "", category: undefined });
      expect(res.fields).toMatchObject({
        title: "fieldRequired",
        content: "fieldRequired",
        category: "fieldRequired",
      });
      expect(res.message).toBe("Câmp obligatoriu.");
    });

    it("keeps priority between 0 and 100", async () => {
      for (const priority of [-1, 101, 2.5]) {
        expect((await fieldsOf({ ...valid, priority })).fields).toEqual({ priority: "priorityRange" });
      }
      for (const priority of [0, 100]) {
        expect((await asAdmin.post("/api/admin/announcements", { ...valid, priority })).statusCode).toBe(201);
      }
    });

    it("takes times as HH:mm with the end after the start, and a real date", async () => {
      expect((await fieldsOf({ ...valid, startTime: "9:00" })).fields).toEqual({ startTime: "timeInvalid" });
      expect((await fieldsOf({ ...valid, endTime: "25:00" })).fields).toEqual({ endTime: "timeInvalid" });
      const reversed = await fieldsOf({ ...valid, startTime: "14:00", endTime: "13:00" });
      expect(reversed.fields).toEqual({ endTime: "endTimeAfterStart" });
      expect(reversed.message).toBe("Ora de sfârșit trebuie să fie după ora de început.");
      expect((await fieldsOf({ ...valid, startTime: "10:00", endTime: "10:00" })).fields).toEqual({
        endTime: "endTimeAfterStart",
      });
      expect((await fieldsOf({ ...valid, startTime: null, endTime: "10:00" })).fields).toEqual({
        startTime: "fieldRequired",
      });
      expect((await fieldsOf({ ...valid, eventDate: "28.11.2026" })).fields).toEqual({
        eventDate: "dateInvalid",
      });
    });

    it("stores blank optional fields as empty, and answers in English when asked", async () => {
      const res = await asAdmin.post("/api/admin/announcements", {
        ...valid,
        subtitle: " ",
        eventDate: "",
        startTime: "",
        endTime: "",
        location: "",
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ subtitle: null, eventDate: null, startTime: null, location: null });
      const en = await asAdmin.post(
        "/api/admin/announcements",
        { ...valid, priority: 500 },
        { "accept-language": "en" },
      );
      expect(en.json().message).toBe("The priority must be a whole number from 0 to 100.");
    });
  });

  describe("listing, editing, deleting", () => {
    it("lists active and inactive ones, paged, with the total", async () => {
      for (const [i, active] of [true, false, true].entries()) {
        await asAdmin.post("/api/admin/announcements", { ...valid, title: `A${i}`, priority: i, active });
      }
      const page1 = (await asCoach.get("/api/admin/announcements?pageSize=2")).json();
      expect(page1.items.map((a: { title: string }) => a.title)).toEqual(["A2", "A1"]);
      expect(page1.items[1].active).toBe(false);
      expect(page1.total).toBe(3);
      const page2 = (await asCoach.get("/api/admin/announcements?pageSize=2&page=2")).json();
      expect(page2.items.map((a: { title: string }) => a.title)).toEqual(["A0"]);
      expect((await new TestAgent(t.app).get("/api/announcements")).json().total).toBe(2);
    });

    it("edits every field, deactivates and activates; 404 for an unknown one", async () => {
      const { id } = (await asAdmin.post("/api/admin/announcements", valid)).json();
      const edited = await asCoach.put(`/api/admin/announcements/${id}`, {
        ...valid,
        title: "Cupa de iarnă",
        category: "event",
        priority: 5,
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json()).toMatchObject({ title: "Cupa de iarnă", category: "event", priority: 5 });
      const off = await asAdmin.patch(`/api/admin/announcements/${id}/active`, { active: false });
      expect(off.json().active).toBe(false);
      expect((await new TestAgent(t.app).get("/api/announcements")).json().total).toBe(0);
      expect(
        (await asAdmin.patch(`/api/admin/announcements/${id}/active`, { active: true })).json().active,
      ).toBe(true);
      const unknown = "00000000-0000-4000-8000-000000000000";
      expect((await asAdmin.put(`/api/admin/announcements/${unknown}`, valid)).statusCode).toBe(404);
      expect((await asAdmin.delete(`/api/admin/announcements/${unknown}`)).statusCode).toBe(404);
    });
  });

  describe("ANNOUNCEMENT notifications", () => {
    it("tells every active member except the author once when an active announcement is created", async () => {
      const { id } = (await asCoach.post("/api/admin/announcements", valid)).json();
      const notices = await announcementNotices();
      const recipients = notices.map((n) => n.userId).sort();
      expect(recipients).toEqual([admin.id, swimmer.id, member.id].sort());
      expect(recipients).not.toContain(inactive.id);
      expect(notices[0]!.params).toMatchObject({ title: valid.title, announcementId: id });
    });

    it("says nothing for a draft or an edit, and tells members when the draft is activated, only once", async () => {
      const { id } = (await asAdmin.post("/api/admin/announcements", { ...valid, active: false })).json();
      await asAdmin.put(`/api/admin/announcements/${id}`, { ...valid, active: false, title: "Schimbat" });
      expect(await announcementNotices()).toEqual([]);

      await asAdmin.patch(`/api/admin/announcements/${id}/active`, { active: true });
      expect((await announcementNotices()).length).toBe(3);

      // Withdrawn and published again, or published by an edit: nobody hears of it twice.
      await asAdmin.patch(`/api/admin/announcements/${id}/active`, { active: false });
      await asAdmin.put(`/api/admin/announcements/${id}`, { ...valid, active: true });
      expect((await announcementNotices()).length).toBe(3);
    });

    it("keeps a draft a draft when an edit leaves out active", async () => {
      const { id } = (await asAdmin.post("/api/admin/announcements", { ...valid, active: false })).json();
      const { active: _omitted, ...withoutActive } = valid;
      const res = await asAdmin.put(`/api/admin/announcements/${id}`, withoutActive);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().active).toBe(false);
      expect(await announcementNotices()).toEqual([]);
    });

    it("publishes through an edit that makes a draft active", async () => {
      const { id } = (await asAdmin.post("/api/admin/announcements", { ...valid, active: false })).json();
      await asCoach.put(`/api/admin/announcements/${id}`, { ...valid, active: true });
      const recipients = (await announcementNotices()).map((n) => n.userId);
      expect(recipients.sort()).toEqual([coach.id, swimmer.id, member.id].sort());
    });
  });

  describe("images", () => {
    it("takes a PNG by content, serves it to managers and, once active, to the public page", async () => {
      const { id } = (await asAdmin.post("/api/admin/announcements", { ...valid, active: false })).json();
      const res = await uploadImage(asCoach, id, await png());
      expect(res.statusCode, res.body).toBe(200);
      const { imageUrl } = res.json();
      expect(imageUrl).toMatch(new RegExp(`^/api/admin/announcements/${id}/image\\?v=`));
      const served = await asAdmin.get(imageUrl);
      expect(served.statusCode).toBe(200);
      expect(served.headers["content-type"]).toBe("image/png");
      expect(served.headers["cache-control"]).toContain("private");

      const anonymous = new TestAgent(t.app);
      expect((await anonymous.get(`/api/announcements/${id}/image`)).statusCode).toBe(404);
      expect((await anonymous.get(imageUrl)).statusCode).toBe(401);
      await asAdmin.patch(`/api/admin/announcements/${id}/active`, { active: true });
      const [pub] = (await anonymous.get("/api/announcements")).json().items;
      expect((await anonymous.get(pub.imageUrl)).headers["content-type"]).toBe("image/png");
    });

    it("publishes a phone photo upright and without its EXIF (camera, GPS position)", async () => {
      const photo = await phonePhoto();
      expect((await sharp(photo).metadata()).exif).toBeDefined();
      expect(photo.includes("Telefonix Pro 9")).toBe(true);
      const { id } = (await asAdmin.post("/api/admin/announcements", valid)).json();
      const filesBefore = await uploadedFiles(t.config.dataDir);
      const res = await uploadImage(asCoach, id, photo, "plaja.jpg");
      expect(res.statusCode, res.body).toBe(200);
      const [pub] = (await new TestAgent(t.app).get("/api/announcements")).json().items;
      const served = await new TestAgent(t.app).get(pub.imageUrl);
      expect(served.headers["content-type"]).toBe("image/jpeg");
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(served.rawPayload.includes("Telefonix")).toBe(false);
      // Turned upright once and for all: 80 × 120, no orientation left for a viewer to apply.
      expect([meta.width, meta.height, meta.orientation]).toEqual([80, 120, undefined]);
      // Only the clean copy is kept on disk.
      expect(await uploadedFiles(t.config.dataDir)).toHaveLength(filesBefore.length + 1);
    });

    it("refuses a file that only starts like a JPEG, and leaves no file", async () => {
      const { id } = (await asAdmin.post("/api/admin/announcements", valid)).json();
      const before = await uploadedFiles(t.config.dataDir);
      const res = await uploadImage(
        asAdmin,
        id,
        Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]),
        "x.jpg",
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe("IMAGE_UNREADABLE");
      expect(await uploadedFiles(t.config.dataDir)).toEqual(before);
    });

    it("accepts a GIF", async () => {
      const { id } = (await asAdmin.post("/api/admin/announcements", valid)).json();
      const res = await uploadImage(asAdmin, id, await gif(), "anim.gif");
      expect(res.statusCode, res.body).toBe(200);
      expect((await asAdmin.get(res.json().imageUrl)).headers["content-type"]).toBe("image/gif");
    });

    it("refuses a renamed executable and leaves no file", async () => {
      const { id } = (await asAdmin.post("/api/admin/announcements", valid)).json();
      const before = await uploadedFiles(t.config.dataDir);
      const res = await uploadImage(asAdmin, id, ELF, "poster.png");
      expect(res.statusCode).toBe(415);
      expect(res.json().code).toBe("UNSUPPORTED_FILE_TYPE");
      expect(await uploadedFiles(t.config.dataDir)).toEqual(before);
      expect((await asAdmin.get("/api/admin/announcements")).json().items[0].imageUrl).toBeNull();
    });

    it("cuts off a file over 5 MB and leaves no file", async () => {
      const { id } = (await asAdmin.post("/api/admin/announcements", valid)).json();
      const before = await uploadedFiles(t.config.dataDir);
      const big = Buffer.concat([await png(), Buffer.alloc(5 * 1024 * 1024 + 10, 1)]);
      const res = await uploadImage(asAdmin, id, big);
      expect(res.statusCode).toBe(413);
      expect(res.json().code).toBe("FILE_TOO_LARGE");
      expect(await uploadedFiles(t.config.dataDir)).toEqual(before);
    });

    it("leaves no file when the announcement is gone, and needs the image field", async () => {
      const before = await uploadedFiles(t.config.dataDir);
      const res = await uploadImage(asAdmin, "00000000-0000-4000-8000-000000000000", await png());
      expect(res.statusCode).toBe(404);
      expect(await uploadedFiles(t.config.dataDir)).toEqual(before);
      const { id } = (await asAdmin.post("/api/admin/announcements", valid)).json();
      const empty = multipartBody({ note: "x" });
      const missing = await asAdmin.request(
        "PUT",
        `/api/admin/announcements/${id}/image`,
        empty.payload,
        empty.headers,
      );
      expect(missing.statusCode).toBe(400);
      expect(missing.json().fields).toEqual({ image: "fieldRequired" });
    });

    it("replacing, removing the image and deleting the announcement delete the files", async () => {
      const { id } = (await asAdmin.post("/api/admin/announcements", valid)).json();
      const before = await uploadedFiles(t.config.dataDir);
      await uploadImage(asAdmin, id, await png());
      const first = await uploadedFiles(t.config.dataDir);
      expect(first.length).toBe(before.length + 1);
      await uploadImage(asAdmin, id, await gif(), "b.gif");
      const second = await uploadedFiles(t.config.dataDir);
      expect(second.length).toBe(first.length);
      expect(second).not.toEqual(first);
      const removed = await asAdmin.delete(`/api/admin/announcements/${id}/image`);
      expect(removed.json().imageUrl).toBeNull();
      expect(await uploadedFiles(t.config.dataDir)).toEqual(before);

      await uploadImage(asAdmin, id, await png());
      expect((await asAdmin.delete(`/api/admin/announcements/${id}`)).statusCode).toBe(204);
      expect(await uploadedFiles(t.config.dataDir)).toEqual(before);
      const [row] = await t.db
        .select()
        .from(announcements)
        .where(and(eq(announcements.id, id)));
      expect(row).toBeUndefined();
    });
  });
});
