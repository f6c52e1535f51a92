import { describe, expect, it } from 'vitest';
import { appPathOf, taskLink } from './boardLinks';

describe('links on a board', () => {
  const origin = 'https://orbit.example.com';
  it('an address of this app opens in the app', () => {
    expect(appPathOf(taskLink(origin, 'acme', 'o1', 't1'), origin)).toBe('/acme/o1/t1');
    expect(appPathOf('/acme/docs/d1#h', origin)).toBe('/acme/docs/d1#h');
  });
  it('another site, the API and nonsense do not', () => {
    expect(appPathOf('https://example.org/acme/o1', origin)).toBeNull();
    expect(appPathOf(`${origin}/api/orgs/acme/boards`, origin)).toBeNull();
    expect(appPathOf('http://[', origin)).toBeNull();
  });
});
