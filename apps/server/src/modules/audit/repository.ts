import type { TAuditFilter } from "@bazin/shared/contracts/audit";
import { and, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { countRows, pageTotal, withPageTotal } from "../../db/paging.ts";
import { auditLog } from "../../db/schema/audit.ts";
import { invitations, users } from "../../db/schema/auth.ts";
import { instructors } from "../../db/schema/club.ts";
import { gdprVersions } from "../../db/schema/gdpr.ts";
import { groups } from "../../db/schema/groups.ts";
import { students } from "../../db/schema/registration.ts";
import { trainingSessions } from "../../db/schema/sessions.ts";
import { workouts } from "../../db/schema/training-hub.ts";
import { likePattern } from "../../lib/sql-like.ts";

export type AuditRow = typeof auditLog.$inferSelect;

/** A target id as the uuid it is, or null for anything else, so a lookup never fails on a malformed id. */
const targetUuid = sql`case when ${auditLog.targetId} ~* '^[0-9a-f]{8}-([0-9a-f]{4}-){3}[0-9a-f]{12}$' then ${auditLog.targetId}::uuid end`;

/**
 * Who or what an entry is about, in words, read when the log is read: the student's or the person's name while
 * their record exists. The log itself never stores it, so erasing a person (ADR 016) leaves no name behind.
 */
const targetName = sql<string | null>`case ${auditLog.targetType}
  when 'student' then (select ${students.fullName} from ${students} where ${students.id} = ${targetUuid})
  when 'account' then (select ${users.firstName} || ' ' || ${users.lastName} from ${users} where ${users.id} = ${targetUuid})
  when 'invitation' then (select ${invitations.firstName} || ' ' || ${invitations.lastName} from ${invitations} where ${invitations.id} = ${targetUuid})
  when 'group' then (select ${groups.name} from ${groups} where ${groups.id} = ${targetUuid})
  when 'instructor' then (select ${instructors.firstName} || ' ' || ${instructors.lastName} from ${instructors} where ${instructors.id} = ${targetUuid})
  when 'workout' then (select ${workouts.name} from ${workouts} where ${workouts.id} = ${targetUuid})
  when 'session' then (select case when ${trainingSessions.title} <> '' then ${trainingSessions.title} || ', ' else '' end || to_char(${trainingSessions.day}, 'YYYY-MM-DD') || ' ' || ${trainingSessions.startTime} from ${trainingSessions} where ${trainingSessions.id} = ${targetUuid})
  when 'gdprVersion' then (select 'v' || ${gdprVersions.version} from ${gdprVersions} where ${gdprVersions.id} = ${targetUuid})
end`;

export async function insertAuditEntry(db: Db, values: typeof auditLog.$inferInsert) {
  await db.insert(auditLog).values(values);
}

/** The club's days (spec: Romania): a day's bounds are local midnights, whatever the server's zone. */
const CLUB_TIME_ZONE = "Europe/Bucharest";

/**
 * `actorNames`: stored names of entries with no person behind them (the system, a registrant) whose words on
 * screen match the "who" filter, so that "Sistem" finds what the screen shows as "Sistem (automat)".
 */
function auditWhere(f: TAuditFilter, actorNames: readonly string[]): SQL | undefined {
  const conditions: SQL[] = [];
  if (f.actor) {
    const byName = sql`lower(${auditLog.actorName}) like ${likePattern(f.actor)}`;
    conditions.push(
      actorNames.length
        ? sql`(${byName} or (${auditLog.actorId} is null and ${inArray(auditLog.actorName, [...actorNames])}))`
        : byName,
    );
  }
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
      sql`lower(${auditLog.targetType} || ' ' || coalesce(${auditLog.targetId}, '') || ' ' || coalesce(${auditLog.detail}::text, '') || ' ' || coalesce(${targetName}, '')) like ${likePattern(f.q)}`,
    );
  return conditions.length ? and(...conditions) : undefined;
}

/** One page of the log matching the filters, newest first, each entry with its target's current name. */
export async function listAuditEntries(
  db: Db,
  filter: TAuditFilter,
  page: number,
  pageSize: number,
  actorNames: readonly string[] = [],
) {
  const where = auditWhere(filter, actorNames);
  const offset = (page - 1) * pageSize;
  const rows = await db
    .select({ entry: auditLog, targetName, pageTotal: pageTotal() })
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(pageSize)
    .offset(offset);
  const { rows: items, total } = await withPageTotal(rows, offset, countRows(db, auditLog, where));
  return { items, total };
}

/** The entries about one account or its registrations (for the person's own data export). */
export async function listAuditEntriesAbout(db: Db, userId: string, studentIds: readonly string[]) {
  const about = [sql`(${auditLog.targetType} = 'account' and ${auditLog.targetId} = ${userId})`];
  for (const id of studentIds)
    about.push(sql`(${auditLog.targetType} = 'student' and ${auditLog.targetId} = ${id})`);
  return db.select().from(auditLog).where(sql.join(about, sql` or `)).orderBy(desc(auditLog.createdAt));
}
