import type { ConsoleMessage, Page } from '@playwright/test';
import { expect, logInWithForm, test } from '../support/test.js';
import { orbitWithTask } from './tasks-setup.js';

// The app as people run it, its service worker included (blocking it makes Playwright warn itself).
test.use({ serviceWorkers: 'allow' });

/** Every console error and warning, and every uncaught page error, from the moment the page opens. */
function recordConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${message.type()}: ${message.text()} (${page.url()})`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message} (${page.url()})`));
  return problems;
}

test('the console stays clean through login, the dashboard, an orbit, a task and settings', async ({
  page,
}) => {
  // Five cold loads of the app, one after another.
  test.setTimeout(90_000);
  const { owner, orbit, taskId } = await orbitWithTask('Write the launch notes');
  const problems = recordConsole(page);

  await page.goto('/login');
  await logInWithForm(page, owner.email, owner.password);
  await expect(page).not.toHaveURL(/\/login/, { timeout: 20_000 });

  // A cold load of each screen: the first load is where the router's hydration warnings came from.
  await page.goto(`/${owner.slug}/my-dashboard`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto(`/${owner.slug}/${orbit.id}`);
  await expect(page.getByRole('heading', { name: 'Solo', level: 1 })).toBeVisible();
  await page.goto(`/${owner.slug}/${orbit.id}/${taskId}`);
  await expect(page.getByText('Write the launch notes').first()).toBeVisible();

  // The settings addresses only redirect to the dialog ("Matched leaf route … does not have an element").
  await page.goto(`/${owner.slug}/settings/account`);
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await expect(settings).toBeVisible();
  for (const tab of ['Settings', 'Users', 'My account']) {
    await settings.getByRole('tab', { name: tab }).click();
    await expect(settings.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
  }
  await page.goto(`/${owner.slug}/settings/organization/users`);
  await expect(settings.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Escape');
  await expect(settings).toBeHidden();

  expect(problems).toEqual([]);
});
