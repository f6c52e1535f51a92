-- Message search (issue 16) forgives accents and typos as task search does (0020_search_vectors):
-- `messages.search` moves to the `orbit_search` configuration (`simple` with accents folded by
-- `unaccent` where the server has it), and `message_words` is each workspace's vocabulary of message
-- words, kept by a statement-level trigger. A typo is compared with those words (pg_trgm), never with
-- every message; the words it resembles go back through `messages_search_idx`. The vocabulary is apart
-- from the tasks' `search_words`, so neither search suggests words the other cannot find.
ALTER TABLE "messages" DROP COLUMN "search";
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (to_tsvector('orbit_search'::regconfig, "body_text")) STORED;
--> statement-breakpoint
CREATE INDEX "messages_search_idx" ON "messages" USING gin ("search");
--> statement-breakpoint
CREATE TABLE "message_words" (
  "workspace_id" uuid NOT NULL REFERENCES "workspaces"("id") ON DELETE CASCADE,
  "word" text NOT NULL,
  PRIMARY KEY ("workspace_id", "word")
);
--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    EXECUTE 'CREATE INDEX "message_words_word_trgm_idx" ON "message_words" USING gin ("word" gin_trgm_ops)';
  END IF;
END
$$;
--> statement-breakpoint
-- Words longer than 40 characters (links, hashes) are left out: nobody types them with a typo to find
-- them, and they would only swell the vocabulary.
CREATE FUNCTION "message_words_learn"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO message_words (workspace_id, word)
    SELECT DISTINCT n.workspace_id, w FROM new_messages n, unnest(tsvector_to_array(n.search)) AS w
    WHERE length(w) BETWEEN 3 AND 40
    ORDER BY 1, 2
    ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO message_words (workspace_id, word)
    SELECT DISTINCT n.workspace_id, w
    FROM new_messages n JOIN old_messages o ON o.id = n.id AND o.body_text IS DISTINCT FROM n.body_text,
      unnest(tsvector_to_array(n.search)) AS w
    WHERE length(w) BETWEEN 3 AND 40
    ORDER BY 1, 2
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "messages_words_insert" AFTER INSERT ON "messages"
  REFERENCING NEW TABLE AS new_messages FOR EACH STATEMENT EXECUTE FUNCTION "message_words_learn"();
--> statement-breakpoint
CREATE TRIGGER "messages_words_update" AFTER UPDATE ON "messages"
  REFERENCING OLD TABLE AS old_messages NEW TABLE AS new_messages FOR EACH STATEMENT EXECUTE FUNCTION "message_words_learn"();
--> statement-breakpoint
INSERT INTO "message_words" ("workspace_id", "word")
  SELECT DISTINCT "workspace_id", w FROM "messages", unnest(tsvector_to_array("search")) AS w
  WHERE length(w) BETWEEN 3 AND 40
  ON CONFLICT DO NOTHING;
