import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { isNewer, observeRemote, pushElements, type SceneElement, sceneElements } from './boardScene';

const el = (id: string, version: number, versionNonce: number, index = 'a0'): SceneElement => ({
  id,
  version,
  versionNonce,
  index,
  type: 'rectangle',
});

/** Two documents that exchange every update, like two browsers on one board. */
function pair() {
  const a = new Y.Doc();
  const b = new Y.Doc();
  a.on('update', (update: Uint8Array, origin: unknown) => origin !== 'b' && Y.applyUpdate(b, update, 'a'));
  b.on('update', (update: Uint8Array, origin: unknown) => origin !== 'a' && Y.applyUpdate(a, update, 'b'));
  return { a, b };
}

describe('board scene in Yjs', () => {
  it('the higher version wins, and on a tie the lower nonce', () => {
    expect(isNewer(el('x', 2, 9), el('x', 1, 1))).toBe(true);
    expect(isNewer(el('x', 2, 1), el('x', 2, 5))).toBe(true);
    expect(isNewer(el('x', 2, 5), el('x', 2, 1))).toBe(false);
  });

  it('writes only what is newer than the map holds', () => {
    const doc = new Y.Doc();
    expect(pushElements(doc, [el('x', 2, 1)])).toBe(1);
    expect(pushElements(doc, [el('x', 1, 1)])).toBe(0);
    expect(sceneElements(doc)).toEqual([el('x', 2, 1)]);
  });

  it('tells the other side what changed, never its own writes, in drawing order', () => {
    const { a, b } = pair();
    const heardByB: string[] = [];
    const heardByA: string[] = [];
    observeRemote(b, (changed) => heardByB.push(...changed.map((e) => e.id)));
    observeRemote(a, (changed) => heardByA.push(...changed.map((e) => e.id)));
    pushElements(a, [el('late', 1, 1, 'a2'), el('early', 1, 1, 'a1')]);
    expect(heardByB.sort()).toEqual(['early', 'late']);
    expect(heardByA).toEqual([]);
    expect(sceneElements(b).map((e) => e.id)).toEqual(['early', 'late']);
  });

  it('concurrent edits of one element converge on the newer copy once each side pushes back', () => {
    const a = new Y.Doc();
    const b = new Y.Doc();
    pushElements(a, [el('x', 3, 7)]);
    pushElements(b, [el('x', 2, 1)]);
    // Offline apart, then each receives the other's state.
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
    Y.applyUpdate(a, Y.encodeStateAsUpdate(b));
    // Whichever copy Yjs kept, a client holding the newer one pushes it again.
    pushElements(a, [el('x', 3, 7)]);
    pushElements(b, [el('x', 3, 7)]);
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
    Y.applyUpdate(a, Y.encodeStateAsUpdate(b));
    expect(sceneElements(a)).toEqual([el('x', 3, 7)]);
    expect(sceneElements(b)).toEqual([el('x', 3, 7)]);
  });
});
