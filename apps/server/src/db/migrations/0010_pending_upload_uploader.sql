ALTER TABLE "pending_uploads" ADD COLUMN "uploader" text;--> statement-breakpoint
CREATE INDEX "pending_uploads_uploader_idx" ON "pending_uploads" USING btree ("uploader");