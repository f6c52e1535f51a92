import { randomBytes, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expectOk } from '../support/accounts.js';
import { expect, test } from '../support/test.js';
import { createTeamWithOrbit, openOrbitAs } from './tasks-setup.js';

// Two accounts, an invite and two logged-in browsers take a while to set up.
test.describe.configure({ timeout: 120_000 });

// A 1×1 PNG, so the grid shows a real thumbnail.
const pixel = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201f9d4e36e0000000049454e44ae426082',
  'hex',
);

test('one person attaches files to a task, the other sees them appear, downloads the same bytes and deletes one', async ({
  browser,
}) => {
  const { owner, member, orbitId } = await createTeamWithOrbit('Files');
  await expectOk(
    await owner.api.post(`/api/orgs/${owner.slug}/items`, {
      data: { clientId: randomUUID(), orbitId, title: 'Prepare the brief', position: 'V' },
    }),
    'create task',
  );
  const a = await openOrbitAs(browser, owner, owner.slug, orbitId);
  const b = await openOrbitAs(browser, member, owner.slug, orbitId);
  const panelOf = (page: typeof a.page) => page.getByRole('complementary', { name: 'Task details' });
  for (const { page } of [a, b]) {
    await page.getByRole('button', { name: 'Prepare the brief', exact: true }).click();
    await expect(panelOf(page).getByRole('region', { name: 'Attachments' })).toBeVisible();
    await expect(panelOf(page).getByText('No files attached yet.')).toBeVisible();
  }

  // Binary content with every byte value, so any re-encoding on the way would show.
  const brief = Buffer.concat([Buffer.from('brief\n'), randomBytes(64 * 1024)]);
  await panelOf(a.page)
    .getByLabel('Choose files to attach')
    .setInputFiles([
      { name: 'brief.bin', mimeType: 'application/octet-stream', buffer: brief },
      { name: 'pixel.png', mimeType: 'image/png', buffer: pixel },
    ]);
  await expect(panelOf(a.page).getByRole('link', { name: /^brief\.bin/ })).toBeVisible();

  // The other person sees both appear without reloading, the image as a thumbnail.
  const other = panelOf(b.page);
  await expect(other.getByRole('link', { name: /^brief\.bin/ })).toBeVisible({ timeout: 5_000 });
  const thumbnail = other.getByRole('link', { name: /^pixel\.png/ }).locator('img');
  await expect(thumbnail).toBeVisible();
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

  // Download returns exactly what was uploaded.
  const downloading = b.page.waitForEvent('download');
  await other.getByRole('link', { name: 'Download brief.bin' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('brief.bin');
  const saved = await download.path();
  expect((await readFile(saved)).equals(brief)).toBe(true);

  // The list layout, chosen here, is remembered.
  await other.getByRole('button', { name: 'Show as list' }).click();
  await expect(other.getByRole('button', { name: 'Show as list' })).toHaveAttribute('aria-pressed', 'true');

  // Delete asks first; then the file is gone for both people and from the server.
  const fileUrl = await other.getByRole('link', { name: /^brief\.bin/ }).getAttribute('href');
  await other.getByRole('button', { name: 'Delete brief.bin' }).click();
  const confirm = b.page.getByRole('alertdialog', { name: 'Delete this file?' });
  await expect(confirm).toContainText('“brief.bin” will be removed from this task for everyone.');
  await confirm.getByRole('button', { name: 'Delete file' }).click();
  await expect(confirm).toBeHidden();
  await expect(other.getByRole('link', { name: /^brief\.bin/ })).toHaveCount(0);
  await expect(panelOf(a.page).getByRole('link', { name: /^brief\.bin/ })).toHaveCount(0, {
    timeout: 5_000,
  });
  await expect(panelOf(a.page).getByRole('link', { name: /^pixel\.png/ })).toBeVisible();
  expect((await owner.api.get(String(fileUrl))).status()).toBe(404);

  await a.context.close();
  await b.context.close();
});
