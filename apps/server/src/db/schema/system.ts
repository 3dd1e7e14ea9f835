import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Mail is written here in the same transaction as the change that causes it, then delivered by the
 * dispatcher (SMTP or data/outbox/*.eml). A crash between the two loses nothing; a retry sends it later.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    /** Attachment descriptors: { filename, contentType, path } of files kept by the storage adapter. */
    attachments: jsonb("attachments").$type<{ filename: string; contentType: string; path: string }[]>(),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("mail_outbox_pending_idx").on(t.status, t.nextAttemptAt)],
);

/** Secrets generated once per installation and shared by every instance (CSRF signing key). */
export const serverSecrets = pgTable("server_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** When each scheduled job last completed, so a daily job runs once a day whatever the number of instances. */
export const jobRuns = pgTable("job_runs", {
  name: text("name").primaryKey(),
  lastRunOn: text("last_run_on").notNull(),
  lastRunAt: timestamp("last_run_at", { withTimezone: true }).notNull().defaultNow(),
  /** What the last run did, in counts (a retention purge: rows and files removed), for the system screen. */
  result: jsonb("result").$type<Record<string, number>>(),
});
