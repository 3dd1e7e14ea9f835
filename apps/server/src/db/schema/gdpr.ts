import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth.ts";

/**
 * The versions of the club's two legal texts (spec §3 "GDPR version", §1 terms): the privacy policy and the
 * terms and conditions, numbered apart. The newest of each is its current text; a major version makes every
 * user accept it again at next sign-in.
 */
export const gdprVersions = pgTable(
  "gdpr_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** privacy | terms */
    document: text("document").$type<"privacy" | "terms">().notNull().default("privacy"),
    /** Auto-generated per document: 1, 2, 3… */
    version: integer("version").notNull(),
    /** Markdown, in both languages. */
    textRo: text("text_ro").notNull(),
    textEn: text("text_en").notNull(),
    major: boolean("major").notNull().default(false),
    /** The day the version takes effect: 30 days after its notice (spec §9); null for the first version. */
    effectiveOn: date("effective_on"),
    createdBy: uuid("created_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("gdpr_versions_document_version_key").on(t.document, t.version)],
);

/**
 * The notice of a published version, queued once per address (lower case) and version: a retry or a second
 * instance never mails anyone twice.
 */
export const policyNotices = pgTable(
  "policy_notices",
  {
    versionId: uuid("version_id")
      .notNull()
      .references(() => gdprVersions.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    queuedAt: timestamp("queued_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.versionId, t.email] })],
);

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
    /**
     * A registrant without an account asks by e-mail (one-time link): the registration's address, lower case.
     * Emptied with the data once the request is done.
     */
    registrantEmail: text("registrant_email"),
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
    uniqueIndex("deletion_requests_pending_registrant_key")
      .on(t.registrantEmail)
      .where(sql`status = 'pending' and registrant_email is not null`),
    index("deletion_requests_status_idx").on(t.status, t.createdAt),
  ],
);
