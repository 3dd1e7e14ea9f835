import type { TWorkoutSteps } from "@bazin/shared/domain/training/workout-steps";
import { sql } from "drizzle-orm";
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { groups } from "./groups.ts";
import { students } from "./registration.ts";

/*
 * The training hub (TRAINING.md §4–§5): the workout library, training plans with macro phases, key races,
 * participants and the workouts placed on the plan's days, and the club's recovery-days setting.
 */

/**
 * A workout. `steps` is the one validated tree; the columns after it are derived from it on every write
 * (workoutMetrics) so the library filters without reading the tree.
 */
export const workouts = pgTable(
  "workouts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    /** The name folded (no diacritics, lowercase, single spaces): names are unique in this form. */
    nameKey: text("name_key").notNull(),
    level: text("level").notNull(),
    type: text("type").notNull(),
    notes: text("notes").notNull().default(""),
    steps: jsonb("steps").$type<TWorkoutSteps>().notNull(),
    totalDistanceMetres: integer("total_distance_metres").notNull(),
    estimatedSeconds: integer("estimated_seconds").notNull(),
    strokes: text("strokes").array().notNull(),
    equipment: text("equipment").array().notNull(),
    zones: integer("zones").array().notNull(),
    zoneMetres: jsonb("zone_metres").$type<Record<string, number>>().notNull(),
    peakZone: smallint("peak_zone").notNull(),
    /** Name and notes folded like name_key: the library's text search ignores case and diacritics. */
    searchText: text("search_text").notNull(),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("workouts_name_key_idx").on(t.nameKey),
    index("workouts_library_idx")
      .on(t.level, t.type, t.totalDistanceMetres)
      .where(sql`${t.archivedAt} is null`),
  ],
);

export const trainingPlans = pgTable(
  "training_plans",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    startDate: date("start_date").notNull(),
    endDate: date("end_date").notNull(),
    /** draft | active | paused | completed (PLAN_TRANSITIONS) */
    status: text("status").notNull().default("draft"),
    goals: jsonb("goals").$type<string[]>().notNull().default([]),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("training_plans_status_idx").on(t.status, t.startDate)],
);

/** A macro phase over plan weeks (week 1 holds the start date), both ends included. */
export const planPhases = pgTable(
  "plan_phases",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    planId: uuid("plan_id")
      .notNull()
      .references(() => trainingPlans.id, { onDelete: "cascade" }),
    phase: text("phase").notNull(),
    startWeek: integer("start_week").notNull(),
    endWeek: integer("end_week").notNull(),
    notes: text("notes").notNull().default(""),
  },
  (t) => [index("plan_phases_plan_idx").on(t.planId, t.startWeek)],
);

export const planRaces = pgTable(
  "plan_races",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    planId: uuid("plan_id")
      .notNull()
      .references(() => trainingPlans.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    raceDate: date("race_date").notNull(),
    /** target | tuneup | testset */
    type: text("type").notNull(),
    description: text("description").notNull().default(""),
  },
  (t) => [index("plan_races_plan_idx").on(t.planId, t.raceDate), index("plan_races_date_idx").on(t.raceDate)],
);

export const planStudents = pgTable(
  "plan_students",
  {
    planId: uuid("plan_id")
      .notNull()
      .references(() => trainingPlans.id, { onDelete: "cascade" }),
    studentId: uuid("student_id")
      .notNull()
      .references(() => students.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.planId, t.studentId] }),
    index("plan_students_student_idx").on(t.studentId),
  ],
);

export const planGroups = pgTable(
  "plan_groups",
  {
    planId: uuid("plan_id")
      .notNull()
      .references(() => trainingPlans.id, { onDelete: "cascade" }),
    groupId: uuid("group_id")
      .notNull()
      .references(() => groups.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.planId, t.groupId] }), index("plan_groups_group_idx").on(t.groupId)],
);

/**
 * A workout placed on a day of a plan (its weekly training). The sessions issue schedules sessions from these.
 * A workout a plan uses cannot be deleted (restrict): it is archived instead.
 */
export const planWorkouts = pgTable(
  "plan_workouts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    planId: uuid("plan_id")
      .notNull()
      .references(() => trainingPlans.id, { onDelete: "cascade" }),
    workoutId: uuid("workout_id")
      .notNull()
      .references(() => workouts.id, { onDelete: "restrict" }),
    day: date("day").notNull(),
    notes: text("notes").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("plan_workouts_plan_day_idx").on(t.planId, t.day),
    index("plan_workouts_workout_idx").on(t.workoutId),
  ],
);

/** The club's training settings, one row: recovery days per workout type (SPEC §9, editable by admins). */
export const trainingSettings = pgTable("training_settings", {
  id: smallint("id").primaryKey().default(1),
  recoveryDays: jsonb("recovery_days").$type<Record<string, number>>().notNull(),
  updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
