// Search and presence at size: a workspace of 100,000 tasks in 50 orbits and 200,000 messages in 20
// topics (SEARCH_BENCH_MESSAGES). Prints p50/p99 of the palette's server search (GET /search) for 1-,
// 3- and 10-character queries (prefixes, and typos that only pg_trgm finds), of message search (GET
// /chat/search), the EXPLAIN ANALYZE of task search's queries, and the time from one person's presence
// change to every other socket of the workspace hearing `presence.changed` (SEARCH_BENCH_SOCKETS,
// default 1,000; the 2,000 with SEARCH_BENCH_SOCKETS=2000). Figures only. The server runs as in production (dist/main.js, so
// `npm run build` first) on an embedded PostgreSQL this script starts. Loopback only.
import { randomUUID } from 'node:crypto';
import { io as connect } from 'socket.io-client';
import { ms, percentile } from './bench-figures.mjs';
import { seedOrbit, seedTeam, signIn, startSeededServer } from './bench-seeded-server.mjs';

const ORBITS = 50;
const TASKS = 100_000;
const SOCKETS = Number(process.env.SEARCH_BENCH_SOCKETS ?? 1000);
const QUERIES = Number(process.env.SEARCH_BENCH_QUERIES ?? 60);
// The 1,000,000 with SEARCH_BENCH_MESSAGES=1000000 (seeding takes minutes).
const MESSAGES = Number(process.env.SEARCH_BENCH_MESSAGES ?? 200_000);
const TOPICS = 20;
const TOGGLES = 20;
const port = 3226;

// Titles of 3 to 6 words from a small vocabulary, so queries hit many rows as they would in a team.
const words =
  'launch plan party review design budget roadmap release notes customer invoice sprint backlog bug fix deploy server client onboarding hiring interview marketing campaign newsletter website copy legal contract security audit migration database report quarterly meeting agenda retro metrics dashboard pricing partner support ticket feedback survey research prototype mobile android iphone tablet desktop checklist'.split(
    ' ',
  );
const pick = (i, k) => words[(i * 7919 + k * 104_729) % words.length];
const titleOf = (i) =>
  Array.from({ length: 3 + (i % 4) }, (_, k) => pick(i, k))
    .join(' ')
    .replace(/^./, (c) => c.toUpperCase());

const server = await startSeededServer(port);
const { db, modules, url } = server;
const { schema } = modules;
const sockets = [];

