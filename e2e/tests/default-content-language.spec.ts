import type { Browser } from '@playwright/test';
import { type Account, createAccount, uniqueClientIp } from '../support/accounts.js';
import { expect, test } from '../support/test.js';

/** The account's browser, signed in, whose language is `locale` (as the browser reports it). */
async function browserIn(browser: Browser, account: Account, locale: string) {
  const context = await browser.newContext({
    locale,
    storageState: await account.api.storageState(),
    extraHTTPHeaders: { 'X-Forwarded-For': uniqueClientIp() },
  });
  return { context, page: await context.newPage() };
}

test('a German creator’s new orbit has German statuses and a German first list', async ({ browser }) => {
  const owner = await createAccount('german');
  const { context, page } = await browserIn(browser, owner, 'de-DE');
  await page.goto(`/${owner.slug}`);
  await page.getByRole('button', { name: 'Neuer Orbit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Neuer Orbit' });
  await dialog.getByLabel('Name').fill('Quartal');
  await dialog.getByRole('button', { name: 'Orbit anlegen' }).click();
  await expect(page.getByRole('heading', { name: 'Quartal', level: 1 })).toBeVisible();
  // The list's header (the sidebar's "Aufgaben" is the Tasks category, translated anyway).
  await expect(page.getByRole('main').getByRole('button', { name: 'Aufgaben', exact: true })).toBeVisible();

  await page.keyboard.press('c');
  const create = page.getByRole('dialog', { name: 'Neue Aufgabe' });
  await create.getByRole('button', { name: /^Status/ }).click();
  await expect(page.getByRole('listbox', { name: 'Status' }).getByRole('option')).toHaveText([
    'Zu erledigen',
    'In Arbeit',
    'Erledigt',
  ]);
  await context.close();
});

test('a Japanese creator’s template is written in Japanese: orbit, lists, tasks and statuses', async ({
  browser,
}) => {
  const owner = await createAccount('japanese');
  const { context, page } = await browserIn(browser, owner, 'ja-JP');
  await page.goto('/template?template=personal-tasks');
  await page.getByRole('button', { name: 'テンプレートを追加' }).click();
  await expect(page.getByRole('heading', { name: '個人', level: 1 })).toBeVisible();
  await expect(page.getByText('いつか', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: '歯医者を予約する' }).click();
  const panel = page.getByRole('complementary', { name: 'タスクの詳細' });
  await expect(panel.getByRole('button', { name: /^ステータス/ })).toContainText('未着手');
  await context.close();
});
