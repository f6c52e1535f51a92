-- Sign-up verifies before it makes an account (issue 11.12): a pending sign-up per attempt, and a
-- session that belongs to one (modules/auth/pending-signup.ts) until its mailed link is opened.
CREATE TABLE "pending_signups" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "email" text NOT NULL,
  "password_hash" text NOT NULL,
  "signup_use_case" text,
  "join_token" text,
  "verify_token_hash" text,
  "verify_expires_at" timestamp with time zone,
  "expires_at" timestamp with time zone NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "pending_signups_email_lower_case" CHECK ("email" = lower("email"))
);
--> statement-breakpoint
CREATE INDEX "pending_signups_email_idx" ON "pending_signups" USING btree ("email");
--> statement-breakpoint
CREATE UNIQUE INDEX "pending_signups_verify_token_hash_key" ON "pending_signups" USING btree ("verify_token_hash");
--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "user_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "pending_signup_id" uuid REFERENCES "pending_signups"("id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_one_owner" CHECK (num_nonnulls("user_id", "pending_signup_id") = 1);
--> statement-breakpoint
CREATE INDEX "sessions_pending_signup_id_idx" ON "sessions" USING btree ("pending_signup_id");
