import type { ConversationDto } from '@orbit/shared';
import { asc, eq, inArray } from 'drizzle-orm';
import { type ConversationRow, conversationMembers, conversations, items } from '../../db/schema/index.js';
import type { Reader } from '../sync/tx.js';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function presentConversation(
  row: ConversationRow,
  memberIds: string[],
  orbitId: string | null,
): ConversationDto {
  return {
    id: row.id,
    clientId: row.clientId,
    workspaceId: row.workspaceId,
    kind: row.kind,
    name: row.name,
    description: row.description,
    visibility: row.visibility,
    itemId: row.itemId,
    orbitId,
    memberIds: row.kind === 'task' ? [] : memberIds,
    createdBy: row.createdBy,
    archivedAt: iso(row.archivedAt),
    lastSeq: row.lastSeq,
    lastMessageAt: iso(row.lastMessageAt),
    createdAt: row.createdAt.toISOString(),
    seq: row.seq,
  };
}

/** The conversations with these ids as DTOs, in the order of `ids` (missing ones left out). */
export async function loadConversations(db: Reader, ids: readonly string[]): Promise<ConversationDto[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ conversation: conversations, orbitId: items.orbitId })
    .from(conversations)
    .leftJoin(items, eq(items.id, conversations.itemId))
    .where(inArray(conversations.id, [...ids]));
  const members = await db
    .select()
    .from(conversationMembers)
    .where(inArray(conversationMembers.conversationId, [...ids]))
    .orderBy(asc(conversationMembers.createdAt), asc(conversationMembers.userId));
  const byConversation = new Map<string, string[]>();
  for (const member of members) {
    const list = byConversation.get(member.conversationId) ?? [];
    list.push(member.userId);
    byConversation.set(member.conversationId, list);
  }
  const byId = new Map(
    rows.map((row) => [
      row.conversation.id,
      presentConversation(row.conversation, byConversation.get(row.conversation.id) ?? [], row.orbitId),
    ]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function loadConversation(db: Reader, id: string): Promise<ConversationDto> {
  const [dto] = await loadConversations(db, [id]);
  if (!dto) throw new Error(`loadConversation: no conversation ${id}`);
  return dto;
}
