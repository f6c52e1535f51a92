// `npm run bench -- calls`: in Chromium with fake camera and microphone, the time from clicking Join
// to the first frame of a remote video, p50/p95, for 2 people on the mesh and for 6 people on Janus
// (started here on loopback when the Debian packages are installed), and the app server's CPU time
// per 10 joins (signalling only: the media never passes through it).
import { chromium } from 'playwright-core';
import { startJanusIfInstalled } from '../../e2e/support/janus.mjs';
import { ms, percentile } from './bench-figures.mjs';
import { seedTeam, signIn, startSeededServer } from './bench-seeded-server.mjs';
import { cpuSeconds } from './process-stats.mjs';

const MESH_ROUNDS = Number(process.env.CALLS_BENCH_MESH_ROUNDS ?? 10);
const SFU_ROUNDS = Number(process.env.CALLS_BENCH_SFU_ROUNDS ?? 2);
const SFU_PEOPLE = 6;
/** How long a measured person stays in the lobby before Join in the second Janus part. */
const LOBBY_MS = Number(process.env.CALLS_BENCH_LOBBY_MS ?? 3000);
const port = 3194;

const janus = await startJanusIfInstalled();
if (janus) {
  process.env.JANUS_URL = janus.url;
  process.env.JANUS_ADMIN_KEY = janus.adminKey;
}
const server = await startSeededServer(port);
const { url } = server;
const { users, workspace } = await seedTeam(
  server,
  Array.from({ length: SFU_PEOPLE }, (_, i) => ({ email: `caller${i}@example.com`, name: `Caller ${i}` })),
);
const sessions = await Promise.all(users.map((user) => signIn(server, user.id)));

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    '--autoplay-policy=no-user-gesture-required',
  ],
});

/** One signed-in browser context per person (cookies as the app sets them). */
async function contextFor(session) {
  const context = await browser.newContext({ permissions: ['camera', 'microphone'] });
  await context.addCookies([
    { name: 'access_token', value: session.accessToken, url, httpOnly: true },
    {
      name: 'refresh_token',
      value: session.refreshToken,
      domain: '127.0.0.1',
      path: '/api/auth',
      httpOnly: true,
    },
    { name: 'token', value: 'true', url },
  ]);
  return context;
}

