import type { Browser } from '@playwright/test';
import { type Account, logInContext, uniqueClientIp } from '../support/accounts.js';
import { expect, test } from '../support/test.js';
import { createTeamWithOrbit } from './tasks-setup.js';

test.describe.configure({ timeout: 90_000 });

async function signedIn(browser: Browser, account: Account, withClock = false) {
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': uniqueClientIp() } });
  const page = await context.newPage();
  if (withClock) await page.clock.install();
  await logInContext(context, account);
  return { context, page };
}

test('a custom status set in one browser shows in another at once; presence goes online, away when idle, offline when closed', async ({
  browser,
}) => {
  const { owner, member } = await createTeamWithOrbit('Presence');
  const me = (await (await member.api.get('/api/auth/me')).json()) as { user: { id: string } };
  const watcher = await signedIn(browser, owner);
  await watcher.page.goto(`/${owner.slug}/${me.user.id}`);
  await expect(watcher.page.getByRole('heading', { name: 'E2E tasks-member', level: 1 })).toBeVisible();
  await expect(watcher.page.getByText('Offline', { exact: true })).toBeVisible();

  const other = await signedIn(browser, member, true);
  await other.page.goto(`/${owner.slug}/people`);
  await expect(watcher.page.getByText('Online', { exact: true })).toBeVisible();

  // The member sets a status from the account menu; the owner's open page shows it without a reload.
  await other.page.getByRole('button', { name: /Account menu/ }).click();
  await other.page.getByRole('menuitem', { name: 'Set a status' }).click();
  const dialog = other.page.getByRole('dialog', { name: 'Set a status' });
  await dialog.getByRole('button', { name: '🌴' }).click();
  await dialog.getByRole('textbox', { name: 'What are you up to?' }).fill('On holiday');
  await dialog.getByRole('button', { name: /^Clear after/ }).click();
  await other.page.getByRole('option', { name: "Don't clear" }).click();
  await dialog.getByRole('button', { name: 'Save status' }).click();
  await expect(dialog).toBeHidden();
  await expect(watcher.page.getByText('On holiday')).toBeVisible();
  await expect(
    other.page.getByRole('list', { name: 'People in this workspace' }).getByText('On holiday'),
  ).toBeVisible();

  // Five minutes without input: away; a key pressed: online again.
  await other.page.clock.fastForward('05:30');
  await expect(watcher.page.getByText('Away', { exact: true })).toBeVisible();
  await other.page.keyboard.press('Shift');
  await expect(watcher.page.getByText('Online', { exact: true })).toBeVisible();

  await other.context.close();
  await expect(watcher.page.getByText('Offline', { exact: true })).toBeVisible();
  await watcher.context.close();
});
