import { count, desc } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { auditLog } from "../../db/schema/audit.ts";

export type AuditRow = typeof auditLog.$inferSelect;

export async function insertAuditEntry(db: Db, values: typeof auditLog.$inferInsert) {
  await db.insert(auditLog).values(values);
}

/** One page of the log, newest first. */
export async function listAuditEntries(db: Db, page: number, pageSize: number) {
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(auditLog),
  ]);
  return { items, total: Number(total?.n ?? 0) };
}
