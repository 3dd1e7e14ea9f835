import { z } from "zod";
import { isCalendarDay } from "../domain/club.ts";
import { GENDERS, SWIM_EVENTS } from "../domain/training/events.ts";
import { parseSwimTime } from "../domain/training/swim-time.ts";

/*
 * Swim times, personal bests and club records (SPEC §3, §5; TRAINING.md §2). Times travel as hundredths of a
 * second; forms type them as `MM:SS.CC` and this schema turns them into hundredths.
 */

export const SWIM_TIME_SOURCES = ["manual", "session", "import"] as const;
export const COMPETITION_MAX_LENGTH = 200;
export const SWIM_NOTES_MAX_LENGTH = 1000;
/** How many times one "add times" form may hold. */
export const MAX_TIMES_PER_ENTRY = 40;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
export const zDay = z
  .string({ error: "dateRequired" })
  .min(1, "dateRequired")
  .regex(ISO_DAY, "dateInvalid")
  .refine(isCalendarDay, "dateInvalid");

/** A typed time (`MM:SS.CC` or `SS.CC`) → hundredths. */
export const zSwimTimeText = z
  .string({ error: "swimTimeRequired" })
  .trim()
  .min(1, "swimTimeRequired")
  .transform((text, ctx) => {
    const hundredths = parseSwimTime(text);
    if (hundredths === null) {
      ctx.addIssue({ code: "custom", message: "swimTimeFormat" });
      return z.NEVER;
    }
    return hundredths;
  });

export const ZSwimEvent = z.enum(SWIM_EVENTS, { error: "eventRequired" });
export const ZPoolLength = z.coerce
  .number({ error: "poolRequired" })
  .pipe(z.union([z.literal(25), z.literal(50)], { error: "poolRequired" }));

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => (v ? v : null));

/** One time of the add form: event, time, pool, competition and notes. */
export const ZSwimTimeEntry = z
  .object({
    event: ZSwimEvent,
    time: zSwimTimeText,
    poolLength: ZPoolLength,
    competition: optionalText(COMPETITION_MAX_LENGTH, "maxLength200"),
    notes: optionalText(SWIM_NOTES_MAX_LENGTH, "maxLength1000"),
  })
  .superRefine((value, ctx) => {
    if (value.event === "im_100" && value.poolLength === 50)
      ctx.addIssue({ code: "custom", path: ["event"], message: "eventNotInPool" });
  });

/** SPEC §5: at least one time; student and date required. */
export const ZCreateSwimTimesRequest = z.object({
  studentId: z.uuid({ error: "studentRequired" }),
  swumOn: zDay,
  /** Sets the swimmer's gender when it is not known yet (records need it). */
  gender: z.enum(GENDERS).nullish(),
  entries: z
    .array(ZSwimTimeEntry, { error: "swimTimesRequired" })
    .min(1, "swimTimesRequired")
    .max(MAX_TIMES_PER_ENTRY, "tooLong"),
});
export type TCreateSwimTimesRequest = z.input<typeof ZCreateSwimTimesRequest>;

export const ZUpdateSwimTimeRequest = z.object({ swumOn: zDay }).and(ZSwimTimeEntry);
export type TUpdateSwimTimeRequest = z.input<typeof ZUpdateSwimTimeRequest>;

export const ZSwimTime = z.object({
  id: z.string(),
  studentId: z.string(),
  fullName: z.string(),
  event: z.enum(SWIM_EVENTS),
  poolLength: z.number().int(),
  hundredths: z.number().int(),
  swumOn: z.string(),
  competition: z.string().nullable(),
  notes: z.string().nullable(),
  /** Was a personal best when swum. */
  personalRecord: z.boolean(),
  /** World Aquatics points (table WA_POINTS_TABLE); null without the swimmer's gender. */
  points: z.number().int().nullable(),
  source: z.enum(SWIM_TIME_SOURCES),
  createdAt: z.string(),
});
export type TSwimTime = z.infer<typeof ZSwimTime>;

export const ZCreateSwimTimesResponse = z.object({
  items: z.array(ZSwimTime),
  /** Ids of the new times that are the swimmer's best now. */
  personalBests: z.array(z.string()),
  /** Ids of the new times that set a club record. */
  clubRecords: z.array(z.string()),
});
export type TCreateSwimTimesResponse = z.infer<typeof ZCreateSwimTimesResponse>;

