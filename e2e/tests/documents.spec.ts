import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { createAccount, expectOk, logInContext } from '../support/accounts.js';
import { seriousA11yViolations } from '../support/axe.js';
import { expect, test } from '../support/test.js';
import { createTeamWithOrbit, openOrbitAs } from './tasks-setup.js';

// Two accounts, an invite and two logged-in browsers take a while to set up.
test.describe.configure({ timeout: 90_000 });

const text = (page: Page) => page.getByRole('textbox', { name: /^Text of / });
/** The document's words, without the other people's carets drawn in it. */
const words = (page: Page) =>
  text(page).evaluate((root) => {
    const copy = root.cloneNode(true) as HTMLElement;
    for (const caret of copy.querySelectorAll('.doc-caret')) caret.remove();
    return copy.textContent ?? '';
  });
const live = (page: Page) =>
  expect(page.getByRole('status').filter({ hasText: 'Saved · live' })).toBeVisible();

async function makeDocument(team: Awaited<ReturnType<typeof createTeamWithOrbit>>, title: string) {
  const made = await expectOk(
    await team.owner.api.post(`/api/orgs/${team.owner.slug}/documents`, {
      data: { clientId: randomUUID(), orbitId: team.orbitId, title },
    }),
    'create document',
  );
  return ((await made.json()) as { id: string }).id;
}

async function openDocument(page: Page, slug: string, orbitId: string, documentId: string) {
  await page.goto(`/${slug}/${orbitId}/docs/${documentId}`);
  await expect(text(page)).toBeVisible();
  await live(page);
}

test('two people typing in the same paragraph at once end with the same text, each with the other’s caret', async ({
  browser,
}) => {
  const team = await createTeamWithOrbit('Specs');
  const documentId = await makeDocument(team, 'Launch spec');
  const a = await openOrbitAs(browser, team.owner, team.owner.slug, team.orbitId);
  const b = await openOrbitAs(browser, team.member, team.owner.slug, team.orbitId);
  // Listed beside the orbit's tasks, and opened from there.
  await a.page.getByRole('button', { name: /^Documents/ }).click();
  await a.page.getByRole('menuitem', { name: 'Launch spec' }).click();
  await expect(text(a.page)).toBeVisible();
  await live(a.page);
  await openDocument(b.page, team.owner.slug, team.orbitId, documentId);

  await text(a.page).click();
  await a.page.keyboard.type('Shared paragraph: ');
  await expect(text(b.page)).toContainText('Shared paragraph: ');
  await text(b.page).click();
  await b.page.keyboard.press('End');
  // Both type into the end of the same paragraph at the same time.
  await Promise.all([
    a.page.keyboard.type('alpha one two ', { delay: 15 }),
    b.page.keyboard.type('BETA THREE ', { delay: 15 }),
  ]);
  await expect
    .poll(async () => (await words(a.page)) === (await words(b.page)), {
      timeout: 10_000,
    })
    .toBe(true);
  const merged = await words(a.page);
  for (const word of ['Shared paragraph:', 'alpha', 'one', 'two', 'BETA', 'THREE'])
    expect(merged).toContain(word);
  // The other person's caret, with their name.
  await expect(a.page.locator('.doc-caret-label')).toHaveCount(1);

  await a.context.close();
  await b.context.close();
});

