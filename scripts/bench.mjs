// `npm run bench`: every benchmark in scripts/bench, one after another. Each prints its figures.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildIfNeeded } from './build-if-needed.mjs';

const dir = fileURLToPath(new URL('./bench/', import.meta.url));
const only = process.argv.slice(2);
buildIfNeeded();
let failed = false;
for (const file of readdirSync(dir)
  .filter((f) => f.endsWith('.bench.mjs'))
  .sort()) {
  if (only.length > 0 && !only.some((name) => file.startsWith(name))) continue;
  console.log(`\n▶ ${file}`);
  const result = spawnSync(process.execPath, [`${dir}${file}`], { stdio: 'inherit' });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
