import type { NotificationKind, NotificationTargetKind } from '@orbit/shared';
import { sql } from 'drizzle-orm';
import { newId } from '../sync/new-id.js';
import type { Tx } from '../sync/tx.js';
import { orbitAudience } from '../sync/visible-orbits.js';
import type { ChangeRecorder } from '../sync/with-changes.js';
import { fromRaw, presentNotification, type RawNotificationRow } from './notification.presenter.js';
import { loadPreferences, wantsInApp } from './notification-preferences.js';

/** Excerpts are a line in a list: the first words are enough. */
const excerptMax = 200;

/** Something that happened, and who should hear of it. */
export type NotificationEvent = {
  workspaceId: string;
  kind: NotificationKind;
  /** Who did it (never told of it themselves); null for the due-date job. */
  actorId: string | null;
  target: { kind: NotificationTargetKind; id: string };
  itemId?: string | null;
  /** The task's orbit: only people who see it are told, and muting the orbit silences it. */
  orbitId?: string | null;
  conversationId?: string | null;
  messageId?: string | null;
  title: string;
  excerpt?: string;
  recipients: readonly string[];
  /** Addressed to the person by name (assigned, a mention of them): passes a muted orbit or topic. */
  direct?: boolean;
};

/**
 * Raises one event for its recipients inside the write that caused it: one row per person and target
 * (a new event moves it to the top, brings it back from done and counts it), each an upsert of the
 * `notification` entity in the person's own room, logged in the same transaction. Nobody hears of
 * their own action, nor of a target they cannot see, nor of a kind they turned off or a place they
 * muted. Returns the people told.
 */
export async function raiseNotifications(
  tx: Tx,
  changes: ChangeRecorder,
  event: NotificationEvent,
): Promise<string[]> {
  let people = [...new Set(event.recipients)].filter((userId) => userId !== event.actorId);
  if (people.length === 0) return [];
  if (event.orbitId) {
    const { viewers } = await orbitAudience(tx, event.orbitId);
    const sees = new Set(viewers);
    people = people.filter((userId) => sees.has(userId));
  }
  const preferences = await loadPreferences(tx, event.workspaceId, people);
  const mutedHere =
    event.conversationId && !event.direct
      ? await mutedConversation(tx, event.conversationId, people)
      : new Set<string>();
  people = people.filter((userId) => {
    const prefs = preferences.get(userId);
    if (!prefs || !wantsInApp(prefs, event.kind)) return false;
    if (event.direct) return true;
    if (event.orbitId && prefs.mutedOrbitIds.includes(event.orbitId)) return false;
    return !mutedHere.has(userId);
  });
  if (people.length === 0) return [];
  const rows = await upsertRows(tx, event, people);
  await changes.recordMany(
    rows.map((row) => ({
      workspaceId: row.workspaceId,
      entity: 'notification',
      op: 'upsert' as const,
      id: row.id,
      userId: row.userId,
      data: presentNotification(row),
      seq: row.seq,
    })),
  );
  return people;
}

/** Who among `people` muted the conversation in chat (its header or list menu: `chat_reads.muted`). */
async function mutedConversation(tx: Tx, conversationId: string, people: string[]): Promise<Set<string>> {
  const result = await tx.execute<{ user_id: string }>(sql`
    select user_id from chat_reads
    where conversation_id = ${conversationId} and muted
      and user_id = any(${`{${people.join(',')}}`}::uuid[])`);
  return new Set(result.rows.map((row) => row.user_id));
}

/**
 * `updated_at` is kept to the millisecond: the inbox's older pages go by (updatedAt, id) from the
 * oldest row a device holds, and the DTO carries milliseconds, so a finer stored time would put two
 * events of one millisecond in another order on the server than on the device and skip one.
 */
async function upsertRows(tx: Tx, event: NotificationEvent, people: string[]) {
  const ids = people.map(() => newId());
  const actorIds = JSON.stringify(event.actorId ? [event.actorId] : []);
  const excerpt = (event.excerpt ?? '').slice(0, excerptMax);
  // Row locks come with the conflict; the number is taken after, so a row's seq grows in commit order.
  const result = await tx.execute<RawNotificationRow>(sql`
    insert into notifications as n (id, workspace_id, user_id, kind, target_kind, target_id, item_id,
      orbit_id, conversation_id, message_id, actor_id, actor_ids, count, title, excerpt, updated_at, seq)
    select r.id, ${event.workspaceId}::uuid, r.user_id, ${event.kind}, ${event.target.kind}, ${event.target.id},
      ${event.itemId ?? null}, ${event.orbitId ?? null}, ${event.conversationId ?? null},
      ${event.messageId ?? null}, ${event.actorId}::uuid, ${actorIds}::jsonb, 1, ${event.title}, ${excerpt},
      date_trunc('milliseconds', now()), next_change_seq()
    from unnest(${`{${ids.join(',')}}`}::text[], ${`{${people.join(',')}}`}::uuid[]) as r(id, user_id)
    order by r.user_id
    on conflict (user_id, workspace_id, target_kind, target_id) do update set
      kind = excluded.kind,
      actor_id = excluded.actor_id,
      actor_ids = (
        select coalesce(jsonb_agg(x order by o), '[]'::jsonb) from (
          select x, min(o) as o from jsonb_array_elements_text(excluded.actor_ids || n.actor_ids)
            with ordinality as t(x, o) group by x order by min(o) limit 5) s),
      count = case when n.read_at is null and n.done_at is null then n.count + 1 else 1 end,
      item_id = excluded.item_id,
      orbit_id = excluded.orbit_id,
      conversation_id = excluded.conversation_id,
      message_id = excluded.message_id,
      title = excluded.title,
      excerpt = excluded.excerpt,
      read_at = null,
      done_at = null,
      emailed_at = null,
      updated_at = date_trunc('milliseconds', now()),
      seq = next_change_seq()
    returning *`);
  return result.rows.map(fromRaw);
}
