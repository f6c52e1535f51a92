-- A conversation is muted in one place: the person's read marker in chat (`chat_reads.muted`). The
-- inbox's own list of muted conversations (`notification_preferences.muted_conversation_ids`) goes; a
-- conversation it named is muted on the person's marker instead (made when they had none), and the
-- marker's change is logged to their own room, so their devices hear of it like any other mute.
WITH listed AS (
	SELECT DISTINCT p.user_id, p.workspace_id, m.id AS conversation_id
	FROM notification_preferences p
	CROSS JOIN LATERAL jsonb_array_elements_text(p.muted_conversation_ids) AS m(id)
	JOIN conversations c ON c.id = m.id AND c.workspace_id = p.workspace_id
	JOIN memberships ms ON ms.user_id = p.user_id AND ms.workspace_id = p.workspace_id
),
moved AS (
	INSERT INTO chat_reads AS r (conversation_id, user_id, workspace_id, last_read_seq, muted, seq)
	SELECT conversation_id, user_id, workspace_id, 0, true, next_change_seq() FROM listed
	ON CONFLICT (conversation_id, user_id) DO UPDATE SET muted = true, seq = excluded.seq
	WHERE NOT r.muted
	RETURNING r.conversation_id, r.user_id, r.workspace_id, r.last_read_seq, r.muted, r.seq
)
INSERT INTO change_log (workspace_id, seq, entity, entity_id, op, room, data)
SELECT workspace_id, seq, 'chatRead', conversation_id, 'upsert', 'user:' || user_id,
	jsonb_build_object('conversationId', conversation_id, 'userId', user_id, 'lastReadSeq', last_read_seq,
		'muted', muted, 'seq', seq)
FROM moved;--> statement-breakpoint
ALTER TABLE "notification_preferences" DROP COLUMN "muted_conversation_ids";
