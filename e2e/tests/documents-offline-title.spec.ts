import { randomUUID } from 'node:crypto';
import { expectOk } from '../support/accounts.js';
import { queuedWrites } from '../support/outbox.js';
import { expect, test } from '../support/test.js';
import { createTeamWithOrbit, openOrbitAs } from './tasks-setup.js';

// Two accounts, an invite and two logged-in browsers take a while to set up.
test.describe.configure({ timeout: 90_000 });

test('a document renamed offline keeps its new title, and once online the other person sees it; sent once', async ({
  browser,
}) => {
  const team = await createTeamWithOrbit('Offline titles');
  const made = await expectOk(
    await team.owner.api.post(`/api/orgs/${team.owner.slug}/documents`, {
      data: { clientId: randomUUID(), orbitId: team.orbitId, title: 'Draft' },
    }),
    'create document',
  );
  const { id } = (await made.json()) as { id: string };
  const a = await openOrbitAs(browser, team.owner, team.owner.slug, team.orbitId);
  const b = await openOrbitAs(browser, team.member, team.owner.slug, team.orbitId);
  await a.page.goto(`/${team.owner.slug}/${team.orbitId}/docs/${id}`);
  const title = a.page.getByRole('textbox', { name: 'Document title' });
  await expect(title).toHaveValue('Draft');

  await a.context.setOffline(true);
  await title.fill('Train notes');
  await title.press('Enter');
  // Applied on this device at once (the editor is named after it) and kept in the outbox.
  await expect(a.page.getByRole('textbox', { name: 'Text of Train notes' })).toBeVisible();
  await expect.poll(() => queuedWrites(a.page)).toBe(1);

  const renames: unknown[] = [];
  await a.context.route('**/api/orgs/*/documents/*', async (route) => {
    if (route.request().method() === 'PATCH') renames.push(route.request().postDataJSON());
    await route.continue();
  });
  await a.context.setOffline(false);
  await expect.poll(() => queuedWrites(a.page), { timeout: 20_000 }).toBe(0);

  await b.page.getByRole('button', { name: /^Documents/ }).click();
  await expect(b.page.getByRole('menuitem', { name: 'Train notes' })).toBeVisible();
  expect(renames).toEqual([{ title: 'Train notes' }]);
  await a.context.close();
  await b.context.close();
});
