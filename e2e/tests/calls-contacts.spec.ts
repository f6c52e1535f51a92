import { seriousA11yViolations } from '../support/axe.js';
import { expect, test } from '../support/test.js';
import { openAs } from './calls-setup.js';
import { createTeamWithOrbit } from './tasks-setup.js';

test.use({ bypassCSP: true });
test.describe.configure({ timeout: 90_000 });

test('the contacts page shows who is here: offline, online once they open the app, offline again when they close it', async ({
  browser,
}) => {
  const { owner, member } = await createTeamWithOrbit('Contacts');
  const a = await openAs(browser, owner, `/${owner.slug}/meetings`);
  await expect(a.page.getByRole('heading', { name: 'Meetings', level: 1 })).toBeVisible();
  const row = a.page
    .getByRole('list', { name: 'People to call' })
    .getByRole('listitem')
    .filter({ hasText: member.name });
  await expect(row).toContainText('Offline');

  const b = await openAs(browser, member, `/${owner.slug}/my-tasks`);
  await expect(row).toContainText('Online');
  await expect(row).not.toContainText('Offline');
  expect(await seriousA11yViolations(a.page)).toEqual([]);

  await b.context.close();
  await expect(row).toContainText('Offline');
  await a.context.close();
});
