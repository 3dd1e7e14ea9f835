import { eq } from "drizzle-orm";
import ical, { type VEvent } from "node-ical";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TestAgent, type TestApp } from "../../../test/app.ts";
import { createUser, signInDirectly, type TestUser } from "../../../test/factories.ts";
import { createWorkout } from "../../../test/factories-hub.ts";
import { createStudent } from "../../../test/factories-training.ts";
import { users } from "../../db/schema/auth.ts";
import { sessionParticipants, trainingSessions } from "../../db/schema/sessions.ts";
import { CLUB_PROFILE, ensureClubProfile } from "../../seed/club.ts";

/** Issue 14: a member's private calendar address serves their sessions as RFC 5545, parsed back here. */
describe("calendar feed", () => {
  let t: TestApp;
  let admin: TestUser;
  let coach: TestUser;
  let otherCoach: TestUser;
  let swimmer: TestUser;
  let otherSwimmer: TestUser;
  const ids: Record<string, string> = {};
  let workoutName: string;
  let workoutMetres: number;

  const agentOf = async (user: TestUser) => {
    const agent = new TestAgent(t.app);
    await signInDirectly(agent, t.db, user, t.clock.now());
    return agent;
  };
  /** The feed as a calendar app fetches it: no cookie, the token in the address. */
  const fetchFeed = (url: string) => new TestAgent(t.app).get(new URL(url).pathname);
  const newAddress = async (user: TestUser) => {
    const res = await (await agentOf(user)).post("/api/me/calendar-feed");
    expect(res.statusCode).toBe(200);
    return res.json().url as string;
  };
  const eventsOf = (text: string) =>
    Object.values(ical.sync.parseICS(text)).filter((c): c is VEvent => c?.type === "VEVENT");
  const uid = (key: string) => `session-${ids[key]}@${new URL(t.config.publicUrl).hostname}`;

  async function addSession(
    key: string,
    values: Partial<typeof trainingSessions.$inferInsert> & { day: string; coachId: string },
    studentIds: string[],
  ) {
    const created = new Date("2026-11-01T08:00:00Z");
    const [row] = await t.db
      .insert(trainingSessions)
      .values({ startTime: "17:30", durationMinutes: 90, createdAt: created, updatedAt: created, ...values })
      .returning({ id: trainingSessions.id });
    ids[key] = row!.id;
    if (studentIds.length > 0)
      await t.db
        .insert(sessionParticipants)
        .values(studentIds.map((studentId) => ({ sessionId: row!.id, studentId })));
  }

  beforeAll(async () => {
    t = await createTestApp();
    await ensureClubProfile(t.db, t.clock.now());
    admin = await createUser(t.db, { role: "admin" });
    coach = await createUser(t.db, { role: "coach", firstName: "Elena", lastName: "Ionescu" });
    otherCoach = await createUser(t.db, { role: "coach" });
    swimmer = await createUser(t.db, { role: "swimmer" });
    otherSwimmer = await createUser(t.db, { role: "swimmer" });
    const mine = await createStudent(t.db, {
      fullName: "Mihai Dumitrescu",
      birthDate: "2010-03-14",
      userId: swimmer.id,
    });
    const theirs = await createStudent(t.db, {
      fullName: "Ioana Bălan",
      birthDate: "2010-11-02",
      userId: otherSwimmer.id,
    });
    const workout = await createWorkout(t.db, { name: "Prag aerob 10×100", type: "anaerobic_threshold" });
    workoutName = workout.name;
    workoutMetres = workout.totalDistanceMetres;

    // The clock stands at Sunday 22 November 2026, 12:00 in Bucharest (winter time, UTC+2).
    await addSession("planned", { day: "2026-11-24", coachId: coach.id, workoutId: workout.id }, [mine.id]);
    await addSession(
      "cancelled",
      {
        day: "2026-11-26",
        startTime: "18:00",
        coachId: coach.id,
        title: "Test 100 m liber",
        status: "cancelled",
        updatedAt: new Date("2026-11-20T09:00:00Z"),
      },
      [mine.id, theirs.id],
    );
    await addSession("theirs", { day: "2026-11-25", coachId: otherCoach.id }, [theirs.id]);
    await addSession("tooOld", { day: "2026-09-01", coachId: coach.id, status: "completed" }, [mine.id]);
    // Summer time (UTC+3), inside the 180 days ahead.
    await addSession("summer", { day: "2027-04-20", coachId: otherCoach.id }, [mine.id]);
    await addSession("tooFar", { day: "2027-06-30", coachId: coach.id }, [mine.id]);
  });
  afterAll(() => t.close());

  it("creates an address shown once and serves the swimmer's own sessions, parsed back, in Europe/Bucharest", async () => {
    const agent = await agentOf(swimmer);
    expect((await agent.get("/api/me/calendar-feed")).json()).toEqual({ feed: null });
    const url = await newAddress(swimmer);
    expect(url.startsWith(`${t.config.publicUrl}/api/calendar/`)).toBe(true);
    expect(url.endsWith(".ics")).toBe(true);
    const status = (await agent.get("/api/me/calendar-feed")).json();
    expect(status.feed.createdAt).toBe(t.clock.now().toISOString());
    expect(JSON.stringify(status)).not.toContain(
      new URL(url).pathname.split("/").at(-1)!.replace(".ics", ""),
    );

    const res = await fetchFeed(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("private, no-store");
    const events = eventsOf(res.body);
    // Only the swimmer's sessions, from 60 days back to 180 days ahead.
    expect(events.map((e) => e.uid).sort()).toEqual([uid("planned"), uid("cancelled"), uid("summer")].sort());

    const planned = events.find((e) => e.uid === uid("planned"))!;
    expect(planned.start.toISOString()).toBe("2026-11-24T15:30:00.000Z");
    expect(planned.end?.toISOString()).toBe("2026-11-24T17:00:00.000Z");
    expect(planned.start.tz).toBe("Europe/Bucharest");
    expect(planned.summary).toBe(workoutName);
    expect(planned.description).toContain(`${workoutMetres} m`);
    expect(planned.description).toContain("Bazin: 25 m");
    expect(planned.description).toContain("Elena Ionescu");
    expect(planned.location).toContain(CLUB_PROFILE.street);
    expect(planned.status).toBe("CONFIRMED");
    expect(Number(planned.sequence)).toBe(0);

    const summer = events.find((e) => e.uid === uid("summer"))!;
    expect(summer.start.toISOString()).toBe("2027-04-20T14:30:00.000Z");

    // The wall clock under its TZID, the zone defined, stamps in UTC.
    expect(res.body).toContain("DTSTART;TZID=Europe/Bucharest:20261124T173000");
    expect(res.body).toContain("BEGIN:VTIMEZONE\r\nTZID:Europe/Bucharest");
    expect(res.body).toMatch(/DTSTAMP:\d{8}T\d{6}Z/);
  });

  it("marks a cancelled session CANCELLED, with a higher SEQUENCE and LAST-MODIFIED from its change", async () => {
    const events = eventsOf((await fetchFeed(await newAddress(swimmer))).body);
    const cancelled = events.find((e) => e.uid === uid("cancelled"))!;
    expect(cancelled.status).toBe("CANCELLED");
    expect(cancelled.summary).toContain("Test 100 m liber");
    expect(Number(cancelled.sequence)).toBeGreaterThan(0);
    expect(cancelled.lastmodified?.toISOString()).toBe("2026-11-20T09:00:00.000Z");

    // A later change raises both, so a phone replaces its copy.
    await t.db
      .update(trainingSessions)
      .set({ updatedAt: new Date("2026-11-21T09:00:00Z") })
      .where(eq(trainingSessions.id, ids.cancelled!));
    const again = eventsOf((await fetchFeed(await newAddress(swimmer))).body).find(
      (e) => e.uid === uid("cancelled"),
    )!;
    expect(Number(again.sequence)).toBeGreaterThan(Number(cancelled.sequence));
  });

  it("replacing the address invalidates the old one; revoking answers 404", async () => {
    const first = await newAddress(swimmer);
    const second = await newAddress(swimmer);
    expect(second).not.toBe(first);
    expect((await fetchFeed(first)).statusCode).toBe(404);
    expect((await fetchFeed(second)).statusCode).toBe(200);

    const agent = await agentOf(swimmer);
    expect((await agent.delete("/api/me/calendar-feed")).statusCode).toBe(200);
    expect((await fetchFeed(second)).statusCode).toBe(404);
    expect((await agent.get("/api/me/calendar-feed")).json()).toEqual({ feed: null });
    expect((await new TestAgent(t.app).get("/api/calendar/not-a-token.ics")).statusCode).toBe(404);
  });

  it("gives a coach the sessions they lead and an admin every session", async () => {
    const coachEvents = eventsOf((await fetchFeed(await newAddress(coach))).body).map((e) => e.uid);
    expect(coachEvents.sort()).toEqual([uid("planned"), uid("cancelled")].sort());
    const adminEvents = eventsOf((await fetchFeed(await newAddress(admin))).body).map((e) => e.uid);
    expect(adminEvents.sort()).toEqual(
      [uid("planned"), uid("cancelled"), uid("theirs"), uid("summer")].sort(),
    );
  });

  it("stops serving a deactivated member's address", async () => {
    const url = await newAddress(otherSwimmer);
    expect(
      eventsOf((await fetchFeed(url)).body)
        .map((e) => e.uid)
        .sort(),
    ).toEqual([uid("cancelled"), uid("theirs")].sort());
    await t.db.update(users).set({ active: false }).where(eq(users.id, otherSwimmer.id));
    expect((await fetchFeed(url)).statusCode).toBe(404);
  });
});
