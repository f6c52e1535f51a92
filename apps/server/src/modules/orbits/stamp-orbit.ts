import type { OrbitDto } from '@orbit/shared';
import { eq } from 'drizzle-orm';
import { orbits } from '../../db/schema/index.js';
import type { Tx } from '../sync/tx.js';
import type { ChangeRecorder } from '../sync/with-changes.js';
import { loadOrbit } from './orbit.presenter.js';

/**
 * Gives the orbit the next sequence number and records its new state in the change log. The orbit is
 * locked first, so its number is higher than any a committed write of it holds.
 */
export async function stampOrbit(
  tx: Tx,
  changes: ChangeRecorder,
  workspaceId: string,
  orbitId: string,
): Promise<OrbitDto> {
  await tx.select({ id: orbits.id }).from(orbits).where(eq(orbits.id, orbitId)).for('update');
  const seq = await changes.nextSeq(workspaceId);
  await tx.update(orbits).set({ seq }).where(eq(orbits.id, orbitId));
  const orbit = await loadOrbit(tx, orbitId);
  await changes.record(
    { workspaceId, entity: 'orbit', op: 'upsert', id: orbitId, orbitId, data: orbit },
    seq,
  );
  return orbit;
}
