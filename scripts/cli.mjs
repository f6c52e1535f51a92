// `npm run cli -- <command> [flags]`: the operator commands (create-user, reset-password, list-users),
// built first if the sources changed, run in this process so Ctrl+C reaches a database it started.
// The arguments after `--` reach the CLI untouched in process.argv.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildIfNeeded } from './build-if-needed.mjs';

if (!existsSync(fileURLToPath(new URL('../node_modules', import.meta.url)))) {
  console.error('Dependencies are missing: run `npm install` first.');
  process.exit(1);
}
// Build output goes to stderr: what the command prints on stdout may be piped.
buildIfNeeded({ toStderr: true });
await import('../apps/server/dist/cli/main.js');
