import { expect, test } from '@playwright/test';
import { seriousA11yViolations } from '../support/axe.js';

// axe-core is injected as a script, which the app's CSP rightly refuses; only these checks lift it.
test.use({ bypassCSP: true });

test('the login page has no serious or critical accessibility violations', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Log in to your account' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('the login page in dark mode has no serious or critical accessibility violations', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Log in to your account' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
});
