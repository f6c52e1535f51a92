import type { OrbitRow } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';

export const orbitArchivedMessage = 'This orbit is archived, so it is read-only. Restore it to change it.';

/**
 * Archived orbits are read-only: every write to the orbit, its lists or its tasks passes through here
 * (after the access check, so what the caller cannot see still answers 404).
 */
export function assertOrbitActive(orbit: Pick<OrbitRow, 'archivedAt'>): void {
  if (orbit.archivedAt) throw new AppError('orbit_archived', orbitArchivedMessage);
}
