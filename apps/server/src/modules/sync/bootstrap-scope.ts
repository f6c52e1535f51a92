import type { BootstrapRows, BootstrapSection } from '@orbit/shared';
import type { Actor } from './actor.js';
import { firstOrbitIds } from './first-orbits.js';
import type { Tx } from './tx.js';
import { visibleOrbitIds } from './visible-orbits.js';

/**
 * What a bootstrap reader gets: the snapshot's transaction, the reader's actor, and answers several
 * readers share, read once per bootstrap (`once`: the orbits the actor sees, say).
 */
export type BootstrapScope = {
  tx: Tx;
  actor: Actor;
  /** The orbits the actor sees now (every orbit-scoped section reads through it). */
  orbitIds(): Promise<string[]>;
  /** A first answer's orbits (first-orbits.ts), or null when the answer carries every task. */
  firstOrbitIds(): Promise<string[] | null>;
  /** The orbits whose tasks the answer carries: `orbitIds()`, or fewer in a first answer. */
  itemOrbitIds(): Promise<string[]>;
  /** `load` run once per bootstrap under `key`; later callers get the same answer. */
  once<T>(key: string, load: () => Promise<T>): Promise<T>;
  /**
   * The temporary id a row goes out with: its own when the asking device still holds a row under it
   * (`clientIds` of the request), else null (docs/SYNC.md, the bootstrap's temporary ids).
   */
  clientIdFor(clientId: string | null): string | null;
};

/** How an entity's rows for one person are read: everything of it they may see, as DTOs. */
export type BootstrapReader<K extends BootstrapSection> = (
  scope: BootstrapScope,
) => Promise<BootstrapRows<K>>;

export function bootstrapScope(
  tx: Tx,
  actor: Actor,
  heldClientIds: ReadonlySet<string>,
  /** The id in the address of a first open (GET /sync/bootstrap?first=), if any. */
  first?: string,
): BootstrapScope {
  const answers = new Map<string, Promise<unknown>>();
  const once = <T>(key: string, load: () => Promise<T>): Promise<T> => {
    let answer = answers.get(key);
    if (!answer) {
      answer = load();
      answers.set(key, answer);
    }
    // Only `load` of this key stored it.
    return answer as Promise<T>;
  };
  const orbitIds = () =>
    once('orbitIds', () => visibleOrbitIds(tx, actor.workspaceId, actor.userId, actor.role));
  const firstOrbits = () =>
    once('firstOrbitIds', async () => (first ? firstOrbitIds(tx, actor, first, await orbitIds()) : null));
  return {
    tx,
    actor,
    once,
    clientIdFor: (clientId) => (clientId !== null && heldClientIds.has(clientId) ? clientId : null),
    orbitIds,
    firstOrbitIds: firstOrbits,
    itemOrbitIds: async () => (await firstOrbits()) ?? orbitIds(),
  };
}