export const ZSwimTimeListQuery = z.object({
  studentId: z.uuid().optional(),
  event: z.enum(SWIM_EVENTS).optional(),
  poolLength: z.coerce
    .number()
    .pipe(z.union([z.literal(25), z.literal(50)]))
    .optional(),
  from: zDay.optional(),
  to: zDay.optional(),
  competition: z.string().trim().max(100).optional(),
  /** Only personal bests when swum. */
  personalBests: z
    .enum(["true", "false"])
    .optional()
    .transform((v) => v === "true"),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
/** What a client sends: every field optional (the server fills the defaults). */
export type TSwimTimeListQuery = Partial<z.output<typeof ZSwimTimeListQuery>>;
export type TSwimTimeListFilter = z.output<typeof ZSwimTimeListQuery>;

export const ZSwimTimePage = z.object({
  items: z.array(ZSwimTime),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TSwimTimePage = z.infer<typeof ZSwimTimePage>;

/** A personal best: the best time of an event in a pool. */
export const ZPersonalBest = z.object({
  event: z.enum(SWIM_EVENTS),
  poolLength: z.number().int(),
  hundredths: z.number().int(),
  swumOn: z.string(),
  timeId: z.string(),
  competition: z.string().nullable(),
  /** This season's best in the same event and pool (null when not swum this season). */
  seasonBestHundredths: z.number().int().nullable(),
  /** How many times swum in the event and pool. */
  swims: z.number().int(),
  /** World Aquatics points of the best (table WA_POINTS_TABLE); null without the swimmer's gender. */
  points: z.number().int().nullable(),
});
export type TPersonalBest = z.infer<typeof ZPersonalBest>;

/** A club record a swimmer holds now. */
export const ZHeldRecord = z.object({
  event: z.enum(SWIM_EVENTS),
  poolLength: z.number().int(),
  gender: z.enum(GENDERS),
  ageGroup: z.number().int(),
  hundredths: z.number().int(),
  swumOn: z.string(),
});
export type THeldRecord = z.infer<typeof ZHeldRecord>;

/** A swimmer's times page (admin/coach `/admin/swimming-times/cursant/{id}` and the swimmer's `/swimmer/times`). */
export const ZStudentTimes = z.object({
  student: z.object({
    id: z.string(),
    fullName: z.string(),
    birthDate: z.string(),
    gender: z.enum(GENDERS).nullable(),
    isAdvancedSwimmer: z.boolean(),
  }),
  /** The current season's first year (seasons run September–August). */
  season: z.number().int(),
  personalBests: z.array(ZPersonalBest),
  /** Every time, newest first. */
  history: z.array(ZSwimTime),
  records: z.array(ZHeldRecord),
});
export type TStudentTimes = z.infer<typeof ZStudentTimes>;

/** The swimmers the times screens may pick: every student for admins, a coach's own swimmers. */
export const ZTimeStudentsQuery = z.object({ q: z.string().trim().max(100).optional() });
export const ZTimeStudent = z.object({
  id: z.string(),
  fullName: z.string(),
  birthDate: z.string(),
  gender: z.enum(GENDERS).nullable(),
});
export type TTimeStudent = z.infer<typeof ZTimeStudent>;
export const ZTimeStudentsResponse = z.object({ items: z.array(ZTimeStudent) });

export const ZSwimTimeParams = z.object({ id: z.uuid() });
export const ZStudentTimesParams = z.object({ studentId: z.uuid() });

/* Club records (TRAINING.md §2): the best per event × pool × gender × age group. */

export const ZClubRecordsQuery = z.object({
  /** One event's record and history; without it, the table of all events. */
  event: z.enum(SWIM_EVENTS).optional(),
  poolLength: z.coerce
    .number()
    .pipe(z.union([z.literal(25), z.literal(50)]))
    .default(25),
  gender: z.enum(GENDERS),
  /** 5 … 17, or 18 for 18+; without it, every age (the absolute club record). */
  ageGroup: z.coerce.number().int().min(5).max(18).optional(),
});
export type TClubRecordsQuery = z.input<typeof ZClubRecordsQuery>;

export const ZClubRecord = z.object({
  event: z.enum(SWIM_EVENTS),
  poolLength: z.number().int(),
  gender: z.enum(GENDERS),
  ageGroup: z.number().int().nullable(),
  hundredths: z.number().int(),
  swumOn: z.string(),
  competition: z.string().nullable(),
  timeId: z.string(),
  /** World Aquatics points (table WA_POINTS_TABLE). */
  points: z.number().int().nullable(),
  holder: z.object({
    id: z.string(),
    fullName: z.string(),
    ageInYear: z.number().int(),
    /** The caller may open the holder's times (a coach: only their own swimmers; records are club-wide). */
    canView: z.boolean(),
  }),
});
export type TClubRecord = z.infer<typeof ZClubRecord>;

export const ZClubRecordsResponse = z.object({
  /** The records found: one per event (all events), or the one event's record (none when never swum). */
  records: z.array(ZClubRecord),
  /** The event's record history, oldest first (only with `event`). */
  history: z.array(ZClubRecord),
  /** Swimmers with times in the pool but no gender: a gendered query leaves them out (TRAINING.md §1). */
  withoutGender: z.number().int(),
});
export type TClubRecordsResponse = z.infer<typeof ZClubRecordsResponse>;
