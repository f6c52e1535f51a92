import type { SyncEntity, SyncEntityDto } from '@orbit/shared';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { favorites } from '../../db/schema/index.js';
import { notFound } from '../../http/app-error.js';
import { presentFavorite } from '../favorites/set-favorite.js';
import { accessItem } from '../items/access-item.js';
import { loadItem } from '../items/item.presenter.js';
import { findLabel, presentLabel } from '../labels/save-label.js';
import { accessList } from '../orbits/access-list.js';
import { accessOrbit } from '../orbits/access-orbit.js';
import { loadOrbit, presentList } from '../orbits/orbit.presenter.js';
import { accessView, presentView } from '../views/view.presenter.js';
import type { Actor } from './actor.js';

/**
 * GET /sync/entity/:entity/:id: one synced row as the actor may see it now, through each kind's own
 * access function and presenter (404 for anything they cannot see, exactly as the write routes). A
 * client whose write was refused fetches the truth with it instead of guessing its way back.
 */
export async function getSyncEntity(
  db: Database,
  actor: Actor,
  entity: SyncEntity,
  id: string,
): Promise<SyncEntityDto> {
  switch (entity) {
    case 'item': {
      const { item } = await accessItem(db, actor, id);
      const data = await loadItem(db, item.id);
      return { entity, id: data.id, seq: data.seq, data };
    }
    case 'orbit': {
      const orbit = await accessOrbit(db, actor, id);
      const data = await loadOrbit(db, orbit.id);
      return { entity, id: data.id, seq: data.seq, data };
    }
    case 'list': {
      const { list } = await accessList(db, actor, id);
      const data = presentList(list);
      return { entity, id: data.id, seq: data.seq, data };
    }
    case 'view': {
      const data = presentView(await accessView(db, actor, id));
      return { entity, id: data.id, seq: data.seq, data };
    }
    case 'label': {
      const row = await findLabel(db, actor.workspaceId, id);
      if (!row) throw notFound('Label not found.');
      const data = presentLabel(row);
      return { entity, id: data.id, seq: data.seq, data };
    }
    case 'favorite': {
      // Private to its user, and only while they see the task: `id` is the task's.
      const { item } = await accessItem(db, actor, id);
      const [row] = await db
        .select()
        .from(favorites)
        .where(and(eq(favorites.userId, actor.userId), eq(favorites.itemId, item.id)));
      if (!row) throw notFound('Favourite not found.');
      return { entity, id: item.id, seq: 0, data: presentFavorite(row) };
    }
  }
}
