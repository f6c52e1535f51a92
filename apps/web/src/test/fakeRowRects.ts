import { afterAll, beforeAll } from 'vitest';

/** Where a row sits (px from the top of the page), or null for an element that is no row. */
export type RowPlace = (element: Element) => number | null;

/**
 * happy-dom lays nothing out, so every element measures 0 × 0 at 0, 0 and dnd-kit finds no drop
 * target apart from another. For the tests of this file, rows are `height` px tall and 800 px wide,
 * each at the place `place` gives it (from its index, say), and whatever is inside a row measures as
 * the row. dnd-kit's drag picture (a fixed box with its place in its inline style) and what is in it
 * measure where that style puts it, as in a browser; anything else keeps happy-dom's empty box.
 */
export function fakeRowRects(place: RowPlace, height = 40): void {
  const original = Element.prototype.getBoundingClientRect;
  const box = (top: number, left: number, width: number, boxHeight: number) =>
    new DOMRect(left, top, width, boxHeight);
  beforeAll(() => {
    Element.prototype.getBoundingClientRect = function (this: Element) {
      for (let node: Element | null = this; node; node = node.parentElement) {
        if (node instanceof HTMLElement && node.style.position === 'fixed' && node.style.top) {
          const { top, left, width, height: fixedHeight } = node.style;
          return box(
            Number.parseFloat(top),
            Number.parseFloat(left),
            Number.parseFloat(width),
            Number.parseFloat(fixedHeight),
          );
        }
        const top = place(node);
        if (top !== null) return box(top, 0, 800, height);
      }
      return original.call(this);
    };
  });
  afterAll(() => {
    Element.prototype.getBoundingClientRect = original;
  });
}
