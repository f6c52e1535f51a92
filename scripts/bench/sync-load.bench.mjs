// Mixed load on one workspace: 7 reads : 3 writes from 10 and then 50 concurrent connections (each a
// member with their own session, keep-alive, one request at a time back to back). Reads are what a
// client runs all day (GET /sync/changes?after a recent sequence, one task by id, a task's activity);
// writes are task edits and creates in the same workspace, so they contend for whatever a write locks.
// Prints requests/s and p50/p99 per run, and how many answers were not 2xx. Figures only.
// The server runs as in production (dist/main.js) on an embedded PostgreSQL this script starts.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { ms, percentile } from './bench-figures.mjs';
import { seedOrbitsWithTasks, seedTeam, signIn, startSeededServer } from './bench-seeded-server.mjs';

const ORBITS = 10;
const TASKS_PER_ORBIT = 200;
const PEOPLE = 50;
const WARM_UP_MS = 2_000;
const RUN_MS = Number(process.env.SYNC_LOAD_MS ?? 10_000);
const CONNECTIONS = [10, 50];
const port = 3192;

/** The latest sequence a client would hold: moved on by the writes' own answers. */
let recentSeq = 0;

const server = await startSeededServer(port);
const { url } = server;

/** One request over a keep-alive agent: its status and time. */
function request(agent, method, path, headers, body) {
  return new Promise((resolve) => {
    const t0 = performance.now();
    const req = http.request(`${url}${path}`, { method, agent, headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        const status = res.statusCode ?? 0;
        const time = performance.now() - t0;
        // A write's answer is the task with its sequence: what a client would now hold.
        if (method !== 'GET' && status < 300) {
          const seq = JSON.parse(Buffer.concat(chunks).toString()).seq;
          if (typeof seq === 'number' && seq > recentSeq) recentSeq = seq;
        }
        resolve({ status, ms: time });
      });
    });
    req.on('error', () => resolve({ status: 0, ms: performance.now() - t0 }));
    if (body) req.end(JSON.stringify(body));
    else req.end();
  });
}

try {
  const { users: people, workspace } = await seedTeam(
    server,
    Array.from({ length: PEOPLE }, (_, i) => ({ email: `load-${i}@example.com`, name: `Person ${i}` })),
  );
  const { orbitIds, taskIds } = await seedOrbitsWithTasks(server, {
    workspaceId: workspace.id,
    ownerId: people[0].id,
    orbits: ORBITS,
    tasksPerOrbit: TASKS_PER_ORBIT,
  });
  const cookies = [];
  for (const person of people) cookies.push(`access_token=${(await signIn(server, person.id)).accessToken}`);
  const base = '/api/orgs/bench';
  const headersOf = (i) => ({
    cookie: cookies[i % cookies.length],
    origin: url,
    'x-requested-with': 'orbit',
    'content-type': 'application/json',
  });
  const pick = (list) => list[Math.floor(Math.random() * list.length)];

  /** One request of the 7:3 mix for connection `i`. */
  function next(agent, i, n) {
    const headers = headersOf(i);
    const slot = n % 10;
    if (slot < 3)
      return request(agent, 'GET', `${base}/sync/changes?after=${Math.max(0, recentSeq - 20)}`, headers);
    if (slot < 5) return request(agent, 'GET', `${base}/sync/entity/item/${pick(taskIds)}`, headers);
    if (slot < 7) return request(agent, 'GET', `${base}/items/${pick(taskIds)}/activity`, headers);
    if (slot < 9) {
      return request(agent, 'PATCH', `${base}/items/${pick(taskIds)}`, headers, {
        title: `Edited ${i}-${n}`,
        priority: pick(['none', 'low', 'high']),
      });
    }
    return request(agent, 'POST', `${base}/items`, headers, {
      clientId: randomUUID(),
      orbitId: pick(orbitIds),
      title: `New ${i}-${n}`,
    });
  }

  async function run(connections, duration) {
    const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
    const times = [];
    let failed = 0;
    const deadline = performance.now() + duration;
    await Promise.all(
      Array.from({ length: connections }, async (_, i) => {
        // Each connection starts at another point of the mix, so reads and writes interleave.
        for (let n = i; performance.now() < deadline; n += 1) {
          const answer = await next(agent, i, n);
          times.push(answer.ms);
          if (answer.status < 200 || answer.status >= 300) failed += 1;
        }
      }),
    );
    agent.destroy();
    return { times, failed, seconds: duration / 1000 };
  }

  console.log(`seeded ${taskIds.length} tasks in ${ORBITS} orbits, ${PEOPLE} people; mix 7 reads : 3 writes`);
  for (const connections of CONNECTIONS) {
    await run(connections, WARM_UP_MS);
    const { times, failed, seconds } = await run(connections, RUN_MS);
    console.log(
      `${String(connections).padStart(2)} connections: ${(times.length / seconds).toFixed(0)} requests/s, p50 ${ms(percentile(times, 50))}, p99 ${ms(percentile(times, 99))}, not 2xx ${failed} of ${times.length}`,
    );
  }
} finally {
  await server.stop();
}
