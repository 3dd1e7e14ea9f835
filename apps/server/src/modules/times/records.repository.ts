import { SWIM_EVENTS } from "@bazin/shared/domain/training/events";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { students } from "../../db/schema/registration.ts";
import { swimTimes } from "../../db/schema/training.ts";

/*
 * Club records (TRAINING.md §2): the best time per event × pool × gender × age group, read from swim_times with
 * the index on (event, pool_length, gender, age_years, hundredths). Raw SQL for the lateral and window queries;
 * dates are cast to text so both drivers return "YYYY-MM-DD".
 */

export interface RecordRow {
  time_id: string;
  event: string;
  pool_length: number;
  gender: string;
  hundredths: number;
  swum_on: string;
  competition: string | null;
  age_years: number;
  student_id: string;
  full_name: string;
}

/** Which ages a record age group covers (5 and under, 6 … 17, 18 and over), on a column of ages; none for all. */
export function ageGroupCondition(ageGroup: number | undefined, column: SQL): SQL {
  if (ageGroup === undefined) return sql`true`;
  if (ageGroup <= 5) return sql`${column} <= 5`;
  if (ageGroup >= 18) return sql`${column} >= 18`;
  return sql`${column} = ${ageGroup}`;
}

const rowsOf = async <T>(db: Db, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

const RECORD_ORDER = sql`t.hundredths, t.swum_on, t.created_at, t.id`;
const RECORD_COLUMNS = sql`t.id as time_id, t.event, t.pool_length, t.gender, t.hundredths, t.swum_on::text as swum_on,
  t.competition, t.age_years, t.student_id, s.full_name`;

/** The record of every event of a pool for a gender and age group (events never swum are absent). */
export async function recordsOfAllEvents(
  db: Db,
  poolLength: number,
  gender: string,
  ageGroup: number | undefined,
): Promise<RecordRow[]> {
  const events = sql.join(
    SWIM_EVENTS.map((e) => sql`${e}`),
    sql`, `,
  );
  return rowsOf<RecordRow>(
    db,
    sql`select ${RECORD_COLUMNS}
      from unnest(array[${events}]::text[]) as e(event)
      cross join lateral (
        select * from ${swimTimes} t
        where t.event = e.event and t.pool_length = ${poolLength} and t.gender = ${gender}
          and ${ageGroupCondition(ageGroup, sql`t.age_years`)}
        order by ${RECORD_ORDER} limit 1
      ) t
      join ${students} s on s.id = t.student_id`,
  );
}

/** Every time that was a record of its event × pool × gender × age group when swum, oldest first. */
export async function recordHistory(
  db: Db,
  event: string,
  poolLength: number,
  gender: string,
  ageGroup: number | undefined,
): Promise<RecordRow[]> {
  return rowsOf<RecordRow>(
    db,
    sql`select ${RECORD_COLUMNS} from (
        select t.*, min(t.hundredths) over (
          order by t.swum_on, t.created_at, t.id rows between unbounded preceding and 1 preceding
        ) as best_before
        from ${swimTimes} t
        where t.event = ${event} and t.pool_length = ${poolLength} and t.gender = ${gender}
          and ${ageGroupCondition(ageGroup, sql`t.age_years`)}
      ) t
      join ${students} s on s.id = t.student_id
      where t.best_before is null or t.hundredths < t.best_before
      order by t.swum_on, t.created_at, t.id`,
  );
}

/**
 * Swimmers with times in the pool (and age group, and event) but no gender: gendered records leave them out.
 * Read from the few students without a gender, each probing its own times (student index), never a scan of
 * every time.
 */
export async function countSwimmersWithoutGender(
  db: Db,
  poolLength: number,
  ageGroup: number | undefined,
  event?: string,
): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${students} s
      where s.gender is null and exists (
        select 1 from ${swimTimes} t
        where t.student_id = s.id and t.pool_length = ${poolLength}
          and ${ageGroupCondition(ageGroup, sql`t.age_years`)}
          ${event ? sql`and t.event = ${event}` : sql``}
      )`,
  );
  return row?.n ?? 0;
}

/** The lowest and highest age of a record age group, on a column of ages (sargable: a range of the index). */
const AGE_LOW = (age: SQL) => sql`case when ${age} <= 5 then 0 when ${age} >= 18 then 18 else ${age} end`;
const AGE_HIGH = (age: SQL) => sql`case when ${age} <= 5 then 5 when ${age} >= 18 then 200 else ${age} end`;

/**
 * A faster time of the record group of `t` (same event, pool, gender, age group), or one as fast and swum
 * earlier: `t` holds the record when there is none (`faster.found is null`). A lateral probe with LIMIT 1, as
 * index ranges (age between the group's bounds, hundredths up to t's), so each row of `t` reads a few index
 * entries; as NOT EXISTS the planner misjudged the rows of `t` and hashed the whole table.
 */
const FASTER_IN_GROUP = sql`left join lateral (
  select 1 as found from ${swimTimes} o
  where o.event = t.event and o.pool_length = t.pool_length and o.gender = t.gender
    and o.age_years between t.age_low and t.age_high
    and o.hundredths <= t.hundredths
    and (o.hundredths < t.hundredths or (o.swum_on, o.created_at, o.id) < (t.swum_on, t.created_at, t.id))
  limit 1
) faster on true`;

/**
 * The age-group records a swimmer holds now: per event × pool × age group, their best swim, kept when it holds
 * the group's record.
 */
export async function recordsHeldBy(db: Db, studentId: string): Promise<RecordRow[]> {
  return rowsOf<RecordRow>(
    db,
    sql`with mine as (
        select distinct on (t.event, t.pool_length, ${AGE_LOW(sql`t.age_years`)})
          t.*, ${AGE_LOW(sql`t.age_years`)} as age_low, ${AGE_HIGH(sql`t.age_years`)} as age_high
        from ${swimTimes} t
        where t.student_id = ${studentId} and t.gender is not null
        order by t.event, t.pool_length, ${AGE_LOW(sql`t.age_years`)}, ${RECORD_ORDER}
      )
      select ${RECORD_COLUMNS} from mine t join ${students} s on s.id = t.student_id
      ${FASTER_IN_GROUP}
      where faster.found is null
      order by t.event, t.pool_length, t.age_low`,
  );
}

/** Of the given times, those that hold the record of their event × pool × gender × age group. */
export async function timesHoldingRecords(db: Db, timeIds: readonly string[]): Promise<string[]> {
  if (timeIds.length === 0) return [];
  const ids = sql.join(
    timeIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`select t.id from (
        select s.*, ${AGE_LOW(sql`s.age_years`)} as age_low, ${AGE_HIGH(sql`s.age_years`)} as age_high
        from ${swimTimes} s where s.id in (${ids}) and s.gender is not null
      ) t
      ${FASTER_IN_GROUP}
      where faster.found is null`,
  );
  return rows.map((r) => r.id);
}
