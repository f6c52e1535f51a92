import type { BrowserContext, Page } from '@playwright/test';
import { createAccount, logInContext, uniqueClientIp } from '../support/accounts.js';
import { queuedWrites } from '../support/outbox.js';
import { expect, test } from '../support/test.js';
import { orbitWithTasks } from './outbox-setup.js';

test.describe.configure({ timeout: 90_000 });

/** A logged-in context showing an orbit holding one task; creates go through `Add a task to Tasks`. */
async function openOrbit(browser: import('@playwright/test').Browser) {
  const owner = await createAccount('outbox-journey');
  const { orbitId } = await orbitWithTasks(owner, ['Already there']);
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': uniqueClientIp() } });
  const page = await context.newPage();
  await logInContext(context, owner);
  const url = `/${owner.slug}/${orbitId}`;
  await page.goto(url);
  await expect(page.getByRole('button', { name: 'Already there', exact: true })).toBeVisible();
  return { owner, context, page, url };
}

async function addTask(page: Page, title: string): Promise<void> {
  const add = page.getByRole('textbox', { name: 'Add a task to Tasks' });
  await add.fill(title);
  await add.press('Enter');
  await expect(page.getByRole('button', { name: title, exact: true })).toBeVisible();
}

/** Counts the task creates the server is sent from this context, by title. */
async function countCreates(context: BrowserContext): Promise<Map<string, number>> {
  const seen = new Map<string, number>();
  await context.route('**/api/orgs/*/items', async (route) => {
    const request = route.request();
    if (request.method() === 'POST') {
      const { title } = request.postDataJSON() as { title: string };
      seen.set(title, (seen.get(title) ?? 0) + 1);
    }
    await route.continue();
  });
  return seen;
}

test('a write made just before a reload is kept and sent once after it', async ({ browser }) => {
  const { owner, context, page } = await openOrbit(browser);
  // The server cannot be reached: the write is applied and stored, not sent.
  await page.route('**/api/orgs/*/items', (route) =>
    route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue(),
  );
  await addTask(page, 'Survives the reload');
  expect(await queuedWrites(page)).toBe(1);

  await page.reload();
  await expect(page.getByRole('button', { name: 'Survives the reload', exact: true })).toBeVisible();
  expect(await queuedWrites(page)).toBe(1);
  const sent = await countCreates(context);
  await page.unroute('**/api/orgs/*/items');

  await expect.poll(() => queuedWrites(page), { timeout: 20_000 }).toBe(0);
  const boot = await owner.api.get(`/api/orgs/${owner.slug}/sync/bootstrap`);
  const { items } = (await boot.json()) as { items: { title: string }[] };
  expect(items.filter((i) => i.title === 'Survives the reload')).toHaveLength(1);
  expect(sent.get('Survives the reload')).toBe(1);
  await expect(page.getByRole('button', { name: 'Survives the reload', exact: true })).toHaveCount(1);
  await context.close();
});

test('two tabs: both show the same waiting writes, and one sends each write once', async ({ browser }) => {
  const { context, page: first, url } = await openOrbit(browser);
  const second = await context.newPage();
  await second.goto(url);
  await expect(second.getByRole('button', { name: 'Already there', exact: true })).toBeVisible();
  const sent = await countCreates(context);

  await context.setOffline(true);
  await addTask(first, 'From the first tab');
  await addTask(second, 'From the second tab');
  for (const page of [first, second]) {
    await expect(page.getByText('2 changes waiting to be sent')).toBeVisible();
    await expect(page.getByRole('button', { name: 'From the first tab', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'From the second tab', exact: true })).toBeVisible();
  }

  await context.setOffline(false);
  for (const page of [first, second]) {
    await expect(page.getByText(/waiting to be sent/)).toHaveCount(0, { timeout: 20_000 });
  }
  expect(Object.fromEntries(sent)).toEqual({ 'From the first tab': 1, 'From the second tab': 1 });
  await context.close();
});

test('a full storage refuses a new task with a message and keeps nothing of it', async ({ browser }) => {
  const { owner, context, page } = await openOrbit(browser);
  // Chromium here ignores Storage.overrideQuotaForOrigin, and 10 GB cannot be filled in a test: the
  // outbox's store refuses writes the way a full disk makes IndexedDB refuse them.
  await page.evaluate(() => {
    const add = IDBObjectStore.prototype.add;
    IDBObjectStore.prototype.add = function (this: IDBObjectStore, ...args: Parameters<typeof add>) {
      if (this.name === 'outbox' && (window as { diskFull?: boolean }).diskFull) {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      }
      return add.apply(this, args);
    };
    (window as { diskFull?: boolean }).diskFull = true;
  });

  await addTaskThroughDialog(page, 'Too much for the disk');
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
    'Your browser’s storage is full, so this change was not saved.',
  );
  await expect(page.getByRole('button', { name: 'Too much for the disk', exact: true })).toHaveCount(0);
  expect(await queuedWrites(page)).toBe(0);

  // With room again, the next write goes through.
  await page.evaluate(() => {
    (window as { diskFull?: boolean }).diskFull = false;
  });
  await addTaskThroughDialog(page, 'Fits now');
  await expect(page.getByRole('button', { name: 'Fits now', exact: true })).toBeVisible();
  await expect
    .poll(async () => {
      const boot = await owner.api.get(`/api/orgs/${owner.slug}/sync/bootstrap`);
      const { items } = (await boot.json()) as { items: { title: string }[] };
      return items.map((i) => i.title).sort();
    })
    .toEqual(['Already there', 'Fits now']);
  await context.close();
});

async function addTaskThroughDialog(page: Page, title: string): Promise<void> {
  await page.keyboard.press('c');
  const dialog = page.getByRole('dialog', { name: 'New task' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  await dialog.getByRole('button', { name: 'Create task' }).click();
  await expect(dialog).toHaveCount(0);
}
