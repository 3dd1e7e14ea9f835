import type { Db } from "../../db/client.ts";
import { type ChatRoomRow, insertClubRoomIfMissing, insertGroupRoomIfMissing } from "./repository.ts";

/**
 * The one link from a group to its chat room: the groups feature calls it when it creates a group (and may
 * call it again at any time; it returns the existing room). Deleting a group deletes its room (cascade).
 */
export async function ensureGroupRoom(db: Db, groupId: string): Promise<ChatRoomRow> {
  return insertGroupRoomIfMissing(db, groupId);
}

/** The club room every member may enter; a required start-up step (seed/required.ts). */
export async function ensureClubRoom(db: Db, now: Date): Promise<boolean> {
  return insertClubRoomIfMissing(db, now);
}
