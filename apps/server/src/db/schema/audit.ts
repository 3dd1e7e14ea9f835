import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Every admin action on personal data (spec: GDPR, issue 5): who did it, what, to what, when. The actor's name
 * is copied so the entry still reads right after the account is gone; `detail` holds small facts, never secrets
 * or the personal data itself.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    actorId: uuid("actor_id"),
    actorName: text("actor_name").notNull(),
    /** A stable code: student.renew, account.deactivate, … (packages/shared/src/contracts/audit.ts). */
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id"),
    detail: jsonb("detail").$type<Record<string, string | number | boolean | null>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("audit_log_created_idx").on(t.createdAt)],
);
