CREATE TABLE "policy_notices" (
	"version_id" uuid NOT NULL,
	"email" text NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "policy_notices_version_id_email_pk" PRIMARY KEY("version_id","email")
);
--> statement-breakpoint
CREATE TABLE "registrant_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"purpose" text NOT NULL,
	"email" text NOT NULL,
	"student_id" uuid,
	"language" text DEFAULT 'ro' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gdpr_versions" DROP CONSTRAINT "gdpr_versions_version_unique";--> statement-breakpoint
ALTER TABLE "students" ALTER COLUMN "medical_certificate_key" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ALTER COLUMN "medical_certificate_type" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ALTER COLUMN "medical_certificate_issued_on" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "club_profile" ADD COLUMN "auto_renewal" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "deletion_requests" ADD COLUMN "registrant_email" text;--> statement-breakpoint
ALTER TABLE "gdpr_versions" ADD COLUMN "document" text DEFAULT 'privacy' NOT NULL;--> statement-breakpoint
ALTER TABLE "gdpr_versions" ADD COLUMN "effective_on" date;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "last_activity_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "renewal_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "medical_consent_withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "expiry_mailed_for" date;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "certificate_mailed_for" date;--> statement-breakpoint
ALTER TABLE "job_runs" ADD COLUMN "result" jsonb;--> statement-breakpoint
ALTER TABLE "policy_notices" ADD CONSTRAINT "policy_notices_version_id_gdpr_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."gdpr_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrant_links" ADD CONSTRAINT "registrant_links_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "registrant_links_token_key" ON "registrant_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "registrant_links_expires_idx" ON "registrant_links" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "deletion_requests_pending_registrant_key" ON "deletion_requests" USING btree ("registrant_email") WHERE status = 'pending' and registrant_email is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "gdpr_versions_document_version_key" ON "gdpr_versions" USING btree ("document","version");