// Scrolling one orbit of 10,000 tasks in Chromium. Prints the time from navigation to the first task
// rows (cold: the bootstrap fills IndexedDB; warm: a reload reads IndexedDB), the frame times while
// the list is wheeled from top to bottom (p50/p95/p99, frames over 50 ms), and how many rows the DOM
// holds meanwhile (virtualisation keeps it to a window), and the time from a remote change's socket
// event arriving to the changed row being painted, with the 10,000 tasks open (p50/p95). Figures only,
// no assertions.
import { randomUUID } from 'node:crypto';
import { chromium } from 'playwright-core';
import { ms, percentile } from './bench-figures.mjs';
import { seedOrbit, seedTeam, signIn, startSeededServer } from './bench-seeded-server.mjs';

const TASKS = 10_000;
const WHEEL_STEP = 500;
const REMOTE_EDITS = 30;
const port = 3192;
const rowSelector = '[data-testid="list-layout"] .task-row';

/** The page's JavaScript heap after a garbage collection (Chromium's DevTools protocol). */
async function printJsHeap(page, when) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize, totalSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  const mb = (bytes) => `${(bytes / 2 ** 20).toFixed(1)} MB`;
  console.log(
    `browser JS heap, ${when}: ${mb(usedSize)} used of ${mb(totalSize)} (after a garbage collection)`,
  );
}

