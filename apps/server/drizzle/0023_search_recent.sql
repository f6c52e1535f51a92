-- Task search (issue 16): a query of one or two characters looks first among the newest live tasks of
-- the workspace (modules/search/search-tasks.ts, recentWindow), read in this order instead of sorting
-- every match of a word prefix that starts half the titles.
CREATE INDEX "items_workspace_updated_idx" ON "items" ("workspace_id", "updated_at" DESC) WHERE "deleted_at" IS NULL;
