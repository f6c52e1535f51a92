import { createAccount, expectOk, logInContext, uniqueEmail, uniqueSlug } from '../support/accounts.js';
import { seriousA11yViolations } from '../support/axe.js';
import { expect, test } from '../support/test.js';

type Member = { email: string; role: string };

test('the owner invites, changes a role and renames the workspace from the settings', async ({ page }) => {
  const owner = await createAccount('settingsowner');
  const teammate = await createAccount('teammate');
  // The teammate joins through the invite link, so the owner has someone whose role can change.
  const linkResponse = await expectOk(
    await owner.api.get(`/api/orgs/${owner.slug}/invite-link`),
    'invite link',
  );
  const { token } = (await linkResponse.json()) as { token: string };
  await expectOk(await teammate.api.post(`/api/invite-link/${token}/join`), 'join');

  await logInContext(page.context(), owner);
  // The seed's settings route opens the dialog on its tab.
  await page.goto(`/${owner.slug}/settings/organization/users`);
  await expect(page).toHaveURL(`/${owner.slug}?settings=Users`);
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await expect(dialog.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByRole('list', { name: /Members/ }).getByText(teammate.name)).toBeVisible();

  const invitee = uniqueEmail('invitee');
  await dialog.getByLabel('Email addresses').fill(invitee);
  await dialog.getByRole('button', { name: 'Role: Member' }).click();
  await page.getByRole('option', { name: 'Guest' }).click();
  await dialog.getByRole('button', { name: 'Send invites' }).click();
  await expect(page.getByText('Invite sent.')).toBeVisible();
  const pending = dialog.getByRole('list', { name: 'Pending invites' });
  await expect(pending.getByText(invitee)).toBeVisible();
  await expect(pending.getByRole('button', { name: `Resend invite to ${invitee}` })).toBeVisible();

  await dialog.getByRole('button', { name: `Role of ${teammate.name}: Member` }).click();
  await page.getByRole('option', { name: 'Admin' }).click();
  await expect(page.getByText(`${teammate.name} is now Admin.`)).toBeVisible();
  await expect
    .poll(async () => {
      const members = (await (await owner.api.get(`/api/orgs/${owner.slug}/members`)).json()) as Member[];
      return members.find((member) => member.email === teammate.email)?.role;
    })
    .toBe('admin');

  await dialog.getByRole('tab', { name: 'Settings' }).click();
  await expect(page).toHaveURL(`/${owner.slug}?settings=Settings`);
  await dialog.getByLabel('Workspace name').fill('Renamed in E2E');
  const newSlug = uniqueSlug('renamed');
  await dialog.getByLabel('Workspace address').fill(newSlug);
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Workspace settings saved.')).toBeVisible();

  // The old address is gone; the page moves to the new one with the settings still open.
  await expect(page).toHaveURL(`/${newSlug}?settings=Settings`);
  await expect(dialog.getByLabel('Workspace name')).toHaveValue('Renamed in E2E');
  const summary = await expectOk(await owner.api.get(`/api/orgs/${newSlug}`), 'renamed workspace');
  expect(await summary.json()).toMatchObject({ name: 'Renamed in E2E', slug: newSlug, role: 'owner' });
});

test.describe('accessibility', () => {
  // axe is injected as a script, which the app's CSP rightly refuses; only this check lifts it.
  test.use({ bypassCSP: true });

  test('the Users and Settings tabs pass axe and work from the keyboard', async ({ page }) => {
    const owner = await createAccount('a11yowner');
    await expectOk(
      await owner.api.post(`/api/orgs/${owner.slug}/invites`, {
        data: { emails: [uniqueEmail('pending')], role: 'member' },
      }),
      'invite',
    );
    await logInContext(page.context(), owner);
    await page.goto(`/${owner.slug}?settings=Users`);
    const dialog = page.getByRole('dialog', { name: 'Settings' });
    await expect(dialog.getByRole('list', { name: 'Pending invites' })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Shareable link' })).toHaveValue(/\/invite\?join=/);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The invite link switch answers the keyboard.
    const linkSwitch = dialog.getByRole('switch', { name: 'Allow joining with this link' });
    await linkSwitch.focus();
    await page.keyboard.press('Space');
    await expect(page.getByText('The invite link is off.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Copy link' })).toBeDisabled();

    await dialog.getByRole('tab', { name: 'Settings' }).click();
    await expect(dialog.getByLabel('Workspace name')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
