import { expect, test } from '../support/test.js';
import { createTeamWithOrbit, openOrbitAs } from './tasks-setup.js';

test.describe.configure({ timeout: 90_000 });

test('a new document: its title takes the focus, a table grows by a row and a column, the mention list names its option', async ({
  browser,
}) => {
  const team = await createTeamWithOrbit('Writing');
  const { context, page } = await openOrbitAs(browser, team.owner, team.owner.slug, team.orbitId);
  await page.getByRole('button', { name: /^Documents/ }).click();
  await page.getByRole('menuitem', { name: 'New document' }).click();

  // Named first: the title is focused and selected, so typing replaces it.
  const title = page.getByRole('textbox', { name: 'Document title' });
  await expect(title).toBeFocused();
  await page.keyboard.type('Hiring plan');
  await page.keyboard.press('Enter');
  await expect(title).toHaveValue('Hiring plan');
  // The text box is named after the new title.
  const text = page.getByRole('textbox', { name: 'Text of Hiring plan' });
  await expect(page.getByRole('status').filter({ hasText: 'Saved · live' })).toBeVisible();

  // A table: its row and column controls show while the caret is in it.
  await text.click();
  const addRow = page.getByRole('button', { name: 'Add a row below' });
  await expect(addRow).toHaveCount(0);
  await page.getByRole('button', { name: 'Table', exact: true }).click();
  const table = text.locator('table');
  await expect(table.locator('tr')).toHaveCount(3);
  await expect(table.locator('tr').first().locator('th, td')).toHaveCount(3);
  await addRow.click();
  await expect(table.locator('tr')).toHaveCount(4);
  await page.getByRole('button', { name: 'Add a column to the right' }).click();
  await expect(table.locator('tr').first().locator('th, td')).toHaveCount(4);
  await expect(table.locator('tr').last().locator('th, td')).toHaveCount(4);

  // A mention: the text box points at the option the arrow keys are on.
  await page.keyboard.type('Ask @');
  const list = page.getByRole('listbox', { name: 'People, tasks and orbits' });
  await expect(list).toBeVisible();
  const options = list.getByRole('option');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  const first = await options.first().getAttribute('id');
  await expect(text).toHaveAttribute('aria-activedescendant', first ?? 'missing');
  await page.keyboard.press('ArrowDown');
  const second = await options.nth(1).getAttribute('id');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(text).toHaveAttribute('aria-activedescendant', second ?? 'missing');
  await expect(text).toHaveAttribute('aria-controls', (await list.getAttribute('id')) ?? 'missing');
  await page.keyboard.press('Escape');
  await expect(list).toHaveCount(0);
  await expect(text).not.toHaveAttribute('aria-activedescendant', /.+/);
  await context.close();
});
