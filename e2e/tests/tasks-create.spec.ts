import { expect, logInWithForm, test } from '../support/test.js';
import { orbitWithTask } from './tasks-setup.js';

test.describe.configure({ timeout: 60_000 });

const pad = (n: number) => String(n).padStart(2, '0');
const localToday = (d = new Date()) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

test('c opens the 650px create-task modal, Esc closes it, and my new task shows under Today in My tasks', async ({
  page,
}) => {
  const { owner, orbit } = await orbitWithTask('Existing task');
  await page.goto('/login');
  await logInWithForm(page, owner.email, owner.password);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(`/${owner.slug}/${orbit.id}`);
  await expect(page.getByRole('button', { name: 'Existing task' })).toBeVisible();

  await page.keyboard.press('c');
  const dialog = page.getByRole('dialog', { name: 'New task' });
  await expect(dialog).toBeVisible();
  expect((await dialog.boundingBox())?.width).toBe(650);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  await page.keyboard.press('c');
  await dialog.getByRole('button', { name: 'Create task' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Give the task a title.');
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Call the venue');
  await dialog.getByRole('combobox', { name: 'Priority' }).selectOption('high');
  await dialog.getByRole('combobox', { name: 'Assignees' }).selectOption({ label: owner.name });
  await dialog.getByLabel('Due date').fill(localToday());
  await dialog.getByRole('button', { name: 'Create task' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Call the venue' })).toBeVisible();

  await page.getByRole('link', { name: 'My tasks' }).click();
  const today = page.getByRole('region', { name: /^Today/ });
  await expect(today.getByRole('button', { name: 'Call the venue' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Existing task' })).toHaveCount(0);
});
