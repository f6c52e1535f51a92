import { logInContext } from '../support/accounts.js';
import { expect, test } from '../support/test.js';
import { orbitWithTask } from './tasks-setup.js';

test.describe.configure({ timeout: 60_000 });

test('c opens the 650px create-task modal, Esc closes it, and my new task shows under Today in My tasks', async ({
  page,
}) => {
  const { owner, orbit } = await orbitWithTask('Existing task');
  await logInContext(page.context(), owner);
  await page.goto(`/${owner.slug}/${orbit.id}`);
  await expect(page.getByRole('button', { name: 'Existing task' })).toBeVisible();

  await page.keyboard.press('c');
  const dialog = page.getByRole('dialog', { name: 'New task' });
  await expect(dialog).toBeVisible();
  // The ui Dialog pops in (a short scale); measure it once it has settled.
  await dialog.evaluate((box) => Promise.all(box.getAnimations().map((a) => a.finished)));
  expect((await dialog.boundingBox())?.width).toBe(650);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  await page.keyboard.press('c');
  await dialog.getByRole('button', { name: 'Create task' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Give the task a title.');
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Call the venue');
  await dialog.getByRole('button', { name: /^Priority/ }).click();
  await page.getByRole('option', { name: 'High' }).click();
  await dialog.getByRole('button', { name: /^Assignees/ }).click();
  await page.getByRole('option', { name: owner.name }).click();
  await dialog.getByRole('button', { name: /^Assignees/ }).click();
  await expect(dialog.getByRole('button', { name: `Assignees ${owner.name}` })).toBeVisible();
  await dialog.getByRole('button', { name: 'Due date' }).click();
  await page.getByRole('dialog', { name: 'Due date' }).getByRole('button', { name: 'Today' }).click();
  await expect(dialog.getByRole('button', { name: /^Due date: / })).toBeVisible();
  await dialog.getByRole('button', { name: 'Create task' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Call the venue' })).toBeVisible();

  await page.getByRole('link', { name: 'My tasks' }).click();
  const today = page.getByRole('region', { name: /^Today/ });
  await expect(today.getByRole('button', { name: 'Call the venue' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Existing task' })).toHaveCount(0);
});

test('New orbit in the sidebar: a named dialog with a backdrop, a name required, and the new orbit opens', async ({
  page,
}) => {
  const { owner } = await orbitWithTask('Existing task');
  await logInContext(page.context(), owner);
  await page.goto(`/${owner.slug}`);

  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('button', { name: 'New orbit' }).click();
  const dialog = page.getByRole('dialog', { name: 'New orbit' });
  await expect(dialog).toBeVisible();
  await expect(page.locator('[data-dialog-overlay]')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Create orbit' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Give the orbit a name.');
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Marketing');
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Marketing', level: 1 })).toBeVisible();
  await expect(nav.getByRole('link', { name: /Marketing/ })).toBeVisible();
});
