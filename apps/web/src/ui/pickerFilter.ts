/**
 * How well typed text matches an option's words: 1 for a prefix of the first word, 0.8 for a prefix of
 * another word, 0.5 for a match inside a word, 0 for no match (hidden). Case and accents are ignored.
 */
export function filterScore(search: string, words: readonly string[]): number {
  const needle = fold(search.trim());
  if (!needle) return 1;
  let best = 0;
  for (const [index, word] of words.entries()) {
    const text = fold(word);
    if (text.startsWith(needle)) best = Math.max(best, index === 0 ? 1 : 0.8);
    else if (text.split(/[\s\-_/.@]+/).some((part) => part.startsWith(needle))) best = Math.max(best, 0.8);
    else if (text.includes(needle)) best = Math.max(best, 0.5);
  }
  return best;
}

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}
