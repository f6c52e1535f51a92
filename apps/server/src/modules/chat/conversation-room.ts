import type { ConversationDto } from '@orbit/shared';
import { conversationRoom, orbitRoom } from '../sync/rooms.js';

/** A topic's or dm's changes go to its own room; a task's conversation to the task's orbit. */
export function roomOfConversation(conversation: Pick<ConversationDto, 'id' | 'kind' | 'orbitId'>): string {
  if (conversation.kind === 'task' && conversation.orbitId) return orbitRoom(conversation.orbitId);
  return conversationRoom(conversation.id);
}
