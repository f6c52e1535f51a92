-- My account (issue 16): uploaded avatars (people and workspaces; one id per upload, re-encoded
-- without metadata at fixed square sizes), the address an e-mail change link confirms, and deleted
-- accounts (the row stays, anonymised, so what the person wrote keeps an author).
CREATE TABLE "avatar_images" (
	"avatar_id" uuid NOT NULL,
	"size" integer NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "avatar_images_pkey" PRIMARY KEY("avatar_id","size")
);
--> statement-breakpoint
ALTER TABLE "email_tokens" ADD COLUMN "new_email" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;