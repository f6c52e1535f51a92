import type { Page } from '@playwright/test';
import { type Account, createAccount, expectOk } from '../support/accounts.js';
import { queuedWrites } from '../support/outbox.js';
import { expect, test } from '../support/test.js';
import { orbitWithTasks, type Task } from './outbox-setup.js';
import { openOrbitAs } from './tasks-setup.js';

test.describe.configure({ timeout: 90_000 });

async function rename(page: Page, from: string, to: string): Promise<void> {
  await page.getByRole('button', { name: from, exact: true }).click();
  const title = page
    .getByRole('complementary', { name: 'Task details' })
    .getByRole('textbox', { name: 'Title' });
  await expect(title).toHaveValue(from);
  await title.fill(to);
  await title.press('Enter');
  await expect(page.getByRole('button', { name: to, exact: true })).toBeVisible();
}

async function serverTitles(owner: Account): Promise<string[]> {
  const boot = await owner.api.get(`/api/orgs/${owner.slug}/sync/bootstrap`);
  const { items } = (await boot.json()) as { items: { title: string }[] };
  return items.map((i) => i.title).sort();
}

test('a write refused with a 4xx and one the server keeps failing on (5xx) leave the queue, say why, and the next write goes on', async ({
  browser,
}) => {
  const owner = await createAccount('outbox-fail');
  const { orbitId, tasks } = await orbitWithTasks(owner, ['Alpha', 'Beta', 'Gamma']);
  const [alpha, beta] = tasks as [Task, Task, Task];
  const { context, page } = await openOrbitAs(browser, owner, owner.slug, orbitId);
  // A second tab: either may be the one that sends; both must tell the person.
  const other = await context.newPage();
  await other.goto(`/${owner.slug}/${orbitId}`);
  await expect(other.getByRole('button', { name: 'Alpha', exact: true })).toBeVisible();

  // A server failure that stays: every PATCH of Beta answers 500 (a stand-in for a server bug).
  let betaTries = 0;
  await context.route(`**/api/orgs/${owner.slug}/items/${beta.id}`, async (route) => {
    if (route.request().method() !== 'PATCH') return route.continue();
    betaTries += 1;
    await route.fulfill({ status: 500, json: { code: 'internal_error', message: 'Something went wrong.' } });
  });

  await context.setOffline(true);
  await rename(page, 'Alpha', 'Alpha renamed');
  await rename(page, 'Beta', 'Beta renamed');
  await rename(page, 'Gamma', 'Gamma renamed');
  expect(await queuedWrites(page)).toBe(3);
  // Meanwhile someone deletes Alpha for good: its rename can only be refused (404).
  await expectOk(await owner.api.delete(`/api/orgs/${owner.slug}/items/${alpha.id}`), 'trash');
  await expectOk(await owner.api.delete(`/api/orgs/${owner.slug}/items/${alpha.id}/permanent`), 'delete');

  await context.setOffline(false);
  // Alpha's refusal comes at once and its toast closes by itself after 5 s, so both tabs are checked
  // for it before either waits for Beta's (three tries first): checking the second tab only after the
  // first had waited for Beta found Alpha's toast there gone on a loaded machine.
  for (const tab of [page, other]) {
    const notifications = tab.getByRole('region', { name: 'Notifications' });
    await expect(notifications).toContainText('“Alpha renamed” was not saved');
    await expect(notifications).toContainText('Task not found.');
  }
  for (const tab of [page, other]) {
    const notifications = tab.getByRole('region', { name: 'Notifications' });
    await expect(notifications).toContainText('“Beta renamed” was not saved', { timeout: 15_000 });
  }
  expect(betaTries).toBe(3);

  // Neither blocked the write behind them; the refused ones are undone here.
  await expect.poll(() => serverTitles(owner)).toEqual(['Beta', 'Gamma renamed']);
  await expect(page.getByRole('button', { name: 'Beta', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Alpha renamed', exact: true })).toHaveCount(0);
  await expect.poll(() => queuedWrites(page)).toBe(0);

  // What failed stays listed until dismissed, and says why.
  const indicator = page.getByRole('button', { name: '2 changes not saved' });
  await indicator.click();
  const panel = page.getByRole('region', { name: 'Changes not saved' });
  await expect(panel.getByRole('listitem')).toHaveCount(2);
  await expect(panel).toContainText('Task not found.');
  await expect(panel).toContainText('Something went wrong.');
  await panel.getByRole('button', { name: 'Dismiss “Alpha renamed”' }).click();
  await expect(page.getByRole('button', { name: '1 change not saved' })).toBeVisible();
  await expect(other.getByRole('button', { name: '1 change not saved' })).toBeVisible();
  await page.getByRole('button', { name: 'Dismiss all' }).click();
  for (const tab of [page, other])
    await expect(tab.getByRole('button', { name: /not saved/ })).toHaveCount(0);
  await context.close();
});
