import { inArray } from "drizzle-orm";
import { users } from "../db/schema/auth.ts";
import { groupMembers, groups } from "../db/schema/groups.ts";
import { findClubRoom, insertMessage } from "../modules/chat/repository.ts";
import { ensureClubRoom, ensureGroupRoom } from "../modules/chat/rooms.ts";
import type { SeedStep } from "./demo.ts";

const MINUTE = 60_000;

/** The demo group: the demo swimmer trains in it, the demo coach leads it. */
export const DEMO_GROUP = {
  name: "Grupa de performanță",
  description: "Înotători avansați, antrenamente de luni până vineri.",
  color: "#1c7ed6",
};

/** Who says what, oldest first; `minutesAgo` places each line before the seed's time. */
const CLUB_LINES = [
  { by: "admin", minutesAgo: 180, text: "Bun venit în chatul clubului! Aici găsiți noutățile bazinului." },
  { by: "coach", minutesAgo: 120, text: "Vineri bazinul se închide la 19:00 pentru întreținere." },
  { by: "user", minutesAgo: 95, text: "Mulțumim pentru anunț! Sâmbătă programul rămâne același?" },
  { by: "admin", minutesAgo: 90, text: "Da, sâmbătă programul este cel obișnuit." },
];
const GROUP_LINES = [
  { by: "coach", minutesAgo: 60, text: "Mâine la 17:30: 4×100 m liber, apoi tehnică la ture." },
  { by: "swimmer", minutesAgo: 45, text: "Am înțeles. Aduc și labele?" },
  { by: "coach", minutesAgo: 40, text: "Da, și placa de plutire." },
];

/** A group with the demo swimmer and coach, and a few messages in the club room and in the group's room. */
export const seedChat: SeedStep = {
  name: "chat",
  async run({ tx, now }) {
    const people = await tx
      .select({ id: users.id, username: users.username, role: users.role })
      .from(users)
      .where(inArray(users.username, ["admin", "coach", "swimmer", "user"]));
    const byName = new Map(people.map((p) => [p.username, p]));
    const [group] = await tx
      .insert(groups)
      .values({ ...DEMO_GROUP, createdAt: now })
      .returning({ id: groups.id });
    await tx.insert(groupMembers).values([
      { groupId: group!.id, userId: byName.get("swimmer")!.id, role: "swimmer" },
      { groupId: group!.id, userId: byName.get("coach")!.id, role: "coach" },
    ]);
    const groupRoom = await ensureGroupRoom(tx, group!.id);
    await ensureClubRoom(tx, now);
    const clubRoom = (await findClubRoom(tx))!;
    for (const [roomId, lines] of [
      [clubRoom.id, CLUB_LINES],
      [groupRoom.id, GROUP_LINES],
    ] as const) {
      for (const line of lines) {
        const sender = byName.get(line.by)!;
        await insertMessage(tx, {
          roomId,
          senderId: sender.id,
          senderRole: sender.role,
          text: line.text,
          createdAt: new Date(now.getTime() - line.minutesAgo * MINUTE),
        });
      }
    }
  },
};
