ALTER TABLE "calls" ADD COLUMN "ring_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "calls_ring_until_idx" ON "calls" USING btree ("ring_until") WHERE "calls"."ring_until" is not null;
