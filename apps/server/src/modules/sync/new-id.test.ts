import { describe, expect, it } from 'vitest';
import { isTemporaryId, newId } from './new-id.js';

describe('newId', () => {
  it('is 20 lowercase base-32 characters with no dash', () => {
    const id = newId();
    expect(id).toMatch(/^[0-9a-z]{20}$/);
    expect(isTemporaryId(id)).toBe(false);
  });

  it('sorts in creation order within one millisecond and when the clock steps back', () => {
    const now = Date.now() + 60_000;
    const ids = [newId(now), newId(now), newId(now), newId(now - 5), newId(now)];
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('starts from the time of a later millisecond', () => {
    const later = Date.now() + 120_000;
    const a = newId(later);
    const b = newId(later + 1);
    expect(b.slice(0, 10) > a.slice(0, 10)).toBe(true);
  });
});
