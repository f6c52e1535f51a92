import type { Page } from '@playwright/test';
import { expect, logInWithForm, test } from '../support/test.js';
import { orbitWithTask } from './tasks-setup.js';

/** Every Content-Security-Policy violation the page reports, from the first script on. */
async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation;
      report(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return violations;
}

test('the app runs under its strict CSP: no violation on load, in the editor or in a dialog', async ({
  page,
}) => {
  const { owner, orbit, taskId } = await orbitWithTask('Check the policy');
  const violations = await recordViolations(page);

  await page.goto('/login');
  await logInWithForm(page, owner.email, owner.password);
  await expect(page).not.toHaveURL(/\/login/, { timeout: 20_000 });
  // The task panel mounts the rich-text editor, which inserts its base styles.
  await page.goto(`/${owner.slug}/${orbit.id}/${taskId}`);
  await expect(page.locator('.ProseMirror').first()).toBeVisible();
  // A dialog locks page scrolling with a style element of its own.
  await page.goto(`/${owner.slug}/settings/account`);
  await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
  await expect(page.locator('body')).toHaveAttribute('data-scroll-locked', /\d/);

  expect(violations).toEqual([]);
});
