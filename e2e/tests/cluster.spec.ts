// Two app instances on one PostgreSQL and Redis behind HAProxy (docs/haproxy.cfg), started by this
// file on loopback: what several instances promise a team. A browser pinned to each instance (the
// balancer's sticky cookie), a change through one reaching the other, an instance hung then killed
// with a write pending, jobs handed to one instance each, an upload read through the other instance,
// a document edited live by two people on different instances, and writes going on through a rolling restart and a crash. Needs PostgreSQL (127.0.0.1:5432 or
// CLUSTER_DATABASE_URL), Redis (127.0.0.1:6379 or CLUSTER_REDIS_URL) and haproxy (.ci/run installs it).
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { type APIRequestContext, type Browser, type BrowserContext, request } from '@playwright/test';
import PgBoss from 'pg-boss';
import { io as connectSocket } from 'socket.io-client';
import { type Cluster, clusterUnavailable, startCluster } from '../../scripts/cluster/cluster.mjs';
import { logInContext, PASSWORD, uniqueEmail, uniqueSlug } from '../support/accounts.js';
import { queuedWrites } from '../support/outbox.js';
import { expect, test } from '../support/test.js';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const cli = path.join(import.meta.dirname, '../../apps/server/dist/cli/main.js');
const unavailable = await clusterUnavailable();
let cluster: Cluster;
const owner = { email: uniqueEmail('cluster-owner'), name: 'Ada Cluster' };
const member = { email: uniqueEmail('cluster-member'), name: 'Grace Cluster' };
const slug = uniqueSlug('cluster');
let orbitId = '';

/** The operator command, against the cluster's database (as an operator would run it). */
function createUser(person: { email: string; name: string }) {
  const run = spawnSync(
    process.execPath,
    [
      cli,
      'create-user',
      '--email',
      person.email,
      '--password',
      PASSWORD,
      '--name',
      person.name,
      '--workspace',
      slug,
    ],
    {
      encoding: 'utf8',
      env: {
        ...process.env,
        DATABASE_URL: cluster.databaseUrl,
        DATA_DIR: cluster.dataDir,
        LOG_LEVEL: 'warn',
      },
    },
  );
  if (run.status !== 0) throw new Error(`create-user: ${run.stderr}${run.stdout}`);
}

const balancerCookie = {
  name: 'orbit_instance',
  domain: '127.0.0.1',
  path: '/',
  expires: -1,
  httpOnly: true,
  secure: false,
  sameSite: 'Lax' as const,
};

/** Signed in through the balancer; `instance` pins it with the balancer's cookie. */
async function apiAs(email: string, instance?: string): Promise<APIRequestContext> {
  const api = await request.newContext({
    baseURL: cluster.url,
    extraHTTPHeaders: { Origin: cluster.url, 'X-Requested-With': 'orbit' },
    storageState: {
      origins: [],
      cookies: instance ? [{ ...balancerCookie, value: instance }] : [],
    },
  });
  const login = await api.post('/api/auth/login', { data: { email, password: PASSWORD } });
  if (!login.ok()) throw new Error(`login: ${login.status()} ${await login.text()}`);
  return api;
}

/** A browser whose requests and socket the balancer sends to `instance` while it is up. */
async function browserOn(browser: Browser, instance: string, email: string) {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'orbit_instance', value: instance, url: cluster.url }]);
  const page = await context.newPage();
  await logInContext(page.context(), { email, password: PASSWORD }, cluster.url);
  await page.goto(`${cluster.url}/${slug}/${orbitId}`);
  await expect(page.getByRole('textbox', { name: 'Add a task to Tasks' })).toBeVisible();
  return { context, page };
}

function instanceNamed(name: string) {
  const found = cluster.instances.find((one) => one.name === name);
  if (!found) throw new Error(`no instance ${name}`);
  return found;
}

const instanceCookie = async (context: BrowserContext) =>
  (await context.cookies(cluster.url)).find((c) => c.name === 'orbit_instance')?.value;

async function titlesOnServer(api: APIRequestContext): Promise<string[]> {
  const answer = await api.get(`/api/orgs/${slug}/sync/bootstrap`);
  expect(answer.ok()).toBe(true);
  const { items } = (await answer.json()) as { items: { title: string }[] };
  return items.map((item) => item.title);
}

