// How many active people one server holds. N simulated people, each with a session, a Socket.IO
// connection (receiving every change of the workspace) and a keep-alive HTTP connection, each doing
// one action every LOAD_THINK_MS on average (uniformly 0.5× to 1.5×): read a view (the changes since it
// was last open), open a task (the task and its activity), edit a task, create a task (4 : 3 : 2 : 1).
// Each joins with a bootstrap, as a browser opening the app. Targets, one after the other:
//   embedded: one instance (dist/main.js) on an embedded PostgreSQL;
//   cluster:  two instances on the machine's PostgreSQL and Redis behind HAProxy (docs/haproxy.cfg),
//             skipped with the reason when one of them is missing.
// Per step of N: requests/s, p50/p99 per route kind, the servers' CPU (% of one core) and RSS; then the
// largest N whose p99 over all requests stays under 200 ms; then an event's fan-out to LOAD_SOCKETS
// (2,000) connected sockets, p50/p99. RSS at rest (after start and seeding) and under load.
// LOAD_SOAK=1: then LOAD_SOAK_PEOPLE people for LOAD_SOAK_MS (10 minutes) on the embedded target, RSS
// every 30 s, and the first and last minutes compared. Figures only; bounded in time; loopback only.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import os from 'node:os';
import pg from 'pg';
import { io as connect } from 'socket.io-client';
import { clusterUnavailable, startCluster } from '../cluster/cluster.mjs';
import { ms, percentile } from './bench-figures.mjs';
import {
  seedOrbitsWithTasks,
  seedTeam,
  serverModules,
  signIn,
  startSeededServer,
} from './bench-seeded-server.mjs';
import { cpuMeter, groupCpuMeter, rssMb, withChildren } from './process-stats.mjs';

const list = (value, fallback) =>
  (value ?? fallback)
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
const PEOPLE_STEPS = list(process.env.LOAD_PEOPLE, '25,50,100,200,400').map(Number);
const STEP_MS = Number(process.env.LOAD_STEP_MS ?? 15_000);
const THINK_MS = Number(process.env.LOAD_THINK_MS ?? 2_000);
const FANOUT_SOCKETS = Number(process.env.LOAD_SOCKETS ?? 2_000);
const FANOUT_EVENTS = 20;
const TARGETS = list(process.env.LOAD_TARGETS, 'embedded,cluster');
const SOAK_MS = process.env.LOAD_SOAK ? Number(process.env.LOAD_SOAK_MS ?? 600_000) : 0;
const P99_BUDGET_MS = 200;
/** The mix's requests per action: read 0.4 × 1, open 0.3 × 2, edit 0.2 × 1, create 0.1 × 1. */
const REQUESTS_PER_ACTION = 1.3;
const ORBITS = 10;
const TASKS_PER_ORBIT = 200;
const port = 3193;

/** Sockets that lost their connection during the run (printed with each step). */
let disconnects = 0;

const sleep = (time) => new Promise((resolve) => setTimeout(resolve, time));
const pick = (items) => items[Math.floor(Math.random() * items.length)];
const mb = (value) => `${value.toFixed(0)} MB`;

console.log(
  `machine: ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), ${mb(os.totalmem() / 2 ** 20)}; load average at start ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} (other work on the machine counts against these figures)`,
);
console.log(
  `each person: one action every ${THINK_MS} ms on average; steps of ${STEP_MS / 1000} s at ${PEOPLE_STEPS.join(', ')} people`,
);

/** Seeds the workspace the people share: ORBITS × TASKS_PER_ORBIT tasks, `count` people with sessions. */
async function seed(server, count) {
  const { users, workspace } = await seedTeam(
    server,
    Array.from({ length: count }, (_, i) => ({ email: `load-${i}@example.com`, name: `Person ${i}` })),
  );
  const { orbitIds, taskIds } = await seedOrbitsWithTasks(server, {
    workspaceId: workspace.id,
    ownerId: users[0].id,
    orbits: ORBITS,
    tasksPerOrbit: TASKS_PER_ORBIT,
  });
  const cookies = [];
  for (const user of users) cookies.push(`access_token=${(await signIn(server, user.id)).accessToken}`);
  return { cookies, taskIds, orbitIds };
}

