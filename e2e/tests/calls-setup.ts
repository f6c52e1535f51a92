import type { Browser, BrowserContext, Page } from '@playwright/test';
import { type Account, uniqueClientIp } from '../support/accounts.js';
import { expect, logInWithForm } from '../support/test.js';

/** Chromium with fake camera and microphone (a test pattern and a beep), permission granted. */
export const fakeMediaLaunch = {
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
};

/**
 * A browser context of its own for one person, logged in, on `path`; `origin` reaches the app another
 * way than the run's address (e.g. through a cuttable proxy, support/cuttableProxy.ts).
 */
export async function openAs(
  browser: Browser,
  account: Account,
  path: string,
  origin?: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    extraHTTPHeaders: { 'X-Forwarded-For': uniqueClientIp() },
    permissions: ['camera', 'microphone'],
    ...(origin ? { baseURL: origin } : {}),
  });
  const page = await context.newPage();
  await page.goto('/login');
  await logInWithForm(page, account.email, account.password);
  await expect(page).not.toHaveURL(/\/login/, { timeout: 20_000 });
  await page.goto(path);
  return { context, page };
}

/** Bytes this page has received over its call's connections, per kind (from getStats). */
export async function receivedBytes(
  page: Page,
): Promise<{ audio: number; video: number; connected: number }> {
  return page.evaluate(async () => {
    const call = (window as unknown as { orbitCall?: { peerConnections: RTCPeerConnection[] } }).orbitCall;
    const totals = { audio: 0, video: 0, connected: 0 };
    for (const pc of call?.peerConnections ?? []) {
      if (pc.connectionState === 'connected') totals.connected += 1;
      const stats = await pc.getStats();
      stats.forEach((report: { type: string; kind?: string; bytesReceived?: number }) => {
        if (report.type === 'inbound-rtp' && (report.kind === 'audio' || report.kind === 'video')) {
          totals[report.kind] += report.bytesReceived ?? 0;
        }
      });
    }
    return totals;
  });
}
