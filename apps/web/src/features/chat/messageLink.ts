/**
 * Where a found message opens: its conversation (or its thread, for a reply) with `?message=` naming
 * it, so the conversation scrolls to it, marks it and focuses it (chat's ChatHome reads it).
 */
export function messageLink(
  org: string,
  message: { id: string; conversationId: string; parentId: string | null },
): string {
  const query = new URLSearchParams();
  if (message.parentId) query.set('thread', message.parentId);
  query.set('message', message.id);
  return `/${org}/chat/${encodeURIComponent(message.conversationId)}?${query}`;
}
