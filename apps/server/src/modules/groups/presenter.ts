import type { TGroup, TGroupPerson } from "@bazin/shared/contracts/groups";
import type { GroupWithRoomRow, MemberRow } from "./repository.ts";

export function toGroupPerson(p: {
  id: string;
  username: string;
  firstName: string;
  lastName: string;
}): TGroupPerson {
  return { id: p.id, username: p.username, fullName: `${p.firstName} ${p.lastName}` };
}

/** A group with its swimmers and coaches, each list by name. */
export function toGroup(row: GroupWithRoomRow, members: readonly MemberRow[]): TGroup {
  const mine = members.filter((m) => m.groupId === row.id);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    color: row.color,
    swimmers: mine.filter((m) => m.role === "swimmer").map(toGroupPerson),
    coaches: mine.filter((m) => m.role === "coach").map(toGroupPerson),
    createdAt: row.createdAt.toISOString(),
    roomId: row.roomId,
  };
}
