import { fold, matchScore } from '../../lib/matchScore';
import type { PaletteEntry } from './paletteEntries';

/**
 * The entries that answer `query`, best first, at most `limit`: match quality, then what was opened
 * lately (recent first), then open tasks before done ones. With no query, the recent ones alone.
 */
export function rankEntries(
  entries: readonly PaletteEntry[],
  query: string,
  recents: readonly string[],
  limit = 30,
): PaletteEntry[] {
  const recentRank = new Map(recents.map((key, index) => [key, index]));
  const q = fold(query.trim());
  if (q === '') {
    const byKey = new Map(entries.map((e) => [e.key, e]));
    return recents.flatMap((key) => byKey.get(key) ?? []).slice(0, limit);
  }
  const scored: { entry: PaletteEntry; score: number }[] = [];
  for (const e of entries) {
    const match = matchScore(e.folded, q);
    if (match === 0) continue;
    const recent = recentRank.get(e.key);
    const boost = recent === undefined ? 0 : 30 - Math.min(recent, 20);
    scored.push({ entry: e, score: match + boost - (e.done ? 5 : 0) });
  }
  scored.sort((a, b) => b.score - a.score || a.entry.label.length - b.entry.label.length);
  return scored.slice(0, limit).map((s) => s.entry);
}
