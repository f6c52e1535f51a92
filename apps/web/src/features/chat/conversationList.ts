import type { ConversationRow } from '../sync/chatStore';

/**
 * Which conversations the list shows and in what order: the topics I am in (by name), then my direct
 * messages (most recent first). Archived topics leave the list (Browse shows them); the open one stays.
 */
export function listedConversations(
  conversations: readonly ConversationRow[],
  meId: string,
  openId?: string,
): { topics: ConversationRow[]; dms: ConversationRow[] } {
  const isOpen = (c: ConversationRow) => c.id === openId || c.clientId === openId;
  const topics = conversations
    .filter((c) => c.kind === 'topic' && c.memberIds.includes(meId) && (!c.archivedAt || isOpen(c)))
    .sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }));
  const dms = conversations
    .filter((c) => c.kind === 'dm')
    .sort((a, b) => recency(b).localeCompare(recency(a)) || a.id.localeCompare(b.id));
  return { topics, dms };
}

const recency = (c: ConversationRow) => c.lastMessageAt ?? c.createdAt;

/** Topics one may open and join: public ones I am not in, archived ones I see. */
export function browsableTopics(conversations: readonly ConversationRow[], meId: string): ConversationRow[] {
  return conversations
    .filter((c) => c.kind === 'topic' && (!c.memberIds.includes(meId) || c.archivedAt))
    .sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }));
}

/** The list's search: every word typed appears in the title (accents and case aside). */
export function matchesQuery(title: string, query: string): boolean {
  const fold = (s: string) =>
    s
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  const haystack = fold(title);
  return fold(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/** The direct message with exactly these people (me included), if one is held. */
export function findDm(
  conversations: readonly ConversationRow[],
  meId: string,
  otherIds: readonly string[],
): ConversationRow | undefined {
  const wanted = new Set([meId, ...otherIds]);
  return conversations.find(
    (c) => c.kind === 'dm' && c.memberIds.length === wanted.size && c.memberIds.every((id) => wanted.has(id)),
  );
}
