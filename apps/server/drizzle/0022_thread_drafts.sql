-- A draft per person, conversation and thread: '' for the conversation's own composer, else the
-- thread's root message (a reply being written), so a thread's composer keeps its draft too.
ALTER TABLE "message_drafts" ADD COLUMN "thread_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "message_drafts" SET "thread_id" = "parent_id" WHERE "parent_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "message_drafts" DROP CONSTRAINT "message_drafts_conversation_id_user_id_pk";--> statement-breakpoint
ALTER TABLE "message_drafts" ADD CONSTRAINT "message_drafts_conversation_id_user_id_thread_id_pk" PRIMARY KEY("conversation_id","user_id","thread_id");
