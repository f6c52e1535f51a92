import { logInContext } from '../support/accounts.js';
import { expect, test } from '../support/test.js';
import { orbitWithTask } from './tasks-setup.js';

test('an unknown workspace, orbit, task or address each shows one clear not-found page', async ({ page }) => {
  const { owner, orbit } = await orbitWithTask('Known task');
  await logInContext(page.context(), owner);
  await page.goto(`/${owner.slug}`);

  const cases = [
    { path: '/no-such-workspace-here', title: 'Workspace not found' },
    { path: `/${owner.slug}/unknown-orbit-id`, title: 'Orbit or view not found' },
    { path: `/${owner.slug}/${orbit.id}/unknown-task-id`, title: 'Task not found' },
    { path: `/${owner.slug}/a/b/c`, title: 'Page not found' },
  ];
  for (const { path, title } of cases) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    // One page, not the orbit behind a note: no orbit heading, no task rows.
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByText('Known task')).toHaveCount(0);
  }
  await page.getByRole('link', { name: 'Go to My dashboard' }).click();
  await expect(page).toHaveURL(`/${owner.slug}/my-dashboard`);
});
