import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expectOk } from '../support/accounts.js';
import { queuedWrites } from '../support/outbox.js';
import { expect, test } from '../support/test.js';
import { createTeamWithOrbit, openOrbitAs, waitForCatchUp } from './tasks-setup.js';

// Two accounts, two browsers and a whole task lifecycle.
test.describe.configure({ timeout: 120_000 });

const taskButton = (page: Page, title: string) => page.getByRole('button', { name: title, exact: true });
const details = (page: Page) => page.getByRole('complementary', { name: 'Task details' });

async function addTask(page: Page, title: string): Promise<void> {
  const field = page.getByRole('textbox', { name: 'Add a task to Tasks' });
  await field.fill(title);
  await field.press('Enter');
  await expect(taskButton(page, title)).toBeVisible();
}

test('two browsers stay in step through create, edit, move, complete, delete and restore, across an offline period', async ({
  browser,
}) => {
  const { owner, member, orbitId } = await createTeamWithOrbit('Lifecycle');
  await expectOk(
    await owner.api.post(`/api/orgs/${owner.slug}/lists`, {
      data: { clientId: randomUUID(), orbitId, name: 'Later' },
    }),
    'second list',
  );
  const a = await openOrbitAs(browser, owner, owner.slug, orbitId);
  const b = await openOrbitAs(browser, member, owner.slug, orbitId);
  for (const { page } of [a, b]) await page.getByRole('checkbox', { name: 'Show completed' }).check();

  // Create (A) → B sees it.
  await addTask(a.page, 'Plan the offsite');
  await expect(taskButton(b.page, 'Plan the offsite')).toBeVisible();

  // Edit (B) → A sees the new title.
  await taskButton(b.page, 'Plan the offsite').click();
  const title = details(b.page).getByRole('textbox', { name: 'Title' });
  await title.fill('Plan the team offsite');
  await title.press('Enter');
  await expect(taskButton(a.page, 'Plan the team offsite')).toBeVisible();

  // Move to the other list (A) → B's open panel shows the new list.
  await taskButton(a.page, 'Plan the team offsite').click();
  await details(a.page)
    .getByRole('button', { name: /^List / })
    .click();
  await a.page.getByRole('option', { name: 'Later' }).click();
  await expect(details(b.page).getByRole('button', { name: 'List Later' })).toBeVisible();

  // Complete (B) → A sees it done.
  // The box follows the stored task, a moment after the click (a controlled input over IndexedDB).
  await b.page.getByRole('checkbox', { name: 'Complete “Plan the team offsite”' }).click();
  await expect(b.page.getByRole('checkbox', { name: 'Mark “Plan the team offsite” not done' })).toBeChecked();
  await expect(a.page.getByRole('checkbox', { name: 'Mark “Plan the team offsite” not done' })).toBeChecked();

  // Offline (A): delete it and create another; B hears nothing until A is back.
  await a.context.setOffline(true);
  await details(a.page).getByRole('button', { name: 'Delete task' }).click();
  await expect(taskButton(a.page, 'Plan the team offsite')).toHaveCount(0);
  await addTask(a.page, 'Book the venue');
  // B hears a change written after A's offline writes: had they reached the server, B would show them.
  await waitForCatchUp(b.page, owner, orbitId);
  await expect(taskButton(b.page, 'Plan the team offsite')).toHaveCount(1);
  await expect(taskButton(b.page, 'Book the venue')).toHaveCount(0);
  await a.context.setOffline(false);
  await expect(taskButton(b.page, 'Book the venue')).toHaveCount(1, { timeout: 15_000 });
  await expect(taskButton(b.page, 'Plan the team offsite')).toHaveCount(0);
  // B had it open: the orbit stays on screen and the panel says where the task went.
  await expect(details(b.page).getByText('This task is in Trash.')).toBeVisible();

  // Restore from Trash (B) → back for A, in its list, still done.
  await b.page.getByRole('link', { name: 'Trash' }).click();
  await b.page.getByRole('button', { name: 'Restore “Plan the team offsite”' }).click();
  await expect(taskButton(a.page, 'Plan the team offsite')).toHaveCount(1);
  await expect(a.page.getByRole('checkbox', { name: 'Mark “Plan the team offsite” not done' })).toBeChecked();

  // Nothing lost or doubled: each browser and the server hold each task once.
  await b.page.goBack();
  for (const { page } of [a, b]) {
    await expect(taskButton(page, 'Plan the team offsite')).toHaveCount(1);
    await expect(taskButton(page, 'Book the venue')).toHaveCount(1);
  }
  await expect.poll(() => queuedWrites(a.page)).toBe(0);
  const boot = await owner.api.get(`/api/orgs/${owner.slug}/sync/bootstrap`);
  const { items, lists } = (await boot.json()) as {
    items: { title: string; listId: string | null; completedAt: string | null; deletedAt: string | null }[];
    lists: { id: string; name: string }[];
  };
  const later = lists.find((l) => l.name === 'Later');
  const offsite = items.filter((i) => i.title === 'Plan the team offsite');
  expect(offsite).toHaveLength(1);
  expect(offsite[0]).toMatchObject({ listId: later?.id, deletedAt: null, completedAt: expect.any(String) });
  expect(items.filter((i) => i.title === 'Book the venue')).toHaveLength(1);
  expect(items.filter((i) => i.title === 'Plan the offsite')).toHaveLength(0);

  await a.context.close();
  await b.context.close();
});
