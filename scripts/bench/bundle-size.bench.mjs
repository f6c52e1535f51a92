// Initial JavaScript a browser downloads for /login and for the dashboard, gzip-compressed, against the
// budgets (170 KB on /login, 300 KB on the dashboard). Measured in Chromium against the production build.
// /login is opened as a guest; the dashboard with a real session (a signed-in person of the team
// workspace `bench` with one orbit), as a person's first dashboard load after signing in.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { seedOrbit, seedTeam, signIn, startSeededServer } from './bench-seeded-server.mjs';

const budgets = { '/login': 170, '/bench/today': 300 };

/** The cookies a sign-in sets (access, refresh, and the page's logged-in marker). */
function sessionCookies(session, url) {
  return [
    { name: 'access_token', value: session.accessToken, url, httpOnly: true },
    {
      name: 'refresh_token',
      value: session.refreshToken,
      domain: new URL(url).hostname,
      path: '/api/auth',
      httpOnly: true,
    },
    { name: 'token', value: 'true', url },
  ];
}

async function measure(browser, url, session) {
  // The service worker would fetch every built file for offline use once the page is up; that is not
  // the page's initial JavaScript, and its downloads keep the network from going idle.
  const context = await browser.newContext({ serviceWorkers: 'block' });
  if (session) await context.addCookies(sessionCookies(session, url));
  const page = await context.newPage();
  const scripts = [];
  let lastScriptAt = performance.now();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(response);
    lastScriptAt = performance.now();
  });
  // Not 'networkidle': a signed-in page keeps its realtime connection and periodic reads going, so the
  // network is never idle there. The page's initial JavaScript is what it has fetched once it shows its
  // main landmark and no further script has arrived for 1.5 s.
  await page.goto(url, { waitUntil: 'load' });
  await page.getByRole('main').first().waitFor({ timeout: 30_000 });
  while (performance.now() - lastScriptAt < 1_500) await page.waitForTimeout(250);
  // A session that did not hold would measure the way to /login, not the dashboard.
  const landed = new URL(page.url()).pathname;
  if (landed !== new URL(url).pathname) throw new Error(`${url} ended at ${landed}`);
  let gzip = 0;
  let raw = 0;
  const sizes = [];
  for (const response of scripts) {
    const body = await response.body().catch(() => Buffer.alloc(0));
    const zipped = gzipSync(body, { level: 9 }).length;
    raw += body.length;
    gzip += zipped;
    sizes.push([zipped, new URL(response.url()).pathname]);
  }
  await context.close();
  // BUNDLE_FILES=1 lists each file, largest first: where to look when a budget is over.
  if (process.env.BUNDLE_FILES) {
    for (const [zipped, file] of sizes.sort((a, b) => b[0] - a[0])) {
      console.log(`  ${(zipped / 1024).toFixed(1).padStart(6)} KB  ${file}`);
    }
  }
  return { files: scripts.length, raw, gzip };
}

// BENCH_PORT moves the server off 3190 (two checkouts measuring at once).
const server = await startSeededServer(Number(process.env.BENCH_PORT ?? 3190));
const {
  users: [person],
  workspace,
} = await seedTeam(server, [{ email: 'bundle@example.com', name: 'Bundle Bench' }]);
await seedOrbit(server, { workspaceId: workspace.id, ownerId: person.id, name: 'Launch', position: 'a0' });
const session = await signIn(server, person.id);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
let over = false;
try {
  for (const [route, budget] of Object.entries(budgets)) {
    const { files, raw, gzip } = await measure(
      browser,
      `${server.url}${route}`,
      route === '/login' ? undefined : session,
    );
    const kb = gzip / 1024;
    const verdict = kb <= budget ? 'within budget' : 'OVER BUDGET';
    if (kb > budget) over = true;
    console.log(
      `initial JS ${route.padEnd(14)} ${kb.toFixed(1).padStart(6)} KB gzip (${(raw / 1024).toFixed(0)} KB raw, ${files} files)  budget ${budget} KB: ${verdict}`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}
process.exit(over ? 1 : 0);
