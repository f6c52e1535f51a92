import type { SyncEntity, SyncEntityDto } from '@orbit/shared';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { favorites } from '../../db/schema/index.js';
import { notFound } from '../../http/app-error.js';
import { chatEntityLoaders } from '../chat/chat-sync-entities.js';
import { presentFavorite } from '../favorites/set-favorite.js';
import { findGroup } from '../groups/find-group.js';
import { presentGroupRow } from '../groups/group.presenter.js';
import { accessItem } from '../items/access-item.js';
import { loadItem } from '../items/item.presenter.js';
import { findLabel, presentLabel } from '../labels/save-label.js';
import { loadOwnNotification } from '../notifications/load-own-notification.js';
import { accessOrbitPage } from '../orbit-pages/access-orbit-page.js';
import { presentOrbitPage } from '../orbit-pages/orbit-page.presenter.js';
import { accessList } from '../orbits/access-list.js';
import { accessOrbit } from '../orbits/access-orbit.js';
import { loadOrbit, presentList } from '../orbits/orbit.presenter.js';
import { accessView, presentView } from '../views/view.presenter.js';
import type { Actor } from './actor.js';

type Loader = (db: Database, actor: Actor, id: string) => Promise<SyncEntityDto>;

/**
 * The server half of the entity registry for single rows: per entity that a client may refetch, its
 * access function (404 for anything the actor cannot see, exactly as the write routes) and presenter.
 * A record over the shared `syncEntities`, so a new one does not compile until it says how it loads.
 */
const loaders: Record<SyncEntity, Loader> = {
  async item(db, actor, id) {
    const { item } = await accessItem(db, actor, id);
    const data = await loadItem(db, item.id);
    return { entity: 'item', id: data.id, seq: data.seq, data };
  },
  async orbit(db, actor, id) {
    const orbit = await accessOrbit(db, actor, id);
    const data = await loadOrbit(db, orbit.id);
    return { entity: 'orbit', id: data.id, seq: data.seq, data };
  },
  async list(db, actor, id) {
    const { list } = await accessList(db, actor, id);
    const data = presentList(list);
    return { entity: 'list', id: data.id, seq: data.seq, data };
  },
  async board(db, actor, id) {
    const data = presentOrbitPage((await accessOrbitPage(db, 'board', actor, id)).page);
    return { entity: 'board', id: data.id, seq: data.seq, data };
  },
  async document(db, actor, id) {
    const data = presentOrbitPage((await accessOrbitPage(db, 'document', actor, id)).page);
    return { entity: 'document', id: data.id, seq: data.seq, data };
  },
  async view(db, actor, id) {
    const data = presentView(await accessView(db, actor, id));
    return { entity: 'view', id: data.id, seq: data.seq, data };
  },
  async label(db, actor, id) {
    const row = await findLabel(db, actor.workspaceId, id);
    if (!row) throw notFound('Label not found.');
    const data = presentLabel(row);
    return { entity: 'label', id: data.id, seq: data.seq, data };
  },
  async group(db, actor, id) {
    const row = await findGroup(db, actor.workspaceId, id);
    if (!row) throw notFound('Group not found.');
    const data = await presentGroupRow(db, row);
    return { entity: 'group', id: data.id, seq: data.seq, data };
  },
  async favorite(db, actor, id) {
    // Private to its user, and only while they see the task: `id` is the task's.
    const { item } = await accessItem(db, actor, id);
    const [row] = await db
      .select()
      .from(favorites)
      .where(and(eq(favorites.userId, actor.userId), eq(favorites.itemId, item.id)));
    if (!row) throw notFound('Favourite not found.');
    return { entity: 'favorite', id: item.id, seq: 0, data: presentFavorite(row) };
  },
  ...chatEntityLoaders,
  notification: loadOwnNotification,
};

/**
 * GET /sync/entity/:entity/:id: one synced row as the actor may see it now. A client whose write was
 * refused fetches the truth with it instead of guessing its way back.
 */
export function getSyncEntity(
  db: Database,
  actor: Actor,
  entity: SyncEntity,
  id: string,
): Promise<SyncEntityDto> {
  return loaders[entity](db, actor, id);
}
