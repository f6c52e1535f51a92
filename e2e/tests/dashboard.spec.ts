import { randomUUID } from 'node:crypto';
import { createAccount, expectOk } from '../support/accounts.js';
import { expect, logInWithForm, test } from '../support/test.js';

test('signing in lands on My dashboard: cards with task rows styled as the app’s, empty cards that say what goes there', async ({
  page,
}) => {
  const owner = await createAccount('dashboard');
  const created = await expectOk(
    await owner.api.post(`/api/orgs/${owner.slug}/orbits`, {
      data: { clientId: randomUUID(), name: 'Launch' },
    }),
    'orbit',
  );
  const orbit = (await created.json()) as { id: string };
  const me = (await (await owner.api.get('/api/auth/me')).json()) as { user: { id: string } };
  await expectOk(
    await owner.api.post(`/api/orgs/${owner.slug}/items`, {
      data: {
        clientId: randomUUID(),
        orbitId: orbit.id,
        title: 'Send the invitations',
        assigneeIds: [me.user.id],
        priority: 'high',
      },
    }),
    'task',
  );

  await page.goto('/login');
  await logInWithForm(page, owner.email, owner.password);
  await expect(page).toHaveURL(`/${owner.slug}`);
  await expect(page.getByRole('heading', { name: 'My dashboard', level: 1 })).toBeVisible();

  const mine = page.getByRole('region', { name: 'My tasks' });
  const row = mine.getByRole('link', { name: /Send the invitations/ });
  await expect(row).toBeVisible();
  // A row of the app, not a default browser link: no underline, the text colour.
  const look = await row.evaluate((link) => {
    const style = getComputedStyle(link);
    const body = getComputedStyle(document.body);
    return { underline: style.textDecorationLine, same: style.color === body.color };
  });
  expect(look).toEqual({ underline: 'none', same: true });
  await expect(page.getByRole('region', { name: 'Favourites' })).toContainText('Tasks you star appear here.');

  await row.click();
  await expect(page.getByRole('complementary', { name: 'Task details' })).toBeVisible();
});
