import { logInContext, uniqueClientIp } from '../support/accounts.js';
import { seriousA11yViolations } from '../support/axe.js';
import { expect, test } from '../support/test.js';
import { createTeamWithOrbit } from './tasks-setup.js';

test.use({ bypassCSP: true });
test.describe.configure({ timeout: 90_000 });

test('a member makes a group, adds a person, a taken name is refused on the field, and picking the group assigns its people', async ({
  browser,
}) => {
  const team = await createTeamWithOrbit('Launch');
  const { owner, member } = team;
  await owner.api.post(`/api/orgs/${owner.slug}/groups`, { data: { name: 'Support' } });

  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': uniqueClientIp() } });
  const page = await context.newPage();
  await logInContext(page.context(), member);
  await page.goto(`/${owner.slug}/people`);

  // A name already taken (any case) is refused on the field; a free one opens the new group's page.
  await page.getByRole('button', { name: 'New group' }).click();
  const dialog = page.getByRole('dialog', { name: 'New group' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('support');
  await dialog.getByRole('button', { name: 'Create group' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('A group with this name already exists.');
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Design crew');
  await dialog.getByRole('button', { name: 'Create group' }).click();
  await expect(page.getByRole('heading', { name: 'Design crew', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Add or remove people' }).click();
  await page.getByRole('option', { name: /E2E tasks-owner/ }).click();
  await page.getByRole('option', { name: /E2E tasks-member/ }).click();
  await page.keyboard.press('Escape');
  const members = page.getByRole('list', { name: 'Members' });
  await expect(members.getByRole('link')).toHaveCount(2);
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The owner's page lists the group; the directory filters by it.
  await members.getByRole('link', { name: /E2E tasks-owner/ }).click();
  await expect(page.getByRole('link', { name: 'Design crew' })).toBeVisible();

  // A task's assignee picker offers the group: picking it assigns both.
  await page.goto(`/${owner.slug}/${team.orbitId}`);
  await page.getByRole('button', { name: 'New task' }).first().click();
  const create = page.getByRole('dialog');
  await create.getByRole('textbox', { name: 'Title' }).fill('Plan the launch');
  await create.getByRole('button', { name: /^Assignees/ }).click();
  await page.getByRole('option', { name: /Design crew/ }).click();
  await page.keyboard.press('Escape');
  // Both of the group's people, in whatever order the picker lists them.
  const assignees = create.getByRole('button', { name: /^Assignees/ });
  await expect(assignees).toContainText('E2E tasks-owner');
  await expect(assignees).toContainText('E2E tasks-member');
  await context.close();
});
