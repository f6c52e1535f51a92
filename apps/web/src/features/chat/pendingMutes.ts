import type { OutboxEntry } from '../sync/outboxRecords';

/**
 * The mutes still waiting in the outbox for this workspace, the last one per conversation: what the
 * person chose wins over any read marker the server sends meanwhile (a read answered before the mute
 * reached the server still carries the old `muted`), until the mute's own answer is in.
 */
export function pendingMutes(entries: readonly OutboxEntry[], workspaceId: string): Map<string, boolean> {
  const chosen = new Map<string, boolean>();
  for (const entry of entries) {
    if (entry.scope.workspaceId !== workspaceId || entry.method !== 'PUT' || !entry.path.endsWith('/mute')) {
      continue;
    }
    for (const effect of entry.effects) {
      if (effect.table !== 'chatReads' || !effect.after) continue;
      chosen.set(effect.key, effect.after.muted === true);
    }
  }
  return chosen;
}
