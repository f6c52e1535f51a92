import { randomUUID } from 'node:crypto';
import { expectOk, logInContext } from '../support/accounts.js';
import { seriousA11yViolations } from '../support/axe.js';
import { expect, test } from '../support/test.js';
import { createTeamWithOrbit } from './tasks-setup.js';

// axe-core is injected as a script, which the app's CSP rightly refuses; only these checks lift it.
test.use({ bypassCSP: true });
test.describe.configure({ timeout: 90_000 });

test('the orbit page with its Boards button and the board screen have no serious accessibility violations', async ({
  page,
}) => {
  const { owner, orbitId } = await createTeamWithOrbit('Reachable');
  const board = await expectOk(
    await owner.api.post(`/api/orgs/${owner.slug}/boards`, {
      data: { clientId: randomUUID(), orbitId, title: 'Wall' },
    }),
    'create board',
  );
  const { id } = (await board.json()) as { id: string };
  await logInContext(page.context(), owner);
  await page.goto(`/${owner.slug}/${orbitId}`);
  await expect(page.getByRole('button', { name: 'Boards' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Boards' }).click();
  await page.getByRole('menuitem', { name: 'Wall' }).click();

  await expect(page).toHaveURL(new RegExp(`/boards/${id}$`));
  await expect(page.getByRole('heading', { name: 'Wall', level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible({ timeout: 20_000 });
  expect(await seriousA11yViolations(page)).toEqual([]);
});
