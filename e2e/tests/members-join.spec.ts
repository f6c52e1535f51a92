import { randomUUID } from 'node:crypto';
import {
  createAccount,
  expectOk,
  logInContext,
  PASSWORD,
  uniqueClientIp,
  uniqueEmail,
} from '../support/accounts.js';
import { linkFromMail } from '../support/mail.js';
import { expect, test } from '../support/test.js';

// Issue 12.2: someone who joins later must reach everyone already in, live and after a reload, since
// membership changes now travel through the change log like every other synced row.
test.describe.configure({ timeout: 90_000 });

test('Ada, already open, sees Bob who joined through her invite: in the assignees and on the task, live and after reload', async ({
  browser,
}) => {
  const ada = await createAccount('ada');
  const orbit = await expectOk(
    await ada.api.post(`/api/orgs/${ada.slug}/orbits`, { data: { clientId: randomUUID(), name: 'Launch' } }),
    'create orbit',
  );
  const { id: orbitId } = (await orbit.json()) as { id: string };
  await expectOk(
    await ada.api.post(`/api/orgs/${ada.slug}/items`, {
      data: { clientId: randomUUID(), orbitId, title: 'Plan the launch' },
    }),
    'create task',
  );

  // Ada has the task open before Bob exists.
  const adaContext = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': uniqueClientIp() } });
  const adaPage = await adaContext.newPage();
  await logInContext(adaPage.context(), ada);
  await adaPage.goto(`/${ada.slug}/${orbitId}`);
  await adaPage.getByRole('button', { name: 'Plan the launch' }).click();
  const panel = adaPage.getByRole('complementary', { name: 'Task details' });
  // The people Ada can assign: the options of the panel's Assignees picker, left open while Bob joins.
  const assignees = adaPage.getByRole('listbox', { name: 'Assignees' });
  await panel.getByRole('button', { name: /^Assignees/ }).click();
  await expect(assignees.getByRole('option', { name: ada.name })).toBeVisible();
  await expect(assignees.getByRole('option', { name: 'Bob Builder' })).toHaveCount(0);

  // Bob signs up through the invite in his own browser.
  const bobEmail = uniqueEmail('bob');
  await expectOk(
    await ada.api.post(`/api/orgs/${ada.slug}/invites`, { data: { emails: [bobEmail], role: 'member' } }),
    'invite',
  );
  const bobContext = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': uniqueClientIp() } });
  const bobPage = await bobContext.newPage();
  await bobPage.goto(await linkFromMail(bobEmail, '/invite'));
  await bobPage.getByRole('link', { name: 'Create an Account' }).click();
  await bobPage.getByPlaceholder('Enter your email address...').fill(bobEmail);
  await bobPage.getByPlaceholder('Create a password...').fill(PASSWORD);
  await bobPage.getByRole('button', { name: 'Create Account' }).click();
  await expect(bobPage).toHaveURL('/signup/create-profile');
  await bobPage.getByLabel('Full name').fill('Bob Builder');
  await bobPage.getByRole('button', { name: 'Continue' }).click();
  await expect(bobPage).toHaveURL(`/${ada.slug}`);

  // Live, without a reload: Bob is someone Ada can assign.
  await expect(assignees.getByRole('option', { name: 'Bob Builder' })).toBeVisible();

  // Bob opens the task: Ada sees him by name, with his initials.
  await bobPage.goto(`/${ada.slug}/${orbitId}`);
  await bobPage.getByRole('button', { name: 'Plan the launch' }).click();
  const lookers = panel.getByRole('list', { name: /also looking at this task/ });
  await expect(lookers).toHaveAccessibleName('Bob Builder is also looking at this task');
  await expect(lookers.getByRole('listitem')).toHaveText(/^BB/);

  // After a reload (a catch-up from IndexedDB's cursor, not a fresh load), Bob is still there.
  await adaPage.reload();
  await adaPage.getByRole('button', { name: 'Plan the launch' }).click();
  await panel.getByRole('button', { name: /^Assignees/ }).click();
  await expect(assignees.getByRole('option', { name: 'Bob Builder' })).toBeVisible();
  await expect(lookers).toHaveAccessibleName('Bob Builder is also looking at this task');

  await adaContext.close();
  await bobContext.close();
});
