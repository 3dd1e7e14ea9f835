import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, TestAgent, type TestApp } from "../../../test/app.ts";
import { createUser, loginAs, type TestUser } from "../../../test/factories.ts";
import { auditLog } from "../../db/schema/audit.ts";
import { chatRooms } from "../../db/schema/chat.ts";
import { groups } from "../../db/schema/groups.ts";

describe("groups", () => {
  let t: TestApp;
  let admin: TestUser;
  let coach: TestUser;
  let swimmer: TestUser;
  let other: TestUser;
  let asAdmin: TestAgent;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.db, { role: "admin" });
    coach = await createUser(t.db, { role: "coach", firstName: "Radu", lastName: "Ionescu" });
    swimmer = await createUser(t.db, { role: "swimmer", firstName: "Ioana", lastName: "Pop" });
    other = await createUser(t.db, { role: "swimmer", firstName: "Mihai", lastName: "Albu" });
    asAdmin = new TestAgent(t.app);
    await loginAs(asAdmin, admin);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.delete(groups);
  });

  const input = (over: Record<string, unknown> = {}) => ({
    name: "Delfinii",
    description: "Grupa de performanță",
    color: "#1c7ed6",
    swimmerIds: [swimmer.id],
    coachIds: [coach.id],
    ...over,
  });
  const roomOf = async (groupId: string) =>
    (await t.db.select().from(chatRooms).where(eq(chatRooms.groupId, groupId)))[0];

  it("is for admins only: a coach or swimmer gets 403, nobody signed in 401", async () => {
    for (const user of [coach, swimmer]) {
      const agent = new TestAgent(t.app);
      await loginAs(agent, user);
      expect((await agent.get("/api/admin/groups")).statusCode).toBe(403);
      expect((await agent.post("/api/admin/groups", input())).statusCode).toBe(403);
      expect((await agent.get("/api/admin/groups/candidates")).statusCode).toBe(403);
    }
    expect((await new TestAgent(t.app).get("/api/admin/groups")).statusCode).toBe(401);
  });

  it("creates a group with its members and its chat room, which its swimmer then sees", async () => {
    const res = await asAdmin.post("/api/admin/groups", input());
    expect(res.statusCode, res.body).toBe(201);
    const group = res.json();
    expect(group).toMatchObject({
      name: "Delfinii",
      description: "Grupa de performanță",
      color: "#1c7ed6",
      swimmers: [{ id: swimmer.id, fullName: "Ioana Pop" }],
      coaches: [{ id: coach.id, fullName: "Radu Ionescu" }],
    });
    const room = await roomOf(group.id);
    expect(room?.kind).toBe("group");
    // The screens link to the room from the group.
    expect(group.roomId).toBe(room!.id);

    const asSwimmer = new TestAgent(t.app);
    await loginAs(asSwimmer, swimmer);
    const rooms = (await asSwimmer.get("/api/chat/rooms")).json();
    expect(JSON.stringify(rooms)).toContain(room!.id);
    const asOther = new TestAgent(t.app);
    await loginAs(asOther, other);
    expect(JSON.stringify((await asOther.get("/api/chat/rooms")).json())).not.toContain(room!.id);
  });

  it("lists groups by name with their members; the candidates are active swimmers and coaches", async () => {
    await asAdmin.post("/api/admin/groups", input({ name: "Rechinii", swimmerIds: [swimmer.id, other.id] }));
    await asAdmin.post("/api/admin/groups", input({ name: "delfinii mici", coachIds: [] }));
    const list = (await asAdmin.get("/api/admin/groups")).json().items;
    expect(list.map((g: { name: string }) => g.name)).toEqual(["delfinii mici", "Rechinii"]);
    expect(list[1].swimmers.map((s: { fullName: string }) => s.fullName)).toEqual([
      "Mihai Albu",
      "Ioana Pop",
    ]);
    const candidates = (await asAdmin.get("/api/admin/groups/candidates")).json();
    expect(candidates.swimmers.map((s: { id: string }) => s.id)).toEqual(
      expect.arrayContaining([swimmer.id, other.id]),
    );
    expect(candidates.coaches.map((c: { id: string }) => c.id)).toEqual([coach.id]);
  });

  it("refuses a name another group has, whatever its case, on create and edit", async () => {
    await asAdmin.post("/api/admin/groups", input());
    const dup = await asAdmin.post("/api/admin/groups", input({ name: " DELFINII " }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ code: "GROUP_NAME_TAKEN", fields: { name: "groupNameTaken" } });
    expect(dup.json().message).toBe("Există deja un grup cu acest nume.");
    const second = (await asAdmin.post("/api/admin/groups", input({ name: "Rechinii" }))).json();
    expect(
      (await asAdmin.put(`/api/admin/groups/${second.id}`, input({ name: "delfinii" }))).statusCode,
    ).toBe(409);
    // Keeping its own name is no clash.
    expect(
      (await asAdmin.put(`/api/admin/groups/${second.id}`, input({ name: "Rechinii" }))).statusCode,
    ).toBe(200);
  });

  it("validates name, colour and members by role", async () => {
    const bad = await asAdmin.post("/api/admin/groups", input({ name: "", color: "blue" }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ name: "fieldRequired", color: "colorInvalid" });
    const wrongRole = await asAdmin.post(
      "/api/admin/groups",
      input({ swimmerIds: [coach.id], coachIds: [swimmer.id] }),
    );
    expect(wrongRole.statusCode).toBe(400);
    expect(wrongRole.json().fields).toEqual({ swimmerIds: "invalid", coachIds: "invalid" });
    expect(await t.db.select().from(groups)).toEqual([]);
  });

  it("edits a group, replacing its members, and keeps its one room", async () => {
    const { id } = (await asAdmin.post("/api/admin/groups", input())).json();
    const room = await roomOf(id);
    const res = await asAdmin.put(
      `/api/admin/groups/${id}`,
      input({
        name: "Delfinii mari",
        color: "#e03131",
        description: "",
        swimmerIds: [other.id],
        coachIds: [],
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: "Delfinii mari",
      color: "#e03131",
      description: null,
      swimmers: [{ id: other.id }],
      coaches: [],
    });
    expect((await roomOf(id))?.id).toBe(room!.id);
    const asSwimmer = new TestAgent(t.app);
    await loginAs(asSwimmer, swimmer);
    expect(JSON.stringify((await asSwimmer.get("/api/chat/rooms")).json())).not.toContain(room!.id);
  });

  it("deletes a group and its chat room; 404 for an unknown group", async () => {
    const { id } = (await asAdmin.post("/api/admin/groups", input())).json();
    const room = await roomOf(id);
    expect((await asAdmin.delete(`/api/admin/groups/${id}`)).statusCode).toBe(204);
    expect(await roomOf(id)).toBeUndefined();
    expect(await t.db.select().from(chatRooms).where(eq(chatRooms.id, room!.id))).toEqual([]);
    expect((await asAdmin.delete(`/api/admin/groups/${id}`)).statusCode).toBe(404);
    expect((await asAdmin.put(`/api/admin/groups/${id}`, input())).statusCode).toBe(404);
  });

  it("records who created, changed and deleted a group in the audit log, with member counts, not names", async () => {
    await t.db.delete(auditLog);
    const { id } = (await asAdmin.post("/api/admin/groups", input())).json();
    await asAdmin.put(`/api/admin/groups/${id}`, input({ swimmerIds: [swimmer.id, other.id], coachIds: [] }));
    // A refused change records nothing.
    expect((await asAdmin.put(`/api/admin/groups/${id}`, input({ color: "red" }))).statusCode).toBe(400);
    await asAdmin.delete(`/api/admin/groups/${id}`);
    // The test clock stands still, so the entries are sorted by action rather than time.
    const entries = await t.db.select().from(auditLog).orderBy(asc(auditLog.action));
    expect(entries.map((e) => [e.action, e.actorId, e.targetType, e.targetId, e.detail])).toEqual([
      ["group.create", admin.id, "group", id, { swimmers: 1, coaches: 1 }],
      ["group.delete", admin.id, "group", id, { name: "Delfinii" }],
      ["group.update", admin.id, "group", id, { swimmers: 2, coaches: 0 }],
    ]);
  });
});
