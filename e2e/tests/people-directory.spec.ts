import { logInContext, uniqueClientIp } from '../support/accounts.js';
import { seriousA11yViolations } from '../support/axe.js';
import { expect, test } from '../support/test.js';
import { createTeamWithOrbit } from './tasks-setup.js';

// axe-core is injected as a script, which the app's CSP rightly refuses; only these checks lift it.
test.use({ bypassCSP: true });
test.describe.configure({ timeout: 60_000 });

test('the directory finds a person by title, their page shows local time, role and their tasks, and they join the recents', async ({
  browser,
}) => {
  const team = await createTeamWithOrbit('Roadmap');
  const { owner, member } = team;
  await member.api.patch('/api/people/me', { data: { title: 'Staff Designer', timeZone: 'Asia/Tokyo' } });
  const me = (await (await member.api.get('/api/auth/me')).json()) as { user: { id: string } };
  await owner.api.post(`/api/orgs/${owner.slug}/items`, {
    data: {
      clientId: crypto.randomUUID(),
      orbitId: team.orbitId,
      title: 'Draw the icons',
      assigneeIds: [me.user.id],
    },
  });

  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': uniqueClientIp() } });
  const page = await context.newPage();
  await logInContext(context, owner);
  await page.goto(`/${owner.slug}`);

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Directory' })
    .click();
  await expect(page.getByRole('heading', { name: 'People', level: 1 })).toBeVisible();
  const list = page.getByRole('list', { name: 'People in this workspace' });
  await expect(list.getByRole('link')).toHaveCount(2);
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.getByRole('searchbox', { name: 'Search people' }).fill('desig');
  await expect(list.getByRole('link')).toHaveCount(1);
  await page.getByRole('button', { name: /^Role/ }).click();
  await page.getByRole('option', { name: 'Owner' }).click();
  await expect(page.getByText('Nobody matches')).toBeVisible();
  await page.getByRole('button', { name: /^Role/ }).click();
  await page.getByRole('option', { name: 'Member' }).click();
  await list.getByRole('link', { name: /E2E tasks-member/ }).click();

  await expect(page.getByRole('heading', { name: 'E2E tasks-member', level: 1 })).toBeVisible();
  await expect(page.getByText('Staff Designer')).toBeVisible();
  await expect(page.getByText('Asia/Tokyo')).toBeVisible();
  await expect(page.getByRole('link', { name: /Draw the icons/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Call', exact: true })).toBeEnabled();
  expect(await seriousA11yViolations(page)).toEqual([]);

  // Opened: the sidebar's People lists them, and they stay after a reload (persisted recents).
  const sidebar = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(sidebar.getByRole('link', { name: 'E2E tasks-member' })).toBeVisible();
  await page.reload();
  await expect(sidebar.getByRole('link', { name: 'E2E tasks-member' })).toBeVisible();
  await context.close();
});
