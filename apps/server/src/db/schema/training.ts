import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { groups } from "./groups.ts";
import { students } from "./registration.ts";
import { trainingSessions } from "./sessions.ts";

/*
 * The training half's swimmers and times (TRAINING.md §1–§3). The athlete is the student: profiles and times
 * attach to `students`, so they exist before and after the student has an account.
 */

/** An advanced swimmer: a student's training profile (SPEC §3). Its id is the student's. */
export const advancedSwimmers = pgTable(
  "advanced_swimmers",
  {
    studentId: uuid("student_id")
      .primaryKey()
      .references(() => students.id, { onDelete: "cascade" }),
    /** The training group; the coaches of this group see the swimmer (TRAINING.md §1). */
    groupId: uuid("group_id").references(() => groups.id, { onDelete: "set null" }),
    maxHr: integer("max_hr").notNull(),
    restingHr: integer("resting_hr").notNull(),
    thresholdHr: integer("threshold_hr").notNull(),
    /** A coach's own five zones ({ zone, minBpm, maxBpm }), or null for the computed (Karvonen) ones. */
    zones: jsonb("zones").$type<{ zone: number; minBpm: number; maxBpm: number }[]>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("advanced_swimmers_group_idx").on(t.groupId)],
);

/**
 * A swim time in hundredths of a second. `gender` and `age_years` (year of swim − birth year) copy the
 * student's at write time and are refreshed when those change, so a club-record query is one index range.
 */
export const swimTimes = pgTable(
  "swim_times",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    studentId: uuid("student_id")
      .notNull()
      .references(() => students.id, { onDelete: "cascade" }),
    /** `<stroke>_<metres>`, one of SWIM_EVENTS. */
    event: text("event").notNull(),
    poolLength: integer("pool_length").notNull(),
    hundredths: integer("hundredths").notNull(),
    swumOn: date("swum_on").notNull(),
    competition: text("competition"),
    notes: text("notes"),
    /** Was a personal best when swum; recomputed for the series in the transaction of every change. */
    personalRecord: boolean("personal_record").notNull().default(false),
    /** manual | session | import */
    source: text("source").notNull().default("manual"),
    /** The training session a recorder or live-mode time came from. */
    sessionId: uuid("session_id").references(() => trainingSessions.id, { onDelete: "set null" }),
    /** What makes an imported result the same on a second import (meet, athlete, event, round). */
    importKey: text("import_key"),
    /** The client's idempotency key of a recorder or live-mode entry: a resent entry finds the time it made. */
    clientKey: text("client_key"),
    /** The time recorder's column (a workout's timed repeat, `TimedSlot.key`); null for a free event. */
    sessionSlot: text("session_slot"),
    /** Live mode's cumulative splits before the finish, hundredths. */
    splits: integer("splits").array(),
    gender: text("gender"),
    ageYears: integer("age_years").notNull(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A swimmer's series (PBs, history, progression).
    index("swim_times_student_event_idx").on(t.studentId, t.event, t.poolLength, t.swumOn),
    // Club records: best of an event × pool × gender × age, and of all ages (the open records table).
    index("swim_times_record_idx").on(t.event, t.poolLength, t.gender, t.ageYears, t.hundredths),
    index("swim_times_record_open_idx").on(t.event, t.poolLength, t.gender, t.hundredths),
    // The club's recent times.
    index("swim_times_recent_idx").on(t.swumOn, t.createdAt),
    index("swim_times_import_key").on(t.importKey).where(sql`${t.importKey} is not null`),
    uniqueIndex("swim_times_client_key").on(t.clientKey).where(sql`${t.clientKey} is not null`),
    index("swim_times_session_idx").on(t.sessionId).where(sql`${t.sessionId} is not null`),
  ],
);
