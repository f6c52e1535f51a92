-- Search at size (issue 16). Task titles get a stored, GIN-indexed tsvector (`items.search`) in a text
-- search configuration of our own, `orbit_search`: `simple` (no stemming: titles mix languages) with
-- accents folded by `unaccent` when the server has it (it ships with PostgreSQL, the embedded one
-- included, and is a trusted extension); without it `orbit_search` is a plain copy of `simple`.
-- `search_words` is each workspace's vocabulary (every word of its task titles, kept by a trigger):
-- a typo or a piece of a word is matched against these few thousand words with pg_trgm, and the words
-- it resembles are searched for through the index, instead of comparing the text with every title.
-- The column and the vocabulary stay out of the Drizzle schema: no select of a task carries them.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS unaccent;
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'unaccent is not available (%): search matches accented letters only as typed', SQLERRM;
END
$$;
--> statement-breakpoint
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_ts_config WHERE cfgname = 'orbit_search') THEN
    CREATE TEXT SEARCH CONFIGURATION orbit_search (COPY = pg_catalog.simple);
    IF EXISTS (SELECT 1 FROM pg_ts_dict WHERE dictname = 'unaccent') THEN
      ALTER TEXT SEARCH CONFIGURATION orbit_search ALTER MAPPING FOR word, hword, hword_part WITH unaccent, simple;
    END IF;
  END IF;
END
$$;
--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (to_tsvector('orbit_search'::regconfig, "title")) STORED;
--> statement-breakpoint
CREATE INDEX "items_search_idx" ON "items" USING gin ("search");
--> statement-breakpoint
DROP INDEX IF EXISTS "items_title_fts_idx";
--> statement-breakpoint
CREATE TABLE "search_words" (
  "workspace_id" uuid NOT NULL REFERENCES "workspaces"("id") ON DELETE CASCADE,
  "word" text NOT NULL,
  PRIMARY KEY ("workspace_id", "word")
);
--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    EXECUTE 'CREATE INDEX "search_words_word_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops)';
  END IF;
END
$$;
--> statement-breakpoint
-- Once per statement (a batch of tasks learns its words in one insert), only for titles that are new or
-- changed; words in a fixed order, so two transactions adding the same new words never deadlock.
CREATE FUNCTION "search_words_learn"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_words (workspace_id, word)
    SELECT DISTINCT n.workspace_id, w FROM new_items n, unnest(tsvector_to_array(n.search)) AS w
    ORDER BY 1, 2
    ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO search_words (workspace_id, word)
    SELECT DISTINCT n.workspace_id, w
    FROM new_items n JOIN old_items o ON o.id = n.id AND o.title IS DISTINCT FROM n.title,
      unnest(tsvector_to_array(n.search)) AS w
    ORDER BY 1, 2
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "items_search_words_insert" AFTER INSERT ON "items"
  REFERENCING NEW TABLE AS new_items FOR EACH STATEMENT EXECUTE FUNCTION "search_words_learn"();
--> statement-breakpoint
CREATE TRIGGER "items_search_words_update" AFTER UPDATE ON "items"
  REFERENCING OLD TABLE AS old_items NEW TABLE AS new_items FOR EACH STATEMENT EXECUTE FUNCTION "search_words_learn"();
--> statement-breakpoint
INSERT INTO "search_words" ("workspace_id", "word")
  SELECT DISTINCT "workspace_id", unnest(tsvector_to_array("search")) FROM "items"
  ON CONFLICT DO NOTHING;
