import { describe, expect, it } from 'vitest';
import { appPathOf, documentLink, isBoardFileLink, taskLink } from './boardLinks';

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
  it('a document opens at its page in the app', () => {
    expect(appPathOf(documentLink(origin, 'acme', 'o1', 'd1'), origin)).toBe('/acme/o1/docs/d1');
  });
  it('a file card links to the board file, which is not a page of the app', () => {
    const file = `${origin}/api/orgs/acme/boards/b1/files/f1`;
    expect(isBoardFileLink(file, origin)).toBe(true);
    expect(appPathOf(file, origin)).toBeNull();
    expect(isBoardFileLink('https://example.org/api/orgs/acme/boards/b1/files/f1', origin)).toBe(false);
    expect(isBoardFileLink(`${origin}/api/orgs/acme/boards/b1`, origin)).toBe(false);
    expect(isBoardFileLink('http://[', origin)).toBe(false);
  });
});
