// The inbox at size (issue 15). Prints, never asserts:
// - one person with 10,000 notifications: GET /notifications first page p50/p99, and "mark all read"
//   (POST /notifications/bulk { all: true, read: true }: one set-based UPDATE and one logged change) p50/max;
// - a mention of `everyone` in a public topic of a 2,000-member workspace: the send's answer (the
//   notifications stored in its transaction) and the time until every member's socket received its
//   `notification` change, p50/p99 over every delivery, and the database rows each send wrote.
// The server runs as in production (dist/main.js) on an embedded PostgreSQL this script starts, so the
// data can be written straight through SQL. Loopback only.
import { randomUUID } from 'node:crypto';
import { io as connect } from 'socket.io-client';
import { ms, percentile } from './bench-figures.mjs';
import { seedTeam, signIn, startSeededServer } from './bench-seeded-server.mjs';

const MEMBERS = Number(process.env.INBOX_BENCH_MEMBERS ?? 2_000);
const NOTIFICATIONS = 10_000;
const PAGE_QUERIES = 100;
const MARK_ALL_RUNS = 5;
const MENTIONS = 3;
const port = 3173;

const server = await startSeededServer(port);
const { db, modules, url } = server;
const { schema } = modules;
const sockets = [];
const pool = db.$client;

try {
  const { users: people, workspace } = await seedTeam(
    server,
    Array.from({ length: MEMBERS + 1 }, (_, i) => ({ email: `inbox-${i}@example.com`, name: `Person ${i}` })),
  );
  const sessions = [];
  for (const user of people) sessions.push(`access_token=${(await signIn(server, user.id)).accessToken}`);
  const headers = (cookie) => ({
    cookie,
    origin: url,
    'x-requested-with': 'orbit',
    'content-type': 'application/json',
  });
  const base = `${url}/api/orgs/bench`;

  // 1. One person with 10,000 notifications (one per target, as the inbox groups them).
  const reader = people[1];
  const kinds = ['mention', 'dm', 'thread_reply', 'mention_everyone', 'invite_accepted'];
  const t0 = Date.now();
  for (let start = 0; start < NOTIFICATIONS; start += 1_000) {
    await db.insert(schema.notifications).values(
      Array.from({ length: 1_000 }, (_, k) => {
        const i = start + k;
        const at = new Date(Date.now() - i * 60_000);
        return {
          id: modules.newId(),
          workspaceId: workspace.id,
          userId: reader.id,
          kind: kinds[i % kinds.length],
          targetKind: 'conversation',
          targetId: `c${String(i).padStart(19, '0')}`,
          conversationId: `c${String(i).padStart(19, '0')}`,
          actorId: people[2 + (i % Math.min(50, MEMBERS - 1))].id,
          actorIds: [people[2 + (i % Math.min(50, MEMBERS - 1))].id],
          count: 1 + (i % 4),
          title: `Conversation ${i}`,
          excerpt: 'lorem ipsum dolor sit amet',
          createdAt: at,
          updatedAt: at,
          seq: 0,
        };
      }),
    );
  }
  console.log(
    `seeded ${NOTIFICATIONS} notifications for one person, ${MEMBERS + 1} people: ${Date.now() - t0} ms`,
  );

  const pageTimes = [];
  for (let i = 0; i < PAGE_QUERIES + 5; i += 1) {
    const start = performance.now();
    const res = await fetch(`${base}/notifications`, { headers: headers(sessions[1]) });
    const body = await res.json();
    if (!res.ok || body.notifications.length !== 50) throw new Error(`first page: ${res.status}`);
    if (i >= 5) pageTimes.push(performance.now() - start);
  }
  console.log(
    `inbox first page (50 of ${NOTIFICATIONS}): p50 ${ms(percentile(pageTimes, 50))}, p99 ${ms(percentile(pageTimes, 99))}`,
  );

  const markTimes = [];
  for (let i = 0; i < MARK_ALL_RUNS; i += 1) {
    await pool.query('update notifications set read_at = null where user_id = $1', [reader.id]);
    const start = performance.now();
    const res = await fetch(`${base}/notifications/bulk`, {
      method: 'POST',
      headers: headers(sessions[1]),
      body: JSON.stringify({ all: true, read: true }),
    });
    const { updated } = await res.json();
    if (!res.ok || updated !== NOTIFICATIONS) throw new Error(`mark all read: ${res.status} ${updated}`);
    markTimes.push(performance.now() - start);
  }
  console.log(
    `mark all ${NOTIFICATIONS} read (one UPDATE, one logged notificationBatch change): p50 ${ms(percentile(markTimes, 50))}, max ${ms(Math.max(...markTimes))}`,
  );

  // 2. A mention of everyone in a public topic of 2,000 members, each online with a socket.
  const topicRes = await fetch(`${base}/chat/topics`, {
    method: 'POST',
    headers: headers(sessions[0]),
    body: JSON.stringify({ clientId: randomUUID(), name: 'all-hands', visibility: 'public' }),
  });
  if (!topicRes.ok) throw new Error(`topic: ${topicRes.status} ${await topicRes.text()}`);
  const topic = await topicRes.json();
  for (let i = 1; i <= MEMBERS; i += 1) {
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
  console.log(`${MEMBERS} members online (one socket each)`);

  const body = (n) =>
    JSON.stringify({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'mention', attrs: { id: 'everyone', kind: 'everyone', label: 'everyone' } },
            { type: 'text', text: ` all-hands update ${n}` },
          ],
        },
      ],
    });
  const count = async (table) => Number((await pool.query(`select count(*) from ${table}`)).rows[0].count);
  const deliveries = [];
  const answers = [];
  for (let n = 0; n < MENTIONS; n += 1) {
    let arrived = 0;
    const arrivals = sockets.map(
      (socket) =>
        new Promise((resolve) => {
          const onChange = (change) => {
            if (change.entity !== 'notification' || !change.data?.excerpt?.includes(`update ${n}`)) return;
            socket.off('sync.change', onChange);
            arrived += 1;
            resolve(performance.now());
          };
          socket.on('sync.change', onChange);
        }),
    );
    const logBefore = await count('change_log');
    const rowsBefore = await count('notifications');
    const start = performance.now();
    const res = await fetch(`${base}/chat/conversations/${topic.id}/messages`, {
      method: 'POST',
      headers: headers(sessions[0]),
      body: JSON.stringify({ clientId: randomUUID(), body: body(n) }),
    });
    if (!res.ok) throw new Error(`send: ${res.status} ${await res.text()}`);
    answers.push(performance.now() - start);
    // Figures, not a verdict: whatever arrived within two minutes is counted, and the rest said.
    const times = (
      await Promise.race([
        Promise.all(arrivals),
        new Promise((resolve) => setTimeout(() => resolve([]), 120_000)),
      ])
    ).filter(Boolean);
    const settled =
      times.length > 0 ? times : await Promise.all(arrivals.map((p) => Promise.race([p, null])));
    if (settled.filter(Boolean).length < MEMBERS) {
      console.log(`  only ${arrived} of ${MEMBERS} members had the notification within 120 s`);
    }
    for (const time of settled.filter(Boolean)) deliveries.push(time - start);
    const logged = (await count('change_log')) - logBefore;
    const inserted = (await count('notifications')) - rowsBefore;
    console.log(
      `mention of everyone #${n + 1}: stored in ${ms(answers.at(-1))}; last member's notification after ${ms(Math.max(...settled.filter(Boolean)) - start)}; rows written: ${inserted} notifications inserted, ${MEMBERS - inserted} updated, ${logged} change-log entries (message included)`,
    );
  }
  console.log(
    `mention of everyone → ${MEMBERS} members (${MENTIONS} sends, ${deliveries.length} deliveries): send answered p50 ${ms(percentile(answers, 50))}; notification emitted to each member p50 ${ms(percentile(deliveries, 50))}, p99 ${ms(percentile(deliveries, 99))}`,
  );
} finally {
  for (const socket of sockets) socket.close();
  await server.stop();
}
