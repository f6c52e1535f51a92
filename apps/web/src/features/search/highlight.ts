import { fold } from '../../lib/matchScore';

export type TextPart = { text: string; match: boolean };

/** The typed words, folded (lower case, no accents), letters and digits only. */
export const typedWords = (query: string): string[] => fold(query).match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * `text` cut into parts, each typed word marked where a word of `text` starts with it, or else holds
 * it (`list` in "Checklist"); accents and case aside ("cafe" marks "Café"). Nothing is marked for a
 * typo: only what was typed.
 */
export function highlightParts(text: string, words: readonly string[]): TextPart[] {
  const marks: [number, number][] = [];
  for (const found of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    const start = found.index;
    // The word folded, and where each folded character came from.
    let folded = '';
    const origin: number[] = [];
    for (let i = 0; i < found[0].length; ) {
      const char = String.fromCodePoint(found[0].codePointAt(i) ?? 0);
      for (const f of fold(char)) {
        folded += f;
        origin.push(i);
      }
      i += char.length;
    }
    origin.push(found[0].length);
    let best: [number, number] | null = null;
    for (const word of words) {
      const at = folded.startsWith(word) ? 0 : folded.indexOf(word);
      if (at < 0 || word === '') continue;
      const range: [number, number] = [origin[at] ?? 0, origin[at + word.length] ?? found[0].length];
      if (!best || range[0] < best[0] || (range[0] === best[0] && range[1] > best[1])) best = range;
    }
    if (best) marks.push([start + best[0], start + best[1]]);
  }
  const parts: TextPart[] = [];
  let at = 0;
  for (const [from, to] of marks) {
    if (from > at) parts.push({ text: text.slice(at, from), match: false });
    parts.push({ text: text.slice(from, to), match: true });
    at = to;
  }
  if (at < text.length) parts.push({ text: text.slice(at), match: false });
  return parts;
}
