import type { ConversationDto } from '@orbit/shared';

/** A person of the workspace as chat shows them (from the local `users` table). */
export type ChatPerson = { id: string; name: string; avatarUrl: string | null; role: string | null };

/** The seed's shape of a direct message's participant. */
export type Participant = { id: string; name: string; is_curr_user: boolean };

type Named = Pick<ConversationDto, 'kind' | 'name' | 'memberIds'>;

/**
 * A dm's participants with their names and `is_curr_user` (the seed), the others first in the order
 * they were added, the current user last. Someone no longer in the workspace keeps `fallbackName`.
 */
export function participantsOf(
  conversation: Pick<ConversationDto, 'memberIds'>,
  people: ReadonlyMap<string, ChatPerson>,
  meId: string,
  fallbackName: string,
): Participant[] {
  const others = conversation.memberIds.filter((id) => id !== meId);
  const mine = conversation.memberIds.includes(meId) ? [meId] : [];
  return [...others, ...mine].map((id) => ({
    id,
    name: people.get(id)?.name || fallbackName,
    is_curr_user: id === meId,
  }));
}

/** What a conversation is called in lists and headers: a topic's name, a dm's other people. */
export function conversationTitle(
  conversation: Named,
  participants: readonly Participant[],
  labels: { task: string; onlyMe: string },
): string {
  if (conversation.kind === 'topic') return conversation.name;
  if (conversation.kind === 'task') return conversation.name || labels.task;
  const others = participants.filter((p) => !p.is_curr_user).map((p) => p.name);
  return others.length > 0 ? others.join(', ') : labels.onlyMe;
}
