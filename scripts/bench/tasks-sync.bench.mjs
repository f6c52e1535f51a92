// The sync engine at size: a workspace of 10,000 tasks in 50 orbits and 200 people online. Prints the
// bootstrap payload and time (raw JSON, and the bytes actually sent with gzip and with brotli),
// p50/p99 of GET /sync/changes (the query a reconnecting client runs), and
// the time from one client's PATCH to 200 other sockets receiving its `sync.change`. Figures only.
// The server runs as in production (dist/main.js) on an embedded PostgreSQL this script starts, so the
// data can be written straight through SQL. Loopback only.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { io as connect } from 'socket.io-client';

const dist = (file) => new URL(`../../apps/server/dist/${file}`, import.meta.url).href;
const { startEmbeddedPostgres } = await import(dist('db/embedded/index.js'));
const { createDrizzle } = await import(dist('db/database.js'));
const schema = await import(dist('db/schema/index.js'));
const { createSession } = await import(dist('modules/auth/create-session.js'));
const { loadAuthKeys } = await import(dist('modules/auth/auth-keys.js'));
const { newId } = await import(dist('modules/sync/new-id.js'));
const { defaultStatuses } = await import(dist('modules/orbits/orbit.presenter.js'));

const ORBITS = 50;
const TASKS = 10_000;
const PEOPLE = 200;
const PATCHES = 40;
const CHANGE_QUERIES = 200;
const port = 3191;
const url = `http://127.0.0.1:${port}`;

const quiet = { info() {}, warn() {}, error: (message) => console.error(message) };
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const ms = (value) => `${value.toFixed(1)} ms`;
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;

/** GET through node:http, which leaves the body encoded: the bytes and time as the wire had them. */
function fetchRaw(target, headers) {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    http
      .get(target, { headers }, (res) => {
        let bytes = 0;
        res.on('data', (chunk) => {
          bytes += chunk.length;
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            encoding: res.headers['content-encoding'] ?? 'identity',
            bytes,
            ms: performance.now() - t0,
          }),
        );
      })
      .on('error', reject);
  });
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'orbit-bench-tasks-'));
// When run as root, PostgreSQL runs as its own account and must be able to traverse this directory.
chmodSync(dataDir, 0o711);
const embedded = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'pg'), logger: quiet });
const admin = new pg.Client(embedded.poolConfig('postgres'));
await admin.connect();
await admin.query('CREATE DATABASE orbit_bench');
await admin.end();
const conn = embedded.poolConfig('orbit_bench');
const databaseUrl = `postgresql://${conn.user}:${encodeURIComponent(conn.password)}@${encodeURIComponent(conn.host)}:${conn.port}/orbit_bench`;

