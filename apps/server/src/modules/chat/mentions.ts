import { type MessageMention, messageMentions } from '@orbit/shared';
import { and, eq } from 'drizzle-orm';
import { type ConversationRow, conversations, memberships } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { groupIdsVisibleTo } from '../groups/group-members.js';
import { accessOrbit } from '../orbits/access-orbit.js';
import type { Actor } from '../sync/actor.js';
import type { Reader } from '../sync/tx.js';
import { accessView } from '../views/view.presenter.js';
import { findConversation } from './access-conversation.js';
import { conversationVisibleTo } from './conversation-visibility.js';

export type SendWarning = { code: 'mention_cannot_see'; userId: string; message: string };

const refuse = (message: string) => new AppError('validation_failed', message, { body: message });

const isNotFound = (error: unknown) => error instanceof AppError && error.code === 'not_found';

/** Whether the thing a mention names exists and the author may see it (a 400 on `body` otherwise). */
async function checkMention(db: Reader, actor: Actor, mention: MessageMention): Promise<void> {
  switch (mention.kind) {
    case 'everyone':
    case 'here':
      if (mention.id !== mention.kind)
        throw refuse(`A mention of ${mention.kind} must have the id “${mention.kind}”.`);
      return;
    case 'group':
      if (!(await groupIdsVisibleTo(db, actor.workspaceId, actor.userId)).includes(mention.id)) {
        throw refuse('That message mentions an unknown group.');
      }
      return;
    case 'user': {
      const known =
        /^[0-9a-f-]{36}$/i.test(mention.id) &&
        (
          await db
            .select({ userId: memberships.userId })
            .from(memberships)
            .where(and(eq(memberships.workspaceId, actor.workspaceId), eq(memberships.userId, mention.id)))
        ).length > 0;
      if (!known) throw refuse('That message mentions someone who is not in this workspace.');
      return;
    }
    case 'topic': {
      const topic = await findConversation(db, actor, mention.id);
      if (topic?.kind !== 'topic') throw refuse('That message mentions an unknown topic.');
      return;
    }
    case 'orbit':
      try {
        await accessOrbit(db, actor, mention.id);
      } catch (error) {
        if (isNotFound(error)) throw refuse('That message mentions an unknown orbit.');
        throw error;
      }
      return;
    case 'view':
      try {
        await accessView(db, actor, mention.id);
      } catch (error) {
        if (isNotFound(error)) throw refuse('That message mentions an unknown view.');
        throw error;
      }
      return;
  }
}

/** Whether the person sees the conversation (with their role in its workspace). */
async function userSees(db: Reader, conversation: ConversationRow, userId: string): Promise<boolean> {
  const [membership] = await db
    .select({ role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.workspaceId, conversation.workspaceId), eq(memberships.userId, userId)));
  if (!membership) return false;
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.id, conversation.id), conversationVisibleTo(userId, membership.role)));
  return Boolean(row);
}

/**
 * The body's mentions checked (400 on `body` for an unknown one), as the keys unread counts look for,
 * with a warning for each mentioned person who cannot see the conversation.
 */
export async function checkMentions(
  db: Reader,
  actor: Actor,
  conversation: ConversationRow,
  body: string,
): Promise<{ keys: string[]; warnings: SendWarning[] }> {
  const mentions = messageMentions(body);
  const keys: string[] = [];
  const warnings: SendWarning[] = [];
  for (const mention of mentions) {
    await checkMention(db, actor, mention);
    if (mention.kind === 'user') {
      keys.push(`user:${mention.id}`);
      if (!(await userSees(db, conversation, mention.id))) {
        warnings.push({
          code: 'mention_cannot_see',
          userId: mention.id,
          message: 'Someone you mentioned cannot see this conversation, so they will not be notified.',
        });
      }
    } else if (mention.kind === 'everyone' || mention.kind === 'here') {
      keys.push(mention.kind);
    } else if (mention.kind === 'group') {
      keys.push(`group:${mention.id}`);
    }
  }
  return { keys, warnings };
}
