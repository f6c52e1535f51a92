import { createAccount, uniqueClientIp } from '../support/accounts.js';
import { queuedWrites } from '../support/outbox.js';
import { expect, logInWithForm, test } from '../support/test.js';
import { orbitWithTasks } from './outbox-setup.js';

test.describe.configure({ timeout: 90_000 });

test('opened once online, the app starts offline on the cached workspace, its dialogs open, and a task made there reaches the server once', async ({
  browser,
}) => {
  const owner = await createAccount('offline-shell');
  const { orbitId } = await orbitWithTasks(owner, ['Cached task']);
  const context = await browser.newContext({
    serviceWorkers: 'allow',
    extraHTTPHeaders: { 'X-Forwarded-For': uniqueClientIp() },
  });
  const page = await context.newPage();
  await page.goto('/login');
  await logInWithForm(page, owner.email, owner.password);
  await expect(page).not.toHaveURL(/\/login/, { timeout: 20_000 });
  const url = `/${owner.slug}/${orbitId}`;
  await page.goto(url);
  await expect(page.getByRole('button', { name: 'Cached task', exact: true })).toBeVisible();
  // The worker has kept every built file and serves this page.
  // (Installing means fetching every built file: wait for it to be active, however long that takes.)
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  // Online, a reload is not slowed by the worker: the browser takes the built files straight from its
  // cache and sends the API to the network without starting it (its static routes).
  await page.reload();
  await expect(page.getByRole('button', { name: 'Cached task', exact: true })).toBeVisible();
  const routed = await page.evaluate(() =>
    (
      performance.getEntriesByType('resource') as (PerformanceResourceTiming & {
        workerMatchedSourceType?: string;
      })[]
    )
      .map((entry) => [new URL(entry.name).pathname, entry.workerMatchedSourceType ?? ''] as const)
      .filter(([path]) => path.startsWith('/assets/') || path.startsWith('/api/')),
  );
  expect(routed.filter(([path]) => path.startsWith('/assets/')).length).toBeGreaterThan(3);
  // Lucide's icons go through the worker, which keeps each one drawn (they are not fetched at install).
  const expected = (path: string) =>
    path.startsWith('/api/') ? 'network' : path.startsWith('/assets/icons/') ? 'fetch-event' : 'cache';
  for (const [path, source] of routed) expect(source, path).toBe(expected(path));

  // A cold start with no network at all.
  await context.setOffline(true);
  await page.close();
  const cold = await context.newPage();
  await cold.goto(url);
  await expect(cold.getByRole('heading', { name: 'Outbox', level: 1 })).toBeVisible();
  await expect(cold.getByRole('button', { name: 'Cached task', exact: true })).toBeVisible();

  // `c` opens the create dialog, whose code was never needed online.
  await cold.keyboard.press('c');
  const dialog = cold.getByRole('dialog', { name: 'New task' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Made with no network');
  await dialog.getByRole('button', { name: 'Create task' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(cold.getByRole('button', { name: 'Made with no network', exact: true })).toBeVisible();

  // The task panel and the orbit's settings open whole.
  await cold.getByRole('button', { name: 'Cached task', exact: true }).click();
  const panel = cold.getByRole('complementary', { name: 'Task details' });
  await expect(panel.getByRole('textbox', { name: 'Title' })).toHaveValue('Cached task');
  await expect(panel.getByRole('button', { name: /Add files/ })).toBeVisible();
  await cold.getByRole('button', { name: 'Settings', exact: true }).click();
  await expect(cold.getByRole('dialog', { name: /settings$/ })).toBeVisible();
  await expect(cold.getByText('This part could not be loaded: you may be offline.')).toHaveCount(0);
  await cold.keyboard.press('Escape');
  expect(await queuedWrites(cold)).toBe(1);

  await context.setOffline(false);
  await expect.poll(() => queuedWrites(cold), { timeout: 20_000 }).toBe(0);
  const boot = await owner.api.get(`/api/orgs/${owner.slug}/sync/bootstrap`);
  const { items } = (await boot.json()) as { items: { title: string }[] };
  expect(items.map((i) => i.title).sort()).toEqual(['Cached task', 'Made with no network']);
  await context.close();
});
