import type { TSessionUser } from "@bazin/shared/contracts/auth";
import type { Role } from "@bazin/shared/domain/roles";
import type { Db } from "../../db/client.ts";
import { type ChatRoomRow, isGroupMember } from "./repository.ts";

/*
 * Who may be in which chat room (spec §1, issue 4), in one place. The REST routes, the STOMP SUBSCRIBE rule and
 * the SEND handler all ask here. (repository.listRoomRowsFor and listRoomMemberIds list the same people.)
 * A signed-in session belongs to an active account, so "every active member" is every caller.
 */

/** Coaches and admins: the people anyone may write to directly. */
export function isStaff(role: Role | string): boolean {
  return role === "admin" || role === "coach";
}

/**
 * May `user` read and write in `room`?
 * - the club room: every member, whatever the role;
 * - a group room: the group's members (swimmers and coaches) and every admin;
 * - a direct room: its two people.
 */
export async function mayEnterRoom(db: Db, user: TSessionUser, room: ChatRoomRow): Promise<boolean> {
  switch (room.kind) {
    case "club":
      return true;
    case "group":
      return (
        user.role === "admin" || (room.groupId !== null && (await isGroupMember(db, room.groupId, user.id)))
      );
    case "direct":
      return room.userLowId === user.id || room.userHighId === user.id;
    default:
      return false;
  }
}

/**
 * May these two talk in a direct room? Only when one of them is a coach or admin: a swimmer or plain member
 * cannot write privately to another swimmer or member.
 */
export function mayTalkDirectly(a: { id: string; role: string }, b: { id: string; role: string }): boolean {
  return a.id !== b.id && (isStaff(a.role) || isStaff(b.role));
}
