import { describe, expect, it } from 'vitest';
import { between } from './between.js';
import { isOrderKey } from './legacy-positions.js';

// Positions already stored among one orbit's tasks: earlier versions' hand-made keys, the templates'
// tasks, server ids (tasks made without a position), a client's temporary id, and keys of this version.
const stored = [
  'F',
  'V',
  'VV',
  'k',
  'zV',
  'a00',
  'a01',
  'a09',
  'a10',
  'a0V',
  'Zz',
  '01jqz8m3kd5x7w9c2b4n',
  '01jqz8m3kd5x7w9c2b4p',
  'e3b0c442-98fc-4c14-9afb-f4c8996fb924',
].sort();

describe('isOrderKey', () => {
  it('accepts what fractional-indexing makes and tells the legacy positions apart', () => {
    expect(['a0', 'a1', 'a0V', 'Zz', 'b00', 'a01'].filter(isOrderKey)).toHaveLength(6);
    expect(['V', 'k', 'zV', 'a00', 'a10', '01jqz8m3kd5x7w9c2b4n', 'e3b0c442-98fc', ''].some(isOrderKey)).toBe(
      false,
    );
  });
});

describe('between next to legacy positions', () => {
  const gaps: [string | null, string | null][] = [
    [null, null],
    [null, stored[0] ?? null],
    ...stored.slice(1).map((b, i): [string | null, string | null] => [stored[i] ?? null, b]),
    [stored.at(-1) ?? null, null],
  ];

  it('makes a key strictly inside every gap of a list of stored positions, a valid one where one fits', () => {
    for (const [a, b] of gaps) {
      const key = between(a, b);
      expect((a === null || key > a) && (b === null || key < b), `${a} < ${key} < ${b}`).toBe(true);
      // Valid keys start with a letter: under a server id (a digit first) none fits.
      if (b === null || b >= 'A') expect(isOrderKey(key), `${a} < ${key} < ${b} is a valid key`).toBe(true);
    }
    expect(between(null, '01jqz8m3kd5x7w9c2b4n') < '01jqz8m3kd5x7w9c2b4n').toBe(true);
  });

  it('keeps finding room at the same spot again and again, with short keys', () => {
    for (const [a, b] of gaps) {
      let [low, high] = [a, b];
      for (let i = 0; i < 50; i += 1) {
        // Alternately just above the lower neighbour and just below the upper one.
        const key = between(low, high);
        expect(
          (low === null || key > low) && (high === null || key < high),
          `${low} < ${key} < ${high}`,
        ).toBe(true);
        if (i % 2 === 0) high = key;
        else low = key;
      }
      const last = between(low, high);
      expect(last.length).toBeLessThan(64);
    }
  });

  it('appends after a legacy position with keys that go on in order', () => {
    for (const last of ['k', 'zV', 'a10', '01jqz8m3kd5x7w9c2b4n']) {
      let previous = last;
      for (let i = 0; i < 20; i += 1) {
        const next = between(previous, null);
        expect(next > previous).toBe(true);
        previous = next;
      }
      expect(previous.length).toBeLessThanOrEqual(28);
    }
  });

  it('refuses a gap no key fits in (a new orbit’s lists a1 and a10: only a1 with zeros sorts between)', () => {
    expect(() => between('a1', 'a10')).toThrow(RangeError);
  });

  it('never makes a key that leaves no room beside its neighbour', () => {
    // 'a0' would sort right after 'a' with nothing possible between them; under 'a00', 'a0' likewise.
    expect(between('a', null)).not.toBe('a0');
    const below = between(null, 'a00');
    expect(below < 'a00').toBe(true);
    expect(between(below, 'a00') > below).toBe(true);
  });
});
