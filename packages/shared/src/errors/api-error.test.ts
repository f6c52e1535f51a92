import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from './api-error.js';

describe('apiErrorSchema', () => {
  it('accepts an error with per-field messages', () => {
    const parsed = apiErrorSchema.parse({
      code: 'validation_failed',
      message: 'Bad',
      fields: { email: 'Required' },
    });
    expect(parsed.fields).toEqual({ email: 'Required' });
  });

  it('rejects a body without a code', () => {
    expect(apiErrorSchema.safeParse({ message: 'Bad' }).success).toBe(false);
  });
});
