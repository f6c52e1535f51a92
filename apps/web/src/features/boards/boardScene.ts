import type * as Y from 'yjs';

/**
 * A board's drawing as the collaboration document `board:<id>` holds it (docs/ARCHITECTURE.md,
 * Collaboration): one Y.Map, `elements`, of every element by id (deleted ones too, as Excalidraw keeps
 * them), each a plain JSON copy. Which copy of an element wins is Excalidraw's own rule: the higher
 * `version`, and on a tie the lower `versionNonce`; every client pushes back a copy newer than the
 * map's, so all of them end on the same one whatever order the updates arrive in.
 */
export type SceneElement = {
  id: string;
  version: number;
  versionNonce: number;
  isDeleted?: boolean;
  index?: string | null;
  [key: string]: unknown;
};

export const elementsOf = (doc: Y.Doc): Y.Map<SceneElement> => doc.getMap<SceneElement>('elements');

/** True when `a` should replace `b` (Excalidraw's reconciliation rule). */
export function isNewer(
  a: Pick<SceneElement, 'version' | 'versionNonce'>,
  b: Pick<SceneElement, 'version' | 'versionNonce'>,
): boolean {
  return a.version > b.version || (a.version === b.version && a.versionNonce < b.versionNonce);
}

/** The origin of this browser's own writes, so its observer skips them. */
export const localOrigin = Symbol('board-local');

/**
 * Writes each element newer than the map's copy, in one transaction; answers how many were written.
 * Elements are copied as JSON (Excalidraw's objects are frozen and carry no functions).
 */
export function pushElements(doc: Y.Doc, elements: readonly SceneElement[]): number {
  const map = elementsOf(doc);
  let written = 0;
  doc.transact(() => {
    for (const element of elements) {
      const held = map.get(element.id);
      if (held && !isNewer(element, held)) continue;
      map.set(element.id, JSON.parse(JSON.stringify(element)) as SceneElement);
      written += 1;
    }
  }, localOrigin);
  return written;
}

/** Every element the map holds, in drawing order (Excalidraw's fractional `index`, then id). */
export function sceneElements(doc: Y.Doc): SceneElement[] {
  return [...elementsOf(doc).values()].sort(byIndex);
}

export function byIndex(a: SceneElement, b: SceneElement): number {
  const [x, y] = [a.index ?? '', b.index ?? ''];
  if (x !== y) return x < y ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * Calls `onRemote` with the elements others changed (their current copies), after each update that
 * did not come from this browser; answers the unsubscribe function.
 */
export function observeRemote(doc: Y.Doc, onRemote: (changed: SceneElement[]) => void): () => void {
  const map = elementsOf(doc);
  const listener = (event: Y.YMapEvent<SceneElement>, transaction: Y.Transaction) => {
    if (transaction.origin === localOrigin) return;
    const changed: SceneElement[] = [];
    for (const key of event.keysChanged) {
      const element = map.get(key);
      if (element) changed.push(element);
    }
    if (changed.length > 0) onRemote(changed);
  };
  map.observe(listener);
  return () => map.unobserve(listener);
}
