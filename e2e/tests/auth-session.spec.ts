import { createAccount, uniqueSlug } from '../support/accounts.js';
import { expect, logInWithForm, test } from '../support/test.js';

test('an expired access token is renewed by one refresh and the action goes through', async ({
  page,
  context,
}) => {
  const account = await createAccount('refresh');
  await page.goto('/login');
  await logInWithForm(page, account.email, account.password);
  await expect(page).toHaveURL(`/${account.slug}`);
  await page.goto('/create-workspace');
  await expect(page.getByRole('heading', { name: 'Create a new workspace' })).toBeVisible();

  const refreshes: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/auth/refresh')) refreshes.push(request.method());
  });
  await context.clearCookies({ name: 'access_token' });

  const slug = uniqueSlug('second');
  await page.getByLabel('Workspace name').fill('Second workspace');
  await page.getByLabel('Workspace address').fill(slug);
  await expect(page.getByText('This address is available.')).toBeVisible();
  expect(refreshes).toEqual(['POST']);

  await page.getByRole('button', { name: 'Create Workspace' }).click();
  await expect(page).toHaveURL(`/${slug}`);
  expect(refreshes).toEqual(['POST']);
});

test('a failed refresh logs the user out', async ({ page, context }) => {
  const account = await createAccount('expired');
  await page.goto('/login');
  await logInWithForm(page, account.email, account.password);
  await expect(page).toHaveURL(`/${account.slug}`);
  await page.goto('/create-workspace');
  await expect(page.getByRole('heading', { name: 'Create a new workspace' })).toBeVisible();

  await context.clearCookies({ name: 'access_token' });
  await context.clearCookies({ name: 'refresh_token' });
  await page.getByLabel('Workspace address').fill(uniqueSlug('never'));

  await expect(page).toHaveURL('/login');
  await page.goto(`/${account.slug}`);
  await expect(page).toHaveURL(`/login?redirect=%2F${account.slug}`);
});

test('Log Out ends the session and returns to the login page', async ({ page }) => {
  const account = await createAccount('logout');
  await page.goto('/login');
  await logInWithForm(page, account.email, account.password);
  await expect(page).toHaveURL(`/${account.slug}`);

  await page.goto('/template?template=marketing');
  const logout = page.waitForRequest((r) => r.url().endsWith('/api/auth/logout') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Log Out' }).click();
  await logout;
  await expect(page).toHaveURL('/login');
  expect(await page.evaluate(() => document.cookie)).not.toContain('token=true');

  // The server ended the session too: the API no longer knows this browser.
  const me = await page.request.get('/api/auth/me', { headers: { 'X-Requested-With': 'orbit' } });
  expect(me.status()).toBe(401);
  await page.goto(`/${account.slug}/today`);
  await expect(page).toHaveURL(`/login?redirect=%2F${account.slug}%2Ftoday`);
});
