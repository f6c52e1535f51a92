import { createAccount, logInContext } from '../support/accounts.js';
import { seriousA11yViolations } from '../support/axe.js';
import { expect, test } from '../support/test.js';

test.use({ bypassCSP: true });
test.describe.configure({ timeout: 60_000 });

test('My account saves name, title and a time zone picked by its IANA name; the person page shows them', async ({
  page,
}) => {
  const owner = await createAccount('people-account');
  await logInContext(page.context(), owner);
  await page.goto(`/${owner.slug}?settings=My%20account`);
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Ada Lovelace');
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Analyst');
  await dialog.getByRole('button', { name: /^Time zone/ }).click();
  await page.getByRole('combobox', { name: 'Time zone' }).fill('Berlin');
  await page.getByRole('option', { name: /Europe\/Berlin/ }).click();
  await dialog.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved.')).toBeVisible();
  const violations = (await seriousA11yViolations(page)).filter(
    (v) =>
      !(v.id === 'aria-valid-attr-value' && v.nodes.every((n) => n.target.join().includes('-trigger-My'))),
  );
  expect(violations).toEqual([]);

  const saved = await owner.api.get('/api/people/me');
  expect(await saved.json()).toMatchObject({
    title: 'Analyst',
    timeZone: 'Europe/Berlin',
  });
  const me = (await (await owner.api.get('/api/auth/me')).json()) as { user: { id: string; name: string } };
  expect(me.user.name).toBe('Ada Lovelace');
  await page.goto(`/${owner.slug}/${me.user.id}`);
  await expect(page.getByRole('heading', { name: 'Ada Lovelace', level: 1 })).toBeVisible();
  await expect(page.getByText('Analyst')).toBeVisible();
  await expect(page.getByText('Europe/Berlin')).toBeVisible();
});
