import { apiSession, createAccount, PASSWORD, uniqueEmail, uniqueSlug } from '../support/accounts.js';
import { linkFromMail, mailsTo } from '../support/mail.js';
import { expect, test } from '../support/test.js';

test('a new user signs up, verifies from the mail, sets up a team workspace and lands on it', async ({
  page,
}) => {
  const email = uniqueEmail('signup');
  const teammate = uniqueEmail('teammate');
  const workspace = uniqueSlug('analytical');

  await page.goto('/login');
  await page.getByRole('link', { name: 'Create an Account' }).click();
  await expect(page).toHaveURL('/signup');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  const create = page.getByRole('button', { name: 'Create Account' });
  await expect(create).toBeDisabled();

  await page.getByPlaceholder('Enter your email address...').fill(email);
  await page.getByPlaceholder('Create a password...').fill('short');
  await create.click();
  await expect(page.getByText('Use at least 8 characters.')).toBeVisible();
  await page.getByPlaceholder('Create a password...').fill(PASSWORD);
  await create.click();

  await expect(page).toHaveURL('/verify');
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByText(`We sent a verification link to ${email}.`)).toBeVisible();

  await page.goto(await linkFromMail(email, '/verify'));
  await expect(page).toHaveURL('/signup/create-profile');
  await expect(page.getByLabel('Full name')).toBeFocused();
  await page.getByLabel('Full name').fill('Ada Lovelace');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL('/signup/choose-use-case');
  await expect(page.getByRole('radio', { name: /With my team/ })).toBeChecked();
  await page.getByRole('radio', { name: /Software development/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL('/signup/team/create-workspace?useCase=software-development');
  await page.getByLabel('Workspace name').fill(workspace.replace('-', ' '));
  await expect(page.getByLabel('Workspace address')).toHaveValue(workspace);
  await expect(page.getByText('This address is available.')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(`/signup/invite-others?workspace=${workspace}`);
  await page.getByLabel('Teammate email 1').fill(teammate);
  await page.getByRole('button', { name: 'Send Invites' }).click();

  await expect(page).toHaveURL(`/${workspace}`);
  expect(await linkFromMail(teammate, '/invite')).toContain('/invite?invite=');
});

test('a personal workspace skips the invitations; a resent verification link works', async ({ page }) => {
  const email = uniqueEmail('personal');
  const workspace = uniqueSlug('solo');

  await page.goto('/signup');
  await page.getByPlaceholder('Enter your email address...').fill(email);
  await page.getByPlaceholder('Create a password...').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL('/verify');
  await linkFromMail(email, '/verify');

  await page.getByRole('button', { name: 'Resend Email' }).click();
  await expect(page.getByText('We sent a new link.', { exact: false })).toBeVisible();
  await page.goto(await linkFromMail(email, '/verify', 2));

  await expect(page).toHaveURL('/signup/create-profile');
  await page.getByLabel('Full name').fill('Solo Person');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radio', { name: /For myself/ }).check();
  await page.getByRole('radio', { name: /Personal tasks/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL('/signup/personal/create-your-workspace?useCase=personal-tasks');
  await page.getByLabel('Workspace name').fill('My things');
  await page.getByLabel('Workspace address').fill(workspace);
  await expect(page.getByText('This address is available.')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(`/${workspace}`);
});

test('a used verification link says so and offers a new one', async ({ page }) => {
  const email = uniqueEmail('reused');
  await page.goto('/signup');
  await page.getByPlaceholder('Enter your email address...').fill(email);
  await page.getByPlaceholder('Create a password...').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL('/verify');
  const link = await linkFromMail(email, '/verify');
  await page.goto(link);
  await expect(page).toHaveURL('/signup/create-profile');

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'This link did not work' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend Email' })).toBeVisible();
});

test('signing up with an address that has an account looks like a new sign-up; its owner is told by mail', async ({
  page,
}) => {
  const owner = await createAccount('taken');
  // The mail of the owner's own sign-up is not what this journey is about.
  const before = mailsTo(owner.email).length;

  await page.goto('/signup');
  await page.getByPlaceholder('Enter your email address...').fill(owner.email);
  await page.getByPlaceholder('Create a password...').fill('someone else typed this');
  await page.getByRole('button', { name: 'Create Account' }).click();

  // What a new address gets: the check-your-email page, signed in as the sign-up, with a resend.
  await expect(page).toHaveURL('/verify');
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByText(`We sent a verification link to ${owner.email}.`)).toBeVisible();
  await page.getByRole('button', { name: 'Resend Email' }).click();
  await expect(page.getByText('We sent a new link.', { exact: false })).toBeVisible();
  await page.goto('/');
  await expect(page).toHaveURL('/verify');

  // The owner gets a word and the login page, each time; no link that verifies or signs anyone in.
  await linkFromMail(owner.email, '/login', 2);
  const links = mailsTo(owner.email)
    .slice(before)
    .flatMap((mail) => mail.links.map((link) => new URL(link).pathname));
  expect(links).toEqual(['/login', '/login']);
  const outsider = await apiSession();
  const login = await outsider.post('/api/auth/login', {
    data: { email: owner.email, password: 'someone else typed this' },
  });
  expect(login.status()).toBe(401);
  await outsider.dispose();
});
