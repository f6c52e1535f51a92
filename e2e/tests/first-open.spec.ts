import { logInContext, uniqueClientIp } from '../support/accounts.js';
import { expect, test } from '../support/test.js';
import { orbitWithTask } from './tasks-setup.js';

/**
 * A link to an orbit opened on a device that holds nothing of the workspace yet (a new colleague's
 * first click on a shared link): the page says it is loading until the workspace's data is in, and
 * never that the orbit does not exist.
 */
test("a first open of an orbit's link shows loading, then the orbit and its task, never 'not found'", async ({
  browser,
}) => {
  const { owner, orbit } = await orbitWithTask('First open task');
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': uniqueClientIp() } });
  // Signed in through the API: no remembered person, no IndexedDB, no code cached.
  await logInContext(context, owner);
  // Everything the page said while it loaded, each time its text changed.
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __said: string[] }).__said = seen;
    new MutationObserver(() => {
      const text = document.body?.innerText ?? '';
      if (text !== seen.at(-1)) seen.push(text);
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  const page = await context.newPage();
  await page.goto(`/${owner.slug}/${orbit.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Solo' })).toBeVisible();
  await expect(page.getByText('First open task')).toBeVisible();
  const said = await page.evaluate(() => (window as unknown as { __said: string[] }).__said);
  expect(said.filter((text) => /not found/i.test(text))).toEqual([]);
  await context.close();
});
