import { type BootstrapDto, type BootstrapSection, bootstrapSectionNames } from '@orbit/shared';
import type { Database } from '../../db/database.js';
import type { Actor } from './actor.js';
import { bootstrapReaders } from './bootstrap-readers.js';
import { bootstrapScope } from './bootstrap-scope.js';
import { settledSeqHorizon } from './seq-horizon.js';

/** How long a bootstrap may wait for a settled horizon (only right after the process started). */
export const bootstrapHorizonWaitMs = 10_000;

type Sections = Omit<BootstrapDto, 'seq' | 'partial'>;

/**
 * GET /sync/bootstrap: everything the actor may see, Trash included, with the sequence number it is
 * current as of: one section per entry of the registry's `bootstrapSections`, each read by its
 * entity's reader (`bootstrap-readers.ts`). The rows come from one repeatable-read snapshot taken
 * after every change up to `seq` had settled, so the snapshot holds all of them; changes after `seq`
 * are what the client still has to apply (some may already be in the rows: applying them again
 * changes nothing, rows only move forward by `seq`).
 *
 * `first`: the id in the address a first open shows (an orbit or a saved view). When it narrows what
 * the page needs, the answer carries only those orbits' tasks and says `partial` (first-orbits.ts): a
 * cold open draws its rows from it while the whole answer is asked for.
 */
export async function getBootstrap(
  db: Database,
  actor: Actor,
  heldClientIds: ReadonlySet<string> = new Set(),
  first?: string,
): Promise<BootstrapDto> {
  const settled = await settledSeqHorizon(db, bootstrapHorizonWaitMs);
  return db.transaction(
    async (tx) => {
      const scope = bootstrapScope(tx, actor, heldClientIds, first);
      const sections: Partial<Record<BootstrapSection, unknown>> = {};
      // One after the other: a transaction is one connection.
      for (const key of bootstrapSectionNames) sections[key] = await bootstrapReaders[key](scope);
      // Every section of the registry was just read by its own reader.
      const partial = (await scope.firstOrbitIds()) !== null;
      return { seq: settled, ...(partial ? { partial: true as const } : {}), ...(sections as Sections) };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
