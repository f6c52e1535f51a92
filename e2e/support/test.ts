import { test as base, type Page } from '@playwright/test';
import { uniqueClientIp } from './accounts.js';

/** Playwright's test, with each journey's browser seen by the server as a client of its own. */
export const test = base.extend<Record<never, never>>({
  page: async ({ page }, use) => {
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': uniqueClientIp() });
    await use(page);
  },
});

export { expect } from '@playwright/test';

/** Logs in through the login form the way a person does. */
export async function logInWithForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByPlaceholder('Enter your email address...').fill(email);
  await page.getByPlaceholder('Enter your password...').fill(password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
}
