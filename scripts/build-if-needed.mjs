import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const stamp = path.join(root, '.build-stamp');

const sources = [
  'package-lock.json',
  'packages/shared/src',
  'apps/server/src',
  'apps/server/drizzle',
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
];
const outputs = ['packages/shared/dist/index.js', 'apps/server/dist/main.js', 'apps/web/dist/index.html'];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/**
 * Builds shared, server and web when an output is missing or a source changed since the last build.
 * `toStderr` keeps stdout for the caller's own output (the CLI's tables may be piped).
 */
export function buildIfNeeded({ toStderr = false } = {}) {
  const missing = outputs.some((output) => !existsSync(path.join(root, output)));
  const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
  const changed = sources.some((source) => newestMtime(path.join(root, source)) > built);
  if (!missing && !changed) return;
  const say = toStderr ? console.error : console.log;
  say(missing ? 'Building Orbit for the first time…' : 'Sources changed: rebuilding…');
  execSync('npm run build', { cwd: root, stdio: toStderr ? ['ignore', 2, 2] : 'inherit' });
  writeFileSync(stamp, new Date().toISOString());
}
