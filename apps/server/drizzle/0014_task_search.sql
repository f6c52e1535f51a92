-- Task search (issue 16): full-text on titles, and pg_trgm for typos and substrings when the server
-- has it. pg_trgm ships with PostgreSQL (the embedded one included) and is a trusted extension, so a
-- database owner may create it; where it cannot be created the search falls back to full-text and
-- ILIKE (modules/search/search-tasks.ts checks for it) instead of failing the migration.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm is not available (%): task search works without typo tolerance', SQLERRM;
END
$$;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "items_title_fts_idx" ON "items" USING gin (to_tsvector('simple', "title"));
--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    EXECUTE 'CREATE INDEX IF NOT EXISTS "items_title_trgm_idx" ON "items" USING gin ("title" gin_trgm_ops)';
  END IF;
END
$$;
