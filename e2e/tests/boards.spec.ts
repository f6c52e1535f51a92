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

test('a task and a document placed on a board open them', async ({ browser }) => {
  const { owner, orbitId } = await createTeamWithOrbit('Mentions');
  await expectOk(
    await owner.api.post(`/api/orgs/${owner.slug}/items`, {
      data: { clientId: randomUUID(), orbitId, title: 'Ship the sketches' },
    }),
    'create task',
  );
  const doc = await expectOk(
    await owner.api.post(`/api/orgs/${owner.slug}/documents`, {
      data: { clientId: randomUUID(), orbitId, title: 'Sketch notes' },
    }),
    'create document',
  );
  const { id: documentId } = (await doc.json()) as { id: string };
  const board = await expectOk(
    await owner.api.post(`/api/orgs/${owner.slug}/boards`, {
      data: { clientId: randomUUID(), orbitId, title: 'Roadmap' },
    }),
    'create board',
  );
  const { id } = (await board.json()) as { id: string };
  const a = await openOrbitAs(browser, owner, owner.slug, orbitId);
  const boardUrl = `/${owner.slug}/${orbitId}/boards/${id}`;
  await a.page.goto(boardUrl);
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

  // Back on the board: the document, chosen with the app's own picker, opens in the app.
  await a.page.goto(boardUrl);
  await expect(a.page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible({ timeout: 20_000 });
  await a.page.getByRole('button', { name: 'Link a document' }).click();
  await a.page.getByRole('combobox', { name: 'Document to place on the board' }).fill('sketch');
  await a.page.getByRole('option', { name: 'Sketch notes' }).click();
  await expect(link).toBeVisible();
  await expect(link).toHaveText(new RegExp(`/${owner.slug}/${orbitId}/docs/${documentId}$`));
  await link.click();
  await expect(a.page).toHaveURL(new RegExp(`/${owner.slug}/${orbitId}/docs/${documentId}$`));
  await expect(a.page.getByRole('textbox', { name: 'Text of Sketch notes' })).toBeVisible();
  // Back on the board, both stay where they were placed.
  await a.page.goBack();
  await expect(a.page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible({ timeout: 20_000 });
  await expect
    .poll(async () => {
      const drawn = await exportedSvg(a.page);
      return ['Ship the sketches', 'Sketch notes'].filter((title) => drawn.includes(title));
    })
    .toEqual(['Ship the sketches', 'Sketch notes']);
  await a.context.close();
});

test('a file dropped on a board is stored, and its card opens it', async ({ browser }) => {
  const { owner, member, orbitId } = await createTeamWithOrbit('Files');
  const board = await expectOk(
    await owner.api.post(`/api/orgs/${owner.slug}/boards`, {
      data: { clientId: randomUUID(), orbitId, title: 'Kick-off' },
    }),
    'create board',
  );
  const { id } = (await board.json()) as { id: string };
  const boardUrl = `/${owner.slug}/${orbitId}/boards/${id}`;
  const a = await openOrbitAs(browser, owner, owner.slug, orbitId);
  await a.page.goto(boardUrl);
  await expect(a.page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible({ timeout: 20_000 });

  // A plain text file dropped from the desktop onto the canvas.
  const canvas = a.page.getByTestId('board-canvas').locator('canvas').last();
  const box = await canvas.boundingBox();
  if (!box) throw new Error('canvas not laid out');
  const dataTransfer = await a.page.evaluateHandle(() => {
    const transfer = new DataTransfer();
    transfer.items.add(new File(['Agenda: sketches, budget'], 'agenda.txt', { type: 'text/plain' }));
    return transfer;
  });
  const at = { clientX: box.x + 200, clientY: box.y + 150 };
  await canvas.dispatchEvent('dragover', { dataTransfer, ...at });
  await canvas.dispatchEvent('drop', { dataTransfer, ...at });

  // Its card is placed, selected, with the file's address: following it downloads the file.
  const link = a.page.locator('.excalidraw-hyperlinkContainer-link');
  await expect(link).toBeVisible({ timeout: 15_000 });
  await expect(link).toHaveText(new RegExp(`/api/orgs/${owner.slug}/boards/${id}/files/[0-9a-f]{20}$`));
  // It opens in a new tab (never in place of the app), which downloads it; a tab opened without an
  // opener hands its download to the page that opened it.
  const tab = a.context.waitForEvent('page');
  const downloaded = a.page.waitForEvent('download');
  await link.click();
  await tab;
  const download = await downloaded;
  await expect(a.page).toHaveURL(new RegExp(`${boardUrl}$`));
  expect(download.suggestedFilename()).toBe('agenda.txt');
  expect(await readFile(await download.path(), 'utf8')).toBe('Agenda: sketches, budget');

  // Someone else opening the board sees the card with the file's name.
  const b = await openOrbitAs(browser, member, owner.slug, orbitId);
  await b.page.goto(boardUrl);
  await expect(b.page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => exportedSvg(b.page), { timeout: 15_000 }).toContain('agenda.txt');

  await a.context.close();
  await b.context.close();
});
