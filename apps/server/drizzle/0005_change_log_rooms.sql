ALTER TABLE "change_log" ADD COLUMN "room" text;--> statement-breakpoint
UPDATE "change_log" SET "room" = CASE
  WHEN "orbit_id" IS NOT NULL THEN 'orbit:' || "orbit_id"
  WHEN "user_id" IS NOT NULL THEN 'user:' || "user_id"
  ELSE 'org:' || "workspace_id"
END;--> statement-breakpoint
CREATE INDEX "change_log_room_idx" ON "change_log" USING btree ("workspace_id","room","seq");
