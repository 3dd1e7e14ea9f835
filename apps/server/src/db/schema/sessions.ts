import { sql } from "drizzle-orm";
import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { students } from "./registration.ts";
import { planWorkouts, trainingPlans, workouts } from "./training-hub.ts";

/*
 * Training sessions (TRAINING.md §6): a date, start time and duration at the pool, a coach, an optional workout
 * and plan, and the students taking part with their attendance, rating and the coach's notes and feedback.
 */

export const trainingSessions = pgTable(
  "training_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The club's calendar day (Europe/Bucharest). */
    day: date("day").notNull(),
    /** "HH:mm", the club's local time. */
    startTime: text("start_time").notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    poolLength: integer("pool_length").notNull().default(25),
    coachId: uuid("coach_id").references(() => users.id, { onDelete: "set null" }),
    /** A workout sessions use cannot be deleted (restrict): it is archived instead. */
    workoutId: uuid("workout_id").references(() => workouts.id, { onDelete: "restrict" }),
    planId: uuid("plan_id").references(() => trainingPlans.id, { onDelete: "set null" }),
    /** The plan placement this session was scheduled from, so a placement is scheduled once. */
    planWorkoutId: uuid("plan_workout_id").references(() => planWorkouts.id, { onDelete: "set null" }),
    /** planned | in_progress | completed | cancelled */
    status: text("status").notNull().default("planned"),
    title: text("title").notNull().default(""),
    notes: text("notes").notNull().default(""),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("training_sessions_day_idx").on(t.day, t.startTime),
    index("training_sessions_coach_day_idx").on(t.coachId, t.day),
    index("training_sessions_plan_idx").on(t.planId),
    index("training_sessions_workout_idx").on(t.workoutId),
    uniqueIndex("training_sessions_plan_workout_idx")
      .on(t.planWorkoutId)
      .where(sql`${t.planWorkoutId} is not null`),
  ],
);

/** A student taking part in a session: attendance, the swimmer's rating, the coach's notes and feedback. */
export const sessionParticipants = pgTable(
  "session_participants",
  {
    sessionId: uuid("session_id")
      .notNull()
      .references(() => trainingSessions.id, { onDelete: "cascade" }),
    studentId: uuid("student_id")
      .notNull()
      .references(() => students.id, { onDelete: "cascade" }),
    /** present | absent | late | injured, or null until taken. */
    attendance: text("attendance"),
    /** The swimmer announced an absence (until 24 h before the start). */
    absenceAnnouncedAt: timestamp("absence_announced_at", { withTimezone: true }),
    absenceReason: text("absence_reason"),
    /** The swimmer's rating of the session, 1–5, and comment. */
    rating: smallint("rating"),
    ratingComment: text("rating_comment"),
    ratedAt: timestamp("rated_at", { withTimezone: true }),
    /** Coach and admin only. */
    coachNotes: text("coach_notes"),
    /** Visible to the swimmer (SESSION_FEEDBACK). */
    coachFeedback: text("coach_feedback"),
    feedbackAt: timestamp("feedback_at", { withTimezone: true }),
    feedbackReadAt: timestamp("feedback_read_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.studentId] }),
    index("session_participants_student_idx").on(t.studentId),
  ],
);

/** A member's private calendar address: the hash of a revocable secret token (RFC 5545 feed). */
export const calendarFeeds = pgTable("calendar_feeds", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
