import type { BootstrapDto } from '@orbit/shared';
import { useEffect, useState } from 'react';
import type { LocalRow } from '../../lib/localDb';
import type { ListKind } from './applyChanges';
import { favoriteRowOf, listRowOf, listSectionKinds, memberRowOf } from './bootstrapRows';

/**
 * A bootstrap answer read but not yet stored in IndexedDB. Writing ten thousand tasks takes a second
 * or more; a screen that holds its rows in memory (the tasks' ItemStore) shows them from the answer at
 * once instead of waiting for the write and reading it all back. Kept per workspace until the write
 * has landed, so a screen that subscribes meanwhile still finds it.
 */
type Listener = (workspaceId: string, boot: BootstrapDto) => void;
type StoredListener = (workspaceId: string) => void;

const pending = new Map<string, BootstrapDto>();
const listeners = new Set<Listener>();
const storedListeners = new Set<StoredListener>();
const held = new Map<string, number>();

/** The answer for `workspaceId` is read: held and told to every listener until `bootstrapStored`. */
export function bootstrapRead(workspaceId: string, boot: BootstrapDto): void {
  pending.set(workspaceId, boot);
  for (const listener of [...listeners]) listener(workspaceId, boot);
}

/** The answer is in IndexedDB (or its write failed): readers read the database again. */
export function bootstrapStored(workspaceId: string): void {
  if (!pending.delete(workspaceId)) return;
  for (const listener of [...storedListeners]) listener(workspaceId);
}

/** The answer read and not yet stored, if any. */
export function pendingBootstrap(workspaceId: string): BootstrapDto | undefined {
  return pending.get(workspaceId);
}

/**
 * Resolves once nothing read for the workspace is waiting to be stored (at once when nothing is). A
 * write waits for it: its optimistic change must land on the stored rows, not in the gap before the
 * answer's write replaces them (the change would be lost, and the screen would show the old row).
 */
export function bootstrapSettled(workspaceId: string): Promise<void> {
  if (!pending.has(workspaceId)) return Promise.resolve();
  held.set(workspaceId, (held.get(workspaceId) ?? 0) + 1);
  return new Promise((resolve) => {
    const stop = onBootstrapStored((id) => {
      if (id !== workspaceId) return;
      stop();
      held.delete(workspaceId);
      resolve();
    });
  });
}

/** How many callers wait in `bootstrapSettled` for the workspace (what a test or a trace can watch). */
export function waitingForBootstrap(workspaceId: string): number {
  return held.get(workspaceId) ?? 0;
}

export function onBootstrapRead(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function onBootstrapStored(listener: StoredListener): () => void {
  storedListeners.add(listener);
  return () => storedListeners.delete(listener);
}

/** The answer for the workspace while it is read and not yet stored; undefined otherwise. */
export function useBootstrapPreview(workspaceId: string | undefined): BootstrapDto | undefined {
  const [boot, setBoot] = useState(() => (workspaceId ? pending.get(workspaceId) : undefined));
  useEffect(() => {
    setBoot(workspaceId ? pending.get(workspaceId) : undefined);
    if (!workspaceId) return;
    const stopRead = onBootstrapRead((id, answer) => {
      if (id === workspaceId) setBoot(answer);
    });
    const stopStored = onBootstrapStored((id) => {
      if (id === workspaceId) setBoot(undefined);
    });
    return () => {
      stopRead();
      stopStored();
    };
  }, [workspaceId]);
  return boot;
}

/**
 * The small tables of an answer as IndexedDB will hold them (the shapes of bootstrapRows.ts, which
 * applyBootstrap.ts writes): orbits, lists, views, labels, groups, boards and documents in `lists` by kind, the people
 * in `users`, the stars in `favorites`.
 */
export function previewRows(
  workspaceId: string,
  boot: BootstrapDto,
): { rows: LocalRow[]; users: LocalRow[]; favorites: LocalRow[] } {
  const sections = Object.entries(listSectionKinds) as [keyof typeof listSectionKinds, ListKind][];
  return {
    rows: sections.flatMap(([section, kind]) =>
      boot[section].map((row): LocalRow => listRowOf(row, kind, workspaceId)),
    ),
    users: boot.members.map((member) => memberRowOf(member, [workspaceId])),
    favorites: boot.favorites.map((fav): LocalRow => favoriteRowOf(fav, workspaceId)),
  };
}
