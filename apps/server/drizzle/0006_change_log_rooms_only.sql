ALTER TABLE "change_log" ALTER COLUMN "room" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "change_log" DROP COLUMN "orbit_id";--> statement-breakpoint
ALTER TABLE "change_log" DROP COLUMN "user_id";