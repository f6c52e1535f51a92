import type { ConversationDto, CreateTopicBody } from '@orbit/shared';
import { and, eq, sql } from 'drizzle-orm';
import { conversationMembers, conversations } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { AppError } from '../../http/app-error.js';
import type { Created } from '../orbits/create-orbit.js';
import { requireWorkspaceMembers } from '../orbits/workspace-members.js';
import type { Actor } from '../sync/actor.js';
import { refreshConversationRoom } from '../sync/conversation-rooms.js';
import { newId } from '../sync/new-id.js';
import type { Reader } from '../sync/tx.js';
import { type SyncContext, withChanges } from '../sync/with-changes.js';
import { accessConversation } from './access-conversation.js';
import { loadConversation } from './conversation.presenter.js';
import { stampConversation } from './stamp-conversation.js';
import { topicNameTaken } from './topic-policy.js';

/** Whether another topic of the workspace has this name (case-insensitive). */
export async function topicNameUsed(db: Reader, workspaceId: string, name: string, except?: string) {
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      and(
        eq(conversations.workspaceId, workspaceId),
        eq(conversations.kind, 'topic'),
        sql`lower(${conversations.name}) = lower(${name})`,
        except ? sql`${conversations.id} <> ${except}` : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** POST /chat/topics: 201 with the topic (the creator a member), 200 for a clientId already used. */
export async function createTopic(
  ctx: SyncContext,
  actor: Actor,
  input: CreateTopicBody,
): Promise<Created<ConversationDto>> {
  if (actor.role === 'guest') throw new AppError('forbidden', 'Guests cannot create topics.');
  const again = async () => ({
    value: await loadConversation(ctx.db, (await accessConversation(ctx.db, actor, input.clientId)).id),
    created: false,
  });
  const [existing] = await ctx.db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.workspaceId, actor.workspaceId), eq(conversations.clientId, input.clientId)));
  if (existing) return again();
  if (await topicNameUsed(ctx.db, actor.workspaceId, input.name)) throw topicNameTaken();
  try {
    const value = await withChanges(ctx, async (tx, changes) => {
      const memberIds = await requireWorkspaceMembers(
        tx,
        actor.workspaceId,
        [actor.userId, ...(input.memberIds ?? [])],
        'memberIds',
      );
      const id = newId();
      await tx.insert(conversations).values({
        id,
        clientId: input.clientId,
        workspaceId: actor.workspaceId,
        kind: 'topic',
        name: input.name,
        description: input.description ?? '',
        visibility: input.visibility,
        createdBy: actor.userId,
      });
      await tx
        .insert(conversationMembers)
        .values(memberIds.map((userId) => ({ conversationId: id, userId })));
      changes.afterCommit(() => refreshConversationRoom(ctx.db, ctx.io, id));
      return stampConversation(tx, changes, actor.workspaceId, id);
    });
    return { value, created: true };
  } catch (error) {
    if (isUniqueViolation(error, 'conversations_workspace_id_client_id_key')) return again();
    if (isUniqueViolation(error, 'conversations_topic_name_key')) throw topicNameTaken();
    throw error;
  }
}
