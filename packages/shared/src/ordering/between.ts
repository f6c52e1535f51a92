import { generateKeyBetween, generateNKeysBetween } from 'fractional-indexing';
import { bridgeBetween, isOrderKey } from './legacy-positions.js';

/**
 * A position that sorts strictly between `a` and `b` (null: open end), for fractional-index
 * ordering: moving a task writes one row instead of renumbering its neighbours. Keys come from
 * `fractional-indexing`; next to a position an earlier version or the server wrote, the bridge in
 * `legacy-positions.ts` finds one that still sorts in its place.
 */
export function between(a: string | null, b: string | null): string {
  if (a !== null && b !== null && a >= b) throw new RangeError(`between: ${a} is not below ${b}`);
  if ((a === null || isOrderKey(a)) && (b === null || isOrderKey(b))) return generateKeyBetween(a, b);
  return bridgeBetween(a, b);
}

/** Positions for `count` rows appended after `last`, in order. */
export function positionsAfter(last: string | null, count: number): string[] {
  if (count <= 0) return [];
  const first = between(last, null);
  return [first, ...generateNKeysBetween(first, null, count - 1)];
}

type Positioned = { position?: unknown; id?: unknown };

/**
 * Rows in position order: positions are fractional keys compared by code unit (the keys rely on
 * '0' < 'A' < 'a'; a locale-aware compare would put 'k' before 'V'), equal ones by id as the server
 * orders them, so every client shows the same order.
 */
export function comparePositions(a: Positioned, b: Positioned): number {
  const [x, y] = [String(a.position ?? ''), String(b.position ?? '')];
  if (x !== y) return x < y ? -1 : 1;
  const [p, q] = [String(a.id ?? ''), String(b.id ?? '')];
  return p < q ? -1 : p > q ? 1 : 0;
}
