import { sql } from "drizzle-orm";
import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";

/**
 * Training groups, minimal: only what the chat needs (a room per group, open to the group's members, its
 * coaches and the admins). The admin screens for groups (spec §2 /admin/groups) come with a later issue and
 * will add to these tables; when they create a group they call `ensureGroupRoom` (modules/chat/rooms.ts).
 */
export const groups = pgTable(
  "groups",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    description: text("description"),
    /** A CSS colour (e.g. `#1c7ed6`) the screens mark the group with. */
    color: text("color"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("groups_name_key").on(sql`lower(${t.name})`)],
);

/** Who belongs to a group, and as what: `swimmer` (trains in it) or `coach` (leads it). */
export const groupMembers = pgTable(
  "group_members",
  {
    groupId: uuid("group_id")
      .notNull()
      .references(() => groups.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** swimmer | coach */
    role: text("role").notNull(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] }), index("group_members_user_idx").on(t.userId)],
);
