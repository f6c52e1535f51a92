import { createAccount, expectOk } from '../support/accounts.js';
import { seriousA11yViolations } from '../support/axe.js';
import { expect, test } from '../support/test.js';
import { openAs } from './chat-setup.js';

test.describe.configure({ timeout: 120_000 });

/** Joins `owner`'s workspace through its invite link, as a member. */
async function join(owner: Awaited<ReturnType<typeof createAccount>>, tag: string) {
  const person = await createAccount(tag);
  const link = await expectOk(await owner.api.get(`/api/orgs/${owner.slug}/invite-link`), 'invite link');
  const { token } = (await link.json()) as { token: string };
  await expectOk(await person.api.post(`/api/invite-link/${token}/join`), 'join');
  return person;
}

test('the owner hands the workspace over in Settings; the new owner deletes it and the others lose it live', async ({
  browser,
}) => {
  const owner = await createAccount('handover');
  const heir = await join(owner, 'heir');
  const bystander = await join(owner, 'bystander');

  const first = await openAs(browser, owner, `/${owner.slug}?settings=Settings`, { bypassCSP: true });
  const dialog = first.page.getByRole('dialog', { name: 'Settings' });
  const handOver = dialog.getByRole('region', { name: 'Hand over ownership' });
  await expect(handOver).toBeVisible();
  // Keyboard only: the visible label names the picker; the person is chosen from its list.
  await handOver.getByRole('button', { name: /^New owner/ }).focus();
  await first.page.keyboard.press('Enter');
  await first.page.getByRole('option', { name: heir.name }).click();
  await handOver.getByRole('button', { name: 'Hand over…' }).click();
  const confirm = first.page.getByRole('alertdialog', { name: `Hand over ${owner.workspaceName}?` });
  await expect(confirm).toContainText(`${heir.name} becomes the owner`);
  expect(await seriousA11yViolations(first.page)).toEqual([]);
  await confirm.getByRole('button', { name: 'Hand over' }).click();
  await expect(first.page.getByText(`${heir.name} now owns ${owner.workspaceName}.`)).toBeVisible();
  // Now an admin: the owner's sections are gone from this screen.
  await expect(handOver).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Delete workspace…' })).toHaveCount(0);
  const members = (await (await owner.api.get(`/api/orgs/${owner.slug}/members`)).json()) as {
    email: string;
    role: string;
  }[];
  expect(members.find((m) => m.email === heir.email)?.role).toBe('owner');
  expect(members.find((m) => m.email === owner.email)?.role).toBe('admin');

  // The bystander has the workspace open while the new owner deletes it.
  const watching = await openAs(browser, bystander, `/${owner.slug}/my-tasks`);
  await expect(watching.page.getByRole('heading', { name: 'My tasks', level: 1 })).toBeVisible();

  const second = await openAs(browser, heir, `/${owner.slug}?settings=Settings`, { bypassCSP: true });
  const settings = second.page.getByRole('dialog', { name: 'Settings' });
  await settings.getByRole('button', { name: 'Delete workspace…' }).click();
  const ask = second.page.getByRole('alertdialog', { name: `Delete ${owner.workspaceName}?` });
  const field = ask.getByLabel(`Type ${owner.workspaceName} to confirm`);
  // A wrong name is refused on the field and deletes nothing.
  await field.fill(owner.workspaceName.toUpperCase());
  await ask.getByRole('button', { name: 'Delete workspace' }).click();
  await expect(ask.getByRole('alert')).toHaveText('Type the workspace name exactly as it is shown.');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  expect((await owner.api.get(`/api/orgs/${owner.slug}`)).status()).toBe(200);
  expect(await seriousA11yViolations(second.page)).toEqual([]);

  await field.fill(owner.workspaceName);
  await ask.getByRole('button', { name: 'Delete workspace' }).click();
  await expect(second.page.getByText(`${owner.workspaceName} was deleted.`)).toBeVisible();
  await expect(second.page).not.toHaveURL(new RegExp(`/${owner.slug}(/|\\?|$)`));

  // The bystander's open page hears it at once and leaves the workspace.
  await expect(
    watching.page.getByText(`You are no longer a member of ${owner.workspaceName}.`),
  ).toBeVisible();
  await expect(watching.page).not.toHaveURL(new RegExp(`/${owner.slug}(/|\\?|$)`));
  expect((await bystander.api.get(`/api/orgs/${owner.slug}`)).status()).toBe(404);

  for (const open of [first, second, watching]) await open.context.close();
});
