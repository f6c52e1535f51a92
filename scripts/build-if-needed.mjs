import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const stampName = '.build-stamp';

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

/** 'missing' when an output is absent, 'changed' when a source is newer than the last build, else null. */
export function buildNeeded(root = repoRoot) {
  if (outputs.some((output) => !existsSync(path.join(root, output)))) return 'missing';
  const stamp = path.join(root, stampName);
  const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
  return sources.some((source) => newestMtime(path.join(root, source)) > built) ? 'changed' : null;
}

/**
 * Written by `npm run build` when it succeeds, dated when the build started: a source saved while it
 * ran is newer than the stamp, so the next start builds again.
 */
export function writeBuildStamp(startedAt, root = repoRoot) {
  const stamp = path.join(root, stampName);
  writeFileSync(stamp, `${startedAt.toISOString()}\n`);
  utimesSync(stamp, startedAt, startedAt);
}

/**
 * Builds shared, server and web when an output is missing or a source changed since the last build
 * (`npm run build` writes the stamp). `toStderr` keeps stdout for the caller's own output (the CLI's
 * tables may be piped).
 */
export function buildIfNeeded({ toStderr = false } = {}) {
  const reason = buildNeeded();
  if (!reason) return;
  const say = toStderr ? console.error : console.log;
  say(reason === 'missing' ? 'Building Orbit for the first time…' : 'Sources changed: rebuilding…');
  execSync('npm run build', { cwd: repoRoot, stdio: toStderr ? ['ignore', 2, 2] : 'inherit' });
}
