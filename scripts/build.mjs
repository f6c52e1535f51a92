// `npm run build`: shared, server and web in order, then the build stamp that `npm start` compares the
// sources with, so a start right after a build does not build again.
import { execSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { writeBuildStamp } from './build-if-needed.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const startedAt = new Date();
for (const workspace of ['packages/shared', 'apps/server', 'apps/web']) {
  execSync(`npm run build -w ${workspace}`, { cwd: root, stdio: 'inherit' });
}
writeBuildStamp(startedAt);