try {
  const started = Date.now();
  const { users: people, workspace } = await seedTeam(
    server,
    Array.from({ length: SOCKETS + 1 }, (_, i) => ({ email: `bench-${i}@example.com`, name: `Person ${i}` })),
  );
  for (let o = 0; o < ORBITS; o += 1) {
    const { orbitId, listId, statuses } = await seedOrbit(server, {
      workspaceId: workspace.id,
      ownerId: people[0].id,
      name: `Orbit ${o}`,
      position: `a${String(o).padStart(3, '0')}`,
    });
    const perOrbit = TASKS / ORBITS;
    for (let chunk = 0; chunk < perOrbit; chunk += 1000) {
      const rows = Array.from({ length: Math.min(1000, perOrbit - chunk) }, (_, j) => {
        const i = o * perOrbit + chunk + j;
        return {
          id: modules.newId(),
          clientId: randomUUID(),
          workspaceId: workspace.id,
          orbitId,
          listId,
          title: titleOf(i),
          statusId: statuses[i % 3].id,
          position: `a${String(chunk + j).padStart(5, '0')}`,
          completedAt: i % 3 === 2 ? new Date() : null,
          createdBy: people[0].id,
        };
      });
      await db.insert(schema.items).values(rows);
    }
  }
  // Messages in public topics, 8 to 15 words each from the same vocabulary.
  const topicIds = [];
  for (let c = 0; c < TOPICS; c += 1) {
    const id = modules.newId();
    topicIds.push(id);
    await db.insert(schema.conversations).values({
      id,
      workspaceId: workspace.id,
      kind: 'topic',
      name: `topic-${c}`,
      visibility: 'public',
      createdBy: people[0].id,
      lastSeq: MESSAGES / TOPICS,
    });
  }
  for (let chunk = 0; chunk < MESSAGES; chunk += 2000) {
    const rows = Array.from({ length: Math.min(2000, MESSAGES - chunk) }, (_, j) => {
      const i = chunk + j;
      const text = Array.from({ length: 8 + (i % 8) }, (_, k) => pick(i + 17, k)).join(' ');
      return {
        id: modules.newId(),
        workspaceId: workspace.id,
        conversationId: topicIds[i % TOPICS],
        conversationSeq: Math.floor(i / TOPICS) + 1,
        authorId: people[0].id,
        body: JSON.stringify({
          type: 'doc',
          content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
        }),
        bodyText: text,
        createdAt: new Date(Date.now() - (MESSAGES - i) * 1000),
      };
    });
    await db.insert(schema.messages).values(rows);
  }
  await db.$client.query('ANALYZE items; ANALYZE search_words; ANALYZE messages');
  console.log(
    `seeded ${TASKS} tasks in ${ORBITS} orbits, ${MESSAGES} messages in ${TOPICS} topics, ${SOCKETS + 1} people: ${Date.now() - started} ms`,
  );

  const owner = `access_token=${(await signIn(server, people[0].id)).accessToken}`;
  const headers = (cookie) => ({ cookie, origin: url, 'x-requested-with': 'orbit' });
  const base = `${url}/api/orgs/bench`;

  // The palette's server half: one request per query, as the palette sends it after typing stops.
  const sets = {
    '1 character': words.map((w) => w[0]),
    '3 characters': words.map((w) => w.slice(0, 3)),
    '10 characters (words)': words.map((w, i) => `${w} ${words[(i + 5) % words.length]}`.slice(0, 10)),
    '10 characters (typos)': words
      .filter((w) => w.length >= 6)
      .map((w, i) => `${w.slice(0, 2)}${w.slice(3)} ${words[(i + 3) % words.length]}`.slice(0, 10)),
  };
  for (const [name, queries] of Object.entries(sets)) {
    const times = [];
    let found = 0;
    for (let n = 0; n < QUERIES + 5; n += 1) {
      const q = queries[n % queries.length];
      const t0 = performance.now();
      const res = await fetch(`${base}/search?q=${encodeURIComponent(q)}&limit=20`, {
        headers: headers(owner),
      });
      if (!res.ok) throw new Error(`search ${q}: ${res.status} ${await res.text()}`);
      const hits = await res.json();
      // The first few warm the server and the index pages up.
      if (n >= 5) {
        times.push(performance.now() - t0);
        found += hits.length;
      }
    }
    console.log(
      `search, ${name.padEnd(22)}: p50 ${ms(percentile(times, 50))}, p99 ${ms(percentile(times, 99))} (${QUERIES} queries, ${(found / QUERIES).toFixed(1)} hits each)`,
    );
  }

  // Chat's message search (GET /chat/search), as the palette and the search page ask it.
  for (const [name, queries] of Object.entries({
    '3 characters': sets['3 characters'],
    '10 characters (words)': sets['10 characters (words)'],
  })) {
    const times = [];
    let found = 0;
    for (let n = 0; n < QUERIES + 5; n += 1) {
      const q = queries[n % queries.length];
      const t0 = performance.now();
      const res = await fetch(`${base}/chat/search?q=${encodeURIComponent(q)}&limit=20`, {
        headers: headers(owner),
      });
      if (!res.ok) throw new Error(`chat search ${q}: ${res.status} ${await res.text()}`);
      const hits = await res.json();
      if (n >= 5) {
        times.push(performance.now() - t0);
        found += hits.length;
      }
    }
    console.log(
      `messages, ${name.padEnd(22)}: p50 ${ms(percentile(times, 50))}, p99 ${ms(percentile(times, 99))} (${QUERIES} queries, ${(found / QUERIES).toFixed(1)} hits each)`,
    );
  }

  // Which indexes serve the two queries of a search (EXPLAIN ANALYZE, run here on the same database).
  const { explainTaskSearch } = await import(
    new URL('../../apps/server/dist/modules/search/explain-search.js', import.meta.url).href
  );
  const actor = { userId: people[0].id, workspaceId: workspace.id, role: 'owner' };
  for (const q of ['l', 'lau', 'lanch plan']) {
    const plan = await explainTaskSearch(db, actor, { q, limit: 20 });
    console.log(
      `plan "${q}": words ${plan.words.ms.toFixed(1)} ms [${plan.words.scans.join(', ')}]; vocabulary ${plan.vocabulary.ms.toFixed(1)} ms [${plan.vocabulary.scans.join(', ')}]`,
    );
  }

  // Every other person online with one socket; person 0 changes presence (idle / active).
  const t1 = Date.now();
  for (let i = 1; i <= SOCKETS; i += 1) {
    const session = await signIn(server, people[i].id);
    const socket = connect(url, {
      transports: ['websocket'],
      extraHeaders: { origin: url, cookie: `access_token=${session.accessToken}` },
      reconnection: false,
    });
    await new Promise((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    sockets.push(socket);
  }
  // A fresh session: the one the searches used may have outlived its 15-minute access token.
  const moverSession = await signIn(server, people[0].id);
  const mover = connect(url, {
    transports: ['websocket'],
    extraHeaders: { origin: url, cookie: `access_token=${moverSession.accessToken}` },
    reconnection: false,
  });
  await new Promise((resolve, reject) => {
    mover.once('connect', resolve);
    mover.once('connect_error', reject);
  });
  sockets.push(mover);
  console.log(`${SOCKETS} sockets connected: ${Date.now() - t1} ms`);
  // Let the connection announcements settle.
  await new Promise((resolve) => setTimeout(resolve, 2000));

  const fanout = [];
  for (let n = 0; n < TOGGLES; n += 1) {
    const state = n % 2 === 0 ? 'away' : 'online';
    const arrivals = sockets.slice(0, SOCKETS).map(
      (socket) =>
        new Promise((resolve) => {
          const onChange = (changes) => {
            if (!changes.some((change) => change.userId === people[0].id && change.state === state)) return;
            socket.off('presence.changed', onChange);
            resolve(performance.now());
          };
          socket.on('presence.changed', onChange);
        }),
    );
    const t0 = performance.now();
    mover.emit('presence.set', { state: state === 'away' ? 'idle' : 'active' });
    const times = await Promise.race([
      Promise.all(arrivals),
      new Promise((_, reject) => setTimeout(() => reject(new Error('presence fan-out timed out')), 20_000)),
    ]);
    for (const time of times) fanout.push(time - t0);
  }
  console.log(
    `presence change → ${SOCKETS} sockets (${TOGGLES} changes, ${fanout.length} deliveries): p50 ${ms(percentile(fanout, 50))}, p99 ${ms(percentile(fanout, 99))}`,
  );
} finally {
  for (const socket of sockets) socket.close();
  await server.stop();
}
