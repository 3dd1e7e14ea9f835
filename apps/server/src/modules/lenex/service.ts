import { createHash } from "node:crypto";
import {
  type TLenexAthlete,
  type TLenexCandidate,
  type TLenexImportDecisions,
  type TLenexImportResult,
  type TLenexPreview,
  type TLenexSkipCounts,
  ZLenexImportDecisions,
} from "@bazin/shared/contracts/lenex";
import { COMPETITION_MAX_LENGTH } from "@bazin/shared/contracts/times";
import { localDate } from "@bazin/shared/domain/club";
import {
  type EventStroke,
  eventOf,
  type Gender,
  isEventSwumIn,
  type SwimEvent,
} from "@bazin/shared/domain/training/events";
import { MAX_SWIM_HUNDREDTHS } from "@bazin/shared/domain/training/swim-time";
import type { AppContext } from "../../app-context.ts";
import { inTransaction } from "../../db/transaction.ts";
import { AppError } from "../../lib/app-error.ts";
import { hasTranslation } from "../../lib/i18n.ts";
import type { Viewer } from "../swimmers/policy.ts";
import { announceClubRecords } from "../times/records.service.ts";
import { setStudentGender } from "../times/repository.ts";
import { recordTimesWithin } from "../times/service.ts";
import { defaultClub, matchAthletes } from "./match.ts";
import {
  athleteName,
  eventStyle,
  type LenexAthlete,
  type LenexClub,
  type LenexEvent,
  type LenexMeet,
  parseLenex,
} from "./parse.ts";
import {
  countCurrentBests,
  findClubFacts,
  findStudentsByIds,
  type ImportStudent,
  listMatchableStudents,
  storedImportKeys,
  visibleStudentIds,
} from "./repository.ts";

/*
 * Importing a meet's results from a Lenex file (issue 12): a preview (meet, clubs, the chosen club's athletes
 * matched with students, what will be skipped and why), then the import of the same file with the coach's
 * decisions, in one transaction, as swim times with source `import`. Each result carries a stable import key,
 * so importing the same meet again adds nothing twice.
 */

const LENEX_STROKES: Record<string, EventStroke> = {
  FREE: "freestyle",
  BACK: "backstroke",
  BREAST: "breaststroke",
  FLY: "butterfly",
  MEDLEY: "im",
};

/** The club event of a Lenex event, or null when the club does not keep it (relays, 400 m IM, kick, …). */
export function clubEventOf(event: LenexEvent): SwimEvent | null {
  if (event.relayCount > 1 || event.technique) return null;
  const stroke = LENEX_STROKES[event.stroke];
  const swimEvent = stroke ? eventOf(stroke, event.distance) : null;
  return swimEvent && isEventSwumIn(swimEvent, event.poolLength) ? swimEvent : null;
}

/** The competition name the times get: "<meet>, <city>". */
export function competitionOf(meet: Pick<LenexMeet, "name" | "city">): string {
  return [meet.name, meet.city].filter(Boolean).join(", ").slice(0, COMPETITION_MAX_LENGTH);
}

/** A result's import key: the same meet, athlete, event and round always give the same key. */
export function importKeyOf(meet: LenexMeet, athleteId: string, event: LenexEvent): string {
  const parts = [meet.name, meet.city, meet.startDate, athleteId, event.eventId, event.round];
  return `lenex:${createHash("sha256").update(JSON.stringify(parts)).digest("hex").slice(0, 40)}`;
}

/** A result that becomes a swim time. */
interface PlannedTime {
  event: SwimEvent;
  poolLength: number;
  hundredths: number;
  swumOn: string;
  importKey: string;
  order: number;
}

interface AthletePlan {
  athlete: LenexAthlete;
  planned: PlannedTime[];
  skipped: { relay: number; notClubEvent: number; notFinished: number };
}

/** Sorts an athlete's results into times to record and reasons to skip. A swim after today is impossible. */
function planAthlete(meet: LenexMeet, athlete: LenexAthlete, today: string): AthletePlan {
  const plan: AthletePlan = { athlete, planned: [], skipped: { relay: 0, notClubEvent: 0, notFinished: 0 } };
  for (const result of athlete.results) {
    const event = meet.events.get(result.eventId)!;
    if (event.relayCount > 1) {
      plan.skipped.relay++;
      continue;
    }
    const swimEvent = clubEventOf(event);
    if (!swimEvent || (result.hundredths ?? 0) > MAX_SWIM_HUNDREDTHS) {
      plan.skipped.notClubEvent++;
      continue;
    }
    // DSQ, DNS, DNF, SICK, WDR (or a status we do not know) have no valid time; EXH is a real swim.
    if (result.hundredths === null || (result.status !== null && result.status !== "EXH")) {
      plan.skipped.notFinished++;
      continue;
    }
    if (event.date! > today)
      throw new AppError("LENEX_INVALID_DATE", 400, {
        athlete: athleteName(athlete),
        event: event.number,
        style: eventStyle(event),
        value: event.date,
      });
    plan.planned.push({
      event: swimEvent,
      poolLength: event.poolLength,
      hundredths: result.hundredths,
      swumOn: event.date!,
      importKey: importKeyOf(meet, athlete.athleteId, event),
      order: event.order,
    });
  }
  return plan;
}

