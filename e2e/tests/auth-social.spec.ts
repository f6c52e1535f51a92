import { randomBytes } from 'node:crypto';
import { createAccount, expectOk, PASSWORD, uniqueEmail } from '../support/accounts.js';
import { linkFromMail } from '../support/mail.js';
import { signInAtGoogleAs } from '../support/provider.js';
import { expect, test } from '../support/test.js';

const subject = () => `google-${randomBytes(6).toString('hex')}`;

test('a new person continues with Google, sets up their profile from it and is signed in', async ({
  page,
  context,
}) => {
  const email = uniqueEmail('google');
  await signInAtGoogleAs(page, { sub: subject(), email, email_verified: true, name: 'Grace Hopper' });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();

  await expect(page).toHaveURL('/signup/create-profile');
  // The name Google shared is offered first.
  await expect(page.getByLabel('Full name')).toHaveValue('Grace Hopper');
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'token')?.value).toBe('true');
  expect(cookies.find((c) => c.name === 'social_flow')).toBeUndefined();
  const me = await expectOk(await page.request.get('/api/auth/me'), 'me');
  expect((await me.json()).user).toMatchObject({
    email,
    emailVerified: true,
    onboardingStep: 'create-profile',
  });

  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL('/signup/choose-use-case');
});

test('an existing account continues with Google and returns to the page it came from', async ({ page }) => {
  const account = await createAccount('googlelink');
  await signInAtGoogleAs(page, { sub: subject(), email: account.email, email_verified: true });
  await page.goto(`/${account.slug}/today`);
  await expect(page).toHaveURL(`/login?redirect=%2F${account.slug}%2Ftoday`);
  await page.getByRole('button', { name: 'Continue with Google' }).click();

  await expect(page).toHaveURL(`/${account.slug}/today`);
  const me = await expectOk(await page.request.get('/api/auth/me'), 'me');
  expect((await me.json()).user.email).toBe(account.email);
});

test('Google cannot link an address it has not verified: the banner says so', async ({ page }) => {
  const account = await createAccount('googleunverified');
  await signInAtGoogleAs(page, { sub: subject(), email: account.email, email_verified: false });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();

  await expect(page).toHaveURL(/\/login\?error=/);
  await expect(page.getByRole('alert')).toHaveText(
    'Google has not verified your email address, so it cannot be linked to your Orbit account. Log in with your email and password.',
  );
  // Back on a page that works: both buttons usable again, nobody signed in.
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
});

test("a member cannot open an account in an invitee's name and have Google hand it over", async ({
  page,
}) => {
  const member = await createAccount('squatter');
  const victim = uniqueEmail('victim');
  const invited = await expectOk(
    await member.api.post(`/api/orgs/${member.slug}/invites`, { data: { emails: [victim], role: 'member' } }),
    'invite',
  );
  const [invite] = (await invited.json()) as { id: string }[];
  // The invite's id is no mailed link: signing up with it proves nothing and is refused.
  const withId = await member.api.post('/api/auth/signup', {
    data: { email: victim, password: PASSWORD, inviteId: invite?.id },
  });
  expect(withId.status()).toBe(400);
  // A plain sign-up in the victim's name makes no account: only the link mailed to the victim would.
  await expectOk(
    await member.api.post('/api/auth/signup', { data: { email: victim, password: PASSWORD } }),
    'squat',
  );
  const squatted = await member.api.post('/api/auth/login', { data: { email: victim, password: PASSWORD } });
  expect(squatted.status()).toBe(401);

  // So Google signs the victim up to an account of their own.
  await signInAtGoogleAs(page, { sub: subject(), email: victim, email_verified: true });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL('/signup/create-profile');
  const me = await expectOk(await page.request.get('/api/auth/me'), 'me');
  expect((await me.json()).user).toMatchObject({ email: victim, emailVerified: true });

  // The squatter's verification link, mailed to the victim, makes nothing now and hands nothing over.
  await page.goto(await linkFromMail(victim, '/verify'));
  await expect(page.getByRole('heading', { name: 'This link did not work' })).toBeVisible();
  expect((await member.api.get('/api/auth/me')).status()).toBe(401);
  const squatter = await member.api.post('/api/auth/login', { data: { email: victim, password: PASSWORD } });
  expect(squatter.status()).toBe(401);
  const after = await expectOk(await page.request.get('/api/auth/me'), 'me');
  expect((await after.json()).user).toMatchObject({ email: victim, emailVerified: true });
});

test('Microsoft, not set up on this server, explains itself on the login page without leaving it', async ({
  page,
}) => {
  await page.goto('/login?redirect=%2Fsomewhere');
  await page.getByRole('button', { name: 'Continue with Microsoft' }).click();

  await expect(page.getByRole('alert')).toHaveText(
    'Sign-in with Microsoft is not set up on this server. Ask your administrator, or log in with your email and password.',
  );
  await expect(page).toHaveURL('/login?redirect=%2Fsomewhere');
  await expect(page.getByRole('button', { name: 'Continue with Microsoft' })).toBeEnabled();
  await expect(page.getByPlaceholder('Enter your email address...')).toBeVisible();
});
