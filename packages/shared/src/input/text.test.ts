import { describe, expect, it } from 'vitest';
import { idSchema, isoDateTimeSchema, text, textProblem } from './text.js';

describe('the boundary’s text, id and date rules', () => {
  it('refuses a NUL character and lone surrogates, keeps every real character', () => {
    expect(textProblem('a\u0000b')).toBe('nul');
    expect(textProblem('a\ud800b')).toBe('surrogate');
    expect(textProblem('a\udc00')).toBe('surrogate');
    expect(textProblem('emoji 😀, Ελληνικά, 日本語\n\ttab')).toBeUndefined();
    const title = text().trim().min(1).max(5);
    expect(title.parse('  ab  ')).toBe('ab');
    expect(title.safeParse('a\u0000').error?.issues[0]?.message).toBe('Remove the NUL character.');
  });

  it('ids are letters, digits, dashes and underscores', () => {
    expect(idSchema.safeParse('01h0000000abcdefghjk').success).toBe(true);
    expect(idSchema.safeParse('6f1c2a3e-0000-4000-8000-000000000000').success).toBe(true);
    for (const bad of ['a\u0000b', "a'b", 'a/b', '', 'x'.repeat(65)]) {
      expect(idSchema.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('dates are in the years 1 to 9999', () => {
    expect(isoDateTimeSchema.safeParse('2030-01-02T03:04:05.000Z').success).toBe(true);
    expect(isoDateTimeSchema.safeParse('0001-01-01T00:00:00Z').success).toBe(true);
    expect(isoDateTimeSchema.safeParse('0000-01-01T00:00:00Z').success).toBe(false);
  });
});
