import { and, asc, eq, inArray } from 'drizzle-orm';
import { favorites, items, lists } from '../../db/schema/index.js';
import { recordTaskConversationsGained } from '../chat/task-conversations.js';
import { presentFavorite } from '../favorites/set-favorite.js';
import { loadItemsWhere } from '../items/item.presenter.js';
import { loadOrbitPagesOf } from '../orbit-pages/orbit-page.presenter.js';
import type { Tx } from '../sync/tx.js';
import { orbitAudience } from '../sync/visible-orbits.js';
import type { ChangeRecorder } from '../sync/with-changes.js';
import { loadOrbit, presentList } from './orbit.presenter.js';

/**
 * The mirror of recordLostAccess: call with who saw the orbit before a change to its members or
 * visibility, after making it. Each person who sees it only now gets its lists, tasks (Trash included)
 * and their own favourites among them as changes in their own room, since a client that never saw the
 * orbit (or dropped it when it lost access) holds none of the rows that did not change meanwhile.
 */
export async function recordGainedAccess(
  tx: Tx,
  changes: ChangeRecorder,
  workspaceId: string,
  orbitId: string,
  viewersBefore: readonly string[],
): Promise<void> {
  const before = new Set(viewersBefore);
  const gained = (await orbitAudience(tx, orbitId)).viewers.filter((userId) => !before.has(userId));
  await recordOrbitSnapshot(tx, changes, workspaceId, orbitId, gained, false);
}

/**
 * The orbit's rows as each of `userIds` holds none of them yet, in their own rooms: its lists, tasks
 * (Trash included) and their own favourites among them; the orbit itself first when `withOrbit` (the
 * orbit's own upsert does not reach them otherwise, e.g. after a role change).
 */
export async function recordOrbitSnapshot(
  tx: Tx,
  changes: ChangeRecorder,
  workspaceId: string,
  orbitId: string,
  userIds: readonly string[],
  withOrbit: boolean,
): Promise<void> {
  if (userIds.length === 0) return;
  const orbit = withOrbit ? await loadOrbit(tx, orbitId) : null;
  const listRows = await tx
    .select()
    .from(lists)
    .where(eq(lists.orbitId, orbitId))
    .orderBy(asc(lists.position), asc(lists.id));
  const itemDtos = await loadItemsWhere(tx, eq(items.orbitId, orbitId));
  const itemIds = itemDtos.map((item) => item.id);
  const boardDtos = await loadOrbitPagesOf(tx, 'board', [orbitId]);
  const documentDtos = await loadOrbitPagesOf(tx, 'document', [orbitId]);
  for (const userId of userIds) {
    const own = { workspaceId, userId };
    if (orbit) await changes.record({ ...own, entity: 'orbit', op: 'upsert', id: orbit.id, data: orbit });
    for (const list of listRows) {
      await changes.record({ ...own, entity: 'list', op: 'upsert', id: list.id, data: presentList(list) });
    }
    for (const item of itemDtos) {
      await changes.record({ ...own, entity: 'item', op: 'upsert', id: item.id, data: item });
    }
    for (const board of boardDtos) {
      await changes.record({ ...own, entity: 'board', op: 'upsert', id: board.id, data: board });
    }
    for (const document of documentDtos) {
      await changes.record({ ...own, entity: 'document', op: 'upsert', id: document.id, data: document });
    }
    const starred =
      itemIds.length === 0
        ? []
        : await tx
            .select()
            .from(favorites)
            .where(and(eq(favorites.userId, userId), inArray(favorites.itemId, itemIds)));
    for (const favorite of starred) {
      const data = presentFavorite(favorite);
      await changes.record({ ...own, entity: 'favorite', op: 'upsert', id: favorite.itemId, data });
    }
  }
  // The tasks' conversations (chat), after the tasks.
  await recordTaskConversationsGained(tx, changes, workspaceId, orbitId, userIds);
}
