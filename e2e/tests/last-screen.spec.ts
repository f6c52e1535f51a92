import { logInContext, uniqueClientIp } from '../support/accounts.js';
import { expect, test } from '../support/test.js';
import { orbitWithTask } from './tasks-setup.js';

type Seen = {
  /** The rows the picture of the last visit showed, read as soon as the page's body ran. */
  pictured: string[] | null;
  /** Whether the picture was still up when the live list's first row went into the page. */
  pictureWithLiveRows: boolean | null;
};

/**
 * The last screen (apps/web/src/lib/lastScreen.ts): a reload of an orbit shows, at once, the picture of
 * what the person saw when they left, until the app's own rows replace it in one commit; logout forgets it.
 */
test('a reload shows the last screen at once, the live rows replace it, and logout forgets it', async ({
  browser,
}) => {
  const { owner, orbit } = await orbitWithTask('Pictured task');
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': uniqueClientIp() } });
  await logInContext(context, owner);
  await context.addInitScript(() => {
    const seen: Seen = { pictured: null, pictureWithLiveRows: null };
    (window as unknown as { __seen: Seen }).__seen = seen;
    document.addEventListener('DOMContentLoaded', () => {
      const picture = (window as unknown as { __orbitLastScreen?: { root: HTMLElement } }).__orbitLastScreen;
      seen.pictured = picture
        ? [...picture.root.querySelectorAll('.task-row')].map((row) => row.textContent ?? '')
        : null;
    });
    const observer = new MutationObserver(() => {
      if (!document.querySelector('#root .task-row')) return;
      seen.pictureWithLiveRows = document.getElementById('last-screen') !== null;
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  const page = await context.newPage();
  const cspProblems: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspProblems.push(message.text());
  });

  // The first open has nothing to show before the app.
  await page.goto(`/${owner.slug}/${orbit.id}`);
  await expect(page.locator('#root .task-row').filter({ hasText: 'Pictured task' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __seen: Seen }).__seen.pictured)).toBeNull();

  await page.reload();
  await expect(page.locator('#root .task-row').filter({ hasText: 'Pictured task' })).toBeVisible();
  const seen = await page.evaluate(() => (window as unknown as { __seen: Seen }).__seen);
  expect(seen.pictured?.some((text) => text.includes('Pictured task'))).toBe(true);
  // Never both at once: the picture goes in the commit that draws the live rows.
  expect(seen.pictureWithLiveRows).toBe(false);
  await expect(page.locator('#last-screen')).toHaveCount(0);
  expect(
    await page.evaluate(() => performance.getEntriesByName('orbit-load:last-screen', 'mark').length),
  ).toBe(1);
  // The picture's styles are set through the CSSOM: the policy refused nothing.
  expect(cspProblems).toEqual([]);

  // Another address shows no picture of this one.
  await page.goto(`/${owner.slug}/today`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __seen: Seen }).__seen.pictured)).toBeNull();

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page).toHaveURL('/login');
  expect(await page.evaluate(() => localStorage.getItem('orbit-last-screen'))).toBeNull();
  await context.close();
});
