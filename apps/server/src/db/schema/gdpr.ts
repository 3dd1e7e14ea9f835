import { boolean, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

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
