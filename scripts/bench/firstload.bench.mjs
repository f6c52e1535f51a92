// First load at size (issue 18, item 1). Two workspaces on one server, as in production (dist/main.js)
// on an embedded PostgreSQL this script starts (loopback only):
// - `bench`: 10,000 tasks in 10 orbits (seedOrbitsWithTasks). The bootstrap answered (p50/max, bytes
//   raw and as sent with gzip and brotli), and in Chromium a cold open of one orbit (empty browser) to
//   its first task rows, with when the bootstrap's last byte arrived, then a warm open (a reload: rows
//   from IndexedDB).
// - `board`: one orbit of 1,000 tasks shown as a board, the size Planka was measured with (its board
//   answer is 22 KB brotli). Orbit's answer for it is the workspace's bootstrap: its bytes as sent, and
//   a cold open of the board to its first card.
// Figures only, no assertions.
import { randomUUID } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { SourceMapConsumer } from 'source-map-js';
import { ms, percentile } from './bench-figures.mjs';
import {
  seedOrbit,
  seedOrbitsWithTasks,
  seedTeam,
  signIn,
  startSeededServer,
} from './bench-seeded-server.mjs';
import { machineCpu } from './process-stats.mjs';

const ORBITS = 10;
/** FIRSTLOAD_TASKS_PER_ORBIT: a smaller workspace for a quick look. */
const TASKS_PER_ORBIT = Number(process.env.FIRSTLOAD_TASKS_PER_ORBIT ?? 1_000);
const BOARD_CARDS = 1_000;
const BOOTSTRAPS = 6;
const port = 3193;
/** A busy machine may take minutes to open 10,000 tasks. */
const OPEN_TIMEOUT = 300_000;
const webDist = path.join(import.meta.dirname, '..', '..', 'apps', 'web', 'dist');

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** GET through node:http, which leaves the body encoded: the bytes, time and headers as sent. */
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
            timing: String(res.headers['server-timing'] ?? ''),
            bytes,
            ms: performance.now() - t0,
          }),
        );
      })
      .on('error', reject);
  });
}

/** The bootstrap of `slug`: time (p50/max after one warm-up), bytes raw and as sent compressed. */
async function measureBootstrap(url, cookie, slug) {
  const target = `${url}/api/orgs/${slug}/sync/bootstrap`;
  const headers = (encoding) => ({ cookie, origin: url, 'accept-encoding': encoding });
  const figures = {};
  for (const encoding of ['identity', 'gzip', 'br']) {
    const runs = [];
    for (let i = 0; i < BOOTSTRAPS; i += 1) runs.push(await fetchRaw(target, headers(encoding)));
    const last = runs.at(-1);
    if (last.status !== 200 || last.encoding !== encoding) {
      throw new Error(`bootstrap of ${slug} with ${encoding}: ${last.status} ${last.encoding}`);
    }
    const times = runs.slice(1).map((run) => run.ms);
    // The server's own split (Server-Timing): reading the database, then writing the JSON.
    const part = (name) =>
      percentile(
        runs
          .slice(1)
          .map((run) => Number(new RegExp(`${name};dur=([\\d.]+)`).exec(run.timing)?.[1] ?? Number.NaN)),
        50,
      );
    figures[encoding] = {
      bytes: last.bytes,
      p50: percentile(times, 50),
      max: Math.max(...times),
      db: part('db'),
      serialise: part('serialise'),
    };
  }
  return figures;
}

function printBootstrap(label, figures) {
  const { identity, gzip, br } = figures;
  console.log(
    `${label} bootstrap: ${kb(identity.bytes)} JSON, answered p50 ${ms(identity.p50)} (max ${ms(identity.max)}; server db ${ms(identity.db)}, serialise ${ms(identity.serialise)}); gzip ${kb(gzip.bytes)} p50 ${ms(gzip.p50)}; brotli ${kb(br.bytes)} p50 ${ms(br.p50)}`,
  );
}

