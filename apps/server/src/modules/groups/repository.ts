import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/auth.ts";
import { chatRooms } from "../../db/schema/chat.ts";
import { groupMembers, groups } from "../../db/schema/groups.ts";

export type GroupRow = typeof groups.$inferSelect;
/** A group with the id of its chat room (null only for a group whose room is not made yet). */
export type GroupWithRoomRow = GroupRow & { roomId: string | null };
export type NewGroup = typeof groups.$inferInsert;
/** What a group member is, in group_members.role. */
export type GroupMemberRole = "swimmer" | "coach";
/** The unique index on lower(name): two groups never share a name, whatever its case. */
export const GROUP_NAME_KEY = "groups_name_key";

export interface MemberRow {
  groupId: string;
  role: string;
  id: string;
  username: string;
  firstName: string;
  lastName: string;
}

/** Every group by name, and all their members (one query each). */
export async function listGroupsWithMembers(
  db: Db,
): Promise<{ groups: GroupWithRoomRow[]; members: MemberRow[] }> {
  const [groupRows, members] = await Promise.all([
    groupsWithRoom(db).orderBy(asc(sql`lower(${groups.name})`)),
    membersQuery(db),
  ]);
  return { groups: groupRows, members };
}

function groupsWithRoom(db: Db) {
  return db
    .select({
      id: groups.id,
      name: groups.name,
      description: groups.description,
      color: groups.color,
      createdAt: groups.createdAt,
      roomId: chatRooms.id,
    })
    .from(groups)
    .leftJoin(chatRooms, eq(chatRooms.groupId, groups.id));
}

export async function findGroupWithMembers(
  db: Db,
  id: string,
): Promise<{ group: GroupWithRoomRow; members: MemberRow[] } | null> {
  const [group] = await groupsWithRoom(db).where(eq(groups.id, id)).limit(1);
  if (!group) return null;
  return { group, members: await membersQuery(db, id) };
}

function membersQuery(db: Db, groupId?: string): Promise<MemberRow[]> {
  return db
    .select({
      groupId: groupMembers.groupId,
      role: groupMembers.role,
      id: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .where(groupId ? eq(groupMembers.groupId, groupId) : undefined)
    .orderBy(asc(users.lastName), asc(users.firstName));
}

/** Whether another group already has this name (case-insensitive). */
export async function isGroupNameTaken(db: Db, name: string, exceptId?: string): Promise<boolean> {
  const same = sql`lower(${groups.name}) = lower(${name})`;
  const [row] = await db
    .select({ id: groups.id })
    .from(groups)
    .where(exceptId ? and(same, ne(groups.id, exceptId)) : same)
    .limit(1);
  return !!row;
}

export async function insertGroup(db: Db, value: NewGroup): Promise<GroupRow> {
  const [row] = await db.insert(groups).values(value).returning();
  return row!;
}

export async function updateGroup(db: Db, id: string, changes: Partial<NewGroup>): Promise<GroupRow | null> {
  const [row] = await db.update(groups).set(changes).where(eq(groups.id, id)).returning();
  return row ?? null;
}

/** Deletes a group; its members and its chat room go with it (foreign keys on delete cascade). */
export async function deleteGroup(db: Db, id: string): Promise<GroupRow | null> {
  const [row] = await db.delete(groups).where(eq(groups.id, id)).returning();
  return row ?? null;
}

/** Replaces the members of a group with the given swimmers and coaches. */
export async function replaceMembers(
  db: Db,
  groupId: string,
  members: { userId: string; role: GroupMemberRole }[],
): Promise<void> {
  await db.delete(groupMembers).where(eq(groupMembers.groupId, groupId));
  if (members.length > 0) await db.insert(groupMembers).values(members.map((m) => ({ groupId, ...m })));
}

/** Active accounts of a role, by name: who may be put in a group. */
export async function listActiveByRole(db: Db, role: GroupMemberRole) {
  return db
    .select({ id: users.id, username: users.username, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.role, role), eq(users.active, true)))
    .orderBy(asc(users.lastName), asc(users.firstName));
}

/** How many of the given ids are active accounts of the role. */
export async function countActiveWithRole(db: Db, ids: readonly string[], role: GroupMemberRole) {
  if (ids.length === 0) return 0;
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [...ids]), eq(users.role, role), eq(users.active, true)));
  return rows.length;
}
