import { createAccount, logInContext } from '../support/accounts.js';
import { seriousA11yViolations } from '../support/axe.js';
import { expect, test } from '../support/test.js';

test.use({ bypassCSP: true });

test('notification preferences in My account are saved and kept', async ({ page }) => {
  const owner = await createAccount('inbox-prefs');
  await logInContext(page.context(), owner);
  await page.goto(`/${owner.slug}?settings=My%20account`);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Notifications' })).toBeVisible();
  const assignedInApp = dialog.getByRole('checkbox', { name: 'Assigned to me in the inbox' });
  await expect(assignedInApp).toBeChecked();
  await assignedInApp.click();
  await expect(assignedInApp).not.toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Assigned to me by e-mail' })).toBeDisabled();
  await dialog.getByRole('button', { name: /E-mail digest of what stays unread/ }).click();
  await page.getByRole('option', { name: 'Daily' }).click();
  await expect(dialog.getByRole('button', { name: /E-mail digest of what stays unread/ })).toContainText(
    'Daily',
  );
  await dialog.getByRole('heading', { name: 'Notifications' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/inbox-preferences.png' });
  const violations = await seriousA11yViolations(page);
  expect(violations).toEqual([]);

  const saved = await owner.api.get(`/api/orgs/${owner.slug}/notifications/preferences`);
  expect(await saved.json()).toMatchObject({
    digest: 'daily',
    kinds: { assigned: { inApp: false, email: false } },
  });
  await page.reload();
  await expect(
    page.getByRole('dialog').getByRole('checkbox', { name: 'Assigned to me in the inbox' }),
  ).not.toBeChecked();
});
