CREATE TABLE "advanced_swimmers" (
	"student_id" uuid PRIMARY KEY NOT NULL,
	"group_id" uuid,
	"max_hr" integer NOT NULL,
	"resting_hr" integer NOT NULL,
	"threshold_hr" integer NOT NULL,
	"zones" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "swim_times" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"event" text NOT NULL,
	"pool_length" integer NOT NULL,
	"hundredths" integer NOT NULL,
	"swum_on" date NOT NULL,
	"competition" text,
	"notes" text,
	"personal_record" boolean DEFAULT false NOT NULL,
	"source" text DEFAULT 'manual' NOT NULL,
	"session_id" uuid,
	"import_key" text,
	"gender" text,
	"age_years" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "student_id" uuid;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "advanced_swimmers" ADD CONSTRAINT "advanced_swimmers_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advanced_swimmers" ADD CONSTRAINT "advanced_swimmers_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swim_times" ADD CONSTRAINT "swim_times_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swim_times" ADD CONSTRAINT "swim_times_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advanced_swimmers_group_idx" ON "advanced_swimmers" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "swim_times_student_event_idx" ON "swim_times" USING btree ("student_id","event","pool_length","swum_on");--> statement-breakpoint
CREATE INDEX "swim_times_record_idx" ON "swim_times" USING btree ("event","pool_length","gender","age_years","hundredths");--> statement-breakpoint
CREATE INDEX "swim_times_recent_idx" ON "swim_times" USING btree ("swum_on","created_at");--> statement-breakpoint
CREATE INDEX "swim_times_import_key" ON "swim_times" USING btree ("import_key") WHERE "swim_times"."import_key" is not null;