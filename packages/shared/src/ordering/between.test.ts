import { describe, expect, it } from 'vitest';
import { between, comparePositions, positionsAfter } from './between.js';

describe('between', () => {
  it('finds a middle with open ends', () => {
    const p = between(null, null);
    expect(between(null, p) < p).toBe(true);
    expect(between(p, null) > p).toBe(true);
  });

  it('sorts strictly between two neighbours', () => {
    for (const [a, b] of [
      ['a0', 'a1'],
      ['a', 'b'],
      ['a0', 'a0V'],
      ['V', 'V1'],
      ['Zz', 'a'],
      ['a01', 'a02'],
    ] as const) {
      const m = between(a, b);
      expect(m > a && m < b, `${a} < ${m} < ${b}`).toBe(true);
    }
  });

  it('keeps finding room when inserting again and again at the same spot', () => {
    let lo = 'a';
    const hi = 'b';
    for (let i = 0; i < 200; i++) {
      const m = between(lo, hi);
      expect(m > lo && m < hi).toBe(true);
      lo = m;
    }
    let top = 'a';
    for (let i = 0; i < 200; i++) {
      const m = between(null, top);
      expect(m < top).toBe(true);
      top = m;
    }
  });

  it('refuses bounds in the wrong order', () => {
    expect(() => between('b', 'a')).toThrow(RangeError);
    expect(() => between('a', 'a')).toThrow(RangeError);
  });

  it('appends in order', () => {
    const list = positionsAfter('a0', 5);
    expect([...list].sort()).toEqual(list);
    expect((list[0] ?? '') > 'a0').toBe(true);
  });
});

describe('comparePositions', () => {
  it('orders by code unit (V before k; a locale-aware compare would not), equal positions by id', () => {
    const rows = [
      { id: 'b', position: 'k' },
      { id: 'z', position: 'V' },
      { id: 'a', position: 'k' },
      { id: 'c', position: null },
    ];
    expect([...rows].sort(comparePositions).map((r) => r.id)).toEqual(['c', 'z', 'a', 'b']);
  });
});
