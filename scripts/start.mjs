// `npm start`: build what is missing, then run the server in this very process, so that one PID owns
// the port and the embedded database (a kill -9 leaves no orphaned Node behind).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildIfNeeded } from './build-if-needed.mjs';

if (!existsSync(fileURLToPath(new URL('../node_modules', import.meta.url)))) {
  console.error('Dependencies are missing: run `npm install` first.');
  process.exit(1);
}
buildIfNeeded();
await import('../apps/server/dist/main.js');
