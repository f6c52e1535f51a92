import { createAccount, logInContext } from '../support/accounts.js';
import { expect, test } from '../support/test.js';

/** The element a person would click at the centre of the locator's box is inside it (nothing covers it). */
async function expectOnTop(locator: import('@playwright/test').Locator) {
  const hit = await locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return Boolean(top && element.contains(top));
  });
  expect(hit).toBe(true);
}

test('the plan chooser opens over settings from a paid theme and from Change plan, and switches the plan', async ({
  page,
}) => {
  const owner = await createAccount('planowner');
  await logInContext(page.context(), owner);
  // 'Upgrade Now' on a paid colour theme, in My account.
  await page.goto(`/${owner.slug}?settings=My%20account`);
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await settings.getByText('Rose', { exact: true }).click();
  await settings.getByRole('button', { name: 'Upgrade Now' }).click();
  const chooser = page.getByRole('dialog', { name: 'Choose a plan' });
  await expect(chooser).toBeVisible();
  const upgrade = chooser.getByRole('button', { name: 'Upgrade to Paid' });
  await expectOnTop(upgrade);
  await upgrade.click();
  await expect(chooser).toBeHidden();
  await expect(page.getByText('The workspace is now on the Paid plan.')).toBeVisible();
  // The theme that asked for the upgrade is applied, and settings still take clicks.
  await expect(page.locator('html')).toHaveAttribute('data-color-theme', 'rose');
  await settings.getByRole('tab', { name: 'Settings' }).click();

  // 'Change plan' in the workspace settings opens the chooser on top too, and goes back to Free.
  await settings.getByRole('button', { name: 'Change plan' }).click();
  await expect(chooser).toBeVisible();
  const downgrade = chooser.getByRole('button', { name: 'Switch to Free' });
  await expectOnTop(downgrade);
  await downgrade.click();
  await expect(page.getByText('The workspace is now on the Free plan.')).toBeVisible();
  await expect(settings.getByText('Current plan:')).toBeVisible();
  // Esc closes only the top dialog at a time.
  await settings.getByRole('button', { name: 'Change plan' }).click();
  await page.keyboard.press('Escape');
  await expect(chooser).toBeHidden();
  await expect(settings).toBeVisible();
});
