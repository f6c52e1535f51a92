import type { KeyboardCoordinateGetter } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { verticalListCoordinates } from './verticalDrag';

type Args = Parameters<KeyboardCoordinateGetter>[1];

/**
 * Three targets of different heights, their middles at 20, 50 and 150 px (a short header between two
 * rows, say), and a task picture 40 px tall whose top is drawn at `pictureTop`.
 */
function contextWith(pictureTop: number): Args['context'] {
  const ids = ['a', 'b', 'c'];
  const places = [
    { top: 0, height: 40 },
    { top: 40, height: 20 },
    { top: 100, height: 100 },
  ];
  const rects = new Map(ids.map((id, i) => [id, { ...places[i], left: 0, width: 800 }]));
  return {
    active: { id: 'task-1', data: { current: { kind: 'task' } } },
    collisionRect: { top: pictureTop, height: 40, left: 0, width: 800 },
    droppableRects: rects,
    droppableContainers: {
      getEnabled: () => ids.map((id) => ({ id, data: { current: { accepts: ['task'] } } })),
    },
  } as unknown as Args['context'];
}

const press = (code: string) => new KeyboardEvent('keydown', { code });
const args = (context: Args['context'], y: number) => ({ context, currentCoordinates: { x: 10, y } }) as Args;

describe('verticalListCoordinates', () => {
  it('goes one target a press, even when the second press comes before the page has drawn the first', () => {
    const stale = contextWith(0);
    const first = verticalListCoordinates(press('ArrowDown'), args(stale, 20));
    expect(first).toEqual({ x: 10, y: 50 });
    // The picture's rect is still drawn over the first target: the press must reach the third's middle.
    const second = verticalListCoordinates(press('ArrowDown'), args(stale, 50));
    expect(second).toEqual({ x: 10, y: 150 });
  });

  it('reads the picture where it is drawn once the page has caught up, and stops past the last target', () => {
    // Drawn over the third target (middle 150).
    const drawn = contextWith(130);
    expect(verticalListCoordinates(press('ArrowDown'), args(drawn, 500))).toBeUndefined();
    expect(verticalListCoordinates(press('ArrowUp'), args(drawn, 500))).toEqual({ x: 10, y: 400 });
  });
});
