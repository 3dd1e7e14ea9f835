import { defaultThresholdHr, karvonenZones } from "@bazin/shared/domain/training/heart-rate";
import { eq } from "drizzle-orm";
import { users } from "../db/schema/auth.ts";
import { groupMembers, groups } from "../db/schema/groups.ts";
import { students } from "../db/schema/registration.ts";
import { ensureGroupRoom } from "../modules/chat/rooms.ts";
import { insertGroup } from "../modules/groups/repository.ts";
import { linkStudentAccount } from "../modules/swimmers/account-link.ts";
import { insertAdvancedSwimmer } from "../modules/swimmers/repository.ts";
import { announceClubRecords } from "../modules/times/records.service.ts";
import { insertTimes, setStudentGender } from "../modules/times/repository.ts";
import type { SeedStep } from "../seed/demo.ts";
import { seedStudentRegistrations } from "../seed/students.ts";
import { demoSwimTimes } from "./swim-times.ts";
import {
  DEMO_SWIMMERS,
  DEMO_TRAINING_GROUPS,
  DEMO_TRAINING_STUDENTS,
  type DemoGroupKey,
} from "./training-people.ts";

/**
 * The demo club's training half (TRAINING.md §8), after the base demo (accounts, club, registrations, chat):
 * two more groups led by the demo coach, the swimmers' registrations, eight advanced swimmers with heart-rate
 * data, the demo `swimmer` account linked to its registration, and two seasons of results. The latest meet's
 * club records of the demo swimmer are announced, so the bells have something to say.
 */
export const seedTrainingSwimmers: SeedStep = {
  name: "training: swimmers and times",
  async run(seed) {
    const { tx, ctx, now } = seed;
    const coach = await userId(seed.tx, "coach");
    const groupIds = new Map<DemoGroupKey, string>();
    const [performance] = await tx
      .select({ id: groups.id })
      .from(groups)
      .where(eq(groups.name, DEMO_TRAINING_GROUPS.performance));
    if (performance) groupIds.set("performance", performance.id);
    for (const key of ["juniors", "children"] as const) {
      const group = await insertGroup(tx, { ...DEMO_TRAINING_GROUPS[key], createdAt: now });
      await ensureGroupRoom(tx, group.id);
      groupIds.set(key, group.id);
      // The demo coach leads the juniors; the children's group has no coach yet, so a coach's lists leave it out.
      if (key === "juniors" && coach)
        await tx.insert(groupMembers).values({ groupId: group.id, userId: coach, role: "coach" });
    }

    const registered = await seedStudentRegistrations(seed, DEMO_TRAINING_STUDENTS);
    const all = await tx
      .select({ id: students.id, fullName: students.fullName, birthDate: students.birthDate })
      .from(students);
    const byName = new Map(all.map((s) => [s.fullName, s]));

    const timesOf = [];
    for (const swimmer of DEMO_SWIMMERS) {
      const student = byName.get(swimmer.fullName);
      if (!student) continue;
      if (swimmer.gender) await setStudentGender(tx, student.id, swimmer.gender);
      if (swimmer.account) {
        const account = await userId(tx, swimmer.account);
        if (account && registered.has(swimmer.fullName)) await linkStudentAccount(tx, student.id, account);
      }
      if (swimmer.profile) {
        const { group, maxHr, restingHr, customZones } = swimmer.profile;
        // A coach's own zones: the computed ones with zone 2 and 3 a few beats lower (a swimmer who runs hot).
        const zones = customZones
          ? karvonenZones(restingHr, maxHr).map((z) =>
              z.zone === 2 || z.zone === 3 ? { ...z, minBpm: z.minBpm - 4, maxBpm: z.maxBpm - 4 } : z,
            )
          : null;
        await insertAdvancedSwimmer(tx, {
          studentId: student.id,
          groupId: groupIds.get(group) ?? null,
          maxHr,
          restingHr,
          thresholdHr: defaultThresholdHr(maxHr),
          zones,
          createdAt: now,
          updatedAt: now,
        });
      }
      timesOf.push({ swimmer, studentId: student.id, birthDate: student.birthDate });
    }
    const rows = await insertTimes(tx, demoSwimTimes(now, timesOf));

    const swimmerStudent = timesOf.find((t) => t.swimmer.account)?.studentId;
    const latest = rows
      .filter((r) => r.studentId === swimmerStudent)
      .sort((a, b) => (a.swumOn < b.swumOn ? 1 : -1));
    const lastMeet = latest.filter((r) => r.swumOn === latest[0]?.swumOn).map((r) => r.id);
    await announceClubRecords(ctx, tx, lastMeet, true);
  },
};

async function userId(tx: Parameters<SeedStep["run"]>[0]["tx"], username: string): Promise<string | null> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.username, username)).limit(1);
  return row?.id ?? null;
}
