import { asc, inArray } from 'drizzle-orm';
import { lists } from '../../db/schema/index.js';
import type { BootstrapReader } from '../sync/bootstrap-scope.js';
import { loadOrbits, presentList } from './orbit.presenter.js';

/** The bootstrap's orbits: those the reader sees, archived ones included. */
export const bootstrapOrbits: BootstrapReader<'orbits'> = async (scope) =>
  loadOrbits(scope.tx, await scope.orbitIds());

/** The bootstrap's lists: those of the orbits the reader sees. */
export const bootstrapLists: BootstrapReader<'lists'> = async (scope) => {
  const orbitIds = await scope.orbitIds();
  if (orbitIds.length === 0) return [];
  const rows = await scope.tx
    .select()
    .from(lists)
    .where(inArray(lists.orbitId, orbitIds))
    .orderBy(asc(lists.position), asc(lists.id));
  return rows.map(presentList);
};
