-- GET /chat/unread counts each conversation's live top-level messages after a read marker; carrying
-- the author and the mentions lets it read the index alone.
CREATE INDEX "messages_unread_idx" ON "messages" USING btree ("conversation_id","conversation_seq") INCLUDE ("author_id","mention_keys") WHERE "messages"."parent_id" IS NULL AND "messages"."deleted_at" IS NULL;
