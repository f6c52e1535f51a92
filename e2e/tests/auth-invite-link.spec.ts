import { createAccount, expectOk, PASSWORD, uniqueEmail } from '../support/accounts.js';
import { linkFromMail } from '../support/mail.js';
import { expect, logInWithForm, test } from '../support/test.js';

async function inviteLinkOf(owner: Awaited<ReturnType<typeof createAccount>>): Promise<string> {
  const response = await expectOk(await owner.api.get(`/api/orgs/${owner.slug}/invite-link`), 'invite link');
  const { url } = (await response.json()) as { url: string };
  return url;
}

test('a new person joins through the invite link by creating an account', async ({ page }) => {
  const owner = await createAccount('linkowner');
  const email = uniqueEmail('joiner');

  await page.goto(await inviteLinkOf(owner));
  await expect(page.getByRole('heading', { name: `Join ${owner.workspaceName}` })).toBeVisible();
  await page.getByRole('link', { name: 'Create an Account' }).click();
  await expect(page).toHaveURL(/\/signup\?join=/);
  await page.getByPlaceholder('Enter your email address...').fill(email);
  await page.getByPlaceholder('Create a password...').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();

  // A link is not proof of the mailbox: the address is still verified.
  await expect(page).toHaveURL('/verify');
  await page.goto(await linkFromMail(email, '/verify'));
  await expect(page).toHaveURL('/signup/create-profile');
  await page.getByLabel('Full name').fill('Link Joiner');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(`/${owner.slug}`);
});

test('an existing user joins through the invite link by logging in', async ({ page }) => {
  const owner = await createAccount('linkowner');
  const member = await createAccount('linkmember');

  await page.goto(await inviteLinkOf(owner));
  await page.getByRole('link', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/login\?join=/);
  await logInWithForm(page, member.email, member.password);
  await expect(page).toHaveURL(`/${owner.slug}`);
});

test('a logged-in user joins through the invite link with one click', async ({ page }) => {
  const owner = await createAccount('linkowner');
  const member = await createAccount('linkmember');
  await page.goto('/login');
  await logInWithForm(page, member.email, member.password);
  await expect(page).not.toHaveURL(/\/login/, { timeout: 20_000 });

  await page.goto(await inviteLinkOf(owner));
  await page.getByRole('button', { name: 'Join Workspace' }).click();
  await expect(page).toHaveURL(`/${owner.slug}`);
});