const server = await startSeededServer(port);
const { db, modules, url } = server;
const { schema } = modules;
let browser;
try {
  const started = performance.now();
  const {
    users: [user],
    workspace,
  } = await seedTeam(server, [{ email: 'firstload@example.com', name: 'First Load' }]);
  const { orbitIds } = await seedOrbitsWithTasks(server, {
    workspaceId: workspace.id,
    ownerId: user.id,
    orbits: ORBITS,
    tasksPerOrbit: TASKS_PER_ORBIT,
  });

  // The board workspace: the same person, one orbit of 1,000 cards and a shared board view of it.
  const [boardSpace] = await db
    .insert(schema.workspaces)
    .values({ slug: 'cards', name: 'Cards', kind: 'team' })
    .returning();
  await db.insert(schema.memberships).values({ workspaceId: boardSpace.id, userId: user.id, role: 'owner' });
  const board = await seedOrbit(server, {
    workspaceId: boardSpace.id,
    ownerId: user.id,
    name: 'Board',
    position: 'a0',
  });
  await db.insert(schema.items).values(
    Array.from({ length: BOARD_CARDS }, (_, i) => ({
      id: modules.newId(),
      clientId: randomUUID(),
      workspaceId: boardSpace.id,
      orbitId: board.orbitId,
      listId: board.listId,
      title: `Card ${i}`,
      statusId: board.statuses[i % 3].id,
      position: `a${String(i).padStart(4, '0')}`,
      createdBy: user.id,
    })),
  );
  const boardViewId = modules.newId();
  await db.insert(schema.views).values({
    id: boardViewId,
    workspaceId: boardSpace.id,
    ownerId: user.id,
    name: 'Board',
    visibility: 'shared',
    layout: 'board',
    filters: { orbitIds: [board.orbitId] },
    sort: { field: 'position', dir: 'asc' },
    showCompleted: true,
    position: 'a0',
  });
  console.log(
    `seeded ${ORBITS * TASKS_PER_ORBIT} tasks in ${ORBITS} orbits, and a board of ${BOARD_CARDS} cards: ${ms(performance.now() - started)}`,
  );

  const session = await signIn(server, user.id);
  const cookie = `access_token=${session.accessToken}`;
  printBootstrap(`${ORBITS * TASKS_PER_ORBIT}-task workspace`, await measureBootstrap(url, cookie, 'bench'));
  printBootstrap(`${BOARD_CARDS}-card board workspace`, await measureBootstrap(url, cookie, 'cards'));
  console.log('  (Planka, the same 1,000-card board: 22 KB brotli)');

  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    // The flags of e2e/playwright.config.ts.
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });

  /** An empty browser signed in as the person, noting when `selector` first enters the DOM. */
  async function coldContext(selector) {
    const context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      serviceWorkers: process.env.FIRSTLOAD_NO_SW ? 'block' : 'allow',
    });
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
    await context.addInitScript(
      ([watched, watchText]) => {
        const observer = new MutationObserver(() => {
          if (!document.querySelector(watched)) return;
          window.__firstAt = performance.now();
          observer.disconnect();
        });
        observer.observe(document, { childList: true, subtree: true });
        // What the page said while it loaded, each time its text changed (FIRSTLOAD_WATERFALL only: reading
        // innerText lays the page out on every change, which would slow the open it measures).
        window.__shown = [];
        if (!watchText) return;
        const said = new MutationObserver(() => {
          const area = document.querySelector('main') ?? document.body;
          const text = (area?.innerText ?? '').replace(/\s+/g, ' ').trim().slice(0, 90);
          if (text !== window.__shown.at(-1)?.[1]) window.__shown.push([Math.round(performance.now()), text]);
        });
        said.observe(document, { childList: true, subtree: true, characterData: true });
      },
      [selector, Boolean(process.env.FIRSTLOAD_WATERFALL)],
    );
    return context;
  }

  /**
   * Where the open's time went: the page's own steps (apps/web/src/lib/loadTrace.ts, `orbit-load:*`
   * marks), the HTML and the entry script's last byte, and the first rows, in ms after navigation.
   */
  async function steps(page) {
    const timeline = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation');
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.initiatorType === 'script' || entry.name.endsWith('.js'));
      const marks = performance
        .getEntriesByType('mark')
        .filter((mark) => mark.name.startsWith('orbit-load:'))
        .map((mark) => [mark.name.slice('orbit-load:'.length), mark.startTime]);
      return [
        ['html', navigation?.responseEnd ?? Number.NaN],
        ['scripts', Math.max(0, ...scripts.map((entry) => entry.responseEnd))],
        ...marks,
        ['first rows', window.__firstAt],
      ];
    });
    if (process.env.FIRSTLOAD_WATERFALL) {
      // Every request of the open, in the order they started (start → end, ms, and the path).
      const requests = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => [
            Math.round(entry.startTime),
            Math.round(entry.responseEnd),
            new URL(entry.name).pathname,
          ]),
      );
      for (const [start, end, name] of requests.sort((a, b) => a[0] - b[0])) {
        console.log(`    ${String(start).padStart(5)} → ${String(end).padStart(5)}  ${name}`);
      }
      for (const [at, text] of await page.evaluate(() => window.__shown.slice(0, 40))) {
        console.log(`    shown at ${String(at).padStart(5)}: ${text}`);
      }
    }
    return timeline
      .sort(([, a], [, b]) => a - b)
      .map(([name, at]) => `${name} ${Math.round(at)}`)
      .join(' → ');
  }

  const maps = new Map();
  /** Where a built script's line and column come from, through its source map (the file when none). */
  async function original(file, line, column) {
    if (!file.startsWith('/assets/') || line < 0) return file;
    if (!maps.has(file)) {
      const map = await readFile(path.join(webDist, `${file}.map`), 'utf8').catch(() => null);
      maps.set(file, map ? new SourceMapConsumer(JSON.parse(map)) : null);
    }
    const found = maps.get(file)?.originalPositionFor({ line: line + 1, column });
    return found?.source ? `${found.source.replace(/^(\.\.\/)+/, '')}:${found.line}` : `${file}:${line + 1}`;
  }

  /** A CPU profile of the page's main thread from now on (FIRSTLOAD_PROFILE=1). */
  async function startProfile(page) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    return cdp;
  }

  /**
   * Where the main thread's time went until the first cards: self time by script and by function
   * (the 12 largest of each), and the idle time, which is waiting for the network.
   */
  async function printProfile(cdp, until, what) {
    const { profile } = await cdp.send('Profiler.stop');
    // FIRSTLOAD_PROFILE_OUT=dir keeps the profile for DevTools (Performance → load profile).
    if (process.env.FIRSTLOAD_PROFILE_OUT) {
      const file = path.join(process.env.FIRSTLOAD_PROFILE_OUT, `${what.replace(/\W+/g, '-')}.cpuprofile`);
      await writeFile(file, JSON.stringify(profile));
      console.log(`  profile kept in ${file}`);
    }
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    const bySelf = new Map();
    let t = profile.startTime;
    const firstSample = profile.startTime;
    for (let i = 0; i < profile.samples.length; i++) {
      t += profile.timeDeltas[i];
      if ((t - firstSample) / 1000 > until) break;
      const node = nodes.get(profile.samples[i]);
      const next = profile.timeDeltas[i + 1] ?? 0;
      bySelf.set(node, (bySelf.get(node) ?? 0) + next / 1000);
    }
    const add = (map, key, value) => map.set(key, (map.get(key) ?? 0) + value);
    const byScript = new Map();
    const byFunction = new Map();
    const byModule = new Map();
    for (const [node, time] of bySelf) {
      const { url: script, functionName, lineNumber, columnNumber } = node.callFrame;
      const file = script ? new URL(script).pathname : `(${functionName || 'native'})`;
      add(byScript, file, time);
      const where = await original(file, lineNumber, columnNumber);
      add(byFunction, `${functionName || '(anonymous)'} ${where}`, time);
      // The source module (node_modules packages as one), to see what a chunk's time is made of.
      const module = where.replace(/:\d+$/, '').replace(/^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\/.*$/, '$1');
      add(byModule, module, time);
    }
    const top = (map) =>
      [...map]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 25)
        .map(([name, time]) => `    ${ms(time).padStart(9)}  ${name}`)
        .join('\n');
    console.log(`  main thread in ${what} until the first rows, by script:\n${top(byScript)}`);
    console.log(`  by function:\n${top(byFunction)}`);
    console.log(`  by module:\n${top(byModule)}`);
    // Who calls the browser's own functions that take the most (addEventListener, createElement…).
    const parents = new Map();
    for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node);
    const natives = [...bySelf].filter(
      ([node]) =>
        !node.callFrame.url && node.callFrame.functionName && !node.callFrame.functionName.startsWith('('),
    );
    const byCaller = new Map();
    for (const [node, time] of natives) {
      const caller = parents.get(node.id);
      const frame = caller?.callFrame;
      const where = frame?.url
        ? await original(new URL(frame.url).pathname, frame.lineNumber, frame.columnNumber)
        : '?';
      add(
        byCaller,
        `${node.callFrame.functionName} ← ${frame?.functionName || '(anonymous)'} ${where}`,
        time,
      );
    }
    console.log(`  the browser's functions, by caller:\n${top(byCaller)}`);
  }

  /** Opens `address` and answers when `selector` appeared and when the bootstrap arrived. */
  async function open(page, address, selector) {
    const cpu = process.env.FIRSTLOAD_CPU ? machineCpu() : null;
    await page.goto(address);
    try {
      await page.waitForSelector(selector, { timeout: OPEN_TIMEOUT });
      // FIRSTLOAD_CPU=1: which processes of the machine used the CPU until the rows showed.
      if (cpu) {
        const used = cpu().slice(0, 8);
        console.log(
          `  CPU until ${selector}: ${used.map(([who, t]) => `${who} ${Math.round(t)} ms`).join(', ')}`,
        );
      }
    } catch (error) {
      await page.screenshot({ path: '/tmp/firstload-failed.png' }).catch(() => {});
      const text = await page.evaluate(() => document.body.innerText.slice(0, 500)).catch(() => '');
      throw new Error(`${selector} never showed at ${page.url()}; the page said: ${text}`, { cause: error });
    }
    return page.evaluate(() => ({
      first: window.__firstAt,
      bootstrap:
        performance.getEntriesByType('resource').find((entry) => entry.name.includes('/sync/bootstrap'))
          ?.responseEnd ?? Number.NaN,
      bootstrapBytes:
        performance.getEntriesByType('resource').find((entry) => entry.name.includes('/sync/bootstrap'))
          ?.encodedBodySize ?? Number.NaN,
    }));
  }

  const cardSelector = '[data-testid="view-board"] .board-card';
  const boardContext = await coldContext(cardSelector);
  const boardPage = await boardContext.newPage();
  const profiler = process.env.FIRSTLOAD_PROFILE ? await startProfile(boardPage) : null;
  const boardOpen = await open(boardPage, `${url}/cards/${boardViewId}`, cardSelector);
  if (profiler) await printProfile(profiler, boardOpen.first, "the board's cold open");
  console.log(
    `cold open of the ${BOARD_CARDS}-card board: first cards at ${ms(boardOpen.first)} after navigation (bootstrap's last byte at ${ms(boardOpen.bootstrap)}, ${kb(boardOpen.bootstrapBytes)} on the wire)`,
  );
  console.log(`  steps (ms): ${await steps(boardPage)}`);
  await boardContext.close();

  const rowSelector = '[data-testid="list-layout"] .task-row';
  const listContext = await coldContext(rowSelector);
  const listPage = await listContext.newPage();
  if (process.env.FIRSTLOAD_DEBUG)
    listPage.on('console', (message) => console.log(`  page: ${message.text()}`));
  const cold = await open(listPage, `${url}/bench/${orbitIds[0]}`, rowSelector);
  // The whole answer follows the first one (`whole-asked`) and is stored (`bootstrap-stored`): until
  // then a write waits (docs/SYNC.md), so the steps are read once it is stored.
  await listPage.waitForFunction(
    () => performance.getEntriesByName('orbit-load:bootstrap-stored', 'mark').length > 0,
    undefined,
    { timeout: OPEN_TIMEOUT },
  );
  const coldSteps = await steps(listPage);
  // Every task is stored and the cursor saved once the sync settles; a reload then reads IndexedDB
  // and catches up from the cursor (without it, the reload would bootstrap again).
  // Polled with evaluate, which awaits the check (waitForFunction takes a returned promise as truthy:
  // it passed at once, and the 'warm' reload sometimes found the workspace half stored).
  const settled = async (total) => {
    const open = (name) =>
      new Promise((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    const count = (db, store) =>
      new Promise((resolve) => {
        try {
          const counting = db.transaction(store).objectStore(store).count();
          counting.onsuccess = () => resolve(counting.result);
          counting.onerror = () => resolve(0);
        } catch {
          resolve(0);
        }
      });
    const [local, sync] = [await open('orbit'), await open('orbit-sync')];
    const [items, cursors] = [await count(local, 'items'), await count(sync, 'cursors')];
    local.close();
    sync.close();
    return items >= total && cursors > 0;
  };
  const deadline = performance.now() + OPEN_TIMEOUT;
  while (!(await listPage.evaluate(settled, ORBITS * TASKS_PER_ORBIT))) {
    if (performance.now() > deadline) throw new Error('the cold open never stored the whole workspace');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  if (process.env.FIRSTLOAD_DEBUG) {
    console.log(
      '  before the reload, orbit-sync cursors:',
      await listPage.evaluate(
        () =>
          new Promise((resolve) => {
            const request = indexedDB.open('orbit-sync');
            request.onsuccess = () => {
              const all = request.result.transaction('cursors').objectStore('cursors').getAll();
              all.onsuccess = () => {
                resolve(JSON.stringify({ version: request.result.version, cursors: all.result }));
                request.result.close();
              };
            };
          }),
      ),
    );
  }
  const warmProfiler = process.env.FIRSTLOAD_PROFILE ? await startProfile(listPage) : null;
  await listPage.reload();
  await listPage.waitForSelector(rowSelector, { timeout: OPEN_TIMEOUT });
  const warm = await listPage.evaluate(() => window.__firstAt);
  // The picture of the last visit (apps/web/src/lib/lastScreen.ts), shown before the live rows.
  const pictured = await listPage.evaluate(
    () => performance.getEntriesByName('orbit-load:last-screen', 'mark')[0]?.startTime ?? Number.NaN,
  );
  if (warmProfiler) await printProfile(warmProfiler, warm, 'the warm open');
  console.log(
    `cold open of an orbit in the ${ORBITS * TASKS_PER_ORBIT}-task workspace: first rows at ${ms(cold.first)} after navigation (bootstrap's last byte at ${ms(cold.bootstrap)}, ${kb(cold.bootstrapBytes)} on the wire); warm open: the last screen shown at ${ms(pictured)}, live rows (IndexedDB) at ${ms(warm)}`,
  );
  console.log(`  cold steps (ms): ${coldSteps}`);
  console.log(`  warm steps (ms): ${await steps(listPage)}`);
  await listContext.close();
} finally {
  await browser?.close();
  await server.stop();
}
