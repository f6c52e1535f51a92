-- Message search (issue 16) answers the newest matches first: it looks among the workspace's newest
-- live messages, read in this order, before asking the word index for every match.
CREATE INDEX "messages_workspace_created_idx" ON "messages" ("workspace_id", "created_at" DESC) WHERE "deleted_at" IS NULL;
