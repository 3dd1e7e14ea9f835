import { and, asc, desc, eq, gte, inArray, ne, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { groups } from "../../db/schema/groups.ts";
import { students } from "../../db/schema/registration.ts";
import { sessionParticipants, trainingSessions } from "../../db/schema/sessions.ts";
import { advancedSwimmers, swimTimes } from "../../db/schema/training.ts";
import { studentVisibleTo, type Viewer } from "../swimmers/policy.ts";
import { foldedName } from "../swimmers/repository.ts";

/*
 * The coach dashboard's reads: the viewer's swimmers, then three set-wide queries over those swimmers
 * (attendance counts, last session, latest personal best), so the grid costs four queries whatever its size.
 */

/** The club's "now" as its calendar day and wall-clock "HH:mm", to compare with sessions' day and start. */
export interface ClubNow {
  day: string;
  time: string;
}

/** A session has started: an earlier day, or today at or before now. Cancelled sessions never count. */
function startedAndHeld(now: ClubNow): SQL {
  return and(
    ne(trainingSessions.status, "cancelled"),
    sql`(${trainingSessions.day} < ${now.day} or (${trainingSessions.day} = ${now.day} and ${trainingSessions.startTime} <= ${now.time}))`,
  )!;
}

/** The advanced swimmers the viewer may see, by name (diacritics folded, so Ș sorts with S). */
export async function listScopedSwimmers(db: Db, viewer: Viewer) {
  return db
    .select({
      id: advancedSwimmers.studentId,
      fullName: students.fullName,
      maxHr: advancedSwimmers.maxHr,
      groupId: groups.id,
      groupName: groups.name,
      groupColor: groups.color,
    })
    .from(advancedSwimmers)
    .innerJoin(students, eq(students.id, advancedSwimmers.studentId))
    .leftJoin(groups, eq(groups.id, advancedSwimmers.groupId))
    .where(studentVisibleTo(viewer, advancedSwimmers.studentId))
    .orderBy(asc(foldedName(students.fullName)), asc(advancedSwimmers.studentId));
}

/** Per student: attendances taken and attended (present or late) in sessions held since `from`. */
export async function attendanceCounts(db: Db, studentIds: readonly string[], from: string, now: ClubNow) {
  if (studentIds.length === 0) return [];
  return db
    .select({
      studentId: sessionParticipants.studentId,
      taken: sql<number>`count(${sessionParticipants.attendance})::int`,
      attended: sql<number>`count(*) filter (where ${sessionParticipants.attendance} in ('present', 'late'))::int`,
    })
    .from(sessionParticipants)
    .innerJoin(trainingSessions, eq(trainingSessions.id, sessionParticipants.sessionId))
    .where(
      and(
        inArray(sessionParticipants.studentId, [...studentIds]),
        gte(trainingSessions.day, from),
        startedAndHeld(now),
      ),
    )
    .groupBy(sessionParticipants.studentId);
}

/** Per student: the newest session held that they took part in, with their attendance. */
export async function lastSessions(db: Db, studentIds: readonly string[], now: ClubNow) {
  if (studentIds.length === 0) return [];
  return db
    .selectDistinctOn([sessionParticipants.studentId], {
      studentId: sessionParticipants.studentId,
      id: trainingSessions.id,
      day: trainingSessions.day,
      startTime: trainingSessions.startTime,
      attendance: sessionParticipants.attendance,
    })
    .from(sessionParticipants)
    .innerJoin(trainingSessions, eq(trainingSessions.id, sessionParticipants.sessionId))
    .where(and(inArray(sessionParticipants.studentId, [...studentIds]), startedAndHeld(now)))
    .orderBy(sessionParticipants.studentId, desc(trainingSessions.day), desc(trainingSessions.startTime));
}

/** Per student: the newest time that was a personal best when swum (the latest one set). */
export async function latestPersonalBests(db: Db, studentIds: readonly string[]) {
  if (studentIds.length === 0) return [];
  return db
    .selectDistinctOn([swimTimes.studentId], {
      studentId: swimTimes.studentId,
      event: swimTimes.event,
      poolLength: swimTimes.poolLength,
      hundredths: swimTimes.hundredths,
      swumOn: swimTimes.swumOn,
    })
    .from(swimTimes)
    .where(and(inArray(swimTimes.studentId, [...studentIds]), eq(swimTimes.personalRecord, true)))
    .orderBy(swimTimes.studentId, desc(swimTimes.swumOn), desc(swimTimes.createdAt));
}
