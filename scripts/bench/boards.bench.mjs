// A whiteboard of 5,000 elements in Chromium. Prints the time from navigation to the canvas showing
// them (cold: the drawing comes from the server into an empty IndexedDB; warm: a reload reads the copy
// kept on the device first), and the frame times while the canvas is panned with the wheel
// (p50/p95/p99, frames over 50 ms). Figures only, no assertions.
import { randomUUID } from 'node:crypto';
import { generateNKeysBetween } from 'fractional-indexing';
import { chromium } from 'playwright-core';
import * as Y from 'yjs';
import { ms, percentile } from './bench-figures.mjs';
import { seedOrbit, seedTeam, signIn, startSeededServer } from './bench-seeded-server.mjs';

const ELEMENTS = 5_000;
const PAN_STEPS = 150;
const port = 3193;
const dist = (file) => new URL(`../../apps/server/dist/${file}`, import.meta.url).href;

/** Excalidraw elements as its own scenes hold them: a grid of rectangles, ellipses and diamonds. */
function elements(count) {
  const indices = generateNKeysBetween(null, null, count);
  const types = ['rectangle', 'ellipse', 'diamond'];
  const columns = 100;
  return indices.map((index, i) => ({
    id: `el${i}`,
    type: types[i % types.length],
    x: (i % columns) * 140,
    y: Math.floor(i / columns) * 120,
    width: 100,
    height: 80,
    angle: 0,
    strokeColor: '#1e1e1e',
    backgroundColor: i % 4 === 0 ? '#a5d8ff' : 'transparent',
    fillStyle: 'solid',
    strokeWidth: 2,
    strokeStyle: 'solid',
    roughness: 1,
    opacity: 100,
    groupIds: [],
    frameId: null,
    index,
    roundness: null,
    seed: 1000 + i,
    version: 1,
    versionNonce: 2000 + i,
    isDeleted: false,
    boundElements: null,
    updated: Date.now(),
    link: null,
    locked: false,
  }));
}

const server = await startSeededServer(port);
const { db, modules, url } = server;
const { schema } = modules;
const { appendCollabUpdate } = await import(dist('modules/collab/collab-store.js'));
let browser;
try {
  const {
    users: [user],
    workspace,
  } = await seedTeam(server, [{ email: 'boards@example.com', name: 'Drawer' }]);
  const { orbitId } = await seedOrbit(server, {
    workspaceId: workspace.id,
    ownerId: user.id,
    name: 'Sketches',
    position: 'a0',
  });
  const boardId = modules.newId();
  await db.insert(schema.boards).values({
    id: boardId,
    clientId: randomUUID(),
    workspaceId: workspace.id,
    orbitId,
    title: 'Five thousand',
    position: 'a0',
    createdBy: user.id,
  });
  const doc = new Y.Doc();
  const map = doc.getMap('elements');
  doc.transact(() => {
    for (const element of elements(ELEMENTS)) map.set(element.id, element);
  });
  const state = Y.encodeStateAsUpdate(doc);
  await appendCollabUpdate(db, `board:${boardId}`, workspace.id, state);
  console.log(
    `seeded a board of ${ELEMENTS} elements: ${(state.byteLength / 1024).toFixed(0)} KB of Yjs state`,
  );

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
  const page = await context.newPage();
  const boardUrl = `${url}/bench/${orbitId}/boards/${boardId}`;
  const live = page.getByRole('status').filter({ hasText: 'Live' });

  /** From navigation: the canvas on screen (two frames after it mounted) and the drawing live. */
  async function open(navigate) {
    await navigate();
    await page.waitForSelector('[data-testid="board-canvas"] canvas', { timeout: 120_000 });
    const shown = await page.evaluate(
      () =>
        new Promise((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now()))),
        ),
    );
    await live.waitFor({ timeout: 120_000 });
    const synced = await page.evaluate(
      () =>
        new Promise((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now()))),
        ),
    );
    return { shown, synced };
  }
  // The app's code first (cached by the browser), so the figures are the board's, not the download's.
  await page.goto(`${url}/bench/my-dashboard`);
  await page.waitForLoadState('networkidle');
  const cold = await open(() => page.goto(boardUrl));
  console.log(
    `open, cold (drawing from the server): canvas ${ms(cold.shown)}, ${ELEMENTS} elements live ${ms(cold.synced)} after navigation`,
  );
  // The copy on the device is written a moment after the update arrives.
  await page.waitForTimeout(1_000);
  const warm = await open(() => page.reload());
  console.log(
    `open, warm (drawing from IndexedDB, then the server): canvas with the elements ${ms(warm.shown)}, live ${ms(warm.synced)} after navigation`,
  );

  const box = await page.locator('[data-testid="board-canvas"]').boundingBox();
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
  const started = performance.now();
  for (let step = 0; step < PAN_STEPS; step += 1) {
    // Excalidraw pans on the wheel: across the grid and back.
    const dx = step < PAN_STEPS / 2 ? 120 : -120;
    await page.mouse.wheel(dx, dx / 2);
  }
  await page.waitForTimeout(200);
  const frames = await page.evaluate(() => {
    window.__recording = false;
    return window.__frames.slice(1);
  });
  console.log(
    `panned ${PAN_STEPS} wheel steps of 120 px in ${((performance.now() - started) / 1000).toFixed(1)} s, ${frames.length} frames: p50 ${ms(percentile(frames, 50))}, p95 ${ms(percentile(frames, 95))}, p99 ${ms(percentile(frames, 99))}, over 50 ms: ${frames.filter((f) => f > 50).length}`,
  );
} finally {
  await browser?.close();
  await server.stop();
}
