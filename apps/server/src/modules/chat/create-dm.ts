import type { ConversationDto, CreateDmBody } from '@orbit/shared';
import { and, eq } from 'drizzle-orm';
import { conversationMembers, conversations } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { AppError } from '../../http/app-error.js';
import type { Created } from '../orbits/create-orbit.js';
import { requireWorkspaceMembers } from '../orbits/workspace-members.js';
import type { Actor } from '../sync/actor.js';
import { refreshConversationRoom } from '../sync/conversation-rooms.js';
import { newId } from '../sync/new-id.js';
import { type SyncContext, withChanges } from '../sync/with-changes.js';
import { loadConversation } from './conversation.presenter.js';
import { stampConversation } from './stamp-conversation.js';

/** POST /chat/dms: the dm of exactly these people (the caller included), made once: 201, then 200. */
export async function createDm(
  ctx: SyncContext,
  actor: Actor,
  input: CreateDmBody,
): Promise<Created<ConversationDto>> {
  const others = [...new Set(input.userIds)].filter((id) => id !== actor.userId);
  if (others.length === 0) {
    throw new AppError('validation_failed', 'Choose someone to write to.', {
      userIds: 'Choose someone to write to.',
    });
  }
  const people = await requireWorkspaceMembers(
    ctx.db,
    actor.workspaceId,
    [actor.userId, ...others],
    'userIds',
  );
  const dmKey = [...people].sort().join(',');
  const find = async () => {
    const [row] = await ctx.db
      .select({ id: conversations.id })
      .from(conversations)
      .where(and(eq(conversations.workspaceId, actor.workspaceId), eq(conversations.dmKey, dmKey)));
    return row ? { value: await loadConversation(ctx.db, row.id), created: false } : null;
  };
  const existing = await find();
  if (existing) return existing;
  try {
    const value = await withChanges(ctx, async (tx, changes) => {
      const id = newId();
      await tx.insert(conversations).values({
        id,
        clientId: input.clientId,
        workspaceId: actor.workspaceId,
        kind: 'dm',
        visibility: 'private',
        dmKey,
        createdBy: actor.userId,
      });
      await tx.insert(conversationMembers).values(people.map((userId) => ({ conversationId: id, userId })));
      changes.afterCommit(() => refreshConversationRoom(ctx.db, ctx.io, id));
      return stampConversation(tx, changes, actor.workspaceId, id);
    });
    return { value, created: true };
  } catch (error) {
    const raced =
      isUniqueViolation(error, 'conversations_dm_key') ||
      isUniqueViolation(error, 'conversations_workspace_id_client_id_key');
    if (!raced) throw error;
    const made = await find();
    if (made) return made;
    throw error;
  }
}
