import { logInContext } from '../support/accounts.js';
import { seriousA11yViolations } from '../support/axe.js';
import { expect, test } from '../support/test.js';
import { orbitWithTask } from './tasks-setup.js';

// axe-core is injected as a script, which the app's CSP rightly refuses; only these checks lift it.
test.use({ bypassCSP: true });
test.describe.configure({ timeout: 60_000 });

test('the orbit list, task detail, board and My tasks have no serious accessibility violations', async ({
  page,
}) => {
  const { owner, orbit } = await orbitWithTask('Check contrast');
  await logInContext(page.context(), owner);
  await page.goto(`/${owner.slug}/${orbit.id}`);
  await expect(page.getByRole('button', { name: 'Check contrast' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Check contrast' }).click();
  await expect(page.getByRole('complementary', { name: 'Task details' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Board', exact: true }).click();
  await expect(page.getByTestId('board-layout')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'My tasks' }).click();
  await expect(page.getByRole('heading', { name: 'My tasks', level: 1 })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
});
