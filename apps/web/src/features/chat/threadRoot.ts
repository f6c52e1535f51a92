import { syncEntitySchema } from '@orbit/shared';
import type { ApiRequest } from '../../lib/api/apiClient';
import type { SyncDb } from '../../lib/syncDb';
import { isTemporaryId, putMessage } from '../sync/chatStore';

type Ensure = { request: ApiRequest; store: SyncDb; org: string; rootId: string };

/**
 * A thread opened by its address (an inbox row, a link) whose root this device does not hold: the
 * conversation's loaded pages may not reach back to it, and the thread's replies are asked for only
 * once its root is known. The root comes from the server (GET /sync/entity/message/:id, which answers
 * only a message the person may read) and is stored like a synced one. Returns whether it was fetched.
 * A root that is gone, not visible, or unreachable leaves the pane as it was.
 */
export async function ensureThreadRoot({ request, store, org, rootId }: Ensure): Promise<boolean> {
  if (isTemporaryId(rootId)) return false;
  const held =
    (await store.messages.get(rootId)) ?? (await store.messages.where('clientId').equals(rootId).first());
  if (held) return false;
  try {
    const row = syncEntitySchema.parse(
      await request(`/api/orgs/${encodeURIComponent(org)}/sync/entity/message/${encodeURIComponent(rootId)}`),
    );
    if (row.entity !== 'message') return false;
    await store.transaction('rw', store.messages, () => putMessage(store, row.data, row.seq));
    return true;
  } catch {
    return false;
  }
}