const api = async (session, path, body) => {
  const res = await fetch(`${url}/api/orgs/${workspace.slug}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `access_token=${session.accessToken}`,
      origin: url,
      'x-requested-with': 'orbit',
    },
    body: JSON.stringify(body ?? {}),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json();
};

/**
 * Opens the meeting in this page and clicks Join (after `lobbyMs` in the lobby, as a person choosing
 * their devices); resolves to the milliseconds from the click to the first frame of a remote video
 * (`elapsed`) and to a frame from each of the `expected` others (`all`), with the join's steps (or
 * null when `measure` is false).
 */
async function join(page, callId, measure, { expected = 1, lobbyMs = 0 } = {}) {
  await page.goto(`${url}/${workspace.slug}/meeting/${callId}`);
  const button = page.getByRole('button', { name: 'Join', exact: true });
  // An invitee's tab rings as well: they decline the ring here and join from the page instead. The
  // ring's dialog may come before the Join button (it makes the page behind it inert, so the button
  // is not found while it shows): before, the bench waited for the button first and, when the ring
  // won that race (under load), gave up after 60 s.
  const ring = page.getByRole('alertdialog', { name: 'Incoming call' });
  await button.or(ring).first().waitFor({ state: 'visible', timeout: 60_000 });
  // The ring may come a little after the page: give it a moment once the socket is up.
  await page.waitForTimeout(300);
  if (await ring.isVisible()) {
    await ring.getByRole('button', { name: 'Decline' }).click();
    await ring.waitFor({ state: 'hidden' });
  }
  await button.waitFor({ state: 'visible', timeout: 60_000 });
  await page.waitForFunction(
    () => [...document.querySelectorAll('button')].some((b) => b.textContent === 'Join' && !b.disabled),
    undefined,
    { timeout: 60_000 },
  );
  if (lobbyMs > 0) await page.waitForTimeout(lobbyMs);
  if (!measure) {
    const before = cpuSeconds(server.pid);
    await button.click();
    await page.getByRole('list', { name: 'People in the call' }).waitFor({ timeout: 60_000 });
    joinCpu.seconds += cpuSeconds(server.pid) - before;
    joinCpu.joins += 1;
    return null;
  }
  const firstFrame = page.evaluate(
    (expected) =>
      new Promise((resolve) => {
        let clickedAt = 0;
        document.addEventListener(
          'click',
          () => {
            clickedAt = performance.now();
          },
          { capture: true, once: true },
        );
        // Media steps read from the page's connections (getStats), since the click: the first video
        // RTP packet received, the first key frame and frame decoded; and the first frame each remote
        // tile shows (by its video element).
        const media = {};
        const tiles = new Map();
        // The page's main thread busy (long tasks, over 50 ms each) between the click and the end.
        let busy = 0;
        new PerformanceObserver((list) => {
          for (const task of list.getEntries())
            if (clickedAt > 0 && task.startTime >= clickedAt) busy += task.duration;
        }).observe({ type: 'longtask' });
        const mark = (name, at = performance.now()) => {
          media[name] ??= at - clickedAt;
        };
        let statsBusy = false;
        let statsAt = 0;
        const readStats = async () => {
          const pcs = window.orbitCall?.peerConnections ?? [];
          statsBusy = true;
          try {
            for (const pc of pcs) {
              for (const stat of (await pc.getStats()).values()) {
                if (stat.type !== 'inbound-rtp') continue;
                if (stat.kind === 'audio' && stat.packetsReceived > 0) mark('audio-rtp-received');
                if (stat.kind !== 'video') continue;
                if (stat.packetsReceived > 0) mark('video-rtp-received');
                if ((stat.keyFramesDecoded ?? 0) > 0) mark('video-keyframe-decoded');
                if (stat.framesDecoded > 0) mark('video-frame-decoded');
              }
            }
          } finally {
            statsBusy = false;
          }
        };
        const poll = () => {
          // Every 30 ms at most (getStats costs CPU in the page being measured).
          if (clickedAt > 0 && !statsBusy && performance.now() - statsAt >= 30) {
            statsAt = performance.now();
            void readStats();
          }
          const remote = [
            ...document.querySelectorAll('[data-connection]:not([data-connection="local"]) video'),
          ];
          for (const v of remote) {
            if (v.videoWidth > 0 && v.currentTime > 0 && !tiles.has(v)) tiles.set(v, performance.now());
          }
          if (clickedAt > 0 && tiles.size > 0 && !('first-tile' in media))
            mark('first-tile', Math.min(...tiles.values()));
          if (clickedAt > 0 && tiles.size >= expected) {
            // The join's steps as the page marked them (features/calls/callTrace.ts): the first of each.
            const steps = {};
            for (const mark of performance.getEntriesByType('mark')) {
              if (!mark.name.startsWith('orbit-call:')) continue;
              const step = mark.name.slice('orbit-call:'.length);
              steps[step] ??= mark.startTime - clickedAt;
            }
            Object.assign(steps, media);
            steps['(main thread in long tasks)'] = busy;
            const times = [...tiles.values()].map((t) => t - clickedAt).sort((a, b) => a - b);
            resolve({ elapsed: times[0], all: times[times.length - 1], steps });
          } else {
            setTimeout(poll, 5);
          }
        };
        poll();
      }),
    expected,
  );
  const before = cpuSeconds(server.pid);
  await button.click();
  const { elapsed, all, steps } = await Promise.race([
    firstFrame,
    new Promise((_, reject) => setTimeout(() => reject(new Error('no remote frame in 90 s')), 90_000)),
  ]);
  joinCpu.seconds += cpuSeconds(server.pid) - before;
  joinCpu.joins += 1;
  return { elapsed, all, steps, expected };
}

/**
 * The p50 of each step's time since the click, in the order they happen (p50s, so the rows need not
 * add up): where a join's time goes.
 */
function printSteps(label, joins) {
  const names = new Set(joins.flatMap((join) => Object.keys(join.steps)));
  const rows = [...names]
    .map((name) => ({
      name,
      at: percentile(
        joins.flatMap((j) => j.steps[name] ?? []),
        50,
      ),
    }))
    .sort((a, b) => a.at - b.at);
  console.log(`${label}, p50 of each step since the click (first of each):`);
  for (const { name, at } of rows) console.log(`  ${name.padEnd(22)} ${ms(at)}`);
  console.log(
    `  ${'first remote frame'.padEnd(22)} ${ms(
      percentile(
        joins.map((j) => j.elapsed),
        50,
      ),
    )}`,
  );
  // The p50s above come from different joins when the joins vary a lot (a loaded machine): the join
  // whose first frame is the p50 shows one real timeline.
  const median = joins.find(
    (j) =>
      j.elapsed ===
      percentile(
        joins.map((x) => x.elapsed),
        50,
      ),
  );
  if (!median) return;
  console.log(`${label}, the p50 join's own steps:`);
  const own = Object.entries(median.steps).sort((a, b) => a[1] - b[1]);
  for (const [name, at] of own) console.log(`  ${name.padEnd(22)} ${ms(at)}`);
  console.log(`  ${'first remote frame'.padEnd(22)} ${ms(median.elapsed)}`);
}

/** The app server's CPU time between each Join click and that person being in the call. */
const joinCpu = { seconds: 0, joins: 0 };

const leaveAll = async (pages) => {
  for (const page of pages) await page.goto('about:blank');
};

const summary = (label, values) =>
  console.log(
    `${label}: p50 ${ms(percentile(values, 50))}, p95 ${ms(percentile(values, 95))} (${values.length} joins)`,
  );

try {
  // Mesh: person 0 starts an ad hoc meeting and is in it; person 1's Join is measured.
  const pair = await Promise.all(sessions.slice(0, 2).map(contextFor));
  const pages = await Promise.all(pair.map((context) => context.newPage()));
  const meshTimes = [];
  for (let round = 0; round < MESH_ROUNDS; round += 1) {
    const call = await api(sessions[0], '/calls', {});
    await join(pages[0], call.id, false);
    meshTimes.push((await join(pages[1], call.id, true)).elapsed);
    await leaveAll(pages);
  }
  if (meshTimes.length > 0) summary('mesh, 2 people: Join → first remote video frame', meshTimes);
  console.log(
    `app server CPU per 10 joins (from the click to being in the call: HTTP join, socket, signalling): ${ms((1000 * joinCpu.seconds * 10) / joinCpu.joins)}`,
  );

  if (!janus) {
    console.log('Janus: not installed (apt-get install janus coturn), the 6-person figures are skipped');
  } else {
    const contexts = [...pair, ...(await Promise.all(sessions.slice(2).map(contextFor)))];
    const all = [...pages, ...(await Promise.all(contexts.slice(2).map((c) => c.newPage())))];
    // Two ways of joining, each measured for every later joiner: as the bench always did (Join clicked
    // as soon as it is enabled, the next person right after the last one saw someone), and as a person
    // joins a call going on (a few seconds in the lobby choosing devices, the others in the call
    // settled: each earlier joiner sees everyone before the next opens the page).
    const modes = [
      { name: 'at once', lobbyMs: 0, settled: false },
      { name: `after ${LOBBY_MS / 1000} s in the lobby, call settled`, lobbyMs: LOBBY_MS, settled: true },
    ];
    for (const mode of modes) {
      const sfuJoins = [];
      const sfuFailed = [];
      for (let round = 0; round < SFU_ROUNDS; round += 1) {
        const call = await api(sessions[0], '/calls', {
          inviteeIds: users.slice(1).map((user) => user.id),
        });
        if (call.media !== 'sfu') throw new Error(`expected an SFU call, got ${call.media}`);
        await join(all[0], call.id, false);
        // Each later joiner is measured (there is at least one publisher in the room already).
        for (const [index, page] of all.slice(1).entries()) {
          try {
            sfuJoins.push(
              await join(page, call.id, true, {
                // Settled: wait for a frame of every other person; else the first, as before.
                expected: mode.settled ? index + 1 : 1,
                lobbyMs: mode.lobbyMs,
              }),
            );
          } catch (error) {
            // Counted and printed, not hidden: a joiner who never saw anyone is a failure of the path.
            sfuFailed.push(String(error instanceof Error ? error.message : error));
          }
        }
        await leaveAll(all);
      }
      if (sfuJoins.length > 0) {
        const label = `Janus, ${SFU_PEOPLE} people, ${mode.name}`;
        summary(
          `${label}: Join → first remote video frame`,
          sfuJoins.map((j) => j.elapsed),
        );
        if (mode.settled) {
          summary(
            `${label}: Join → a frame of every other person`,
            sfuJoins.map((j) => j.all),
          );
          const last = sfuJoins.filter((j) => j.expected === SFU_PEOPLE - 1);
          if (last.length > 0) {
            summary(
              `${label}: the ${SFU_PEOPLE}th person, Join → first remote frame`,
              last.map((j) => j.elapsed),
            );
            summary(
              `${label}: the ${SFU_PEOPLE}th person, Join → a frame of each of the ${SFU_PEOPLE - 1} others`,
              last.map((j) => j.all),
            );
          }
        }
        printSteps(`${label}, joins`, sfuJoins);
      }
      if (sfuFailed.length > 0) {
        console.log(
          `Janus (${mode.name}): ${sfuFailed.length} joins saw no remote video: ${[...new Set(sfuFailed)].join('; ')}`,
        );
      }
    }
  }
} finally {
  await browser.close();
  await server.stop();
  janus?.stop();
}
