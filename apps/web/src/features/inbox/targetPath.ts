import type { InboxEntry } from './useInbox';

/**
 * Where a notification leads: the task panel, the conversation, the person, the call history. Its own
 * module: the shell's desktop notifications need it on every page, the inbox screen only on its own.
 */
export function targetPath(org: string, entry: InboxEntry): string {
  if (entry.task) return `/${org}/${entry.task.orbitId}/${entry.task.id}`;
  if (entry.conversationId) return `/${org}/chat/${entry.conversationId}`;
  if (entry.targetKind === 'member') return `/${org}/${entry.targetId}`;
  if (entry.targetKind === 'call') return `/${org}/meetings/history`;
  return `/${org}/inbox`;
}