// CI (.ci/run) installs every local part these tests need and sets ORBIT_REQUIRE_SERVICES=1: there a
// missing part fails the tests instead of skipping them.
const servicesRequired = process.env.ORBIT_REQUIRE_SERVICES === '1';

test.beforeAll(async () => {
  test.skip(unavailable !== null && !servicesRequired, `cluster journeys skipped: ${unavailable}`);
  test.setTimeout(120_000);
  cluster = await startCluster({ count: 2 });
  await cluster.waitForBalancer();
  createUser(owner);
  createUser(member);
  const api = await apiAs(owner.email);
  const orbit = await api.post(`/api/orgs/${slug}/orbits`, {
    data: { clientId: randomUUID(), name: 'Cluster' },
  });
  expect(orbit.ok()).toBe(true);
  orbitId = ((await orbit.json()) as { id: string }).id;
  await api.dispose();
});

test.afterAll(async () => {
  await cluster?.stop();
});

test('a change through one instance reaches a browser on the other; a killed instance’s browser reconnects through the other, catches up, and its pending write lands once', async ({
  browser,
}) => {
  const a = await browserOn(browser, 'orbit1', owner.email);
  const b = await browserOn(browser, 'orbit2', member.email);

  await a.page.getByRole('textbox', { name: 'Add a task to Tasks' }).fill('Made through orbit1');
  await a.page.getByRole('textbox', { name: 'Add a task to Tasks' }).press('Enter');
  await expect(b.page.getByRole('button', { name: 'Made through orbit1' })).toBeVisible();
  await b.page.getByRole('textbox', { name: 'Add a task to Tasks' }).fill('Made through orbit2');
  await b.page.getByRole('textbox', { name: 'Add a task to Tasks' }).press('Enter');
  await expect(a.page.getByRole('button', { name: 'Made through orbit2' })).toBeVisible();

  // orbit2 hangs: B's next write waits on it, unanswered, while A goes on through orbit1.
  const orbit2 = instanceNamed('orbit2');
  orbit2.freeze();
  await b.page.getByRole('textbox', { name: 'Add a task to Tasks' }).fill('Written while orbit2 hung');
  await b.page.getByRole('textbox', { name: 'Add a task to Tasks' }).press('Enter');
  await expect(b.page.getByRole('button', { name: 'Written while orbit2 hung' })).toBeVisible();
  await a.page.getByRole('textbox', { name: 'Add a task to Tasks' }).fill('Made during the outage');
  await a.page.getByRole('textbox', { name: 'Add a task to Tasks' }).press('Enter');
  await expect(a.page.getByRole('button', { name: 'Made during the outage' })).toBeVisible();
  await orbit2.kill();

  // B is now served by orbit1 (the balancer rewrote its cookie), caught up, and its write landed.
  await expect(b.page.getByRole('button', { name: 'Made during the outage' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(a.page.getByRole('button', { name: 'Written while orbit2 hung' })).toBeVisible({
    timeout: 20_000,
  });
  await expect.poll(() => queuedWrites(b.page), { timeout: 20_000 }).toBe(0);
  expect(await instanceCookie(b.context)).toBe('orbit1');
  await expect(b.page.getByRole('button', { name: 'Written while orbit2 hung' })).toHaveCount(1);

  const api = await apiAs(owner.email);
  const titles = await titlesOnServer(api);
  for (const title of [
    'Made through orbit1',
    'Made through orbit2',
    'Written while orbit2 hung',
    'Made during the outage',
  ]) {
    expect(
      titles.filter((t) => t === title),
      title,
    ).toHaveLength(1);
  }
  // Still live after the move: a change through orbit1 reaches B at once.
  await a.page.getByRole('textbox', { name: 'Add a task to Tasks' }).fill('After the failover');
  await a.page.getByRole('textbox', { name: 'Add a task to Tasks' }).press('Enter');
  await expect(b.page.getByRole('button', { name: 'After the failover' })).toBeVisible();

  await api.dispose();
  await a.context.close();
  await b.context.close();
  await orbit2.start();
  await cluster.waitForBalancer();
});

test('background jobs run once across instances', async () => {
  const boss = new PgBoss({
    connectionString: cluster.databaseUrl,
    schema: 'pgboss',
    // A client only: sends and reads jobs, runs no maintenance or schedules of its own.
    supervise: false,
    schedule: false,
    migrate: false,
  });
  await boss.start();
  const ids: string[] = [];
  try {
    for (let i = 0; i < 10; i += 1) {
      const id = await boss.send('trash-purge', {});
      if (id) ids.push(id);
    }
    expect(ids).toHaveLength(10);
    await expect
      .poll(
        async () => {
          const jobs = await Promise.all(ids.map((id) => boss.getJobById('trash-purge', id)));
          return jobs.filter((job) => job?.state === 'completed').length;
        },
        { timeout: 60_000, intervals: [500] },
      )
      .toBe(10);
  } finally {
    await boss.stop({ graceful: false, wait: true });
  }
  // Each job's id appears in the log of one instance, once.
  const runs = cluster.instances.flatMap((one) =>
    one.lines
      .filter((line) => line.includes('"job":"trash-purge"'))
      .flatMap((line) =>
        (JSON.parse(line) as { jobIds: string[] }).jobIds.map((id) => ({ id, on: one.name })),
      ),
  );
  const ours = runs.filter((run) => ids.includes(run.id));
  console.log(
    `jobs: ${ours.length} runs of 10 jobs; ${cluster.instances.map((one) => `${one.name} ${ours.filter((r) => r.on === one.name).length}`).join(', ')}`,
  );
  expect(ours.map((run) => run.id).sort()).toEqual([...ids].sort());
});

test('an upload through one instance is read through the other (one shared folder)', async () => {
  const through1 = await apiAs(owner.email, 'orbit1');
  const through2 = await apiAs(member.email, 'orbit2');
  const created = await through1.post(`/api/orgs/${slug}/items`, {
    data: { clientId: randomUUID(), orbitId, title: 'With a file' },
  });
  expect(created.ok()).toBe(true);
  const { id } = (await created.json()) as { id: string };
  const upload = await through1.post(`/api/orgs/${slug}/items/${id}/attachments`, {
    multipart: { file: { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('shared folder') } },
  });
  expect(upload.status()).toBe(201);
  const { attachments } = (await upload.json()) as { attachments: { id: string }[] };
  const download = await through2.get(`/api/orgs/${slug}/attachments/${attachments[0]?.id}`);
  expect(download.status()).toBe(200);
  expect(await download.text()).toBe('shared folder');
  await through1.dispose();
  await through2.dispose();
});

test('two people on different instances edit one document, and each sees the other’s text live', async ({
  browser,
}) => {
  const api = await apiAs(owner.email);
  const made = await api.post(`/api/orgs/${slug}/documents`, {
    data: { clientId: randomUUID(), orbitId, title: 'Across instances' },
  });
  expect(made.ok()).toBe(true);
  const documentId = ((await made.json()) as { id: string }).id;
  await api.dispose();
  const a = await browserOn(browser, 'orbit1', owner.email);
  const b = await browserOn(browser, 'orbit2', member.email);
  const text = (page: typeof a.page) => page.getByRole('textbox', { name: /^Text of / });
  for (const { page } of [a, b]) {
    await page.goto(`${cluster.url}/${slug}/${orbitId}/docs/${documentId}`);
    await expect(text(page)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Saved · live' })).toBeVisible();
  }
  // Still pinned: each browser's collaboration socket is held by its own instance.
  expect(await instanceCookie(a.context)).toBe('orbit1');
  expect(await instanceCookie(b.context)).toBe('orbit2');

  await text(a.page).click();
  await a.page.keyboard.type('Typed on orbit1.');
  await expect(text(b.page)).toContainText('Typed on orbit1.');
  await text(b.page).click();
  await b.page.keyboard.press('End');
  await b.page.keyboard.type(' Typed on orbit2.');
  await expect(text(a.page)).toContainText('Typed on orbit1. Typed on orbit2.');
  await a.context.close();
  await b.context.close();
});

test('Socket.IO’s long-polling fallback works through the balancer: its requests stick to one instance', async () => {
  const api = await apiAs(member.email);
  const token = (await api.storageState()).cookies.find((c) => c.name === 'access_token')?.value;
  expect(token).toBeTruthy();
  // Polling only, pinned to orbit2 by the balancer's cookie: each poll is a request of its own, and
  // every one must reach the instance that holds the connection (an unpinned poll would be refused).
  const socket = connectSocket(cluster.url, {
    transports: ['polling'],
    extraHeaders: { origin: cluster.url, cookie: `access_token=${token}; orbit_instance=orbit2` },
    reconnection: false,
  });
  const errors: string[] = [];
  socket.on('connect_error', (error) => errors.push(error.message));
  socket.on('disconnect', (reason) => errors.push(reason));
  const titles: string[] = [];
  socket.on('sync.change', (change: { data?: { title?: string } }) => {
    if (change.data?.title) titles.push(change.data.title);
  });
  await expect.poll(() => socket.connected || errors.length > 0).toBe(true);
  expect(errors).toEqual([]);

  const through1 = await apiAs(owner.email, 'orbit1');
  for (const title of ['Polled one', 'Polled two', 'Polled three']) {
    const made = await through1.post(`/api/orgs/${slug}/items`, {
      data: { clientId: randomUUID(), orbitId, title },
    });
    expect(made.ok()).toBe(true);
  }
  await expect
    .poll(() => titles.filter((t) => t.startsWith('Polled ')).sort())
    .toEqual(['Polled one', 'Polled three', 'Polled two']);
  expect(socket.io.engine.transport.name).toBe('polling');
  expect(errors).toEqual([]);
  socket.close();
  await through1.dispose();
  await api.dispose();
});

test('no acknowledged write is lost through a rolling restart and a crash', async () => {
  const writers = await Promise.all([
    apiAs(owner.email, 'orbit1'),
    apiAs(member.email, 'orbit2'),
    apiAs(owner.email, 'orbit2'),
    apiAs(member.email, 'orbit1'),
  ]);
  const acknowledged = new Map<string, string>();
  const edited = new Set<string>();
  const failures: string[] = [];
  let running = true;

  /** Sends until answered 2xx, as the outbox does (a create carries its clientId, so a retry is safe). */
  async function untilAcknowledged(
    send: () => Promise<{ ok(): boolean; status(): number; json(): Promise<unknown> }>,
  ) {
    for (;;) {
      const answer = await send().catch(() => null);
      if (answer?.ok()) return (await answer.json()) as { id: string; title: string };
      failures.push(answer ? String(answer.status()) : 'no answer');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  const write = async (api: APIRequestContext, w: number) => {
    for (let n = 0; running; n += 1) {
      const clientId = randomUUID();
      const title = `rolling ${w}-${n}`;
      const task = await untilAcknowledged(() =>
        api.post(`/api/orgs/${slug}/items`, { data: { clientId, orbitId, title }, failOnStatusCode: false }),
      );
      acknowledged.set(task.id, title);
      await untilAcknowledged(() =>
        api.patch(`/api/orgs/${slug}/items/${task.id}`, {
          data: { title: `${title} edited` },
          failOnStatusCode: false,
        }),
      );
      edited.add(task.id);
    }
  };
  const writing = writers.map((api, w) => write(api, w));

  const orbit1 = instanceNamed('orbit1');
  const orbit2 = instanceNamed('orbit2');
  /** Until more tasks were written and edited (acknowledged both times): writes went on meanwhile. */
  const writesGoOn = async () => {
    const from = edited.size;
    await expect
      .poll(() => edited.size, { timeout: 30_000 })
      .toBeGreaterThanOrEqual(from + writers.length * 2);
  };
  await writesGoOn();
  // A rolling restart: each instance drained (SIGTERM) and started again, one at a time.
  for (const one of [orbit1, orbit2]) {
    await one.restart();
    await cluster.waitForBalancer();
    await writesGoOn();
  }
  // A crash under load: the writes go on while the instance is down, and after it is back.
  await orbit1.kill();
  await writesGoOn();
  await orbit1.start();
  await cluster.waitForBalancer();
  await writesGoOn();
  running = false;
  await Promise.all(writing);

  const check = await apiAs(owner.email);
  const titles = await titlesOnServer(check);
  const lost = [...acknowledged.values()].filter((title) => !titles.includes(`${title} edited`));
  const twice = titles.filter((title, i) => title.startsWith('rolling ') && titles.indexOf(title) !== i);
  console.log(
    `rolling restart + crash: ${acknowledged.size} tasks and ${edited.size} edits acknowledged, ${failures.length} answers were errors and sent again (${failures.join(', ') || 'none'}), ${lost.length} lost, ${twice.length} twice`,
  );
  expect(acknowledged.size).toBeGreaterThan(0);
  expect(lost).toEqual([]);
  expect(twice).toEqual([]);
  expect(titles.filter((title) => title.startsWith('rolling ')).length).toBe(acknowledged.size);
  await check.dispose();
  for (const api of writers) await api.dispose();
});
