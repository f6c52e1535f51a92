import {
  type ChatReadDto,
  type ConversationDto,
  chatReadSchema,
  conversationSchema,
  type DraftDto,
  draftKey,
  draftSchema,
  type MessageDto,
  messageSchema,
  type ScheduledMessageDto,
  scheduledMessageSchema,
} from '@orbit/shared';
import type { LocalDb, LocalRow } from '../../lib/localDb';
import type { SyncDb } from '../../lib/syncDb';
import { rowSeq } from './rowSeq';

// Where chat's synced rows live on this device (docs/SYNC.md, Chat). The seed's tables hold
// conversations (`topics`, key id), drafts (`draftMessages`, key item_id = `draftKey`: the conversation's
// id, or `conversationId_rootId` for a thread's) and
// scheduled messages (`scheduledMessages`); messages and read markers, which the seed's schema has no
// table for, live in the sync engine's own database (`orbit-sync`: `messages`, `chatReads`).

export type ConversationRow = ConversationDto & LocalRow;
export type DraftRow = DraftDto & { item_id: string; workspaceId: string };
export type ScheduledRow = ScheduledMessageDto & LocalRow;
export type MessageRow = MessageDto;
export type ChatReadRow = ChatReadDto & { workspaceId: string };

export async function putConversation(db: LocalDb, data: unknown, seq: number): Promise<void> {
  const conversation = conversationSchema.parse(data);
  const current = await db.topics.get(conversation.id);
  if (current && rowSeq(current) >= seq) return;
  await db.topics.put({ ...conversation, seq });
  if (conversation.clientId && conversation.clientId !== conversation.id) {
    await db.topics.delete(conversation.clientId);
  }
}

export async function deleteConversation(db: LocalDb, id: string, seq: number): Promise<void> {
  const current = await db.topics.get(id);
  if (current && rowSeq(current) > seq) return;
  await db.topics.delete(id);
  // The conversation's own draft and each of its threads'.
  await db.draftMessages.filter((row) => row.item_id === id || row.conversationId === id).delete();
}

export async function putDraft(db: LocalDb, workspaceId: string, data: unknown): Promise<void> {
  const draft = draftSchema.parse(data);
  const key = draftKey(draft.conversationId, draft.parentId);
  const current = await db.draftMessages.get(key);
  if (current && rowSeq(current) >= draft.seq) return;
  await db.draftMessages.put({ ...draft, item_id: key, workspaceId });
}

export async function putScheduled(db: LocalDb, data: unknown, seq: number): Promise<void> {
  const scheduled = scheduledMessageSchema.parse(data);
  const current = await db.scheduledMessages.get(scheduled.id);
  if (current && rowSeq(current) >= seq) return;
  await db.scheduledMessages.put({ ...scheduled, seq });
  if (scheduled.clientId && scheduled.clientId !== scheduled.id) {
    await db.scheduledMessages.delete(scheduled.clientId);
  }
}

export async function deleteById(
  table: LocalDb['topics'] | LocalDb['scheduledMessages'],
  id: string,
  seq: number,
): Promise<void> {
  const current = await table.get(id);
  if (current && rowSeq(current) > seq) return;
  await table.delete(id);
}

/** A message change, inside a transaction over `messages` of the sync database. */
export async function putMessage(store: SyncDb, data: unknown, seq: number): Promise<void> {
  const message = messageSchema.parse(data);
  const current = await store.messages.get(message.id);
  if (current && rowSeq(current) >= seq) return;
  await store.messages.put({ ...message, seq });
  // The server's copy replaces the pending one shown under the temporary id.
  if (message.clientId && message.clientId !== message.id) await store.messages.delete(message.clientId);
}

export async function deleteMessage(store: SyncDb, id: string, seq: number): Promise<void> {
  const current = await store.messages.get(id);
  if (current && rowSeq(current) > seq) return;
  await store.messages.delete(id);
}

export async function putChatRead(store: SyncDb, workspaceId: string, data: unknown): Promise<void> {
  const read = chatReadSchema.parse(data);
  const current = await store.chatReads.get(read.conversationId);
  if (current && rowSeq(current) >= read.seq) return;
  await store.chatReads.put({ ...read, workspaceId });
}

/** Messages and read markers of conversations this device no longer holds go with them. */
export async function dropConversationMessages(store: SyncDb, conversationIds: readonly string[]) {
  if (conversationIds.length === 0) return;
  await store.messages.where('conversationId').anyOf(conversationIds).delete();
  await store.chatReads.bulkDelete([...conversationIds]);
}

/** Everything chat held for a workspace (left it, or a bootstrap that replaces it). */
export async function dropWorkspaceChat(
  db: LocalDb,
  store: SyncDb | null,
  workspaceId: string,
): Promise<void> {
  const inWorkspace = (row: LocalRow) => row.workspaceId === workspaceId;
  await db.topics.filter(inWorkspace).delete();
  await db.draftMessages.filter(inWorkspace).delete();
  await db.scheduledMessages.filter(inWorkspace).delete();
  if (!store) return;
  await store.messages.where('workspaceId').equals(workspaceId).delete();
  await store.chatReads.where('workspaceId').equals(workspaceId).delete();
}

/**
 * A message still under its temporary id (sent from this device, not yet stored by the server) sorts
 * after every stored one: its `conversationSeq` is this base plus when it was written.
 */
export const PENDING_SEQ_BASE = 1e15;

/** The seed's rule: a temporary id contains a dash (server ids never do). */
export const isTemporaryId = (id: string) => id.includes('-');

/** Reads a stored message back; a record that does not parse is left out. */
export function toMessage(row: unknown): MessageRow | null {
  const parsed = messageSchema.safeParse(row);
  return parsed.success ? parsed.data : null;
}

/** Reads a stored conversation back (optimistic rows included); null when it does not parse. */
export function toConversation(row: unknown): ConversationRow | null {
  const parsed = conversationSchema.safeParse(row);
  return parsed.success ? (parsed.data as ConversationRow) : null;
}

/** The messages of a conversation (all its ids: the server's and the temporary one), oldest first. */
export async function readMessages(store: SyncDb, conversationIds: readonly string[]): Promise<MessageRow[]> {
  const rows = await store.messages
    .where('conversationId')
    .anyOf([...conversationIds])
    .toArray();
  const messages = rows.flatMap((row) => {
    const message = toMessage(row);
    return message ? [message] : [];
  });
  // A pending message whose server copy is already here is that message: shown once.
  const confirmed = new Set(messages.flatMap((m) => (m.clientId && m.clientId !== m.id ? [m.clientId] : [])));
  return messages
    .filter((m) => !confirmed.has(m.id))
    .sort((a, b) => a.conversationSeq - b.conversationSeq || a.createdAt.localeCompare(b.createdAt));
}
