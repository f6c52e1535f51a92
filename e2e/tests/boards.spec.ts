import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expectOk } from '../support/accounts.js';
import { expect, test } from '../support/test.js';
import { createTeamWithOrbit, openOrbitAs } from './tasks-setup.js';

// Two accounts, two browsers and the canvas's own chunk take a while.
test.describe.configure({ timeout: 120_000 });

/** Writes a text on the canvas where the pointer is, the way a person does (T, click, type, Escape). */
async function writeText(page: Page, text: string, at: { x: number; y: number }) {
  const canvas = page.getByTestId('board-canvas');
  await canvas
    .locator('canvas')
    .last()
    .click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('t');
  await canvas.locator('canvas').last().click({ position: at });
  const editor = page.locator('textarea.excalidraw-wysiwyg');
  await expect(editor).toBeVisible();
  await page.keyboard.insertText(text);
  await page.keyboard.press('Escape');
  await expect(editor).toHaveCount(0);
}

/** The board as the person downloads it with Export → SVG. */
async function exportedSvg(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Export as SVG' }).click();
  const file = await (await download).path();
  return readFile(file, 'utf8');
}

test('two people drawing on one board see each other’s shapes, and an offline one merges', async ({
  browser,
}) => {
  const { owner, member, orbitId } = await createTeamWithOrbit('Studio');
  const a = await openOrbitAs(browser, owner, owner.slug, orbitId);
  const b = await openOrbitAs(browser, member, owner.slug, orbitId);

  // A new board from the orbit's Boards menu opens at once; its address moves to the server's id.
  await a.page.getByRole('button', { name: 'Boards' }).click();
  await a.page.getByRole('menuitem', { name: 'New board' }).click();
  await expect(a.page.getByRole('heading', { name: 'Untitled board', level: 1 })).toBeVisible();
  await expect(a.page).toHaveURL(new RegExp(`/${owner.slug}/${orbitId}/boards/[0-9a-z]{20}$`));
  await expect(a.page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible({ timeout: 20_000 });

  // The other person finds it in the same menu.
  await b.page.getByRole('button', { name: 'Boards' }).click();
  await b.page.getByRole('menuitem', { name: 'Untitled board' }).click();
  await expect(b.page).toHaveURL(a.page.url());
  await expect(b.page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible({ timeout: 20_000 });

  await writeText(a.page, 'Drawn by the owner', { x: 200, y: 150 });
  await writeText(b.page, 'Drawn by the member', { x: 260, y: 320 });
  await expect.poll(() => exportedSvg(b.page), { timeout: 15_000 }).toContain('Drawn by the owner');
  const fromOwner = await exportedSvg(a.page);
  expect(fromOwner).toContain('Drawn by the member');
  expect(fromOwner).toContain('Drawn by the owner');

  // Offline: drawn on this device, kept there, and merged once the connection is back.
  await a.context.setOffline(true);
  await expect(a.page.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible({ timeout: 20_000 });
  await writeText(a.page, 'Drawn on the train', { x: 220, y: 480 });
  await a.context.setOffline(false);
  await expect.poll(() => exportedSvg(b.page), { timeout: 30_000 }).toContain('Drawn on the train');

  await a.context.close();
  await b.context.close();
});

test('a task placed on a board opens it', async ({ browser }) => {
  const { owner, orbitId } = await createTeamWithOrbit('Mentions');
  await expectOk(
    await owner.api.post(`/api/orgs/${owner.slug}/items`, {
      data: { clientId: randomUUID(), orbitId, title: 'Ship the sketches' },
    }),
    'create task',
  );
  const board = await expectOk(
    await owner.api.post(`/api/orgs/${owner.slug}/boards`, {
      data: { clientId: randomUUID(), orbitId, title: 'Roadmap' },
    }),
    'create board',
  );
  const { id } = (await board.json()) as { id: string };
  const a = await openOrbitAs(browser, owner, owner.slug, orbitId);
  await a.page.goto(`/${owner.slug}/${orbitId}/boards/${id}`);
  await expect(a.page.getByRole('heading', { name: 'Roadmap', level: 1 })).toBeVisible();
  await expect(a.page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible({ timeout: 20_000 });

  await a.page.getByRole('button', { name: 'Link a task' }).click();
  await a.page.getByRole('option', { name: 'Ship the sketches' }).click();
  // The placed text is selected: its link shows, and following it opens the task.
  const link = a.page.locator('.excalidraw-hyperlinkContainer-link');
  await expect(link).toBeVisible();
  await link.click();
  await expect(a.page).toHaveURL(new RegExp(`/${owner.slug}/${orbitId}/[0-9a-z]{20}$`));
  await expect(a.page.getByRole('complementary', { name: 'Task details' })).toBeVisible();
  await expect(
    a.page.getByRole('complementary', { name: 'Task details' }).getByRole('textbox', { name: 'Title' }),
  ).toHaveValue('Ship the sketches');
  await a.context.close();
});