function meetSummary(meet: LenexMeet) {
  return {
    name: meet.name,
    city: meet.city,
    nation: meet.nation,
    poolLengths: meet.poolLengths,
    startDate: meet.startDate,
    endDate: meet.endDate,
    competition: competitionOf(meet),
  };
}

const clubSummary = (club: LenexClub) => ({
  key: club.key,
  name: club.name,
  code: club.code,
  nation: club.nation,
  athletes: club.athletes.length,
});

function findClub(meet: LenexMeet, key: string): LenexClub {
  const club = meet.clubs.find((c) => c.key === key);
  if (!club) throw new AppError("LENEX_CLUB_NOT_FOUND", 400);
  return club;
}

const folded = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/**
 * POST /api/lenex/preview: what the file holds and what an import of the chosen club (the one asked for, else
 * ours by name, else the only one) would do, with each athlete matched against the students the viewer may
 * import for.
 */
export async function previewLenex(
  ctx: AppContext,
  viewer: Viewer,
  bytes: Uint8Array,
  clubKey?: string | null,
): Promise<TLenexPreview> {
  const meet = parseLenex(bytes);
  const facts = await findClubFacts(ctx.db);
  const club = clubKey
    ? findClub(meet, clubKey)
    : defaultClub(meet.clubs, facts ? [facts.name, facts.shortName] : []);
  const skipped: TLenexSkipCounts = { relay: 0, notClubEvent: 0, notFinished: 0, alreadyImported: 0 };
  const base = { meet: meetSummary(meet), clubs: meet.clubs.map(clubSummary) };
  if (!club) return { ...base, club: null, athletes: [], skipped };

  const today = localDate(ctx.clock.now());
  const plans = club.athletes.map((athlete) => planAthlete(meet, athlete, today));
  const students: TLenexCandidate[] = (await listMatchableStudents(ctx.db, viewer)).map((s) => ({
    ...s,
    gender: s.gender as Gender | null,
  }));
  const matches = matchAthletes(
    club.athletes.map((a) => ({ athleteId: a.athleteId, fullName: athleteName(a), birthDate: a.birthDate })),
    students,
  );
  const stored = await storedImportKeys(
    ctx.db,
    plans.flatMap((p) => p.planned.map((t) => t.importKey)),
  );

  skipped.relay = club.relayResults;
  const athletes: TLenexAthlete[] = plans.map(({ athlete, planned, skipped: own }) => {
    const match = matches.get(athlete.athleteId)!;
    const alreadyImported = match.studentId
      ? planned.filter((t) => stored.has(`${match.studentId}|${t.importKey}`)).length
      : 0;
    skipped.relay += own.relay;
    skipped.notClubEvent += own.notClubEvent;
    skipped.notFinished += own.notFinished;
    skipped.alreadyImported += alreadyImported;
    return {
      athleteId: athlete.athleteId,
      firstName: athlete.firstName,
      lastName: athlete.lastName,
      birthDate: athlete.birthDate,
      gender: athlete.gender,
      results: planned.length,
      match: { ...match, alreadyImported },
    };
  });
  athletes.sort(
    (a, b) =>
      folded(a.lastName).localeCompare(folded(b.lastName)) ||
      folded(a.firstName).localeCompare(folded(b.firstName)),
  );
  return { ...base, club: club.key, athletes, skipped };
}

/** The import's decisions from their multipart field (JSON text), checked against the contract. */
export function parseDecisions(text: string | undefined): TLenexImportDecisions {
  let value: unknown;
  try {
    value = JSON.parse(text ?? "");
  } catch {
    throw new AppError("VALIDATION_ERROR", 400, {}, { decisions: "invalid" });
  }
  const parsed = ZLenexImportDecisions.safeParse(value);
  if (!parsed.success) {
    const fields = Object.fromEntries(
      parsed.error.issues.map((i) => [
        ["decisions", ...i.path].join("."),
        hasTranslation("ro", `validation:${i.message}`) ? i.message : "invalid",
      ]),
    );
    throw new AppError("VALIDATION_ERROR", 400, {}, fields);
  }
  return parsed.data;
}

