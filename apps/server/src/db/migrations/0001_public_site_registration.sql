CREATE TABLE "club_profile" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"short_name" text NOT NULL,
	"description" jsonb NOT NULL,
	"street" text NOT NULL,
	"locality" text NOT NULL,
	"county" text NOT NULL,
	"postal_code" text NOT NULL,
	"country_code" text DEFAULT 'RO' NOT NULL,
	"phone" text NOT NULL,
	"whatsapp" text NOT NULL,
	"email" text NOT NULL,
	"social_url" text NOT NULL,
	"latitude" real NOT NULL,
	"longitude" real NOT NULL,
	"office_hours" jsonb NOT NULL,
	"pool_length_m" smallint NOT NULL,
	"pool_indoor" boolean NOT NULL,
	"stat_instructors" smallint NOT NULL,
	"stat_years" smallint NOT NULL,
	"stat_days_per_week" smallint NOT NULL,
	"facilities" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instructors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"bio" jsonb NOT NULL,
	"photo_key" text,
	"weekdays" integer[] NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedule_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"weekday" smallint NOT NULL,
	"start_time" text NOT NULL,
	"duration_minutes" smallint DEFAULT 60 NOT NULL,
	"age_group" text NOT NULL,
	"capacity" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"subtitle" text,
	"content" text NOT NULL,
	"image_key" text,
	"category" text NOT NULL,
	"event_date" date,
	"start_time" text,
	"end_time" text,
	"location" text,
	"priority" smallint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gallery_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category" text NOT NULL,
	"caption" jsonb NOT NULL,
	"original_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"variants" jsonb NOT NULL,
	"placeholder" text,
	"taken_on" date,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gdpr_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer NOT NULL,
	"text_ro" text NOT NULL,
	"text_en" text NOT NULL,
	"major" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gdpr_versions_version_unique" UNIQUE("version")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"title_key" text NOT NULL,
	"message_key" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"action_url" text,
	"read" boolean DEFAULT false NOT NULL,
	"dedupe_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_dedupe_key_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
CREATE TABLE "consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"full_name" text NOT NULL,
	"agreed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text NOT NULL,
	"gdpr_version_id" uuid NOT NULL,
	"student_id" uuid,
	"user_id" uuid
);
--> statement-breakpoint
CREATE TABLE "pending_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"original_name" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spent_challenges" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_slots" (
	"student_id" uuid NOT NULL,
	"slot_id" uuid NOT NULL,
	"instructor_id" uuid NOT NULL,
	CONSTRAINT "student_slots_student_id_slot_id_pk" PRIMARY KEY("student_id","slot_id")
);
--> statement-breakpoint
CREATE TABLE "students" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"full_name" text NOT NULL,
	"birth_date" date NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"contact_person" text,
	"contact_quality" text,
	"locality" text NOT NULL,
	"street" text NOT NULL,
	"street_number" text NOT NULL,
	"block_apartment" text,
	"county" text NOT NULL,
	"legal_representative" text,
	"status" text DEFAULT 'active' NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"valid_until" date NOT NULL,
	"renewed_at" timestamp with time zone,
	"medical_certificate_key" text NOT NULL,
	"medical_certificate_type" text NOT NULL,
	"medical_certificate_issued_on" date NOT NULL,
	"registration_form_key" text NOT NULL,
	"declaration_key" text NOT NULL,
	"language" text DEFAULT 'ro' NOT NULL,
	"idempotency_key" text NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"last_run_on" text NOT NULL,
	"last_run_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_gdpr_version_id_gdpr_versions_id_fk" FOREIGN KEY ("gdpr_version_id") REFERENCES "public"."gdpr_versions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_slots" ADD CONSTRAINT "student_slots_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_slots" ADD CONSTRAINT "student_slots_slot_id_schedule_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."schedule_slots"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_slots" ADD CONSTRAINT "student_slots_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcements_listing_idx" ON "announcements" USING btree ("active","published_at");--> statement-breakpoint
CREATE INDEX "gallery_category_idx" ON "gallery_photos" USING btree ("category","created_at");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "consents_student_idx" ON "consents" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "student_slots_slot_idx" ON "student_slots" USING btree ("slot_id");--> statement-breakpoint
CREATE UNIQUE INDEX "students_idempotency_key" ON "students" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "students_status_valid_idx" ON "students" USING btree ("status","valid_until");--> statement-breakpoint
CREATE INDEX "students_email_idx" ON "students" USING btree (lower("email"));