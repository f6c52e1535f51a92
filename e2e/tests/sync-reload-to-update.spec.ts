// "Reload to update" (docs/SYNC.md): a page whose build is older than the sync protocol its server
// requires stops sending, keeps the writes made meanwhile and asks for a reload; the reloaded page
// sends them. The journey runs its own server (the production build on an embedded database of its
// own, on a free port), started with SYNC_MIN_CLIENT_PROTOCOL above the protocol of this build (so
// this build is the old one), then started again without it: the release whose web app the reload
// then loads.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { syncProtocolVersion } from '@orbit/shared';
import { type APIRequestContext, request } from '@playwright/test';
import { freePort } from '../../scripts/cluster/cluster.mjs';
import { logInContext, PASSWORD, uniqueEmail, uniqueSlug } from '../support/accounts.js';
import { queuedWrites } from '../support/outbox.js';
import { expect, test } from '../support/test.js';

test.describe.configure({ mode: 'serial', timeout: 240_000 });

const root = path.join(import.meta.dirname, '../..');
const serverMain = path.join(root, 'apps/server/dist/main.js');
const cli = path.join(root, 'apps/server/dist/cli/main.js');

/** One production server on loopback with its own data folder (embedded PostgreSQL), started again at will. */
function appServer(port: number, dataDir: string) {
  const url = `http://127.0.0.1:${port}`;
  const lines: string[] = [];
  let child: ChildProcess | null = null;
  const baseEnv = () => {
    const env: NodeJS.ProcessEnv = { ...process.env };
    for (const name of ['DATABASE_URL', 'REDIS_URL', 'PUBLIC_URL', 'SMTP_URL', 'SYNC_MIN_CLIENT_PROTOCOL'])
      delete env[name];
    return { ...env, NODE_ENV: 'production', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  };
  return {
    url,
    lines,
    env: baseEnv,
    async start(extra: Record<string, string> = {}) {
      const started = spawn(process.execPath, [serverMain], {
        cwd: root,
        env: { ...baseEnv(), ...extra, PORT: String(port) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = started;
      const keep = (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean));
      started.stdout?.on('data', keep);
      started.stderr?.on('data', keep);
      await expect
        .poll(
          async () => {
            if (started.exitCode !== null) throw new Error(`server exited:\n${lines.slice(-20).join('\n')}`);
            return fetch(`${url}/api/health`)
              .then((res) => res.ok)
              .catch(() => false);
          },
          { timeout: 120_000, message: 'the server answers /api/health' },
        )
        .toBe(true);
    },
    /** SIGTERM: the app drains, stops its embedded PostgreSQL and exits. */
    async stop() {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGTERM');
      await exited;
    },
  };
}

let server: ReturnType<typeof appServer>;
let dataDir = '';
const email = uniqueEmail('reload-update');
const slug = uniqueSlug('reload');
let orbitId = '';
let api: APIRequestContext;

async function titlesOnServer(): Promise<string[]> {
  const answer = await api.get(`/api/orgs/${slug}/sync/bootstrap`);
  expect(answer.ok()).toBe(true);
  const { items } = (await answer.json()) as { items: { title: string }[] };
  return items.map((item) => item.title);
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'orbit-reload-'));
  server = appServer(await freePort(), dataDir);
  // This build is the old one: the server requires the protocol after it.
  await server.start({ SYNC_MIN_CLIENT_PROTOCOL: String(syncProtocolVersion + 1) });
  const made = spawnSync(
    process.execPath,
    [
      cli,
      'create-user',
      '--email',
      email,
      '--password',
      PASSWORD,
      '--name',
      'Ada Reload',
      '--workspace',
      slug,
    ],
    { encoding: 'utf8', cwd: root, env: server.env() },
  );
  if (made.status !== 0) throw new Error(`create-user: ${made.stderr}${made.stdout}`);
  api = await request.newContext({
    baseURL: server.url,
    extraHTTPHeaders: { Origin: server.url, 'X-Requested-With': 'orbit' },
  });
  const login = await api.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(login.ok()).toBe(true);
  const orbit = await api.post(`/api/orgs/${slug}/orbits`, {
    data: { clientId: randomUUID(), name: 'Release' },
  });
  expect(orbit.ok()).toBe(true);
  orbitId = ((await orbit.json()) as { id: string }).id;
});

test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('a page too old for its server keeps its writes and asks for a reload; the reloaded page sends them', async ({
  page,
}) => {
  // Every POST of a task, and every server.hello the page hears.
  const taskPosts: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && new URL(req.url()).pathname === `/api/orgs/${slug}/items`) {
      taskPosts.push(req.url());
    }
  });
  const hellos: { minClientProtocol?: number }[] = [];
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      const text = String(payload);
      const at = text.indexOf('["server.hello",');
      if (at >= 0) hellos.push((JSON.parse(text.slice(at)) as [string, { minClientProtocol?: number }])[1]);
    }),
  );

  await logInContext(page.context(), { email, password: PASSWORD }, server.url);
  await page.goto(`${server.url}/${slug}/${orbitId}`);

  const banner = page.getByRole('alert', { name: /A new version of Orbit is available\./ });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('Your changes are kept on this device');
  // One hello per page the journey opened (the one after signing in, this one), each requiring more.
  await expect.poll(() => hellos.length).toBeGreaterThan(0);
  expect(hellos.map((hello) => hello.minClientProtocol)).toEqual(hellos.map(() => syncProtocolVersion + 1));

  // A write made now is shown at once and kept in the outbox, not sent with the old protocol.
  const add = page.getByRole('textbox', { name: 'Add a task to Tasks' });
  await add.fill('Written by the old page');
  await add.press('Enter');
  await expect(page.getByText('Written by the old page')).toBeVisible();
  await expect.poll(() => queuedWrites(page)).toBe(1);

  // The new release goes live (this build's web app is now the current one). The page reconnects and
  // hears a server that would take its protocol, but its code is still the old one: it keeps holding.
  const heard = hellos.length;
  await server.stop();
  await server.start();
  await expect.poll(() => hellos.length, { timeout: 30_000 }).toBe(heard + 1);
  expect(hellos[heard]?.minClientProtocol).toBe(syncProtocolVersion);
  await expect(banner).toBeVisible();
  expect(await queuedWrites(page)).toBe(1);
  expect(taskPosts).toEqual([]);
  expect(await titlesOnServer()).not.toContain('Written by the old page');

  // Keyboard: the button is reachable and works like a click.
  const reload = banner.getByRole('button', { name: 'Reload to update' });
  await reload.focus();
  const reloaded = page.waitForEvent('load');
  await page.keyboard.press('Enter');
  await reloaded;

  // The reloaded page may write: no banner, and the write made before the reload reaches the server once.
  await expect(page.getByText('Written by the old page')).toBeVisible();
  await expect.poll(() => queuedWrites(page), { timeout: 20_000 }).toBe(0);
  await expect(banner).toBeHidden();
  await expect.poll(titlesOnServer).toEqual(['Written by the old page']);
  expect(taskPosts).toHaveLength(1);
});