/** The students named by the decisions, checked: they exist and the viewer may import for them. */
async function requireAssignedStudents(
  ctx: AppContext,
  viewer: Viewer,
  ids: readonly string[],
): Promise<Map<string, ImportStudent>> {
  const found = new Map((await findStudentsByIds(ctx.db, ids)).map((s) => [s.id, s]));
  if (ids.some((id) => !found.has(id))) throw new AppError("STUDENT_NOT_FOUND", 404);
  if (viewer.role !== "admin") {
    const visible = await visibleStudentIds(ctx.db, viewer, ids);
    if (ids.some((id) => !visible.has(id))) throw new AppError("SWIMMER_NOT_IN_SCOPE", 403);
  }
  return found;
}

/** Ids per chunk when asking which new times hold a club record (one query parameter each). */
const RECORD_CHECK_CHUNK = 2000;

/**
 * POST /api/lenex/import: the chosen club's results of the assigned athletes, stored as swim times in one
 * transaction (per student and day through `recordTimesWithin`: PB flags recomputed), skipping results already
 * imported for the same student. Club records are decided once every time is in, and announced then.
 */
export async function importLenex(
  ctx: AppContext,
  viewer: Viewer,
  bytes: Uint8Array,
  decisions: TLenexImportDecisions,
): Promise<TLenexImportResult> {
  const meet = parseLenex(bytes);
  const club = findClub(meet, decisions.club);
  const athletes = new Map(club.athletes.map((a) => [a.athleteId, a]));
  const assigned = new Map<string, string | null>();
  for (const { athleteId, studentId } of decisions.assignments) {
    if (!athletes.has(athleteId)) throw new AppError("LENEX_UNKNOWN_ATHLETE", 400, { athleteId });
    assigned.set(athleteId, studentId);
  }
  const studentIds = [...new Set([...assigned.values()].filter((id): id is string => id !== null))];
  const students = await requireAssignedStudents(ctx, viewer, studentIds);

  const today = localDate(ctx.clock.now());
  const competition = competitionOf(meet);
  const skipped = { relay: club.relayResults, notClubEvent: 0, notFinished: 0, unassigned: 0 };
  /** Per student: the athletes' planned times (one student may be chosen for two athletes). */
  const perStudent = new Map<string, { times: PlannedTime[]; gender: Gender | null }>();
  for (const athlete of club.athletes) {
    const plan = planAthlete(meet, athlete, today);
    skipped.relay += plan.skipped.relay;
    skipped.notClubEvent += plan.skipped.notClubEvent;
    skipped.notFinished += plan.skipped.notFinished;
    const studentId = assigned.get(athlete.athleteId) ?? null;
    if (!studentId) {
      skipped.unassigned += plan.planned.length;
      continue;
    }
    const entry = perStudent.get(studentId) ?? { times: [], gender: null };
    entry.times.push(...plan.planned);
    entry.gender ??= athlete.gender;
    perStudent.set(studentId, entry);
  }

  return inTransaction(ctx.db, async (tx) => {
    const stored = await storedImportKeys(
      tx,
      [...perStudent.values()].flatMap((s) => s.times.map((t) => t.importKey)),
    );
    let duplicates = 0;
    const newIds: string[] = [];
    const summary: TLenexImportResult["students"] = [];
    for (const [studentId, { times, gender }] of perStudent) {
      const fresh = times.filter((t) => {
        const key = `${studentId}|${t.importKey}`;
        if (stored.has(key)) return false;
        stored.add(key);
        return true;
      });
      duplicates += times.length - fresh.length;
      if (fresh.length === 0) continue;
      let student = students.get(studentId)!;
      if (!student.gender && gender) {
        await setStudentGender(tx, studentId, gender);
        student = { ...student, gender };
      }
      const days = new Map<string, PlannedTime[]>();
      for (const time of fresh) days.set(time.swumOn, [...(days.get(time.swumOn) ?? []), time]);
      const ids: string[] = [];
      for (const day of [...days.keys()].sort()) {
        const entries = days.get(day)!.sort((a, b) => a.order - b.order);
        const result = await recordTimesWithin(
          ctx,
          tx,
          student,
          day,
          entries.map((t) => ({
            event: t.event,
            hundredths: t.hundredths,
            poolLength: t.poolLength,
            competition,
            importKey: t.importKey,
          })),
          { source: "import", createdBy: viewer.id, announceRecords: false },
        );
        ids.push(...result.ids);
      }
      newIds.push(...ids);
      summary.push({ id: studentId, fullName: student.fullName, imported: ids.length });
    }
    const personalBests = await countCurrentBests(tx, newIds);
    let clubRecords = 0;
    for (let i = 0; i < newIds.length; i += RECORD_CHECK_CHUNK)
      clubRecords += (await announceClubRecords(ctx, tx, newIds.slice(i, i + RECORD_CHECK_CHUNK), true))
        .length;
    summary.sort((a, b) => folded(a.fullName).localeCompare(folded(b.fullName)));
    return {
      competition,
      imported: newIds.length,
      duplicates,
      skipped,
      personalBests,
      clubRecords,
      students: summary,
    };
  });
}
