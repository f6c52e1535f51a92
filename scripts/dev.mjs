// `npm run dev`: the server restarting on change (tsx watch, sources of @orbit/shared used directly)
// and Vite with hot reload on http://localhost:5173, which proxies /api and /socket.io to the server.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const env = {
  ...process.env,
  NODE_ENV: 'development',
  PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173',
};

const children = [
  spawn(
    'npx',
    [
      'tsx',
      'watch',
      '--import',
      './scripts/node/source-conditions.mjs',
      '--conditions=source',
      '--clear-screen=false',
      'apps/server/src/main.ts',
    ],
    {
      cwd: root,
      env,
      stdio: 'inherit',
    },
  ),
  spawn('npx', ['vite'], { cwd: `${root}/apps/web`, env, stdio: 'inherit' }),
];

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGINT');
  setTimeout(() => process.exit(code), 5000).unref();
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
