import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, ne, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/auth.ts";
import { chatMessages, chatReadMarkers, chatRooms } from "../../db/schema/chat.ts";
import { groupMembers, groups } from "../../db/schema/groups.ts";

export type ChatRoomRow = typeof chatRooms.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;

/** A message with its sender's current name (null once the account is gone). */
export interface MessageWithSender extends ChatMessageRow {
  senderFirstName: string | null;
  senderLastName: string | null;
}

export async function findRoom(db: Db, id: string): Promise<ChatRoomRow | null> {
  const [row] = await db.select().from(chatRooms).where(eq(chatRooms.id, id)).limit(1);
  return row ?? null;
}

export async function findClubRoom(db: Db): Promise<ChatRoomRow | null> {
  const [row] = await db.select().from(chatRooms).where(eq(chatRooms.kind, "club")).limit(1);
  return row ?? null;
}

/** Creates the club room unless it exists; true when it created it. */
export async function insertClubRoomIfMissing(db: Db, now: Date): Promise<boolean> {
  const rows = await db
    .insert(chatRooms)
    .values({ kind: "club", createdAt: now })
    .onConflictDoNothing()
    .returning({ id: chatRooms.id });
  return rows.length > 0;
}

export async function insertGroupRoomIfMissing(db: Db, groupId: string): Promise<ChatRoomRow> {
  await db.insert(chatRooms).values({ kind: "group", groupId }).onConflictDoNothing();
  const [row] = await db.select().from(chatRooms).where(eq(chatRooms.groupId, groupId)).limit(1);
  return row!;
}

/** The direct room of a pair (ids in any order), created when missing. */
export async function findOrInsertDirectRoom(db: Db, a: string, b: string): Promise<ChatRoomRow> {
  const [userLowId, userHighId] = a < b ? [a, b] : [b, a];
  await db.insert(chatRooms).values({ kind: "direct", userLowId, userHighId }).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(chatRooms)
    .where(and(eq(chatRooms.userLowId, userLowId), eq(chatRooms.userHighId, userHighId)))
    .limit(1);
  return row!;
}

export async function isGroupMember(db: Db, groupId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: groupMembers.userId })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)))
    .limit(1);
  return Boolean(row);
}

/**
 * The rooms a person may enter: the club room, the group rooms (all of them for an admin, else those of the
 * groups they belong to) and their direct rooms. Mirrors policy.ts.
 */
export async function listRoomRowsFor(db: Db, userId: string, isAdmin: boolean): Promise<ChatRoomRow[]> {
  const conditions: SQL[] = [
    eq(chatRooms.kind, "club"),
    eq(chatRooms.userLowId, userId),
    eq(chatRooms.userHighId, userId),
  ];
  if (isAdmin) conditions.push(eq(chatRooms.kind, "group"));
  else
    conditions.push(
      inArray(
        chatRooms.groupId,
        db.select({ id: groupMembers.groupId }).from(groupMembers).where(eq(groupMembers.userId, userId)),
      ),
    );
  return db
    .select()
    .from(chatRooms)
    .where(or(...conditions))
    .orderBy(asc(chatRooms.createdAt));
}

export async function findGroups(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: groups.id, name: groups.name, color: groups.color })
    .from(groups)
    .where(inArray(groups.id, ids));
}

export async function findPeople(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, role: users.role })
    .from(users)
    .where(inArray(users.id, ids));
}

/** Per room: messages from others, not deleted, after the person's read marker. */
const withSender = {
  id: chatMessages.id,
  seq: chatMessages.seq,
  roomId: chatMessages.roomId,
  senderId: chatMessages.senderId,
  senderRole: chatMessages.senderRole,
  text: chatMessages.text,
  createdAt: chatMessages.createdAt,
  deletedAt: chatMessages.deletedAt,
  deletedBy: chatMessages.deletedBy,
  clientKey: chatMessages.clientKey,
  senderFirstName: users.firstName,
  senderLastName: users.lastName,
};

