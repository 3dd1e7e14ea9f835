import type { TClubRecordsResponse, THeldRecord, ZClubRecordsQuery } from "@bazin/shared/contracts/times";
import { ageGroupOfAge, OPEN_AGE_GROUP } from "@bazin/shared/domain/training/age-group";
import type { Gender, SwimEvent } from "@bazin/shared/domain/training/events";
import { formatSwimTime } from "@bazin/shared/domain/training/swim-time";
import type { z } from "zod";
import type { AppContext } from "../../app-context.ts";
import type { Tx } from "../../db/transaction.ts";
import { notifyClubRecord } from "../notifications/producers.ts";
import { studentsVisibleTo, type Viewer } from "../swimmers/policy.ts";
import { ageGroupOfRow, toClubRecord } from "./presenter.ts";
import {
  countSwimmersWithoutGender,
  type RecordRow,
  recordHistory,
  recordsHeldBy,
  recordsOfAllEvents,
  timesHoldingRecords,
} from "./records.repository.ts";
import { findStudentBasics, findTimesByIds } from "./repository.ts";

type RecordsQuery = z.output<typeof ZClubRecordsQuery>;

/**
 * GET /api/club-records (TRAINING.md §2): one event's record and its history, or every event's record, for a
 * pool, gender and age group (all ages when none). Swimmers without a gender are left out and counted.
 */
export async function clubRecords(
  ctx: AppContext,
  viewer: Viewer,
  query: RecordsQuery,
): Promise<TClubRecordsResponse> {
  const group = query.ageGroup ?? null;
  const [withoutGender, rows, history] = await Promise.all([
    countSwimmersWithoutGender(ctx.db, query.poolLength, query.ageGroup, query.event),
    query.event
      ? Promise.resolve([])
      : recordsOfAllEvents(ctx.db, query.poolLength, query.gender, query.ageGroup),
    query.event
      ? recordHistory(ctx.db, query.event, query.poolLength, query.gender, query.ageGroup)
      : Promise.resolve([]),
  ]);
  const holders = [...new Set([...rows, ...history].map((row) => row.student_id))];
  const visible = new Set(await studentsVisibleTo(ctx.db, viewer, holders));
  const present = (row: RecordRow) => toClubRecord(row, group, visible.has(row.student_id));
  const historyRecords = history.map(present);
  return {
    records: query.event ? historyRecords.slice(-1) : rows.map(present),
    history: historyRecords,
    withoutGender,
  };
}

/** The age-group records a swimmer holds now. */
export async function heldRecordsOf(ctx: AppContext, studentId: string): Promise<THeldRecord[]> {
  const rows = await recordsHeldBy(ctx.db, studentId);
  return rows.map((row) => ({
    event: row.event as SwimEvent,
    poolLength: Number(row.pool_length),
    gender: row.gender as Gender,
    ageGroup: ageGroupOfRow(row),
    hundredths: Number(row.hundredths),
    swumOn: row.swum_on,
  }));
}

/**
 * Of the given (new or changed) times, those that hold their age group's club record now; when `announce`,
 * each is notified to coaches, admins and the swimmer once the transaction commits. Returns their ids.
 */
export async function announceClubRecords(
  ctx: AppContext,
  tx: Tx,
  timeIds: readonly string[],
  announce: boolean,
): Promise<string[]> {
  const holding = await timesHoldingRecords(tx, timeIds);
  if (!announce || holding.length === 0) return holding;
  for (const time of await findTimesByIds(tx, holding)) {
    const student = await findStudentBasics(tx, time.studentId);
    if (!student || !time.gender) continue;
    const group = ageGroupOfAge(time.ageYears);
    await notifyClubRecord(ctx, tx, {
      timeId: time.id,
      studentId: time.studentId,
      swimmerUserId: student.userId,
      name: student.fullName,
      time: formatSwimTime(time.hundredths),
      event: time.event,
      pool: time.poolLength,
      gender: time.gender,
      age: group >= OPEN_AGE_GROUP ? `${OPEN_AGE_GROUP}+` : String(group),
    });
  }
  return holding;
}
