import type { TAuditFilter } from "@bazin/shared/contracts/audit";
import { and, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { auditLog } from "../../db/schema/audit.ts";
import { likePattern } from "../../lib/sql-like.ts";

export type AuditRow = typeof auditLog.$inferSelect;

export async function insertAuditEntry(db: Db, values: typeof auditLog.$inferInsert) {
  await db.insert(auditLog).values(values);
}

/** The club's days (spec: Romania): a day's bounds are local midnights, whatever the server's zone. */
const CLUB_TIME_ZONE = "Europe/Bucharest";

function auditWhere(f: TAuditFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (f.actor) conditions.push(sql`lower(${auditLog.actorName}) like ${likePattern(f.actor)}`);
  if (f.action) conditions.push(eq(auditLog.action, f.action));
  if (f.from)
    conditions.push(
      sql`${auditLog.createdAt} >= (${f.from}::date::timestamp at time zone ${CLUB_TIME_ZONE})`,
    );
  if (f.to)
    conditions.push(
      sql`${auditLog.createdAt} < ((${f.to}::date + 1)::timestamp at time zone ${CLUB_TIME_ZONE})`,
    );
  if (f.q)
    conditions.push(
      sql`lower(${auditLog.targetType} || ' ' || coalesce(${auditLog.targetId}, '') || ' ' || coalesce(${auditLog.detail}::text, '')) like ${likePattern(f.q)}`,
    );
  return conditions.length ? and(...conditions) : undefined;
}

/** One page of the log matching the filters, newest first. */
export async function listAuditEntries(db: Db, filter: TAuditFilter, page: number, pageSize: number) {
  const where = auditWhere(filter);
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { items, total: Number(total?.n ?? 0) };
}

/** The entries about one account or its registrations (for the person's own data export). */
export async function listAuditEntriesAbout(db: Db, userId: string, studentIds: readonly string[]) {
  const about = [sql`(${auditLog.targetType} = 'account' and ${auditLog.targetId} = ${userId})`];
  for (const id of studentIds)
    about.push(sql`(${auditLog.targetType} = 'student' and ${auditLog.targetId} = ${id})`);
  return db.select().from(auditLog).where(sql.join(about, sql` or `)).orderBy(desc(auditLog.createdAt));
}