const main = fileURLToPath(new URL('../../apps/server/dist/main.js', import.meta.url));
const child = spawn(process.execPath, [main], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATA_DIR: path.join(dataDir, 'app'),
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const pool = new pg.Pool({ ...conn, max: 5 });
const sockets = [];

try {
  for (let tries = 0; tries < 240; tries += 1) {
    const up = await fetch(`${url}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const db = createDrizzle(pool);
  const keys = await loadAuthKeys(db);

  // People: one owner and 199 members, each with a session.
  const people = await db
    .insert(schema.users)
    .values(
      Array.from({ length: PEOPLE + 1 }, (_, i) => ({
        email: `bench-${i}@example.com`,
        name: `Person ${i}`,
        emailVerifiedAt: new Date(),
        onboardingStep: 'done',
      })),
    )
    .returning();
  const [workspace] = await db
    .insert(schema.workspaces)
    .values({ slug: 'bench', name: 'Bench', kind: 'team' })
    .returning();
  await db.insert(schema.memberships).values(
    people.map((user, i) => ({
      workspaceId: workspace.id,
      userId: user.id,
      role: i === 0 ? 'owner' : 'member',
    })),
  );

  // 50 public orbits, one list each, 200 tasks each.
  const started = Date.now();
  for (let o = 0; o < ORBITS; o += 1) {
    const orbitId = newId();
    const statuses = defaultStatuses();
    await db.insert(schema.orbits).values({
      id: orbitId,
      workspaceId: workspace.id,
      name: `Orbit ${o}`,
      statuses,
      position: `a${String(o).padStart(3, '0')}`,
    });
    await db.insert(schema.orbitMembers).values({ orbitId, userId: people[0].id });
    const listId = newId();
    await db
      .insert(schema.lists)
      .values({ id: listId, workspaceId: workspace.id, orbitId, name: 'Tasks', position: 'a0' });
    const rows = Array.from({ length: TASKS / ORBITS }, (_, i) => ({
      id: newId(),
      clientId: randomUUID(),
      workspaceId: workspace.id,
      orbitId,
      listId,
      title: `Task ${o}-${i}: ${'lorem ipsum '.repeat(3)}`,
      description: i % 4 === 0 ? JSON.stringify({ type: 'doc', content: [{ type: 'paragraph' }] }) : '',
      statusId: statuses[i % 3].id,
      priority: ['none', 'low', 'medium', 'high', 'urgent'][i % 5],
      dueAt: i % 2 ? new Date(Date.now() + (i - 100) * 86_400_000) : null,
      position: `a${String(i).padStart(4, '0')}`,
      completedAt: i % 3 === 2 ? new Date() : null,
      createdBy: people[0].id,
    }));
    await db.insert(schema.items).values(rows);
    await db
      .insert(schema.itemAssignees)
      .values(
        rows
          .filter((_, i) => i % 2 === 0)
          .map((row, i) => ({ itemId: row.id, userId: people[1 + (i % PEOPLE)].id })),
      );
  }
  console.log(`seeded ${TASKS} tasks in ${ORBITS} orbits, ${PEOPLE} people: ${Date.now() - started} ms`);

  const sessions = [];
  for (const user of people) {
    const session = await createSession({ db, keys }, user.id, { userAgent: 'bench', ip: '127.0.0.1' });
    sessions.push(`access_token=${session.accessToken}`);
  }
  const headers = (cookie) => ({
    cookie,
    origin: url,
    'x-requested-with': 'orbit',
    'content-type': 'application/json',
  });
  const base = `${url}/api/orgs/bench`;

  // Bootstrap: payload and time (the first run warms the server up), then as sent compressed.
  const bootTimes = [];
  let bootBytes = 0;
  let boot;
  for (let i = 0; i < 6; i += 1) {
    const t0 = performance.now();
    const res = await fetch(`${base}/sync/bootstrap`, {
      headers: { ...headers(sessions[1]), 'accept-encoding': 'identity' },
    });
    const text = await res.text();
    if (i > 0) bootTimes.push(performance.now() - t0);
    bootBytes = Buffer.byteLength(text);
    boot = JSON.parse(text);
  }
  console.log(
    `bootstrap: ${boot.items.length} items, ${(bootBytes / 1024 / 1024).toFixed(2)} MB JSON uncompressed, p50 ${ms(percentile(bootTimes, 50))}, max ${ms(Math.max(...bootTimes))}`,
  );
  for (const encoding of ['gzip', 'br']) {
    const runs = [];
    for (let i = 0; i < 5; i += 1) {
      runs.push(
        await fetchRaw(`${base}/sync/bootstrap`, {
          cookie: sessions[1],
          origin: url,
          'accept-encoding': encoding,
        }),
      );
    }
    const sent = runs.at(-1);
    if (sent.status !== 200 || sent.encoding !== encoding) {
      throw new Error(`bootstrap with ${encoding}: ${sent.status} ${sent.encoding}`);
    }
    console.log(
      `bootstrap on the wire, ${encoding.padEnd(4)}: ${kb(sent.bytes)} sent (${((100 * sent.bytes) / bootBytes).toFixed(1)}% of the JSON), p50 ${ms(
        percentile(
          runs.map((r) => r.ms),
          50,
        ),
      )}`,
    );
  }

  // 200 sockets of 200 members (the PATCH author is the owner, not among them).
  for (let i = 1; i <= PEOPLE; i += 1) {
    const socket = connect(url, {
      transports: ['websocket'],
      extraHeaders: { origin: url, cookie: sessions[i] },
      reconnection: false,
    });
    await new Promise((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    sockets.push(socket);
  }

  const fanout = [];
  const target = boot.items[Math.floor(boot.items.length / 2)];
  for (let n = 0; n < PATCHES; n += 1) {
    const arrivals = sockets.map(
      (socket) =>
        new Promise((resolve) => {
          const onChange = (change) => {
            if (change.id !== target.id || change.data?.title !== `Edited ${n}`) return;
            socket.off('sync.change', onChange);
            resolve(performance.now());
          };
          socket.on('sync.change', onChange);
        }),
    );
    const t0 = performance.now();
    const res = await fetch(`${base}/items/${target.id}`, {
      method: 'PATCH',
      headers: headers(sessions[0]),
      body: JSON.stringify({ title: `Edited ${n}` }),
    });
    if (!res.ok) throw new Error(`PATCH answered ${res.status}`);
    const times = await Promise.race([
      Promise.all(arrivals),
      new Promise((_, reject) => setTimeout(() => reject(new Error('fan-out timed out')), 10_000)),
    ]);
    for (const time of times) fanout.push(time - t0);
  }
  console.log(
    `PATCH → ${PEOPLE} sockets (${PATCHES} patches, ${fanout.length} deliveries): p50 ${ms(percentile(fanout, 50))}, p99 ${ms(percentile(fanout, 99))}`,
  );

  // GET /sync/changes for a client 50 changes behind (what a reconnect runs).
  const { seq } = await (
    await fetch(`${base}/sync/changes?after=0`, { headers: headers(sessions[1]) })
  ).json();
  const changeTimes = [];
  for (let i = 0; i < CHANGE_QUERIES; i += 1) {
    const t0 = performance.now();
    const res = await fetch(`${base}/sync/changes?after=${Math.max(0, seq - 50)}`, {
      headers: headers(sessions[1 + (i % PEOPLE)]),
    });
    await res.json();
    changeTimes.push(performance.now() - t0);
  }
  console.log(
    `GET /sync/changes (50 behind, ${CHANGE_QUERIES} calls): p50 ${ms(percentile(changeTimes, 50))}, p99 ${ms(percentile(changeTimes, 99))}`,
  );
} finally {
  for (const socket of sockets) socket.close();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  await pool.end();
  await embedded.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
