import type { ConversationDto } from '@orbit/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { type ConversationRow, conversationMembers } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { requireWorkspaceMembers } from '../orbits/workspace-members.js';
import type { Actor } from '../sync/actor.js';
import { refreshConversationRoom } from '../sync/conversation-rooms.js';
import type { Tx } from '../sync/tx.js';
import { type ChangeRecorder, type SyncContext, withChanges } from '../sync/with-changes.js';
import { accessConversation, assertConversationActive } from './access-conversation.js';
import { recordConversationAccess } from './conversation-access.js';
import { conversationAudience } from './conversation-visibility.js';
import { stampConversation } from './stamp-conversation.js';
import { assertCanManageTopic, assertTopic } from './topic-policy.js';

async function isMember(tx: Tx, conversationId: string, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ userId: conversationMembers.userId })
    .from(conversationMembers)
    .where(
      and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, userId)),
    );
  return Boolean(row);
}

/**
 * One membership write on a topic: `change` edits its members; the topic is stamped again, and who
 * gained or lost it hears so in their room; sockets move after commit.
 */
async function changeMembers(
  ctx: SyncContext,
  actor: Actor,
  id: string,
  change: (tx: Tx, topic: ConversationRow, changes: ChangeRecorder) => Promise<void>,
): Promise<ConversationDto> {
  return withChanges(ctx, async (tx, changes) => {
    const topic = await accessConversation(tx, actor, id, 'update');
    assertTopic(topic);
    const { viewers } = await conversationAudience(tx, topic.id);
    await change(tx, topic, changes);
    const dto = await stampConversation(tx, changes, actor.workspaceId, topic.id);
    await recordConversationAccess(tx, changes, actor.workspaceId, topic.id, viewers);
    changes.afterCommit(() => refreshConversationRoom(ctx.db, ctx.io, topic.id));
    return dto;
  });
}

/** POST /topics/:id/join: a public topic, for anyone but guests (who do not see it: 404). */
export function joinTopic(ctx: SyncContext, actor: Actor, id: string): Promise<ConversationDto> {
  return changeMembers(ctx, actor, id, async (tx, topic) => {
    assertConversationActive(topic);
    if (actor.role === 'guest') throw new AppError('forbidden', 'Guests join topics when they are added.');
    await tx
      .insert(conversationMembers)
      .values({ conversationId: topic.id, userId: actor.userId })
      .onConflictDoNothing();
  });
}

/** POST /topics/:id/leave: any member (leaving a private topic loses it). */
export async function leaveTopic(ctx: SyncContext, actor: Actor, id: string): Promise<void> {
  await changeMembers(ctx, actor, id, async (tx, topic) => {
    await tx
      .delete(conversationMembers)
      .where(
        and(eq(conversationMembers.conversationId, topic.id), eq(conversationMembers.userId, actor.userId)),
      );
  });
}

/** POST /topics/:id/members: any member of the topic but guests. */
export function addTopicMembers(
  ctx: SyncContext,
  actor: Actor,
  id: string,
  userIds: readonly string[],
): Promise<ConversationDto> {
  return changeMembers(ctx, actor, id, async (tx, topic) => {
    if (actor.role === 'guest' || !(await isMember(tx, topic.id, actor.userId))) {
      throw new AppError('forbidden', 'Only members of the topic can add people to it.');
    }
    assertConversationActive(topic);
    const ids = await requireWorkspaceMembers(tx, actor.workspaceId, userIds, 'userIds');
    await tx
      .insert(conversationMembers)
      .values(ids.map((userId) => ({ conversationId: topic.id, userId })))
      .onConflictDoNothing();
  });
}

/** DELETE /topics/:id/members/:userId: the topic's creator or an owner/admin. */
export function removeTopicMember(
  ctx: SyncContext,
  actor: Actor,
  id: string,
  userId: string,
): Promise<ConversationDto> {
  return changeMembers(ctx, actor, id, async (tx, topic) => {
    assertCanManageTopic(actor, topic);
    assertConversationActive(topic);
    await tx
      .delete(conversationMembers)
      .where(
        and(eq(conversationMembers.conversationId, topic.id), inArray(conversationMembers.userId, [userId])),
      );
  });
}
