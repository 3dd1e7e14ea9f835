import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { groups } from "./groups.ts";

/**
 * A chat room (spec §1, ARCHITECTURE.md §5): the one club room, one room per group, or a direct conversation
 * between two people. Who may enter is decided in modules/chat/policy.ts.
 */
export const chatRooms = pgTable(
  "chat_rooms",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** club | group | direct */
    kind: text("kind").notNull(),
    /** The group of a group room; one room per group. */
    groupId: uuid("group_id")
      .unique("chat_rooms_group_key")
      .references(() => groups.id, { onDelete: "cascade" }),
    /** The two people of a direct room, the smaller id first, so a pair has one room whoever opened it. */
    userLowId: uuid("user_low_id").references(() => users.id, { onDelete: "cascade" }),
    userHighId: uuid("user_high_id").references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("chat_rooms_club_key").on(t.kind).where(sql`kind = 'club'`),
    uniqueIndex("chat_rooms_direct_key").on(t.userLowId, t.userHighId),
    index("chat_rooms_user_high_idx").on(t.userHighId),
    check(
      "chat_rooms_kind_check",
      sql`(kind = 'club' and group_id is null and user_low_id is null and user_high_id is null)
        or (kind = 'group' and group_id is not null and user_low_id is null and user_high_id is null)
        or (kind = 'direct' and group_id is null and user_low_id < user_high_id)`,
    ),
  ],
);

/**
 * One message. `seq` orders messages (and pages them) independently of clock resolution; `createdAt` is what
 * people see. Text is stored verbatim and always shown as text. A deleted message keeps its row (who deleted
 * it and when) but is never shown again.
 */
export const chatMessages = pgTable(
  "chat_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    seq: bigint("seq", { mode: "number" }).generatedAlwaysAsIdentity().notNull().unique(),
    roomId: uuid("room_id")
      .notNull()
      .references(() => chatRooms.id, { onDelete: "cascade" }),
    senderId: uuid("sender_id").references(() => users.id, { onDelete: "set null" }),
    /** The sender's role when they sent it (admin | coach | swimmer | user): the label shown beside the name. */
    senderRole: text("sender_role").notNull(),
    text: text("text").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    deletedBy: uuid("deleted_by").references(() => users.id, { onDelete: "set null" }),
    /**
     * The key the sender's app gave the message (ZChatMessageKey): a SEND repeated after a lost receipt finds
     * the message here instead of storing it twice. Null for messages sent without one.
     */
    clientKey: uuid("client_key"),
  },
  (t) => [
    index("chat_messages_room_idx").on(t.roomId, t.seq),
    // One message per sender and key; rows without a key (null) never collide.
    uniqueIndex("chat_messages_sender_key").on(t.senderId, t.clientKey),
    // Spec §5: at most 5000 characters (the service checks first; this is the last line).
    check("chat_messages_text_length", sql`char_length(text) between 1 and 5000`),
  ],
);

/** How far each person has read each room: messages after `lastReadSeq` from others count as unread. */
export const chatReadMarkers = pgTable(
  "chat_read_markers",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    roomId: uuid("room_id")
      .notNull()
      .references(() => chatRooms.id, { onDelete: "cascade" }),
    lastReadSeq: bigint("last_read_seq", { mode: "number" }).notNull().default(0),
    readAt: timestamp("read_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roomId] })],
);
