CREATE TABLE "calendar_feeds" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "session_participants" (
	"session_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"attendance" text,
	"absence_announced_at" timestamp with time zone,
	"absence_reason" text,
	"rating" smallint,
	"rating_comment" text,
	"rated_at" timestamp with time zone,
	"coach_notes" text,
	"coach_feedback" text,
	"feedback_at" timestamp with time zone,
	"feedback_read_at" timestamp with time zone,
	CONSTRAINT "session_participants_session_id_student_id_pk" PRIMARY KEY("session_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "training_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"day" date NOT NULL,
	"start_time" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"pool_length" integer DEFAULT 25 NOT NULL,
	"coach_id" uuid,
	"workout_id" uuid,
	"plan_id" uuid,
	"plan_workout_id" uuid,
	"status" text DEFAULT 'planned' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_participants" ADD CONSTRAINT "session_participants_session_id_training_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."training_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_participants" ADD CONSTRAINT "session_participants_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD CONSTRAINT "training_sessions_coach_id_users_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD CONSTRAINT "training_sessions_workout_id_workouts_id_fk" FOREIGN KEY ("workout_id") REFERENCES "public"."workouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD CONSTRAINT "training_sessions_plan_id_training_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."training_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD CONSTRAINT "training_sessions_plan_workout_id_plan_workouts_id_fk" FOREIGN KEY ("plan_workout_id") REFERENCES "public"."plan_workouts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD CONSTRAINT "training_sessions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "session_participants_student_idx" ON "session_participants" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "training_sessions_day_idx" ON "training_sessions" USING btree ("day","start_time");--> statement-breakpoint
CREATE INDEX "training_sessions_coach_day_idx" ON "training_sessions" USING btree ("coach_id","day");--> statement-breakpoint
CREATE INDEX "training_sessions_plan_idx" ON "training_sessions" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "training_sessions_workout_idx" ON "training_sessions" USING btree ("workout_id");--> statement-breakpoint
CREATE UNIQUE INDEX "training_sessions_plan_workout_idx" ON "training_sessions" USING btree ("plan_workout_id") WHERE "training_sessions"."plan_workout_id" is not null;--> statement-breakpoint
ALTER TABLE "swim_times" ADD CONSTRAINT "swim_times_session_id_training_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."training_sessions"("id") ON DELETE set null ON UPDATE no action;