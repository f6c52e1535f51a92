import { randomUUID } from 'node:crypto';
import { expectOk } from '../support/accounts.js';
import { expect, test } from '../support/test.js';
import { createTeamWithOrbit, openOrbitAs } from './tasks-setup.js';

test.describe.configure({ timeout: 90_000 });

test('a document is found on the search page by its title and by words of its text, and opens from there', async ({
  browser,
}) => {
  const team = await createTeamWithOrbit('Specs');
  const made = await expectOk(
    await team.owner.api.post(`/api/orgs/${team.owner.slug}/documents`, {
      data: { clientId: randomUUID(), orbitId: team.orbitId, title: 'Rollout plan' },
    }),
    'create document',
  );
  const documentId = ((await made.json()) as { id: string }).id;
  const { context, page } = await openOrbitAs(browser, team.owner, team.owner.slug, team.orbitId);
  const documentPath = `/${team.owner.slug}/${team.orbitId}/docs/${documentId}`;
  await page.goto(documentPath);
  const text = page.getByRole('textbox', { name: /^Text of / });
  await expect(text).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Saved · live' })).toBeVisible();
  await text.click();
  await page.keyboard.type('The marmalade vendor signs on Friday.');
  await expect(page.getByRole('status').filter({ hasText: 'Saved · live' })).toBeVisible();

  // The server indexes the text once it has stored it (a few seconds after the typing).
  await expect
    .poll(
      async () => {
        const res = await team.owner.api.get(`/api/orgs/${team.owner.slug}/search/documents?q=marmalade`);
        return ((await res.json()) as { id: string }[]).map((hit) => hit.id);
      },
      { timeout: 20_000 },
    )
    .toEqual([documentId]);

  // On the search page, by its title and by its text.
  const documents = page.getByRole('region', { name: /^Documents/ });
  await page.goto(`/${team.owner.slug}/search?q=rollout`);
  await expect(documents.getByRole('link', { name: /Rollout plan/ })).toBeVisible();
  await page.goto(`/${team.owner.slug}/search?q=marmalade`);
  const result = documents.getByRole('link', { name: /Rollout plan/ });
  await expect(result).toContainText('The marmalade vendor signs on Friday.');
  await expect(result.locator('mark').filter({ hasText: 'marmalade' })).toBeVisible();
  await result.click();
  await expect(page).toHaveURL(new RegExp(`${documentPath}$`));
  await expect(text).toContainText('The marmalade vendor');
  await context.close();
});
