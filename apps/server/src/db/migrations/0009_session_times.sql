ALTER TABLE "swim_times" ADD COLUMN "client_key" text;--> statement-breakpoint
ALTER TABLE "swim_times" ADD COLUMN "session_slot" text;--> statement-breakpoint
ALTER TABLE "swim_times" ADD COLUMN "splits" integer[];--> statement-breakpoint
CREATE UNIQUE INDEX "swim_times_client_key" ON "swim_times" USING btree ("client_key") WHERE "swim_times"."client_key" is not null;--> statement-breakpoint
CREATE INDEX "swim_times_session_idx" ON "swim_times" USING btree ("session_id") WHERE "swim_times"."session_id" is not null;