// Initial JavaScript a browser downloads for /login and for the dashboard, gzip-compressed, against the
// budgets (170 KB on /login, 300 KB on the dashboard). Measured in Chromium against the production build.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startBenchServer } from './bench-server.mjs';

const budgets = { '/login': 170, '/bench/today': 300 };

async function measure(browser, url, loggedIn) {
  const context = await browser.newContext();
  if (loggedIn) await context.addCookies([{ name: 'token', value: 'true', url }]);
  const page = await context.newPage();
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
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

const server = await startBenchServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
let over = false;
try {
  for (const [route, budget] of Object.entries(budgets)) {
    const { files, raw, gzip } = await measure(browser, `${server.url}${route}`, route !== '/login');
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
