import { inArray } from 'drizzle-orm';
import { items } from '../../db/schema/index.js';
import type { BootstrapReader } from '../sync/bootstrap-scope.js';
import { loadItemsWhere } from './item.presenter.js';

/**
 * The bootstrap's tasks: every one in the orbits the reader sees (a first answer: the page's orbits),
 * Trash included. A task's temporary
 * id goes only to the device still holding a row under it: a random UUID per task is two thirds of a
 * board's answer once compressed, and of no use to anyone else.
 */
export const bootstrapItems: BootstrapReader<'items'> = async (scope) => {
  const orbitIds = await scope.itemOrbitIds();
  if (orbitIds.length === 0) return [];
  const rows = await loadItemsWhere(scope.tx, inArray(items.orbitId, orbitIds));
  return rows.map((item) => ({ ...item, clientId: scope.clientIdFor(item.clientId) }));
};
