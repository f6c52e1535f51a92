import { draftKey } from '@orbit/shared';
import { and, eq } from 'drizzle-orm';
import { chatReads, memberships, messageDrafts } from '../../db/schema/index.js';
import type { Tx } from '../sync/tx.js';
import type { ChangeRecorder } from '../sync/with-changes.js';
import { presentChatRead } from './chat-reads.js';
import { conversationAudience, visibleRoomConversationIds } from './conversation-visibility.js';
import { presentDraft } from './drafts.js';
import { recordConversationFor } from './stamp-conversation.js';

/**
 * Someone who sees a conversation again gets it with their own rows for it: their client dropped the
 * draft and read marker with the conversation when they lost it (a bootstrap would carry both).
 */
async function recordRegained(
  tx: Tx,
  changes: ChangeRecorder,
  workspaceId: string,
  conversationId: string,
  userId: string,
): Promise<void> {
  await recordConversationFor(tx, changes, workspaceId, conversationId, userId);
  const mine = (table: typeof messageDrafts | typeof chatReads) =>
    and(eq(table.conversationId, conversationId), eq(table.userId, userId));
  // Their drafts there: the conversation's own and each thread's.
  for (const draft of await tx.select().from(messageDrafts).where(mine(messageDrafts))) {
    const seq = await changes.nextSeq(workspaceId);
    const data = { ...presentDraft(draft), seq };
    const id = draftKey(conversationId, draft.parentId);
    await changes.record({ workspaceId, entity: 'draft', op: 'upsert', id, userId, data }, seq);
  }
  const [read] = await tx.select().from(chatReads).where(mine(chatReads));
  if (read) {
    const seq = await changes.nextSeq(workspaceId);
    const data = { ...presentChatRead(read), seq };
    await changes.record(
      { workspaceId, entity: 'chatRead', op: 'upsert', id: conversationId, userId, data },
      seq,
    );
  }
}

// Access changes are changes (docs/SYNC.md): someone who starts seeing a topic or dm gets it in their
// own room, someone who stops gets a `conversation` delete there, in the write's own transaction.

/** Call with who saw the topic or dm before a change to its members or visibility, after making it. */
export async function recordConversationAccess(
  tx: Tx,
  changes: ChangeRecorder,
  workspaceId: string,
  conversationId: string,
  viewersBefore: readonly string[],
): Promise<void> {
  const { viewers } = await conversationAudience(tx, conversationId);
  const before = new Set(viewersBefore);
  const now = new Set(viewers);
  for (const userId of viewersBefore) {
    if (now.has(userId)) continue;
    await changes.record({
      workspaceId,
      entity: 'conversation',
      op: 'delete',
      id: conversationId,
      userId,
      data: null,
    });
  }
  for (const userId of viewers) {
    if (!before.has(userId)) await recordRegained(tx, changes, workspaceId, conversationId, userId);
  }
}

/**
 * After a role change (a guest sees only the topics they were added to): the topics the person stops
 * or starts seeing, in their room. Call with the topics and dms they saw before.
 */
export async function recordRoleConversationAccess(
  tx: Tx,
  changes: ChangeRecorder,
  workspaceId: string,
  userId: string,
  before: readonly string[],
): Promise<void> {
  const [membership] = await tx
    .select({ role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.workspaceId, workspaceId), eq(memberships.userId, userId)));
  const now = membership ? await visibleRoomConversationIds(tx, workspaceId, userId, membership.role) : [];
  const had = new Set(before);
  const has = new Set(now);
  for (const id of before) {
    if (has.has(id)) continue;
    await changes.record({ workspaceId, entity: 'conversation', op: 'delete', id, userId, data: null });
  }
  for (const id of now) {
    if (!had.has(id)) await recordRegained(tx, changes, workspaceId, id, userId);
  }
}
