// Chat at size: a workspace with topics, dms and messages written straight through SQL, 200 people
// online. Prints (figures only, never asserted): a message sent → 200 other sockets receiving it,
// p50/p99; a history page (the newest 50, and 50 older than a cursor) p50/p99; GET /chat/unread for
// one person in 500 conversations p50/p99; message search p50/p99; the server's RSS.
// Default size: 50 topics, 450 dms, 100,000 messages (a minute or two). CHAT_BENCH_SIZE=full: 200
// topics, 2,000 dms, 1,000,000 messages (the size; seeding takes several minutes).
// The server runs as in production (dist/main.js) on an embedded PostgreSQL this script starts.
import { randomUUID } from 'node:crypto';
import { io as connect } from 'socket.io-client';
import { ms, percentile } from './bench-figures.mjs';
import { seedTeam, signIn, startSeededServer } from './bench-seeded-server.mjs';
import { rssMb } from './process-stats.mjs';

const full = process.env.CHAT_BENCH_SIZE === 'full';
const TOPICS = full ? 200 : 50;
const DMS = full ? 2_000 : 450;
const MESSAGES = full ? 1_000_000 : 100_000;
const PEOPLE = 200;
/** Person 1's conversations: every topic and this many dms (500 in all at either size). */
const PERSON_DMS = 500 - TOPICS;
const SENDS = 40;
const CALLS = 200;
const port = 3193;

const vocabulary = (
  'alpha budget launch roadmap design review customer invoice deploy planning marketing hiring ' +
  'release feedback meeting sprint backlog onboarding security migration analytics support ' +
  'pricing contract partner research prototype testing incident metrics quarterly offsite ' +
  'dashboard mobile desktop storage search calendar payroll travel workshop'
).split(' ');

const doc = (text) =>
  JSON.stringify({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] });

const server = await startSeededServer(port);
const { db, modules, url } = server;
const pool = db.$client;
const sockets = [];