/** The target under test: its URL, seeded data, the server processes to watch, and how to stop it. */
async function startTarget(name, maxPeople) {
  if (name === 'embedded') {
    const server = await startSeededServer(port);
    const data = await seed(server, maxPeople);
    return {
      ...data,
      url: server.url,
      pids: [server.pid],
      labels: ['server'],
      postgresPid: server.postgresPid,
      stop: () => server.stop(),
    };
  }
  const why = await clusterUnavailable();
  if (why) return { skipped: why };
  const cluster = await startCluster({ count: 2, env: { LOG_LEVEL: 'warn' } });
  const modules = await serverModules();
  const pool = new pg.Pool({ connectionString: cluster.databaseUrl, max: 5 });
  const db = modules.createDrizzle(pool);
  const server = { db, modules, keys: await modules.loadAuthKeys(db) };
  const data = await seed(server, maxPeople);
  return {
    ...data,
    url: cluster.url,
    pids: cluster.instances.map((one) => one.pid),
    labels: cluster.instances.map((one) => one.name),
    async stop() {
      await pool.end();
      await cluster.stop();
    },
  };
}

/** One request over a keep-alive agent: its status, time and parsed body (JSON answers). */
function request(url, agent, method, path, headers, body) {
  return new Promise((resolve) => {
    const t0 = performance.now();
    const req = http.request(`${url}${path}`, { method, agent, headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        const time = performance.now() - t0;
        let json;
        try {
          json = JSON.parse(Buffer.concat(chunks).toString());
        } catch {}
        resolve({ status: res.statusCode ?? 0, ms: time, json });
      });
    });
    req.on('error', () => resolve({ status: 0, ms: performance.now() - t0 }));
    if (body) req.end(JSON.stringify(body));
    else req.end();
  });
}

