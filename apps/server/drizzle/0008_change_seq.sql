CREATE SEQUENCE "public"."change_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
-- Numbers already handed out per workspace stay below every new one, so rows keep moving forward.
SELECT setval('change_seq', coalesce((SELECT max("change_seq") FROM "workspaces"), 0) + 1, false);--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "pruned_seq" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "workspaces" w SET "pruned_seq" = coalesce(
  (SELECT min(c."seq") - 1 FROM "change_log" c WHERE c."workspace_id" = w."id"), w."change_seq");--> statement-breakpoint
ALTER TABLE "workspaces" DROP COLUMN "change_seq";--> statement-breakpoint
-- The next change sequence number. The transaction takes its id first and its number second, so a
-- transaction holding a number is, from the moment the number exists, among the running ones.
CREATE FUNCTION next_change_seq() RETURNS bigint LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM pg_current_xact_id();
  RETURN nextval('change_seq');
END
$$;--> statement-breakpoint
-- One reading for the catch-up's horizon (modules/sync/seq-horizon.ts), taken in this order:
-- `issued`, the last number handed out; then a snapshot (`xmax`, `xip`); then `running`, the ids of
-- this database's transactions that hold an id now (widened to 64 bits with the snapshot's epoch).
-- A transaction holding a number up to `issued` took its id before the number, so it has finished or
-- is in `running`; once every id of `running` is visible in a later reading's snapshot, no change up
-- to `issued` can still appear. Needs READ COMMITTED, so each statement sees a fresh snapshot.
CREATE FUNCTION change_seq_reading(OUT issued bigint, OUT xmax bigint, OUT xip bigint[], OUT running bigint[])
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  snap pg_snapshot;
BEGIN
  IF current_setting('transaction_isolation') <> 'read committed' THEN
    RAISE EXCEPTION 'change_seq_reading() needs READ COMMITTED';
  END IF;
  SELECT CASE WHEN s.is_called THEN s.last_value ELSE s.last_value - 1 END INTO issued FROM change_seq s;
  snap := pg_current_snapshot();
  xmax := pg_snapshot_xmax(snap)::text::bigint;
  xip := ARRAY(SELECT x::text::bigint FROM pg_snapshot_xip(snap) AS x);
  running := ARRAY(
    SELECT xmax + ((a.backend_xid::text::bigint - (xmax & 4294967295) + 2147483648) % 4294967296
      + 4294967296) % 4294967296 - 2147483648
    FROM pg_stat_activity a
    WHERE a.datname = current_database() AND a.backend_xid IS NOT NULL);
END
$$;
