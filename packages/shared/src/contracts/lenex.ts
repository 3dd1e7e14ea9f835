import { z } from "zod";
import { GENDERS } from "../domain/training/events.ts";

/*
 * Lenex 3 (the meet software's exchange format, .lef XML or .lxf zip): importing a meet's results as swim times,
 * exporting the club records as a record list (issue 12). The import has two stateless steps: a preview of the
 * file, then the import of the same file with the coach's decisions. Nothing of an unfinished import is stored.
 */

/** The largest upload accepted, .lef or .lxf. */
export const LENEX_MAX_UPLOAD_BYTES = 10 * 1048576;
/** The largest .lef a .lxf may unzip to (declared and actually inflated). */
export const LENEX_MAX_UNZIPPED_BYTES = 60 * 1048576;
/** Multipart field names: the file, the club to preview, the import decisions (JSON text). */
export const LENEX_FILE_FIELD = "file";
export const LENEX_CLUB_FIELD = "club";
export const LENEX_DECISIONS_FIELD = "decisions";
/** The most athletes one import may name. */
export const LENEX_MAX_ASSIGNMENTS = 5000;

/** How an athlete of the file compares with the club's students (names without accents, case or word order). */
export const LENEX_MATCH_STATUSES = ["matched", "ambiguous", "unmatched"] as const;
export type LenexMatchStatus = (typeof LENEX_MATCH_STATUSES)[number];

/** Why a result of the chosen club is not imported. */
export const ZLenexSkipCounts = z.object({
  /** Relay swims: times belong to a team, not to one swimmer. */
  relay: z.number().int(),
  /** Events the club does not keep (400 m IM, 25 m, kick …; SWIM_EVENTS). */
  notClubEvent: z.number().int(),
  /** Disqualified, did not start or finish, withdrawn, or no time. */
  notFinished: z.number().int(),
  /** Already imported for the student it is matched with. */
  alreadyImported: z.number().int(),
});
export type TLenexSkipCounts = z.infer<typeof ZLenexSkipCounts>;

export const ZLenexCandidate = z.object({
  id: z.string(),
  fullName: z.string(),
  birthDate: z.string(),
  gender: z.enum(GENDERS).nullable(),
});
export type TLenexCandidate = z.infer<typeof ZLenexCandidate>;

export const ZLenexAthlete = z.object({
  athleteId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  birthDate: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  /** Results that can become swim times (club events with a time). */
  results: z.number().int(),
  match: z.object({
    status: z.enum(LENEX_MATCH_STATUSES),
    /** The student when matched. */
    studentId: z.string().nullable(),
    /** Matched: the student; ambiguous: every candidate; unmatched: none. */
    candidates: z.array(ZLenexCandidate),
    /** Of `results`, those already imported for the matched student. */
    alreadyImported: z.number().int(),
  }),
});
export type TLenexAthlete = z.infer<typeof ZLenexAthlete>;

export const ZLenexClub = z.object({
  /** Identifies the club within this file (send it back to preview another club, and with the import). */
  key: z.string(),
  name: z.string(),
  code: z.string().nullable(),
  nation: z.string().nullable(),
  athletes: z.number().int(),
});
export type TLenexClub = z.infer<typeof ZLenexClub>;

export const ZLenexMeet = z.object({
  name: z.string(),
  city: z.string(),
  nation: z.string().nullable(),
  /** 25 (SCM) and/or 50 (LCM): a session may override the meet's course. */
  poolLengths: z.array(z.number().int()),
  /** First and last day of the sessions, "YYYY-MM-DD". */
  startDate: z.string(),
  endDate: z.string(),
  /** The competition name the times get ("<meet>, <city>"). */
  competition: z.string(),
});
export type TLenexMeet = z.infer<typeof ZLenexMeet>;

export const ZLenexPreview = z.object({
  meet: ZLenexMeet,
  clubs: z.array(ZLenexClub),
  /** The club previewed: the one asked for, else the best match of the club's name, else the only one. */
  club: z.string().nullable(),
  /** The athletes of `club` (none when no club could be chosen). */
  athletes: z.array(ZLenexAthlete),
  skipped: ZLenexSkipCounts,
});
export type TLenexPreview = z.infer<typeof ZLenexPreview>;

/** The JSON text of the import's `decisions` field. */
export const ZLenexImportDecisions = z.object({
  club: z.string({ error: "fieldRequired" }).min(1, "fieldRequired").max(100),
  assignments: z
    .array(
      z.object({
        athleteId: z.string().min(1).max(100),
        /** null: skip this athlete. */
        studentId: z.uuid({ error: "studentRequired" }).nullable(),
      }),
    )
    .max(LENEX_MAX_ASSIGNMENTS, "tooLong"),
});
export type TLenexImportDecisions = z.infer<typeof ZLenexImportDecisions>;

export const ZLenexImportResult = z.object({
  competition: z.string(),
  imported: z.number().int(),
  /** Already imported for the same student (a second import of the same file adds nothing). */
  duplicates: z.number().int(),
  skipped: z.object({
    relay: z.number().int(),
    notClubEvent: z.number().int(),
    notFinished: z.number().int(),
    /** Results of athletes skipped (no student chosen). */
    unassigned: z.number().int(),
  }),
  /** New times that are their swimmer's best now. */
  personalBests: z.number().int(),
  /** New times that hold a club record now. */
  clubRecords: z.number().int(),
  /** The students that got times, with how many. */
  students: z.array(z.object({ id: z.string(), fullName: z.string(), imported: z.number().int() })),
});
export type TLenexImportResult = z.infer<typeof ZLenexImportResult>;

/** GET /api/club-records/export.lef: one record list per gender (both when none), for a pool and age group. */
export const ZLenexRecordsExportQuery = z.object({
  poolLength: z.coerce
    .number()
    .pipe(z.union([z.literal(25), z.literal(50)]))
    .default(25),
  gender: z.enum(GENDERS).optional(),
  /** 5 … 17, or 18 for 18+; without it, every age. */
  ageGroup: z.coerce.number().int().min(5).max(18).optional(),
});
export type TLenexRecordsExportQuery = z.input<typeof ZLenexRecordsExportQuery>;