function openSocket(url, cookie) {
  const socket = connect(url, {
    transports: ['websocket'],
    extraHeaders: { origin: url, cookie },
    reconnection: false,
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('socket connect timed out')), 30_000);
    socket.once('connect', () => {
      clearTimeout(timer);
      // A socket cut later (an instance stopping, the balancer closing it) is counted, not thrown.
      socket.io.on('error', () => {});
      socket.io.engine.on('error', () => {});
      socket.on('disconnect', () => {
        disconnects += 1;
      });
      resolve(socket);
    });
    socket.once('connect_error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

/** Runs the steps of N people against one target and prints each; answers the figures per step. */
async function loadSteps(target, steps, stepMs) {
  const { url, cookies, taskIds, orbitIds } = target;
  const agent = new http.Agent({ keepAlive: true, maxSockets: Math.max(...steps) + 10 });
  const base = '/api/orgs/bench';
  let latestSeq = 0;
  const people = [];
  let samples = null;
  let stopAt = 0;

  const record = (kind, answer) => {
    if (typeof answer.json?.seq === 'number' && answer.json.seq > latestSeq) latestSeq = answer.json.seq;
    if (!samples) return answer;
    samples.all.push(answer.ms);
    if (!samples.kinds[kind]) samples.kinds[kind] = [];
    samples.kinds[kind].push(answer.ms);
    if (answer.status < 200 || answer.status >= 300) {
      samples.errors += 1;
      samples.statuses[answer.status] = (samples.statuses[answer.status] ?? 0) + 1;
    }
    return answer;
  };

  async function act(i) {
    const headers = {
      cookie: cookies[i],
      origin: url,
      'x-requested-with': 'orbit',
      'content-type': 'application/json',
    };
    const roll = Math.random() * 10;
    if (roll < 4) {
      const after = Math.max(0, latestSeq - 50);
      record('read view', await request(url, agent, 'GET', `${base}/sync/changes?after=${after}`, headers));
    } else if (roll < 7) {
      const id = pick(taskIds);
      record('open task', await request(url, agent, 'GET', `${base}/sync/entity/item/${id}`, headers));
      record('open task', await request(url, agent, 'GET', `${base}/items/${id}/activity`, headers));
    } else if (roll < 9) {
      const body = {
        title: `Edited by ${i} ${randomUUID().slice(0, 8)}`,
        priority: pick(['none', 'low', 'high']),
      };
      record('edit', await request(url, agent, 'PATCH', `${base}/items/${pick(taskIds)}`, headers, body));
    } else {
      const body = { clientId: randomUUID(), orbitId: pick(orbitIds), title: `Made by ${i}` };
      const answer = record('create', await request(url, agent, 'POST', `${base}/items`, headers, body));
      if (answer.json?.id) taskIds.push(answer.json.id);
    }
  }

  async function live(i) {
    // Spread the first actions over one think time, so people do not act in lockstep.
    await sleep(Math.random() * THINK_MS);
    while (performance.now() < stopAt) {
      await act(i);
      await sleep(THINK_MS * (0.5 + Math.random()));
    }
  }

  async function join(i) {
    const socket = await openSocket(url, cookies[i]);
    let received = 0;
    socket.on('sync.change', () => {
      received += 1;
    });
    const boot = await request(url, agent, 'GET', `${base}/sync/bootstrap`, {
      cookie: cookies[i],
      origin: url,
      'accept-encoding': 'identity',
    });
    people.push({ socket, received: () => received });
    return boot;
  }

  const results = [];
  try {
    for (const n of steps) {
      const joinTimes = [];
      while (people.length < n) {
        const batch = Array.from({ length: Math.min(25, n - people.length) }, (_, k) =>
          join(people.length + k),
        );
        for (const boot of await Promise.all(batch)) joinTimes.push(boot.ms);
      }
      samples = { all: [], kinds: {}, errors: 0, statuses: {} };
      const disconnectsBefore = disconnects;
      stopAt = performance.now() + stepMs;
      const cpu = cpuMeter(target.pids);
      const postgresCpu = target.postgresPid ? groupCpuMeter(() => withChildren(target.postgresPid)) : null;
      let peakRss = 0;
      const rssTimer = setInterval(() => {
        const total = target.pids.reduce((sum, pid) => sum + rssMb(pid), 0);
        peakRss = Math.max(peakRss, total);
      }, 1_000);
      const startedAt = performance.now();
      const events = people.reduce((sum, p) => sum + p.received(), 0);
      await Promise.all(people.slice(0, n).map((_, i) => live(i)));
      const seconds = (performance.now() - startedAt) / 1000;
      clearInterval(rssTimer);
      const cpuUse = cpu();
      const postgresSeconds = postgresCpu?.() ?? null;
      const delivered = people.reduce((sum, p) => sum + p.received(), 0) - events;
      const step = {
        n,
        rps: samples.all.length / seconds,
        p50: percentile(samples.all, 50),
        p99: percentile(samples.all, 99),
        errors: samples.errors,
        count: samples.all.length,
        cpu: cpuUse,
        rss: peakRss,
        // CPU milliseconds per request: the app's, and (embedded) PostgreSQL's.
        appMsPerRequest: (cpuUse.reduce((sum, c) => sum + c, 0) * seconds * 10) / samples.all.length,
        postgresMsPerRequest: postgresSeconds === null ? null : (postgresSeconds * 1000) / samples.all.length,
      };
      results.push(step);
      const kinds = Object.entries(samples.kinds)
        .map(([kind, times]) => `${kind} ${ms(percentile(times, 50))}/${ms(percentile(times, 99))}`)
        .join(', ');
      const cpuText = [
        ...cpuUse.map((c, i) => `${target.labels[i]} ${c.toFixed(0)}%`),
        ...(postgresSeconds === null
          ? []
          : [`PostgreSQL ${((100 * postgresSeconds) / seconds).toFixed(0)}%`]),
      ].join(', ');
      const perRequest = `${step.appMsPerRequest.toFixed(1)} ms app${step.postgresMsPerRequest === null ? '' : ` + ${step.postgresMsPerRequest.toFixed(1)} ms PostgreSQL`}`;
      const joining =
        joinTimes.length > 0 ? `; joining (bootstrap) p50 ${ms(percentile(joinTimes, 50))}` : '';
      console.log(
        `  ${String(n).padStart(4)} people: ${step.rps.toFixed(0)} requests/s, all p50 ${ms(step.p50)} p99 ${ms(step.p99)}; p50/p99 ${kinds}; not 2xx ${step.errors} of ${step.count}${
          step.errors > 0
            ? ` (${Object.entries(samples.statuses)
                .map(([status, count]) => `${status === '0' ? 'no answer' : status} ×${count}`)
                .join(', ')})`
            : ''
        }; ${disconnects - disconnectsBefore} sockets cut; ${(delivered / seconds).toFixed(0)} socket events/s delivered; CPU (% of one core) ${cpuText}; CPU per request ${perRequest}; RSS peak ${mb(peakRss)}${joining}`,
      );
    }
  } finally {
    samples = null;
    for (const person of people) person.socket.close();
    agent.destroy();
  }
  return results;
}

/** PATCHes one task FANOUT_EVENTS times and times its `sync.change` at every one of `count` sockets. */
async function fanOut(target, count) {
  const { url, cookies, taskIds } = target;
  const sockets = [];
  try {
    for (let i = 0; i < count; i += 50) {
      const batch = Array.from({ length: Math.min(50, count - i) }, (_, k) =>
        openSocket(url, cookies[1 + ((i + k) % (cookies.length - 1))]),
      );
      sockets.push(...(await Promise.all(batch)));
    }
    const rss = target.pids.reduce((sum, pid) => sum + rssMb(pid), 0);
    const target0 = taskIds[0];
    const times = [];
    for (let n = 0; n < FANOUT_EVENTS; n += 1) {
      const title = `Fan-out ${n} ${randomUUID().slice(0, 8)}`;
      const arrivals = sockets.map(
        (socket) =>
          new Promise((resolve) => {
            const onChange = (change) => {
              if (change.id !== target0 || change.data?.title !== title) return;
              socket.off('sync.change', onChange);
              resolve(performance.now());
            };
            socket.on('sync.change', onChange);
          }),
      );
      const t0 = performance.now();
      const answer = await request(
        url,
        undefined,
        'PATCH',
        `/api/orgs/bench/items/${target0}`,
        { cookie: cookies[0], origin: url, 'x-requested-with': 'orbit', 'content-type': 'application/json' },
        { title },
      );
      if (answer.status !== 200) throw new Error(`fan-out PATCH answered ${answer.status}`);
      const arrived = await Promise.race([
        Promise.all(arrivals),
        sleep(20_000).then(() => {
          throw new Error('fan-out: not every socket had the event after 20 s');
        }),
      ]);
      for (const time of arrived) times.push(time - t0);
      await sleep(200);
    }
    console.log(
      `  fan-out: ${FANOUT_EVENTS} edits to ${sockets.length} connected sockets (${times.length} deliveries): p50 ${ms(percentile(times, 50))}, p99 ${ms(percentile(times, 99))}; RSS with them connected ${mb(rss)} (the sockets' client side runs in this one bench process, so these times include its own queueing)`,
    );
  } finally {
    for (const socket of sockets) socket.close();
  }
}

/** LOAD_SOAK: `people` people for SOAK_MS; RSS every 30 s; the first and the last minute compared. */
async function soak(target, people) {
  console.log(`  soak: ${people} people for ${(SOAK_MS / 60_000).toFixed(1)} min, RSS every 30 s`);
  const series = [];
  const timer = setInterval(() => {
    const value = target.pids.reduce((sum, pid) => sum + rssMb(pid), 0);
    series.push(value);
    console.log(`    ${(series.length * 0.5).toFixed(1)} min: RSS ${mb(value)}`);
  }, 30_000);
  try {
    await loadSteps(target, [people], SOAK_MS);
  } finally {
    clearInterval(timer);
  }
  // RSS saws up and down with garbage collection: compare the range of each half, after the first
  // minute (people joining, each with a bootstrap).
  const settled = series.slice(2);
  if (settled.length >= 4) {
    const half = Math.floor(settled.length / 2);
    const range = (values) => `${mb(Math.min(...values))} to ${mb(Math.max(...values))}`;
    console.log(
      `  soak: RSS after the first minute, first half ${range(settled.slice(0, half))}, second half ${range(settled.slice(half))}`,
    );
  }
}

const capacities = [];
for (const name of TARGETS) {
  console.log(
    `\n${name === 'embedded' ? 'one instance, embedded PostgreSQL' : 'two instances behind HAProxy, PostgreSQL and Redis'}:`,
  );
  const target = await startTarget(
    name,
    Math.max(...PEOPLE_STEPS, SOAK_MS ? Number(process.env.LOAD_SOAK_PEOPLE ?? 50) : 0) + 1,
  );
  if (target.skipped) {
    console.log(`  skipped: ${target.skipped}`);
    continue;
  }
  try {
    await sleep(2_000);
    console.log(
      `  RSS at rest: ${target.pids.map((pid, i) => `${target.labels[i]} ${mb(rssMb(pid))}`).join(', ')}`,
    );
    const steps = await loadSteps(target, PEOPLE_STEPS, STEP_MS);
    const held = steps.filter((step) => step.p99 < P99_BUDGET_MS && step.errors === 0).at(-1);
    const capacity = held ? held.n : 0;
    capacities.push({ name, capacity });
    console.log(
      `  largest N with p99 under ${P99_BUDGET_MS} ms (and no errors): ${held ? held.n : `none of ${PEOPLE_STEPS.join(', ')}`} people${held && held.n === Math.max(...PEOPLE_STEPS) ? ' (the largest step run: raise LOAD_PEOPLE to find the limit)' : ''}`,
    );
    const busiest = steps.at(-1);
    if (busiest && busiest.postgresMsPerRequest !== null) {
      // What the CPU alone would allow if nothing else ran on the machine: 2 cores = 2,000 CPU ms/s.
      const perRequest = busiest.appMsPerRequest + busiest.postgresMsPerRequest;
      // Requests a person sends while the server keeps up: 1.3 per action (a task opens with two).
      const offeredPerPerson = REQUESTS_PER_ACTION / (THINK_MS / 1000);
      const ceiling = 2_000 / perRequest / offeredPerPerson;
      console.log(
        `  CPU ceiling (the busiest step's CPU per request, app + PostgreSQL, on 2 cores with nothing else running, fan-out growing with N not counted): about ${ceiling.toFixed(0)} people (${(2_000 / perRequest).toFixed(0)} requests/s)`,
      );
    }
    await sleep(1_000);
    console.log(
      `  RSS after the steps: ${target.pids.map((pid, i) => `${target.labels[i]} ${mb(rssMb(pid))}`).join(', ')}`,
    );
    await fanOut(target, FANOUT_SOCKETS);
    if (SOAK_MS && name === 'embedded')
      await soak(target, Number(process.env.LOAD_SOAK_PEOPLE ?? (capacity || 50)));
  } finally {
    await target.stop();
  }
}
const fewest = Math.min(...PEOPLE_STEPS);
const capacityText = ({ name, capacity }) =>
  `${name}: ${capacity > 0 ? `about ${capacity}` : `fewer than ${fewest}`} active people under a ${P99_BUDGET_MS} ms p99`;
console.log(`\n${capacities.map(capacityText).join('; ')}`);
