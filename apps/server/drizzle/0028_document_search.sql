-- Document search (issue 20): each document's plain text (written by the server when it stores the
-- text, modules/documents/document-text.ts) with a stored, GIN-indexed tsvector in the same text
-- search configuration as the tasks' titles (`orbit_search`, migration 0020).
CREATE TABLE "document_texts" (
  "document_id" text PRIMARY KEY NOT NULL REFERENCES "documents"("id") ON DELETE CASCADE,
  "workspace_id" uuid NOT NULL REFERENCES "workspaces"("id") ON DELETE CASCADE,
  "body" text NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  "search" tsvector GENERATED ALWAYS AS (to_tsvector('orbit_search'::regconfig, "body")) STORED
);
--> statement-breakpoint
CREATE INDEX "document_texts_search_idx" ON "document_texts" USING gin ("search");
