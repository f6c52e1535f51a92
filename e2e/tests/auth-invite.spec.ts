import { createAccount, expectOk, PASSWORD, uniqueEmail } from '../support/accounts.js';
import { linkFromMail } from '../support/mail.js';
import { expect, logInWithForm, test } from '../support/test.js';

test('a new person accepts an e-mail invite by creating an account', async ({ page }) => {
  const owner = await createAccount('inviter');
  const invitee = uniqueEmail('invitee');
  await expectOk(
    await owner.api.post(`/api/orgs/${owner.slug}/invites`, { data: { emails: [invitee], role: 'member' } }),
    'invite',
  );

  await page.goto(await linkFromMail(invitee, '/invite'));
  await expect(page.getByRole('heading', { name: `Join ${owner.workspaceName}` })).toBeVisible();
  await expect(
    page.getByText(`${owner.name} invited you to join ${owner.workspaceName} on Orbit.`),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Create an Account' }).click();
  await expect(page).toHaveURL(/\/signup\?invite=/);

  // The invited address is filled in; only the provider this server has (Google) is offered.
  await expect(page.getByPlaceholder('Enter your email address...')).toHaveValue(invitee);
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue with Microsoft' })).toHaveCount(0);
  await page.getByPlaceholder('Create a password...').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();

  // The invite reached this mailbox, so no verification step; the workspace already exists.
  await expect(page).toHaveURL('/signup/create-profile');
  await page.getByLabel('Full name').fill('Invited Person');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(`/${owner.slug}`);
});

test('an existing user accepts an e-mail invite by logging in', async ({ page }) => {
  const owner = await createAccount('inviter');
  const member = await createAccount('member');
  await expectOk(
    await owner.api.post(`/api/orgs/${owner.slug}/invites`, {
      data: { emails: [member.email], role: 'member' },
    }),
    'invite',
  );

  await page.goto(await linkFromMail(member.email, '/invite'));
  await page.getByRole('link', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/login\?invite=/);
  await expect(page.getByText('New to the product?')).toHaveCount(0);
  await logInWithForm(page, member.email, member.password);
  await expect(page).toHaveURL(`/${owner.slug}`);
});

test('a logged-in user accepts an e-mail invite with one click', async ({ page }) => {
  const owner = await createAccount('inviter');
  const member = await createAccount('member');
  await page.goto('/login');
  await logInWithForm(page, member.email, member.password);
  await expect(page).not.toHaveURL(/\/login/, { timeout: 20_000 });

  await expectOk(
    await owner.api.post(`/api/orgs/${owner.slug}/invites`, {
      data: { emails: [member.email], role: 'member' },
    }),
    'invite',
  );
  await page.goto(await linkFromMail(member.email, '/invite'));
  await page.getByRole('button', { name: 'Accept Invitation' }).click();
  await expect(page).toHaveURL(`/${owner.slug}`);
});

test('an unknown invite says it is not valid', async ({ page }) => {
  await page.goto('/invite?invite=00000000-0000-0000-0000-000000000000');
  await expect(page.getByRole('heading', { name: 'This invitation is not valid' })).toBeVisible();
});
