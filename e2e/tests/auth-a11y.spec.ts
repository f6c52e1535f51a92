import { PASSWORD, uniqueEmail } from '../support/accounts.js';
import { seriousA11yViolations } from '../support/axe.js';
import { linkFromMail } from '../support/mail.js';
import { expect, test } from '../support/test.js';

// axe is injected as a script, which the app's CSP (rightly) refuses; the check itself needs the bypass.
test.use({ bypassCSP: true });

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the sign-in pages pass axe (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    for (const [path, heading] of [
      ['/login?error=Something%20went%20wrong', 'Log in to your account'],
      ['/signup?invite=x', 'Create your account'],
      ['/passwordreset', 'Reset your password'],
      ['/passwordreset?token=x', 'Choose a new password'],
      ['/invite', 'This invitation is not valid'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      expect(await seriousA11yViolations(page), path).toEqual([]);
    }
  });
}

test('the onboarding pages pass axe', async ({ page }) => {
  const email = uniqueEmail('a11y');
  await page.goto('/signup');
  await page.getByPlaceholder('Enter your email address...').fill(email);
  await page.getByPlaceholder('Create a password...').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  expect(await seriousA11yViolations(page), '/verify').toEqual([]);

  await page.goto(await linkFromMail(email, '/verify'));
  await expect(page.getByRole('heading', { name: 'Create your profile' })).toBeVisible();
  expect(await seriousA11yViolations(page), 'create-profile').toEqual([]);
  await page.getByLabel('Full name').fill('Axe Person');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'How will you use Orbit?' })).toBeVisible();
  expect(await seriousA11yViolations(page), 'choose-use-case').toEqual([]);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Create your team workspace' })).toBeVisible();
  await page.getByLabel('Workspace name').fill('Taken');
  expect(await seriousA11yViolations(page), 'create-workspace').toEqual([]);
});
