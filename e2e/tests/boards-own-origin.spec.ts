import { randomUUID } from 'node:crypto';
import { expectOk, logInContext } from '../support/accounts.js';
import { expect, test } from '../support/test.js';
import { createTeamWithOrbit } from './tasks-setup.js';

// Without the app's CSP, a request to another origin is really made, so it cannot hide behind a refusal.
test.use({ bypassCSP: true });
test.describe.configure({ timeout: 90_000 });

test('a board with text on it asks nothing of any origin but the app’s own: its fonts come from the app', async ({
  page,
}) => {
  const { owner, orbitId } = await createTeamWithOrbit('Sketches');
  const board = await expectOk(
    await owner.api.post(`/api/orgs/${owner.slug}/boards`, {
      data: { clientId: randomUUID(), orbitId, title: 'Fonts' },
    }),
    'create board',
  );
  const { id } = (await board.json()) as { id: string };
  const requests: string[] = [];
  // The whole context: the page, its workers and its service worker.
  page.context().on('request', (request) => requests.push(request.url()));

  await logInContext(page.context(), owner);
  await page.goto(`/${owner.slug}/${orbitId}/boards/${id}`);
  await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible({ timeout: 20_000 });

  // Text in the hand-drawn font, Latin and CJK (a face the app does not ship, so its fallback is asked).
  const canvas = page.getByTestId('board-canvas').locator('canvas').last();
  await canvas.click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('t');
  await canvas.click({ position: { x: 200, y: 150 } });
  const editor = page.locator('textarea.excalidraw-wysiwyg');
  await expect(editor).toBeVisible();
  await page.keyboard.insertText('Launch plan 計画');
  await page.keyboard.press('Escape');
  await expect(editor).toHaveCount(0);

  const origin = new URL(page.url()).origin;
  const fontsFrom = `${origin}/excalidraw/fonts/`;
  await expect
    .poll(() => requests.some((url) => url.startsWith(`${fontsFrom}Excalifont/`)), { timeout: 15_000 })
    .toBe(true);
  await expect.poll(() => requests.some((url) => url.startsWith(`${fontsFrom}Xiaolai/`))).toBe(true);
  // Every font face asked for has loaded or failed (a failed one has tried its fallback too).
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
  const elsewhere = requests.filter((url) => /^(https?|wss?):/.test(url) && new URL(url).origin !== origin);
  expect(elsewhere).toEqual([]);
});
