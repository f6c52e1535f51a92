import { describe, expect, it } from 'vitest';
import { fold, matchScore } from './matchScore';

describe('matchScore', () => {
  const score = (text: string, query: string) => matchScore(fold(text), fold(query));

  it('ranks a prefix of the whole over a word prefix over words in any order over inside over fuzzy', () => {
    const prefix = score('Launch plan', 'lau');
    const word = score('Plan the launch', 'lau');
    const words = score('Plan the launch', 'lau pla');
    const inside = score('Relaunch', 'launch');
    const fuzzy = score('Launch plan', 'lnch');
    expect(prefix).toBeGreaterThan(word);
    expect(word).toBeGreaterThan(words);
    expect(words).toBeGreaterThan(inside);
    expect(inside).toBeGreaterThan(fuzzy);
    expect(fuzzy).toBeGreaterThan(0);
  });

  it('ignores case and accents; nothing for letters out of order, scattered or one stray letter', () => {
    expect(score('Zoë Müller', 'zoe mul')).toBeGreaterThan(0);
    expect(score('Launch', 'hcnual')).toBe(0);
    expect(score('a long title with letters everywhere', 'aw')).toBe(0);
    expect(score('Plan', 'x')).toBe(0);
    expect(score('Anything', '')).toBe(1);
  });
});