/** The newest shown message of each room. */
/**
 * The newest shown message of each room and, in the same statement, how many messages the user has not read
 * there (shown ones after their read marker, not their own). A room without shown messages has neither.
 */
export async function lastMessagesAndUnread(
  db: Db,
  userId: string,
  roomIds: string[],
): Promise<{ last: Map<string, MessageWithSender>; unread: Map<string, number> }> {
  if (roomIds.length === 0) return { last: new Map(), unread: new Map() };
  const rows = await db
    .selectDistinctOn([chatMessages.roomId], {
      ...withSender,
      unread: sql<number>`(
        select count(*)::int from ${chatMessages} m
        left join ${chatReadMarkers} r on r.room_id = m.room_id and r.user_id = ${userId}
        where m.room_id = ${chatMessages.roomId} and m.deleted_at is null
          and m.sender_id is distinct from ${userId} and m.seq > coalesce(r.last_read_seq, 0)
      )`,
    })
    .from(chatMessages)
    .leftJoin(users, eq(users.id, chatMessages.senderId))
    .where(and(inArray(chatMessages.roomId, roomIds), isNull(chatMessages.deletedAt)))
    .orderBy(chatMessages.roomId, desc(chatMessages.seq));
  return {
    last: new Map(rows.map(({ unread: _, ...r }) => [r.roomId, r])),
    unread: new Map(rows.map((r) => [r.roomId, Number(r.unread)])),
  };
}

export interface HistoryPage {
  rows: MessageWithSender[];
  hasMore: boolean;
}

/** A page of shown messages, oldest first: the newest `limit`, or the `limit` just before message `before`. */
export async function listPage(
  db: Db,
  roomId: string,
  opts: { before?: string; limit: number },
): Promise<HistoryPage> {
  const conditions = [eq(chatMessages.roomId, roomId), isNull(chatMessages.deletedAt)];
  if (opts.before) conditions.push(lt(chatMessages.seq, seqOf(opts.before)));
  const rows = await db
    .select(withSender)
    .from(chatMessages)
    .leftJoin(users, eq(users.id, chatMessages.senderId))
    .where(and(...conditions))
    .orderBy(desc(chatMessages.seq))
    .limit(opts.limit + 1);
  return { rows: rows.slice(0, opts.limit).reverse(), hasMore: rows.length > opts.limit };
}

/** The shown messages after message `after`, oldest first (what a reconnecting client missed). */
export async function listAfter(db: Db, roomId: string, after: string, limit: number): Promise<HistoryPage> {
  const rows = await db
    .select(withSender)
    .from(chatMessages)
    .leftJoin(users, eq(users.id, chatMessages.senderId))
    .where(
      and(
        eq(chatMessages.roomId, roomId),
        isNull(chatMessages.deletedAt),
        gt(chatMessages.seq, seqOf(after)),
      ),
    )
    .orderBy(asc(chatMessages.seq))
    .limit(limit + 1);
  return { rows: rows.slice(0, limit), hasMore: rows.length > limit };
}

/** The position of a message (deleted ones keep theirs); a cursor of another room or none at all matches nothing. */
function seqOf(messageId: string) {
  return sql`(select ${chatMessages.seq} from ${chatMessages} where ${chatMessages.id} = ${messageId})`;
}

export async function insertMessage(
  db: Db,
  values: Pick<ChatMessageRow, "roomId" | "senderId" | "senderRole" | "text" | "createdAt">,
): Promise<ChatMessageRow> {
  const [row] = await db.insert(chatMessages).values(values).returning();
  return row!;
}

/**
 * Stores a message unless its sender already stored one with the same key (a SEND repeated after a lost
 * receipt, possibly on another instance); then returns that first one. One statement decides, so two
 * repeats racing each other still store one row. A message without a key is always stored.
 */
