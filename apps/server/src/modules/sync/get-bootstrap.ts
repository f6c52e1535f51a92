import type { BootstrapDto } from '@orbit/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import {
  favorites,
  items,
  labels,
  lists,
  memberships,
  users,
  views,
  workspaces,
} from '../../db/schema/index.js';
import { presentFavorite } from '../favorites/set-favorite.js';
import { loadItemsWhere } from '../items/item.presenter.js';
import { presentLabel } from '../labels/save-label.js';
import { presentMember } from '../members/member.presenter.js';
import { memberColumns } from '../members/member-columns.js';
import { loadOrbits, presentList } from '../orbits/orbit.presenter.js';
import { presentView, viewVisibleTo } from '../views/view.presenter.js';
import type { Actor } from './actor.js';
import { visibleOrbitIds } from './visible-orbits.js';

/**
 * GET /sync/bootstrap: everything the actor may see, Trash included, with the sequence number it is
 * current as of. One repeatable-read snapshot, so `seq` and the rows agree: changes after `seq` are
 * exactly what the client still has to apply.
 */
export async function getBootstrap(db: Database, actor: Actor): Promise<BootstrapDto> {
  return db.transaction(
    async (tx) => {
      const [workspace] = await tx
        .select({ seq: workspaces.changeSeq })
        .from(workspaces)
        .where(eq(workspaces.id, actor.workspaceId));
      const orbitIds = await visibleOrbitIds(tx, actor.workspaceId, actor.userId, actor.role);
      const someOrbits = orbitIds.length > 0;
      const listRows = someOrbits
        ? await tx
            .select()
            .from(lists)
            .where(inArray(lists.orbitId, orbitIds))
            .orderBy(asc(lists.position), asc(lists.id))
        : [];
      const itemDtos = someOrbits ? await loadItemsWhere(tx, inArray(items.orbitId, orbitIds)) : [];
      const visibleItems = new Set(itemDtos.map((item) => item.id));
      const labelRows = await tx
        .select()
        .from(labels)
        .where(eq(labels.workspaceId, actor.workspaceId))
        .orderBy(asc(labels.id));
      const viewRows = await tx
        .select()
        .from(views)
        .where(and(eq(views.workspaceId, actor.workspaceId), viewVisibleTo(actor.userId)))
        .orderBy(asc(views.position), asc(views.id));
      const favoriteRows = await tx
        .select()
        .from(favorites)
        .where(and(eq(favorites.workspaceId, actor.workspaceId), eq(favorites.userId, actor.userId)))
        .orderBy(asc(favorites.itemId));
      const memberRows = await tx
        .select(memberColumns)
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(eq(memberships.workspaceId, actor.workspaceId))
        .orderBy(asc(memberships.createdAt), asc(users.id));
      return {
        seq: workspace?.seq ?? 0,
        orbits: await loadOrbits(tx, orbitIds),
        lists: listRows.map(presentList),
        items: itemDtos,
        labels: labelRows.map(presentLabel),
        views: viewRows.map(presentView),
        // A favourite of a task in an orbit no longer visible stays hidden with its task.
        favorites: favoriteRows.filter((row) => visibleItems.has(row.itemId)).map(presentFavorite),
        members: memberRows.map(presentMember),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
