import { describe, expect, it } from 'vitest';
import { precacheList } from './serviceWorkerPlugin';

describe('precacheList', () => {
  it("keeps the build's files for offline use, not maps, compressed twins or the icons drawn on demand", () => {
    const bundle = [
      'index.html',
      'assets/index-abc.js',
      'assets/index-abc.js.map',
      'assets/index-abc.js.br',
      'assets/index-abc.js.gz',
      'assets/dynamicIconImports-def.js',
      'assets/icons/rocket-123.js',
      'sw.js',
    ];
    expect(precacheList(bundle, ['favicon.svg'], 'sw.js')).toEqual([
      '/assets/dynamicIconImports-def.js',
      '/assets/index-abc.js',
      '/favicon.svg',
      '/index.html',
    ]);
  });
});
