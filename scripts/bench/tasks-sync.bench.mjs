// The sync engine at size: a workspace of 10,000 tasks in 50 orbits and 200 people online. Prints the
// bootstrap payload and time (raw JSON, and the bytes actually sent with gzip and with brotli),
// p50/p99 of GET /sync/changes (the query a reconnecting client runs), and
// the time from one client's PATCH to 200 other sockets receiving its `sync.change`. Figures only.
// The server runs as in production (dist/main.js) on an embedded PostgreSQL this script starts, so the
// data can be written straight through SQL. Loopback only.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { io as connect } from 'socket.io-client';
import { ms, percentile } from './bench-figures.mjs';
import { seedOrbit, seedTeam, signIn, startSeededServer } from './bench-seeded-server.mjs';

const ORBITS = 50;
const TASKS = 10_000;
const PEOPLE = 200;
const PATCHES = 40;
const CHANGE_QUERIES = 200;
const port = 3191;

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

const server = await startSeededServer(port);
const { db, modules, url } = server;
const { schema } = modules;
const sockets = [];

try {
  // People: one owner and 199 members, each with a session.
  const { users: people, workspace } = await seedTeam(
    server,
    Array.from({ length: PEOPLE + 1 }, (_, i) => ({ email: `bench-${i}@example.com`, name: `Person ${i}` })),
  );

  // 50 public orbits, one list each, 200 tasks each.
  const started = Date.now();
  for (let o = 0; o < ORBITS; o += 1) {
    const { orbitId, listId, statuses } = await seedOrbit(server, {
      workspaceId: workspace.id,
      ownerId: people[0].id,
      name: `Orbit ${o}`,
      position: `a${String(o).padStart(3, '0')}`,
    });
    const rows = Array.from({ length: TASKS / ORBITS }, (_, i) => ({
      id: modules.newId(),
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
    const session = await signIn(server, user.id);
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
  await server.stop();
}
