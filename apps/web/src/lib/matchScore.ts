/** Lower-case without accents: "Zoë" and "zoe" compare equal. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

const wordsOf = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** Letters of `query` in order inside `text`; the tighter they sit, the higher (0 when they are not there). */
function subsequence(text: string, query: string): number {
  let from = 0;
  let first = -1;
  for (const char of query) {
    const at = text.indexOf(char, from);
    if (at < 0) return 0;
    if (first < 0) first = at;
    from = at + 1;
  }
  const span = from - first;
  return query.length / span;
}

/**
 * How well `text` (already folded) answers `query` (already folded, trimmed): 0 for not at all. The
 * whole text starting with it beats a word starting with it, beats every typed word starting some
 * word (in any order), beats the text containing it, beats its letters in order (fuzzy, from two
 * letters on).
 */
export function matchScore(text: string, query: string): number {
  if (query === '') return 1;
  if (text.startsWith(query)) return 100 - Math.min(text.length - query.length, 20) / 10;
  const words = wordsOf(text);
  if (words.some((word) => word.startsWith(query))) return 80;
  const typed = wordsOf(query);
  if (typed.length > 1 && typed.every((part) => words.some((word) => word.startsWith(part)))) return 70;
  if (text.includes(query)) return 50;
  if (query.length < 2) return 0;
  const tight = subsequence(text, query);
  return tight >= 0.5 ? 20 + tight * 10 : 0;
}
