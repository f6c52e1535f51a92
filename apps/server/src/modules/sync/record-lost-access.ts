import type { Tx } from './tx.js';
import { orbitAudience } from './visible-orbits.js';
import type { ChangeRecorder } from './with-changes.js';

/**
 * Call with who saw the orbit before a change to its members or visibility, after making it: each
 * person who no longer sees it gets an orbit `delete` in their own room (their client drops the orbit
 * with its lists and tasks), since the orbit's room will not tell them anymore.
 */
export async function recordLostAccess(
  tx: Tx,
  changes: ChangeRecorder,
  workspaceId: string,
  orbitId: string,
  viewersBefore: readonly string[],
): Promise<void> {
  const { viewers } = await orbitAudience(tx, orbitId);
  const now = new Set(viewers);
  for (const userId of viewersBefore) {
    if (now.has(userId)) continue;
    await changes.record({ workspaceId, entity: 'orbit', op: 'delete', id: orbitId, userId, data: null });
  }
}
