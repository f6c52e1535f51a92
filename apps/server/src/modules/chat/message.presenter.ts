import type { MessageCallDto, MessageDto } from '@orbit/shared';
import { asc, inArray } from 'drizzle-orm';
import {
  calls,
  type MessageRow,
  messageAttachments,
  messageReactions,
  messages,
} from '../../db/schema/index.js';
import type { Reader } from '../sync/tx.js';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A call's summary on the message it posted in its conversation. */
function presentMessageCall(call: {
  id: string;
  startedAt: Date | null;
  endedAt: Date | null;
}): MessageCallDto {
  const durationSeconds =
    call.startedAt && call.endedAt
      ? Math.max(0, Math.round((call.endedAt.getTime() - call.startedAt.getTime()) / 1000))
      : null;
  return { id: call.id, startedAt: iso(call.startedAt), endedAt: iso(call.endedAt), durationSeconds };
}

/** The messages with these ids as DTOs (reactions in the order given, files oldest first), in `ids` order. */
export async function loadMessages(db: Reader, ids: readonly string[]): Promise<MessageDto[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(messages)
    .where(inArray(messages.id, [...ids]));
  return presentMessages(db, rows, ids);
}

/** Rows already read, with their reactions and files. */
export async function presentMessages(
  db: Reader,
  rows: readonly MessageRow[],
  order: readonly string[] = rows.map((row) => row.id),
): Promise<MessageDto[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const reactionRows = await db
    .select()
    .from(messageReactions)
    .where(inArray(messageReactions.messageId, ids))
    .orderBy(asc(messageReactions.createdAt), asc(messageReactions.userId));
  const fileRows = await db
    .select()
    .from(messageAttachments)
    .where(inArray(messageAttachments.messageId, ids))
    .orderBy(asc(messageAttachments.createdAt), asc(messageAttachments.id));
  const callIds = [...new Set(rows.flatMap((row) => (row.callId ? [row.callId] : [])))];
  const callRows =
    callIds.length === 0
      ? []
      : await db
          .select({ id: calls.id, startedAt: calls.startedAt, endedAt: calls.endedAt })
          .from(calls)
          .where(inArray(calls.id, callIds));
  const callsById = new Map(callRows.map((call) => [call.id, presentMessageCall(call)]));
  const reactions = new Map<string, Map<string, string[]>>();
  for (const reaction of reactionRows) {
    const byEmoji = reactions.get(reaction.messageId) ?? new Map<string, string[]>();
    byEmoji.set(reaction.emoji, [...(byEmoji.get(reaction.emoji) ?? []), reaction.userId]);
    reactions.set(reaction.messageId, byEmoji);
  }
  const files = new Map<string, MessageDto['attachments']>();
  for (const file of fileRows) {
    if (!file.messageId) continue;
    files.set(file.messageId, [
      ...(files.get(file.messageId) ?? []),
      {
        id: file.id,
        name: file.name,
        contentType: file.contentType,
        size: file.size,
        createdBy: file.createdBy,
        createdAt: file.createdAt.toISOString(),
      },
    ]);
  }
  const byId = new Map(
    rows.map((row): [string, MessageDto] => [
      row.id,
      {
        id: row.id,
        clientId: row.clientId,
        workspaceId: row.workspaceId,
        conversationId: row.conversationId,
        conversationSeq: row.conversationSeq,
        authorId: row.authorId,
        body: row.body,
        parentId: row.parentId,
        replyCount: row.replyCount,
        lastReplyAt: iso(row.lastReplyAt),
        replyUserIds: row.replyUserIds,
        reactions: [...(reactions.get(row.id) ?? new Map<string, string[]>()).entries()].map(
          ([emoji, userIds]) => ({ emoji, userIds }),
        ),
        attachments: files.get(row.id) ?? [],
        editedAt: iso(row.editedAt),
        deletedAt: iso(row.deletedAt),
        createdAt: row.createdAt.toISOString(),
        seq: row.seq,
        ...(row.callId ? { call: callsById.get(row.callId) ?? null } : {}),
      },
    ]),
  );
  return order.flatMap((id) => byId.get(id) ?? []);
}

export async function loadMessage(db: Reader, id: string): Promise<MessageDto> {
  const [dto] = await loadMessages(db, [id]);
  if (!dto) throw new Error(`loadMessage: no message ${id}`);
  return dto;
}
