ALTER TABLE "chat_messages" ADD COLUMN "client_key" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_sender_key" ON "chat_messages" USING btree ("sender_id","client_key");