import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";

/**
 * The privacy policy's versions (spec §3 "GDPR version"). The newest is the current text; a major
 * version makes every user accept it again at next sign-in.
 */
export const gdprVersions = pgTable("gdpr_versions", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** Auto-generated: 1, 2, 3… */
  version: integer("version").notNull().unique(),
  /** Markdown, in both languages. */
  textRo: text("text_ro").notNull(),
  textEn: text("text_en").notNull(),
  major: boolean("major").notNull().default(false),
  createdBy: uuid("created_by"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A person's request to delete their account and personal data (spec §1: GDPR requests are answered within
 * 30 days). The row outlives the account, to show the request was answered: once done, `userId` is emptied
 * by the foreign key and `reason` is cleared, so nothing about the person stays here.
 */
export const deletionRequests = pgTable(
  "deletion_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    /** pending | completed | rejected | cancelled */
    status: text("status").notNull().default("pending"),
    reason: text("reason"),
    /** The language the person asked in, for the mails that answer them. */
    language: text("language").notNull().default("ro"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedBy: uuid("decided_by").references(() => users.id, { onDelete: "set null" }),
    rejectionReason: text("rejection_reason"),
  },
  (t) => [
    // At most one pending request per person; a second one is refused with a translated error.
    uniqueIndex("deletion_requests_pending_key").on(t.userId).where(sql`status = 'pending'`),
    index("deletion_requests_status_idx").on(t.status, t.createdAt),
  ],
);
