import { createAccount, logInContext, uniqueClientIp } from '../support/accounts.js';
import { expect, test } from '../support/test.js';

// A topic made in the app is opened first under its temporary id, then under the server's: the
// sidebar's recent conversations hold it once.
test('a new topic shows once among the recent conversations, also after a reload', async ({ browser }) => {
  const ada = await createAccount('ada');
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': uniqueClientIp() } });
  const page = await context.newPage();
  await logInContext(page.context(), ada);
  await page.goto(`/${ada.slug}/chat`);
  await page.getByRole('button', { name: 'New conversation' }).click();
  await page.getByRole('menuitem', { name: 'New topic' }).click();
  const dialog = page.getByRole('dialog', { name: 'New topic' });
  await dialog.getByLabel('Name').fill('roadmap');
  await dialog.getByRole('button', { name: 'Create topic' }).click();
  await expect(page.getByRole('textbox', { name: 'Message #roadmap' })).toBeVisible();
  await expect(page).toHaveURL(/\/chat\/[0-9a-z]{20}$/);

  const sidebar = page
    .getByRole('navigation')
    .filter({ has: page.getByRole('link', { name: 'All conversations' }) });
  await expect(sidebar.getByRole('link', { name: 'roadmap' })).toHaveCount(1);
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Message #roadmap' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'roadmap' })).toHaveCount(1);
  await context.close();
});
