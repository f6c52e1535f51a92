import { defaultRangeExtractor, type Range } from '@tanstack/react-virtual';

/**
 * The cards a long column draws: those near its visible part (`range`, overscan included), and those
 * that must stay in the DOM however far the column scrolls: the card being dragged (dnd-kit follows
 * its node, and a keyboard drag keeps the focus on it) and the card holding the keyboard's focus.
 * In index order, so Tab goes down the column. Indexes in `keep` below 0 stand for none.
 */
export function cardsToDraw(range: Range, keep: readonly number[]): number[] {
  const near = defaultRangeExtractor(range);
  const first = near[0] ?? 0;
  const last = near.at(-1) ?? -1;
  const extra = [...new Set(keep)].filter((i) => i >= 0 && i < range.count && (i < first || i > last));
  return extra.length > 0 ? [...near, ...extra].sort((a, b) => a - b) : near;
}
