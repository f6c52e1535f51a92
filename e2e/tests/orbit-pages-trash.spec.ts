import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expectOk } from '../support/accounts.js';
import { seriousA11yViolations } from '../support/axe.js';
import { expect, test } from '../support/test.js';
import { openOrbitAs, orbitWithTask } from './tasks-setup.js';

// axe-core is injected as a script, which the app's CSP refuses.
test.use({ bypassCSP: true });

/** The titles the orbit's Documents or Boards menu lists (the menu is closed again after). */
async function menuLists(page: Page, menu: 'Documents' | 'Boards', title: string, listed: boolean) {
  await page.getByRole('button', { name: new RegExp(`^${menu}`) }).click();
  // The menu's own "New …" item shows it is open and read before looking for the title.
  await expect(page.getByRole('menuitem', { name: /^New / })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: title })).toHaveCount(listed ? 1 : 0);
  await page.keyboard.press('Escape');
}

test('Trash: a document restored comes back in its orbit’s menu; a board deleted forever after its confirmation is gone', async ({
  browser,
}) => {
  const { owner, orbit } = await orbitWithTask('Anchor');
  const base = `/api/orgs/${owner.slug}`;
  const make = async (kind: 'documents' | 'boards', title: string) => {
    const made = await expectOk(
      await owner.api.post(`${base}/${kind}`, { data: { clientId: randomUUID(), orbitId: orbit.id, title } }),
      `create ${kind}`,
    );
    const { id } = (await made.json()) as { id: string };
    await expectOk(await owner.api.delete(`${base}/${kind}/${id}`), `trash ${kind}`);
    return id;
  };
  await make('documents', 'Launch notes');
  const boardId = await make('boards', 'Old sketch');

  const { context, page } = await openOrbitAs(browser, owner, owner.slug, orbit.id);
  await menuLists(page, 'Documents', 'Launch notes', false);
  await page.goto(`/${owner.slug}/trash`);
  await page.getByRole('button', { name: 'Restore Launch notes' }).click();
  await expect(page.getByRole('button', { name: 'Restore Launch notes' })).toHaveCount(0);

  // Delete forever asks first; Cancel keeps the board in Trash.
  await page.getByRole('button', { name: 'Delete board Old sketch forever' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete board “Old sketch” forever?' });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Restore board Old sketch' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete board Old sketch forever' }).click();
  await confirm.getByRole('button', { name: 'Delete forever' }).click();
  await expect(page.getByRole('button', { name: 'Restore board Old sketch' })).toHaveCount(0);
  // Gone on the server too, not only on this device.
  await expect
    .poll(async () => (await owner.api.get(`${base}/sync/entity/board/${boardId}`)).status())
    .toBe(404);

  await page.goto(`/${owner.slug}/${orbit.id}`);
  await menuLists(page, 'Documents', 'Launch notes', true);
  await menuLists(page, 'Boards', 'Old sketch', false);
  await context.close();
});
