CREATE TABLE "plan_groups" (
	"plan_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	CONSTRAINT "plan_groups_plan_id_group_id_pk" PRIMARY KEY("plan_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "plan_phases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"phase" text NOT NULL,
	"start_week" integer NOT NULL,
	"end_week" integer NOT NULL,
	"notes" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_races" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"name" text NOT NULL,
	"race_date" date NOT NULL,
	"type" text NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_students" (
	"plan_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	CONSTRAINT "plan_students_plan_id_student_id_pk" PRIMARY KEY("plan_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "plan_workouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"workout_id" uuid NOT NULL,
	"day" date NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"goals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"recovery_days" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"level" text NOT NULL,
	"type" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"steps" jsonb NOT NULL,
	"total_distance_metres" integer NOT NULL,
	"estimated_seconds" integer NOT NULL,
	"strokes" text[] NOT NULL,
	"equipment" text[] NOT NULL,
	"zones" integer[] NOT NULL,
	"zone_metres" jsonb NOT NULL,
	"peak_zone" smallint NOT NULL,
	"search_text" text NOT NULL,
	"author_id" uuid,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "plan_groups" ADD CONSTRAINT "plan_groups_plan_id_training_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."training_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_groups" ADD CONSTRAINT "plan_groups_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_phases" ADD CONSTRAINT "plan_phases_plan_id_training_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."training_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_races" ADD CONSTRAINT "plan_races_plan_id_training_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."training_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_students" ADD CONSTRAINT "plan_students_plan_id_training_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."training_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_students" ADD CONSTRAINT "plan_students_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_workouts" ADD CONSTRAINT "plan_workouts_plan_id_training_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."training_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_workouts" ADD CONSTRAINT "plan_workouts_workout_id_workouts_id_fk" FOREIGN KEY ("workout_id") REFERENCES "public"."workouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_plans" ADD CONSTRAINT "training_plans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_settings" ADD CONSTRAINT "training_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workouts" ADD CONSTRAINT "workouts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_groups_group_idx" ON "plan_groups" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "plan_phases_plan_idx" ON "plan_phases" USING btree ("plan_id","start_week");--> statement-breakpoint
CREATE INDEX "plan_races_plan_idx" ON "plan_races" USING btree ("plan_id","race_date");--> statement-breakpoint
CREATE INDEX "plan_races_date_idx" ON "plan_races" USING btree ("race_date");--> statement-breakpoint
CREATE INDEX "plan_students_student_idx" ON "plan_students" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "plan_workouts_plan_day_idx" ON "plan_workouts" USING btree ("plan_id","day");--> statement-breakpoint
CREATE INDEX "plan_workouts_workout_idx" ON "plan_workouts" USING btree ("workout_id");--> statement-breakpoint
CREATE INDEX "training_plans_status_idx" ON "training_plans" USING btree ("status","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "workouts_name_key_idx" ON "workouts" USING btree ("name_key");--> statement-breakpoint
CREATE INDEX "workouts_library_idx" ON "workouts" USING btree ("level","type","total_distance_metres") WHERE "workouts"."archived_at" is null;