try {
  const started = Date.now();
  const { users: people, workspace } = await seedTeam(
    server,
    Array.from({ length: PEOPLE + 1 }, (_, i) => ({ email: `chat-${i}@example.com`, name: `Person ${i}` })),
  );
  const person = (i) => people[i].id;
  const owner = person(0);
  const reader = person(1);

  // Topics (public; the owner and person 1 members), then dms: person 1's (groups of three, so each
  // set of people is new), then pairs of the others.
  const conversations = [];
  const members = [];
  for (let t = 0; t < TOPICS; t += 1) {
    const id = modules.newId();
    conversations.push({
      id,
      workspace_id: workspace.id,
      kind: 'topic',
      name: `topic-${t}`,
      visibility: 'public',
      dm_key: null,
      created_by: owner,
    });
    members.push([id, owner], [id, reader]);
  }
  const dmKeys = new Set();
  for (let d = 0; conversations.length < TOPICS + DMS; d += 1) {
    if (d > 1_000_000) throw new Error('not enough distinct sets of people for the dms');
    const ids =
      d < PERSON_DMS
        ? [reader, person(2 + (d % 199)), person(2 + ((d * 7 + 3 + Math.floor(d / 199)) % 199))]
        : // Every pair of people 2…200 in turn (d's remainder and quotient), so none repeats.
          [person(2 + (d % 199)), person(2 + ((d + 1 + Math.floor(d / 199)) % 199))];
    const unique = [...new Set(ids)].sort();
    const key = unique.join(',');
    if (unique.length < 2 || dmKeys.has(key)) continue;
    dmKeys.add(key);
    const id = modules.newId();
    conversations.push({
      id,
      workspace_id: workspace.id,
      kind: 'dm',
      name: '',
      visibility: 'private',
      dm_key: key,
      created_by: unique[0],
    });
    for (const userId of unique) members.push([id, userId]);
  }
  await pool.query(
    `insert into conversations (id, workspace_id, kind, name, visibility, dm_key, created_by)
     select * from json_to_recordset($1::json) as c(id text, workspace_id uuid, kind text, name text,
       visibility text, dm_key text, created_by uuid)`,
    [JSON.stringify(conversations)],
  );
  await pool.query(
    `insert into conversation_members (conversation_id, user_id)
     select c, u::uuid from json_to_recordset($1::json) as m(c text, u text)`,
    [JSON.stringify(members.map(([c, u]) => ({ c, u })))],
  );

  // Messages, spread over every conversation, in batches (the GIN index is built as they go in).
  await pool.query('create temporary table bench_conversations (n int primary key, id text)');
  await pool.query(
    `insert into bench_conversations select (row_number() over ()) - 1, id from json_to_recordset($1::json) as c(id text)`,
    [JSON.stringify(conversations.map((c) => ({ id: c.id })))],
  );
  await pool.query('create temporary table bench_people (n int primary key, id uuid)');
  await pool.query(
    `insert into bench_people select (row_number() over ()) - 1, id from json_to_recordset($1::json) as p(id uuid)`,
    [JSON.stringify(people.slice(2).map((p) => ({ id: p.id })))],
  );
  const total = conversations.length;
  const batch = 100_000;
  for (let from = 0; from < MESSAGES; from += batch) {
    const to = Math.min(MESSAGES, from + batch) - 1;
    await pool.query(
      `insert into messages (id, workspace_id, conversation_id, conversation_seq, author_id, body, body_text, created_at)
       select 'm' || lpad(g::text, 19, '0'), $1::uuid, c.id, g / $2 + 1, p.id,
         json_build_object('type', 'doc', 'content', json_build_array(json_build_object('type', 'paragraph',
           'content', json_build_array(json_build_object('type', 'text', 'text', w.text)))))::text,
         w.text, now() - make_interval(secs => $3 - g)
       from generate_series($4::int, $5::int) g
       join bench_conversations c on c.n = g % $2
       join bench_people p on p.n = g % 199
       cross join lateral (select $6::text[] as words) v
       cross join lateral (select v.words[1 + g % array_length(v.words, 1)] || ' ' ||
         v.words[1 + (g / 7) % array_length(v.words, 1)] || ' note ' || g as text) w`,
      [workspace.id, total, MESSAGES, from, to, vocabulary],
    );
  }
  await pool.query(
    `update conversations c set last_seq = m.n, last_message_at = m.at
     from (select conversation_id, max(conversation_seq) as n, max(created_at) as at from messages group by conversation_id) m
     where m.conversation_id = c.id`,
  );
  // Person 1 has read half their conversations up to five messages ago.
  await pool.query(
    `insert into chat_reads (conversation_id, user_id, workspace_id, last_read_seq)
     select c.id, $1::uuid, c.workspace_id, greatest(c.last_seq - 5, 0)
     from conversations c join conversation_members m on m.conversation_id = c.id and m.user_id = $1::uuid
     where right(c.id, 1) < 'm'`,
    [reader],
  );
  // As autovacuum leaves a table at rest: statistics and the visibility map (index-only scans).
  await pool.query('vacuum analyze');
  console.log(
    `seeded ${TOPICS} topics, ${total - TOPICS} dms, ${MESSAGES.toLocaleString('en')} messages, ${PEOPLE} people: ${Date.now() - started} ms`,
  );

  const sessions = [];
  for (const user of people) sessions.push(`access_token=${(await signIn(server, user.id)).accessToken}`);
  const headers = (cookie) => ({
    cookie,
    origin: url,
    'x-requested-with': 'orbit',
    'content-type': 'application/json',
  });
  const base = `${url}/api/orgs/bench/chat`;
  const get = async (path, who = 1) => {
    const t0 = performance.now();
    const res = await fetch(`${base}${path}`, { headers: headers(sessions[who]) });
    const body = await res.json();
    if (!res.ok) throw new Error(`GET ${path}: ${res.status} ${JSON.stringify(body)}`);
    return { body, ms: performance.now() - t0 };
  };
  const timed = async (label, paths, who = 1) => {
    const times = [];
    for (const path of paths) times.push((await get(path, who)).ms);
    console.log(
      `${label} (${times.length} calls): p50 ${ms(percentile(times, 50))}, p99 ${ms(percentile(times, 99))}`,
    );
  };
  const pick = (n) => conversations[(n * 7919) % TOPICS].id;

  // History pages of person 1's topics: the newest 50, then 50 older than a cursor halfway back.
  await get(`/conversations/${pick(0)}/messages`);
  const perConversation = Math.floor(MESSAGES / total);
  await timed(
    'history, newest 50',
    Array.from({ length: CALLS }, (_, i) => `/conversations/${pick(i)}/messages`),
  );
  await timed(
    'history, 50 older than a cursor',
    Array.from(
      { length: CALLS },
      (_, i) => `/conversations/${pick(i)}/messages?before=${Math.max(2, Math.floor(perConversation / 2))}`,
    ),
  );

  // Unread counts for person 1 (member of 500 conversations).
  const unread = await get('/unread');
  console.log(`GET /chat/unread answers ${unread.body.length} conversations with something unread`);
  await timed(
    'unread counts, one person in 500 conversations',
    Array.from({ length: 50 }, () => '/unread'),
  );

  // Search as person 1 (sees the public topics and their dms): one word, a prefix, two words.
  const queries = Array.from({ length: 100 }, (_, i) => {
    const word = vocabulary[(i * 11) % vocabulary.length];
    if (i % 3 === 0) return word.slice(0, 4);
    if (i % 3 === 1) return `${word} ${vocabulary[(i * 5) % vocabulary.length]}`;
    return word;
  });
  await timed(
    'search',
    queries.map((q) => `/search?q=${encodeURIComponent(q)}&limit=20`),
  );

  // 200 sockets of 200 members; person 0 (the owner) sends into a topic they all hear.
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
  const topic = conversations[0].id;
  const fanout = [];
  for (let n = 0; n < SENDS; n += 1) {
    const clientId = randomUUID();
    const arrivals = sockets.map(
      (socket) =>
        new Promise((resolve) => {
          const onChange = (change) => {
            if (change.entity !== 'message' || change.data?.clientId !== clientId) return;
            socket.off('sync.change', onChange);
            resolve(performance.now());
          };
          socket.on('sync.change', onChange);
        }),
    );
    const t0 = performance.now();
    const res = await fetch(`${base}/conversations/${topic}/messages`, {
      method: 'POST',
      headers: headers(sessions[0]),
      body: JSON.stringify({ clientId, body: doc(`bench message ${n}`) }),
    });
    if (res.status !== 201) throw new Error(`send answered ${res.status}`);
    const times = await Promise.race([
      Promise.all(arrivals),
      new Promise((_, reject) => setTimeout(() => reject(new Error('fan-out timed out')), 15_000)),
    ]);
    for (const time of times) fanout.push(time - t0);
  }
  console.log(
    `send → ${PEOPLE} other sockets (${SENDS} messages, ${fanout.length} deliveries): p50 ${ms(percentile(fanout, 50))}, p99 ${ms(percentile(fanout, 99))}`,
  );
  console.log(`server RSS: ${rssMb(server.pid).toFixed(0)} MB`);
} finally {
  for (const socket of sockets) socket.close();
  await server.stop();
}
