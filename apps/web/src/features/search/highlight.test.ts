import { describe, expect, it } from 'vitest';
import { highlightParts, typedWords } from './highlight';

const marked = (text: string, query: string) =>
  highlightParts(text, typedWords(query))
    .map((part) => (part.match ? `[${part.text}]` : part.text))
    .join('');

describe('highlightParts', () => {
  it('marks the start of each word a typed word begins', () => {
    expect(marked('Plan the launch party', 'lau pa')).toBe('Plan the [lau]nch [pa]rty');
    expect(marked('Launch checklist', 'LAUNCH')).toBe('[Launch] checklist');
  });

  it('marks a piece inside a word, and folds accents and case', () => {
    expect(marked('Launch checklist', 'list')).toBe('Launch check[list]');
    expect(marked('Café opening', 'cafe')).toBe('[Café] opening');
    expect(marked('Zoë’s notes', 'zoe')).toBe('[Zoë]’s notes');
  });

  it('marks nothing for a word that is not there (a typo)', () => {
    expect(marked('Plan the launch party', 'lanch')).toBe('Plan the launch party');
    expect(marked('Plan', '')).toBe('Plan');
  });
});