const server = await startSeededServer(port);
const { db, modules, url } = server;
const { schema } = modules;
let browser;
try {
  const {
    users: [user],
    workspace,
  } = await seedTeam(server, [{ email: 'scroll@example.com', name: 'Scroller' }]);
  const { orbitId, listId, statuses } = await seedOrbit(server, {
    workspaceId: workspace.id,
    ownerId: user.id,
    name: 'Ten thousand',
    position: 'a0',
  });
  const seeded = performance.now();
  /** The first tasks by position: in view at the top of the list. */
  const topIds = [];
  for (let start = 0; start < TASKS; start += 1_000) {
    const rows = Array.from({ length: 1_000 }, (_, k) => {
      const i = start + k;
      return {
        id: modules.newId(),
        clientId: randomUUID(),
        workspaceId: workspace.id,
        orbitId,
        listId,
        title: `Task ${i}: ${'scroll me '.repeat(1 + (i % 4))}`,
        statusId: statuses[i % 2].id,
        priority: ['none', 'low', 'medium', 'high', 'urgent'][i % 5],
        dueAt: i % 3 ? new Date(Date.now() + (i % 40) * 86_400_000) : null,
        position: `a${String(i).padStart(5, '0')}`,
        createdBy: user.id,
      };
    });
    await db.insert(schema.items).values(rows);
    if (start === 0) topIds.push(...rows.slice(0, 10).map((row) => row.id));
    await db
      .insert(schema.itemAssignees)
      .values(rows.filter((_, k) => k % 3 === 0).map((row) => ({ itemId: row.id, userId: user.id })));
  }
  console.log(`seeded ${TASKS} tasks in one orbit: ${(performance.now() - seeded).toFixed(0)} ms`);

  const session = await signIn(server, user.id);
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
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
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
  // Notes, from the first script on, when the first task row enters the DOM.
  await context.addInitScript((selector) => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector(selector)) return;
      window.__firstRowsAt = performance.now();
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
    // Notes when a socket frame naming the watched title arrives (before the app's own handler runs).
    const NativeSocket = window.WebSocket;
    window.WebSocket = class extends NativeSocket {
      constructor(...args) {
        super(...args);
        this.addEventListener('message', (event) => {
          const title = window.__watchTitle;
          if (title && typeof event.data === 'string' && event.data.includes(title)) {
            window.__eventAt = performance.now();
          }
        });
      }
    };
  }, rowSelector);
  const page = await context.newPage();
  const orbitPage = `${url}/bench/${orbitId}`;
  const firstRows = async () => {
    await page.waitForSelector(rowSelector, { timeout: 120_000 });
    return page.evaluate(() => window.__firstRowsAt);
  };

  await page.goto(orbitPage);
  const cold = await firstRows();
  // Same clock as the first rows: when the bootstrap's last byte arrived.
  const bootstrapAt = await page.evaluate(
    () =>
      performance.getEntriesByType('resource').find((entry) => entry.name.includes('/sync/bootstrap'))
        ?.responseEnd ?? Number.NaN,
  );
  // Every task is in IndexedDB once the last row's title can be found by scrolling; wait for the
  // list's full height instead (10,000 rows of about 38 px).
  await page.waitForFunction(
    (count) => {
      const scroller = document.querySelector('[data-testid="list-layout"]');
      return scroller && scroller.scrollHeight > count * 30;
    },
    TASKS,
    { timeout: 120_000 },
  );
  await page.reload();
  const warm = await firstRows();
  await page.waitForFunction(
    (count) => (document.querySelector('[data-testid="list-layout"]')?.scrollHeight ?? 0) > count * 30,
    TASKS,
    { timeout: 120_000 },
  );
  console.log(
    `time to first rows after navigation: cold ${ms(cold)} (bootstrap of ${TASKS} tasks answered at ${ms(bootstrapAt)}, then stored in IndexedDB), warm ${ms(warm)} (read from IndexedDB)`,
  );
  await printJsHeap(page, `${TASKS} tasks open`);

  const box = await page.locator('[data-testid="list-layout"]').boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.evaluate(() => {
    const frames = [];
    window.__frames = frames;
    window.__recording = true;
    let last = performance.now();
    const tick = (now) => {
      frames.push(now - last);
      last = now;
      if (window.__recording) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  const scrollState = () =>
    page.evaluate((selector) => {
      const scroller = document.querySelector('[data-testid="list-layout"]');
      return {
        top: scroller.scrollTop,
        end: scroller.scrollHeight - scroller.clientHeight,
        rows: document.querySelectorAll(selector).length,
      };
    }, rowSelector);
  const started = performance.now();
  let state = await scrollState();
  let steps = 0;
  let maxRows = state.rows;
  while (state.top < state.end - 1 && steps < 5_000) {
    await page.mouse.wheel(0, WHEEL_STEP);
    steps += 1;
    if (steps % 10 === 0) {
      state = await scrollState();
      maxRows = Math.max(maxRows, state.rows);
    }
  }
  // The last wheel events settle, then recording stops.
  await page.waitForTimeout(200);
  state = await scrollState();
  maxRows = Math.max(maxRows, state.rows);
  const frames = await page.evaluate(() => {
    window.__recording = false;
    return window.__frames.slice(1);
  });
  const scrolledMs = performance.now() - started;
  console.log(
    `scrolled ${(state.top / 1000).toFixed(0)}k px to the bottom in ${steps} wheel steps of ${WHEEL_STEP} px (${(scrolledMs / 1000).toFixed(1)} s), ${frames.length} frames`,
  );
  console.log(
    `frames: p50 ${ms(percentile(frames, 50))}, p95 ${ms(percentile(frames, 95))}, p99 ${ms(percentile(frames, 99))}, over 50 ms: ${frames.filter((f) => f > 50).length}`,
  );
  console.log(
    `task rows in the DOM while scrolling: at most ${maxRows} of ${TASKS} (at the bottom: ${state.rows})`,
  );

  // A remote change to a task in view: from its socket event arriving to the row painted with it.
  await page.evaluate(() => {
    document.querySelector('[data-testid="list-layout"]').scrollTop = 0;
  });
  await page.waitForSelector(`[data-task-id="${topIds[0]}"]`);
  const repaints = [];
  for (let n = 0; n < REMOTE_EDITS; n += 1) {
    const title = `Edited elsewhere ${n}`;
    const painted = page.evaluate((watched) => {
      window.__watchTitle = watched;
      window.__eventAt = undefined;
      return new Promise((resolve) => {
        const shows = () =>
          [...document.querySelectorAll('[data-testid="list-layout"] .task-row')].some((row) =>
            row.textContent.includes(watched),
          );
        const observer = new MutationObserver(() => {
          if (!shows()) return;
          observer.disconnect();
          // The frame that shows it: after the next animation frame, the browser has painted.
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - window.__eventAt), 0));
        });
        observer.observe(document.querySelector('[data-testid="list-layout"]'), {
          childList: true,
          subtree: true,
          characterData: true,
        });
      });
    }, title);
    const res = await fetch(`${url}/api/orgs/bench/items/${topIds[n % topIds.length]}`, {
      method: 'PATCH',
      headers: {
        cookie: `access_token=${session.accessToken}`,
        origin: url,
        'x-requested-with': 'orbit',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ title }),
    });
    if (!res.ok) throw new Error(`PATCH answered ${res.status}`);
    repaints.push(await painted);
  }
  console.log(
    `remote change → row painted, ${TASKS} tasks open (${REMOTE_EDITS} edits): p50 ${ms(percentile(repaints, 50))}, p95 ${ms(percentile(repaints, 95))}`,
  );
  await printJsHeap(page, `${TASKS} tasks open, after scrolling them all and ${REMOTE_EDITS} remote edits`);
} finally {
  await browser?.close();
  await server.stop();
}
