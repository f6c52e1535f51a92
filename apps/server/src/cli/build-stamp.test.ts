import { mkdir, mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Issue 12 item 15: `npm run build` then `npm start` built twice, because only `npm start` wrote the
// build stamp. The build writes it now, dated when it started.

type BuildScripts = {
  buildNeeded(root: string): 'missing' | 'changed' | null;
  writeBuildStamp(startedAt: Date, root: string): void;
};

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const outputs = ['packages/shared/dist/index.js', 'apps/server/dist/main.js', 'apps/web/dist/index.html'];

describe('the build stamp', () => {
  let root: string;
  let scripts: BuildScripts;
  const at = (seconds: number) => new Date(Date.UTC(2030, 0, 1, 0, 0, seconds));
  const touch = async (file: string, when: Date) => {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), 'x');
    await utimes(path.join(root, file), when, when);
  };

  beforeAll(async () => {
    scripts = (await import(
      pathToFileURL(path.join(repo, 'scripts/build-if-needed.mjs')).href
    )) as BuildScripts;
    root = await mkdtemp(path.join(tmpdir(), 'orbit-stamp-'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('npm run build is the script that writes it', async () => {
    const pkg = JSON.parse(await readFile(path.join(repo, 'package.json'), 'utf8'));
    expect(pkg.scripts.build).toBe('node scripts/build.mjs');
    expect(await readFile(path.join(repo, 'scripts/build.mjs'), 'utf8')).toContain(
      'writeBuildStamp(startedAt)',
    );
  });

  it('a start after a build builds nothing; a source saved during or after the build does', async () => {
    await touch('apps/server/src/main.ts', at(0));
    expect(scripts.buildNeeded(root)).toBe('missing');
    for (const output of outputs) await touch(output, at(20));
    expect(scripts.buildNeeded(root)).toBe('changed');
    scripts.writeBuildStamp(at(10), root);
    expect(scripts.buildNeeded(root)).toBeNull();
    // Saved while the build (started at 10 s) was running: the next start rebuilds.
    await touch('apps/web/src/App.tsx', at(15));
    expect(scripts.buildNeeded(root)).toBe('changed');
  });
});
