import { configuredProvidersSchema } from '@orbit/shared';
import { describe, expect, it } from 'vitest';
import { configuredProvidersParser } from './useConfiguredProviders';

describe('configuredProvidersParser', () => {
  it('takes what the shared schema takes', () => {
    for (const body of [
      { providers: [] },
      { providers: ['google'] },
      { providers: ['microsoft', 'google'] },
    ]) {
      expect(configuredProvidersParser.parse(body)).toEqual(configuredProvidersSchema.parse(body));
    }
  });

  it('refuses what the shared schema refuses', () => {
    for (const body of [null, {}, { providers: 'google' }, { providers: ['github'] }, { providers: [1] }]) {
      expect(() => configuredProvidersSchema.parse(body)).toThrow();
      expect(() => configuredProvidersParser.parse(body)).toThrow();
    }
  });
});
