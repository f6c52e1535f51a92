import { expect, test } from '../support/test.js';
import { createTeamWithOrbit, openOrbitAs } from './tasks-setup.js';

test.describe.configure({ timeout: 90_000 });

test('offline, a task panel opened for the first time still works, and a new label put on a task reaches the server once', async ({
  browser,
}) => {
  const { owner, orbitId } = await createTeamWithOrbit('Field trip');
  const { context, page } = await openOrbitAs(browser, owner, owner.slug, orbitId);
  const add = page.getByRole('textbox', { name: 'Add a task to Tasks' });
  await add.fill('Pack the tent');
  await add.press('Enter');
  await expect(page.getByRole('button', { name: 'Pack the tent', exact: true })).toBeVisible();
  // The settings dialog's code arrives while online; the task panel's lazy parts do not.
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const settings = page.getByRole('dialog', { name: /settings$/ });
  await settings.getByRole('tab', { name: 'Labels' }).click();

  await context.setOffline(true);
  await settings.getByRole('textbox', { name: 'New label name' }).fill('Outdoor');
  await settings.getByRole('button', { name: 'Add label' }).click();
  await expect(settings.getByRole('textbox', { name: 'Name of label Outdoor' })).toHaveValue('Outdoor');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Pack the tent', exact: true }).click();
  const panel = page.getByRole('complementary', { name: 'Task details' });
  await expect(panel.getByRole('textbox', { name: 'Title' })).toHaveValue('Pack the tent');
  // Parts whose code is not here yet say so, instead of taking the page down.
  await expect(panel.getByText('This part could not be loaded: you may be offline.').first()).toBeVisible();
  const labelsTrigger = panel.getByRole('button', { name: /^Labels/ });
  await labelsTrigger.click();
  const outdoor = page.getByRole('listbox', { name: 'Labels' }).getByRole('option', { name: 'Outdoor' });
  await outdoor.click();
  await expect(outdoor).toBeChecked();
  await labelsTrigger.click();
  await expect(labelsTrigger).toHaveAccessibleName(/Outdoor/);

  await context.setOffline(false);
  // Back online, the missing parts load by themselves.
  await expect(panel.getByText('This part could not be loaded: you may be offline.')).toHaveCount(0);
  await expect(panel.getByRole('button', { name: /Add files/ })).toBeVisible();
  await expect
    .poll(async () => {
      const boot = await owner.api.get(`/api/orgs/${owner.slug}/sync/bootstrap`);
      const { items, labels } = (await boot.json()) as {
        items: { title: string; labelIds: string[] }[];
        labels: { id: string; name: string }[];
      };
      const tent = items.find((i) => i.title === 'Pack the tent');
      return {
        labels: labels.filter((l) => l.name === 'Outdoor').length,
        onTask: tent?.labelIds.map((id) => labels.find((l) => l.id === id)?.name),
      };
    })
    .toEqual({ labels: 1, onTask: ['Outdoor'] });
  await context.close();
});