test('an edit made offline merges with the other person’s on reconnect; nothing is lost', async ({
  browser,
}) => {
  const team = await createTeamWithOrbit('Offline docs');
  const documentId = await makeDocument(team, 'Notes');
  const a = await openOrbitAs(browser, team.owner, team.owner.slug, team.orbitId);
  const b = await openOrbitAs(browser, team.member, team.owner.slug, team.orbitId);
  await openDocument(a.page, team.owner.slug, team.orbitId, documentId);
  await openDocument(b.page, team.owner.slug, team.orbitId, documentId);
  await text(a.page).click();
  await a.page.keyboard.type('Start.');
  await expect(text(b.page)).toContainText('Start.');

  await b.context.setOffline(true);
  await expect(b.page.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible({ timeout: 15_000 });
  await text(b.page).click();
  await b.page.keyboard.press('End');
  await b.page.keyboard.type(' Written on the train.');
  await a.page.keyboard.type(' Written at the desk.');
  await expect(text(a.page)).toContainText('Written at the desk.');
  await expect(text(a.page)).not.toContainText('Written on the train.');

  await b.context.setOffline(false);
  await expect(text(a.page)).toContainText('Written on the train.', { timeout: 20_000 });
  await expect(text(b.page)).toContainText('Written at the desk.', { timeout: 20_000 });
  await expect.poll(async () => (await words(a.page)) === (await words(b.page))).toBe(true);
  await a.context.close();
  await b.context.close();
});

test('a named version restored: the text comes back for everyone, and the replaced text is a version too', async ({
  browser,
}) => {
  const team = await createTeamWithOrbit('Versions');
  const documentId = await makeDocument(team, 'Plan');
  const a = await openOrbitAs(browser, team.owner, team.owner.slug, team.orbitId);
  const b = await openOrbitAs(browser, team.member, team.owner.slug, team.orbitId);
  await openDocument(a.page, team.owner.slug, team.orbitId, documentId);
  await openDocument(b.page, team.owner.slug, team.orbitId, documentId);

  await text(a.page).click();
  await a.page.keyboard.type('First draft.');
  await expect(text(b.page)).toContainText('First draft.');
  await a.page.getByRole('textbox', { name: 'Version name' }).fill('Draft one');
  await a.page.getByRole('button', { name: 'Save version' }).click();
  await expect(a.page.getByRole('button', { name: 'Restore version Draft one' })).toBeVisible();

  await text(a.page).click();
  await a.page.keyboard.press('End');
  await a.page.keyboard.type(' Second thoughts.');
  await expect(text(b.page)).toContainText('Second thoughts.');
  await a.page.getByRole('button', { name: 'Restore version Draft one' }).click();
  await expect(text(b.page)).not.toContainText('Second thoughts.');
  await expect(text(a.page)).toHaveText('First draft.');
  await expect(text(b.page)).toHaveText('First draft.');
  await a.page.getByRole('button', { name: 'Restore version Before restoring “Draft one”' }).click();
  await expect(text(b.page)).toContainText('Second thoughts.');
  await a.context.close();
  await b.context.close();
});

test('access: someone who loses the orbit loses the document at once; another workspace never sees it', async ({
  browser,
}) => {
  const team = await createTeamWithOrbit('Access');
  const documentId = await makeDocument(team, 'Budget');
  const b = await openOrbitAs(browser, team.member, team.owner.slug, team.orbitId);
  await openDocument(b.page, team.owner.slug, team.orbitId, documentId);

  // The orbit is made private without them while the document is open: the document leaves their
  // screen (the server closed it for them; apps/server collab tests check the socket itself).
  await expectOk(
    await team.owner.api.patch(`/api/orgs/${team.owner.slug}/orbits/${team.orbitId}`, {
      data: { visibility: 'private' },
    }),
    'make the orbit private',
  );
  await expect(text(b.page)).toHaveCount(0, { timeout: 10_000 });
  const gone = await team.member.api.get(`/api/orgs/${team.owner.slug}/documents/${documentId}/versions`);
  expect(gone.status()).toBe(404);

  // Someone of another workspace, by the address.
  const stranger = await createAccount('docs-stranger');
  const s = await openOrbitAs(browser, stranger, stranger.slug, 'none');
  await s.page.goto(`/${team.owner.slug}/${team.orbitId}/docs/${documentId}`);
  await expect(text(s.page)).toHaveCount(0);
  const refused = await stranger.api.get(`/api/orgs/${team.owner.slug}/documents/${documentId}/versions`);
  expect(refused.status()).toBe(404);

  // A private orbit's document, for a member outside it.
  const privateOrbit = await expectOk(
    await team.owner.api.post(`/api/orgs/${team.owner.slug}/orbits`, {
      data: { clientId: randomUUID(), name: 'Board only', visibility: 'private' },
    }),
    'private orbit',
  );
  const { id: privateId } = (await privateOrbit.json()) as { id: string };
  const secret = await expectOk(
    await team.owner.api.post(`/api/orgs/${team.owner.slug}/documents`, {
      data: { clientId: randomUUID(), orbitId: privateId, title: 'Salaries' },
    }),
    'private document',
  );
  const { id: secretId } = (await secret.json()) as { id: string };
  const outsider = await team.member.api.get(`/api/orgs/${team.owner.slug}/documents/${secretId}/backlinks`);
  expect(outsider.status()).toBe(404);
  await b.context.close();
  await s.context.close();
});

test.describe('the document screen', () => {
  // axe is injected as an inline script, which the app's CSP refuses.
  test.use({ bypassCSP: true });

  test('passes axe, with its versions and backlinks', async ({ page }) => {
    const team = await createTeamWithOrbit('Axe');
    const documentId = await makeDocument(team, 'Accessible spec');
    await logInContext(page.context(), team.owner);
    await openDocument(page, team.owner.slug, team.orbitId, documentId);
    await text(page).click();
    await page.keyboard.type('Heading and text.');
    await page.getByRole('textbox', { name: 'Version name' }).fill('One');
    await page.getByRole('button', { name: 'Save version' }).click();
    await expect(page.getByRole('button', { name: 'Restore version One' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('a task links the document: its backlink opens the task, whose panel lists the document', async ({
    page,
  }) => {
    const team = await createTeamWithOrbit('Links');
    const documentId = await makeDocument(team, 'Release notes');
    await expectOk(
      await team.owner.api.post(`/api/orgs/${team.owner.slug}/items`, {
        data: { clientId: randomUUID(), orbitId: team.orbitId, title: 'Ship the release' },
      }),
      'create task',
    );
    await logInContext(page.context(), team.owner);
    await openDocument(page, team.owner.slug, team.orbitId, documentId);
    await page.getByRole('button', { name: 'Choose a task to link' }).click();
    await page
      .getByRole('listbox', { name: 'Choose a task to link' })
      .getByRole('option', { name: 'Ship the release' })
      .click();
    await expect(page.getByRole('button', { name: 'Choose a task to link: Ship the release' })).toBeVisible();
    await page
      .getByRole('region', { name: 'Linked from tasks' })
      .getByRole('button', { name: 'Link', exact: true })
      .click();
    const backlink = page
      .getByRole('region', { name: 'Linked from tasks' })
      .getByRole('link', { name: 'Ship the release' });
    await backlink.click();
    const panel = page.getByRole('complementary', { name: 'Task details' });
    await expect(panel.getByRole('link', { name: 'Release notes' })).toBeVisible();
    await panel.getByRole('link', { name: 'Release notes' }).click();
    await expect(text(page)).toBeVisible();
  });
});
