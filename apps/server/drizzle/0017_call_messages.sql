ALTER TABLE "messages" ADD COLUMN "call_id" text;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_call_id_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."calls"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_call_id_idx" ON "messages" USING btree ("call_id") WHERE "messages"."call_id" IS NOT NULL;