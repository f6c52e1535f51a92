import { randomUUID } from 'node:crypto';
import { logInContext } from '../support/accounts.js';
import { seriousA11yViolations } from '../support/axe.js';
import { expect, test } from '../support/test.js';
import { orbitWithTask } from './tasks-setup.js';

// axe-core is injected as a script, which the app's CSP rightly refuses; only these checks lift it.
test.use({ bypassCSP: true });
test.describe.configure({ timeout: 60_000 });

test('a saved view in each layout, its editor and its dashboard widget have no serious accessibility violations', async ({
  page,
}) => {
  const { owner } = await orbitWithTask('Check contrast');
  const made = await owner.api.post(`/api/orgs/${owner.slug}/views`, {
    data: { clientId: randomUUID(), name: 'Everything', groupBy: 'status', visibility: 'shared' },
  });
  const view = (await made.json()) as { id: string };
  await logInContext(page.context(), owner);
  await page.goto(`/${owner.slug}/${view.id}`);
  await expect(
    page.getByTestId('grouped-list').getByRole('button', { name: 'Check contrast', exact: true }),
  ).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  for (const [layout, testId] of [
    ['Board', 'view-board'],
    ['Table', undefined],
    ['Calendar', 'calendar-layout'],
  ] as const) {
    await page.getByRole('button', { name: layout, exact: true }).click();
    if (testId) await expect(page.getByTestId(testId)).toBeVisible();
    else await expect(page.getByRole('table', { name: 'Tasks table' })).toBeVisible();
    expect(await seriousA11yViolations(page), layout).toEqual([]);
  }

  await page.getByRole('button', { name: 'Edit view' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit view' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: 'My dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Everything', level: 2 })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
});
