import type { Browser } from '@playwright/test';
import { type Account, createAccount, expectOk, logInContext, uniqueClientIp } from '../support/accounts.js';
import { seriousA11yViolations } from '../support/axe.js';
import { queuedWrites } from '../support/outbox.js';
import { expect, test } from '../support/test.js';
import { orbitWithTasks } from './outbox-setup.js';

test.describe.configure({ timeout: 120_000 });

/** A browser of its own, logged in as `owner`, showing the orbit. */
async function openBrowser(browser: Browser, owner: Account, path: string) {
  // bypassCSP: axe-core is injected as a script, which the app's CSP rightly refuses.
  const context = await browser.newContext({
    extraHTTPHeaders: { 'X-Forwarded-For': uniqueClientIp() },
    bypassCSP: true,
  });
  const page = await context.newPage();
  await logInContext(page.context(), owner);
  await page.goto(path);
  await expect(page.getByRole('button', { name: 'Already there', exact: true })).toBeVisible();
  return { context, page };
}

test("a workspace's address renamed while a second browser is open: its address and waiting write follow", async ({
  browser,
}) => {
  const owner = await createAccount('slug-rename');
  const { orbitId } = await orbitWithTasks(owner, ['Already there']);
  const second = await openBrowser(browser, owner, `/${owner.slug}/${orbitId}`);
  const { page } = second;

  // A write made before the rename, which cannot reach the server yet: queued under the old address.
  await page.route('**/api/orgs/*/items', (route) =>
    route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue(),
  );
  const add = page.getByRole('textbox', { name: 'Add a task to Tasks' });
  await add.fill('Written before the rename');
  await add.press('Enter');
  await expect(page.getByRole('button', { name: 'Written before the rename', exact: true })).toBeVisible();
  expect(await queuedWrites(page)).toBe(1);

  // Renamed elsewhere (the first browser's settings send this request).
  const renamed = `${owner.slug}-new`;
  await expectOk(
    await owner.api.patch(`/api/orgs/${owner.slug}`, { data: { slug: renamed } }),
    'rename the workspace',
  );

  // The open browser moves to the new address by itself, on the same screen.
  await expect(page).toHaveURL(new RegExp(`/${renamed}/${orbitId}$`), { timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Already there', exact: true })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The write waiting since before the rename reaches the server once (the old address answers 404).
  await page.unroute('**/api/orgs/*/items');
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect.poll(() => queuedWrites(page), { timeout: 30_000 }).toBe(0);
  const boot = await owner.api.get(`/api/orgs/${renamed}/sync/bootstrap`);
  const { items } = (await boot.json()) as { items: { title: string }[] };
  expect(items.filter((item) => item.title === 'Written before the rename')).toHaveLength(1);
  await expect(page.getByText(/not saved/)).toHaveCount(0);

  // A reload stays at the new address, and the old one no longer names the workspace.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Written before the rename', exact: true })).toBeVisible();
  expect((await owner.api.get(`/api/orgs/${owner.slug}/sync/bootstrap`)).status()).toBe(404);
  await second.context.close();
});
