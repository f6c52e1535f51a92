import type { Page } from '@playwright/test';
import { expect, logInWithForm, test } from '../support/test.js';
import { orbitWithTask } from './tasks-setup.js';

test.describe.configure({ timeout: 60_000 });

async function logOutThroughTheMenu(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('button', { name: 'Account menu' })
    .click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page).toHaveURL('/login');
}

test('sign-in lands on My dashboard the first time, then on the last page visited in the workspace, and never on a page that has gone', async ({
  page,
}) => {
  const { owner, orbit, taskId } = await orbitWithTask('Book the venue');

  // Nothing remembered yet: My dashboard.
  await page.goto('/login');
  await logInWithForm(page, owner.email, owner.password);
  await expect(page).toHaveURL(`/${owner.slug}`);
  await expect(page.getByRole('heading', { name: 'My dashboard', level: 1 })).toBeVisible();

  // The orbit with a task open, then signed out and in again: the same page, the same task.
  await page.goto(`/${owner.slug}/${orbit.id}/${taskId}?settings=Users`);
  await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('complementary', { name: 'Task details' })).toBeVisible();
  await logOutThroughTheMenu(page);
  await logInWithForm(page, owner.email, owner.password);
  await expect(page).toHaveURL(`/${owner.slug}/${orbit.id}/${taskId}`);
  await expect(page.getByRole('heading', { name: 'Solo', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('complementary', { name: 'Task details' }).getByRole('textbox', { name: 'Title' }),
  ).toHaveValue('Book the venue');

  // A page that is not there (an orbit removed since, say) is not where the next sign-in lands.
  await page.goto(`/${owner.slug}/no-such-orbit`);
  await expect(page.getByRole('heading', { name: /not found/i })).toBeVisible();
  await logOutThroughTheMenu(page);
  await logInWithForm(page, owner.email, owner.password);
  await expect(page).toHaveURL(`/${owner.slug}`);
  await expect(page.getByRole('heading', { name: 'My dashboard', level: 1 })).toBeVisible();
});