export async function insertMessageOnce(
  db: Db,
  values: Pick<ChatMessageRow, "roomId" | "senderId" | "senderRole" | "text" | "createdAt" | "clientKey">,
): Promise<{ row: ChatMessageRow; created: boolean }> {
  const [row] = await db
    .insert(chatMessages)
    .values(values)
    .onConflictDoNothing({ target: [chatMessages.senderId, chatMessages.clientKey] })
    .returning();
  if (row) return { row, created: true };
  const [first] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.senderId, values.senderId!), eq(chatMessages.clientKey, values.clientKey!)))
    .limit(1);
  // Only a conflict returns no row, and a stored message is never removed (deleting one marks it), except
  // with its whole room; then the room is gone too.
  if (!first) throw new Error("chat message key conflicted but no message holds it");
  return { row: first, created: false };
}

/** Of `userIds`, those whose read marker in the room is at or past message number `seq` (they have seen it). */
export async function readersPast(
  db: Db,
  roomId: string,
  seq: number,
  userIds: string[],
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: chatReadMarkers.userId })
    .from(chatReadMarkers)
    .where(
      and(
        eq(chatReadMarkers.roomId, roomId),
        gte(chatReadMarkers.lastReadSeq, seq),
        inArray(chatReadMarkers.userId, userIds),
      ),
    );
  return new Set(rows.map((r) => r.userId));
}

export async function findMessage(db: Db, id: string): Promise<ChatMessageRow | null> {
  const [row] = await db.select().from(chatMessages).where(eq(chatMessages.id, id)).limit(1);
  return row ?? null;
}

/** Marks a shown message deleted; false when it was already deleted (or never existed). */
export async function markMessageDeleted(db: Db, id: string, by: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(chatMessages)
    .set({ deletedAt: now, deletedBy: by })
    .where(and(eq(chatMessages.id, id), isNull(chatMessages.deletedAt)))
    .returning({ id: chatMessages.id });
  return rows.length > 0;
}

/** Moves the person's read marker to the room's newest message (never backwards). */
export async function markRead(db: Db, userId: string, roomId: string, now: Date): Promise<void> {
  const newest = sql`(select coalesce(max(${chatMessages.seq}), 0) from ${chatMessages} where ${chatMessages.roomId} = ${roomId})`;
  await db
    .insert(chatReadMarkers)
    .values({ userId, roomId, lastReadSeq: newest, readAt: now })
    .onConflictDoUpdate({
      target: [chatReadMarkers.userId, chatReadMarkers.roomId],
      set: {
        lastReadSeq: sql`greatest(${chatReadMarkers.lastReadSeq}, excluded.last_read_seq)`,
        readAt: now,
      },
    });
}

/** Everyone who may read a room, active accounts only: who a NEW_MESSAGE may concern. */
export async function listRoomMemberIds(db: Db, room: ChatRoomRow): Promise<{ id: string; role: string }[]> {
  const person = { id: users.id, role: users.role };
  if (room.kind === "club") return db.select(person).from(users).where(eq(users.active, true));
  if (room.kind === "direct") {
    return db
      .select(person)
      .from(users)
      .where(and(eq(users.active, true), inArray(users.id, [room.userLowId!, room.userHighId!])));
  }
  return db
    .select(person)
    .from(users)
    .where(
      and(
        eq(users.active, true),
        or(
          eq(users.role, "admin"),
          inArray(
            users.id,
            db
              .select({ id: groupMembers.userId })
              .from(groupMembers)
              .where(eq(groupMembers.groupId, room.groupId!)),
          ),
        ),
      ),
    );
}

/** The active accounts a person may open a direct room with (policy.ts decides who those are). */
export async function listContactRows(db: Db, userId: string, staffOnly: boolean) {
  const conditions = [eq(users.active, true), ne(users.id, userId)];
  if (staffOnly) conditions.push(inArray(users.role, ["admin", "coach"]));
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, role: users.role })
    .from(users)
    .where(and(...conditions))
    .orderBy(asc(users.lastName), asc(users.firstName));
}
