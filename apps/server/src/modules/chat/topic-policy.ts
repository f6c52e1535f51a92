import type { ConversationRow } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { Actor } from '../sync/actor.js';
import { conversationNotFound } from './access-conversation.js';

/** Topic routes on a dm or a task's conversation: nothing by that id is a topic. */
export function assertTopic(conversation: ConversationRow): void {
  if (conversation.kind !== 'topic') throw conversationNotFound();
}

/** Rename, describe, change visibility, archive, restore, remove members: its creator or an owner/admin. */
export function canManageTopic(actor: Actor, topic: ConversationRow): boolean {
  return topic.createdBy === actor.userId || actor.role === 'owner' || actor.role === 'admin';
}

export function assertCanManageTopic(actor: Actor, topic: ConversationRow): void {
  if (!canManageTopic(actor, topic)) {
    throw new AppError('forbidden', 'Only the topic’s creator or an admin can change this.');
  }
}

export const topicNameTaken = () =>
  new AppError('topic_name_taken', 'A topic with that name already exists.', {
    name: 'A topic with that name already exists.',
  });
