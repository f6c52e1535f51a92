import type { NotificationDto } from '@orbit/shared';
import type { NotificationRow } from '../../db/schema/index.js';
import { iso } from '../sync/sync.helpers.js';

export function presentNotification(row: NotificationRow): NotificationDto {
  return {
    id: row.id,
    workspaceId: row.workspaceId,
    userId: row.userId,
    kind: row.kind,
    targetKind: row.targetKind,
    targetId: row.targetId,
    itemId: row.itemId,
    orbitId: row.orbitId,
    conversationId: row.conversationId,
    messageId: row.messageId,
    actorId: row.actorId,
    actorIds: row.actorIds,
    count: row.count,
    title: row.title,
    excerpt: row.excerpt,
    readAt: iso(row.readAt),
    doneAt: iso(row.doneAt),
    snoozedUntil: iso(row.snoozedUntil),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    seq: row.seq,
  };
}

/** The columns of a raw `returning *` row (snake case, timestamps as Date or text). */
export type RawNotificationRow = Record<string, unknown>;

const date = (value: unknown): Date | null =>
  value === null || value === undefined ? null : value instanceof Date ? value : new Date(String(value));

/** A row read with plain SQL, in Drizzle's shape. */
export function fromRaw(raw: RawNotificationRow): NotificationRow {
  return {
    id: String(raw.id),
    workspaceId: String(raw.workspace_id),
    userId: String(raw.user_id),
    kind: raw.kind as NotificationRow['kind'],
    targetKind: raw.target_kind as NotificationRow['targetKind'],
    targetId: String(raw.target_id),
    itemId: (raw.item_id as string | null) ?? null,
    orbitId: (raw.orbit_id as string | null) ?? null,
    conversationId: (raw.conversation_id as string | null) ?? null,
    messageId: (raw.message_id as string | null) ?? null,
    actorId: (raw.actor_id as string | null) ?? null,
    actorIds: Array.isArray(raw.actor_ids) ? (raw.actor_ids as string[]) : [],
    count: Number(raw.count),
    title: String(raw.title ?? ''),
    excerpt: String(raw.excerpt ?? ''),
    readAt: date(raw.read_at),
    doneAt: date(raw.done_at),
    snoozedUntil: date(raw.snoozed_until),
    emailedAt: date(raw.emailed_at),
    createdAt: date(raw.created_at) ?? new Date(0),
    updatedAt: date(raw.updated_at) ?? new Date(0),
    seq: Number(raw.seq),
  };
}
