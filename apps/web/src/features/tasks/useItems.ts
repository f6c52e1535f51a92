import { useCallback, useSyncExternalStore } from 'react';
import type { Item } from '../sync/schemas';
import { itemStoreOf } from './itemStore';

const none: Item[] = [];
const noop = () => () => undefined;

/**
 * Every task of the workspace (Trash included) by position, from the in-memory store: a change to one
 * task gives a new array in which every other task is the same object as before. `loaded` is false
 * until the store has read IndexedDB once. No workspace: nothing.
 */
export function useWorkspaceItems(workspaceId: string | undefined): { items: Item[]; loaded: boolean } {
  const store = workspaceId ? itemStoreOf(workspaceId) : undefined;
  const subscribe = useCallback((listener: () => void) => store?.subscribe(listener) ?? noop(), [store]);
  const items = useSyncExternalStore(subscribe, () => store?.items() ?? none);
  const loaded = useSyncExternalStore(subscribe, () => store?.loaded ?? false);
  return { items, loaded };
}

/**
 * The screen about to show `id` (an orbit's id from the address, before the orbit's row is even read)
 * asks the task store to read that orbit's tasks first when it starts (`ItemStore.want`). Called in
 * render, before any screen subscribes and starts the store; an id that is not an orbit's reads nothing.
 */
export function preferOrbit(workspaceId: string | undefined, id: string | undefined): void {
  if (workspaceId && id) itemStoreOf(workspaceId).want(id);
}

/** One orbit's tasks by position; the same array while no task of this orbit changes. */
export function useOrbitItems(workspaceId: string | undefined, orbitId: string | undefined): Item[] {
  const store = workspaceId ? itemStoreOf(workspaceId) : undefined;
  preferOrbit(workspaceId, orbitId);
  const subscribe = useCallback((listener: () => void) => store?.subscribe(listener) ?? noop(), [store]);
  return useSyncExternalStore(subscribe, () => (store && orbitId ? store.orbitItems(orbitId) : none));
}
