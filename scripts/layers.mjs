// `npm run layers`: dependency-cruiser checks the web app's layers (apps/web/.dependency-cruiser.cjs).
// dependency-cruiser reads TypeScript through the classic compiler API, which TypeScript 7 (this
// project's compiler, native) no longer ships; it gets TypeScript 6's API (@typescript/typescript6, a
// devDependency) as its own `typescript`, linked beside it. Exits non-zero on any violation.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const cruiser = path.join(root, 'node_modules/dependency-cruiser');
const link = path.join(cruiser, 'node_modules/typescript');
if (!existsSync(link)) {
  mkdirSync(path.dirname(link), { recursive: true });
  try {
    symlinkSync(
      path.relative(path.dirname(link), path.join(root, 'node_modules/@typescript/typescript6')),
      link,
      'dir',
    );
  } catch (error) {
    // Another run linked it at the same moment.
    if (error.code !== 'EEXIST') throw error;
  }
}

const web = path.join(root, 'apps/web');
const result = spawnSync(
  process.execPath,
  [
    path.join(cruiser, 'bin/dependency-cruise.mjs'),
    'src',
    '--config',
    '.dependency-cruiser.cjs',
    '--output-type',
    'err',
    ...process.argv.slice(2),
  ],
  { cwd: web, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
