import { createAccount } from '../support/accounts.js';
import { expect, logInWithForm, test } from '../support/test.js';

test('a guest sent to login from a workspace page returns there after logging in', async ({
  page,
  context,
}) => {
  const account = await createAccount('redirect');
  await page.goto(`/${account.slug}/today`);
  await expect(page).toHaveURL(`/login?redirect=%2F${account.slug}%2Ftoday`);
  await expect(page.getByPlaceholder('Enter your email address...')).toBeFocused();

  await logInWithForm(page, account.email, account.password);
  await expect(page).toHaveURL(`/${account.slug}/today`);
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'token')?.value).toBe('true');

  // Logged in, /login goes to the dashboard.
  await page.goto('/login');
  await expect(page).not.toHaveURL(/\/login/, { timeout: 20_000 });
});

test('Log In stays disabled while a field is empty or the request is in flight', async ({ page }) => {
  const account = await createAccount('disabled');
  await page.goto('/login');
  const submit = page.getByRole('button', { name: 'Log In', exact: true });
  await expect(submit).toBeDisabled();
  await page.getByPlaceholder('Enter your email address...').fill(account.email);
  await expect(submit).toBeDisabled();
  await page.getByPlaceholder('Enter your password...').fill('wrong password');
  await expect(submit).toBeEnabled();
  await page.getByPlaceholder('Enter your email address...').fill('');
  await expect(submit).toBeDisabled();
  await page.getByPlaceholder('Enter your email address...').fill(account.email);

  // Hold the answer so the in-flight state can be seen.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/auth/login', async (route) => {
    await held;
    await route.continue();
  });
  await submit.click();
  await expect(submit).toBeDisabled();
  release();

  // The server's answer lands under the field it names, and the button comes back.
  await expect(page.getByText('Incorrect email or password.')).toBeVisible();
  await expect(page.getByPlaceholder('Enter your password...')).toHaveAttribute('aria-invalid', 'true');
  await expect(submit).toBeEnabled();
  await expect(page).toHaveURL('/login');
});

test('the error query shows in a banner on the login page', async ({ page }) => {
  await page.goto('/login?error=Google%20sign-in%20is%20not%20configured%20on%20this%20server.');
  await expect(page.getByRole('alert')).toHaveText('Google sign-in is not configured on this server.');
});

test('Create an Account keeps the query; Forgot your password? opens the reset page', async ({ page }) => {
  await page.goto('/login?redirect=%2Facme%2Ftoday&template=marketing');
  await expect(page.getByText('New to the product?')).toBeVisible();
  await page.getByRole('link', { name: 'Create an Account' }).click();
  await expect(page).toHaveURL('/signup?redirect=%2Facme%2Ftoday&template=marketing');
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL('/passwordreset');
});

test('a social button sends the browser to the provider route with the forwarded query', async ({ page }) => {
  await page.goto('/login?invite=inv-1&redirect=%2Facme%2Ftoday&template=marketing&error=old');
  const request = page.waitForRequest((r) => r.url().includes('/api/social/google'));
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const url = new URL((await request).url());
  expect(url.pathname).toBe('/api/social/google');
  expect(Object.fromEntries(url.searchParams)).toEqual({
    invite: 'inv-1',
    redirect: '/acme/today',
    template: 'marketing',
  });
});

test('a login with a template goes to the template page, which adds the template to a workspace', async ({
  page,
}) => {
  const account = await createAccount('template');
  await page.goto('/login?template=marketing&redirect=%2Felsewhere');
  await logInWithForm(page, account.email, account.password);
  await expect(page).toHaveURL('/template?template=marketing');
  await expect(page.getByRole('heading', { name: 'Use the Marketing template' })).toBeVisible();
  // The person's one workspace is chosen already (a picker: its trigger names the choice).
  await expect(page.getByRole('button', { name: `Workspace: ${account.workspaceName}` })).toBeVisible();
  await page.getByRole('button', { name: 'Add the template' }).click();
  // The template's first orbit opens, and it is in the sidebar.
  await expect(page).toHaveURL(new RegExp(`/${account.slug}/[0-9a-z]{20}$`));
  await expect(page.getByRole('heading', { name: 'Campaigns' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByText('Campaigns'),
  ).toBeVisible();
});
