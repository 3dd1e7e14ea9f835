import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";

/**
 * A notification for one user (spec §3). Title and message are stored as translation keys with their
 * parameters, so each user reads them in their own language; `type` picks the icon.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** NEW_REGISTRATION | NEW_MESSAGE | SESSION_FEEDBACK | TRAINING_SCHEDULED | ANNOUNCEMENT | DOCUMENT_EXPIRING | SYSTEM_ALERT */
    type: text("type").notNull(),
    titleKey: text("title_key").notNull(),
    messageKey: text("message_key").notNull(),
    params: jsonb("params").$type<Record<string, string | number>>().notNull().default({}),
    actionUrl: text("action_url"),
    read: boolean("read").notNull().default(false),
    /** Makes a producer's repeated run harmless (e.g. one DOCUMENT_EXPIRING per student and date). */
    dedupeKey: text("dedupe_key").unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("notifications_user_idx").on(t.userId, t.createdAt)],
);
