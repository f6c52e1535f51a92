import { expect, test } from '@playwright/test';

test('a guest opening a workspace page lands on the login page with the path to return to', async ({
  page,
}) => {
  await page.goto('/acme/today');
  await expect(page).toHaveURL('/login?redirect=%2Facme%2Ftoday');
  await expect(page.getByRole('heading', { name: 'Log in to your account' })).toBeVisible();
});

test('a guest opening / lands on /login without a redirect query', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL('/login');
});

test('the server answers unknown API paths with JSON, not the app', async ({ request }) => {
  const res = await request.get('/api/does-not-exist');
  expect(res.status()).toBe(404);
  expect(await res.json()).toMatchObject({ code: 'not_found' });
});
