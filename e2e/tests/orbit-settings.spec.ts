import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { type Account, createAccount, expectOk } from '../support/accounts.js';
import { linkFromMail } from '../support/mail.js';
import { expect, test } from '../support/test.js';
import { createTeamWithOrbit, openOrbitAs } from './tasks-setup.js';

// Three accounts, invites and several logged-in browsers take a while to set up.
test.describe.configure({ timeout: 120_000 });

/** Invites `person` into the owner's workspace as `role` and accepts the invite as them. */
async function join(owner: Account, person: Account, role: 'member' | 'guest') {
  await expectOk(
    await owner.api.post(`/api/orgs/${owner.slug}/invites`, { data: { emails: [person.email], role } }),
    'invite',
  );
  const inviteId = new URL(await linkFromMail(person.email, '/invite')).searchParams.get('invite');
  await expectOk(await person.api.post(`/api/invites/${inviteId}/accept`), 'accept invite');
}

async function openSettings(page: Page) {
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /settings$/ });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function addTask(page: Page, list: string, title: string) {
  const field = page.getByRole('textbox', { name: `Add a task to ${list}` });
  await field.fill(title);
  await field.press('Enter');
  await expect(page.getByRole('button', { name: title, exact: true })).toBeVisible();
}

test('the owner adds a status, renames a list and lets a second person into the now private orbit; a guest gets no controls', async ({
  browser,
}) => {
  const { owner, member, orbitId } = await createTeamWithOrbit('Roadmap');
  const guest = await createAccount('orbit-guest');
  await join(owner, guest, 'guest');
  await expectOk(
    await owner.api.post(`/api/orgs/${owner.slug}/orbits/${orbitId}/members`, {
      data: { userId: (await (await guest.api.get('/api/auth/me')).json()).user.id },
    }),
    'add guest',
  );
  const a = await openOrbitAs(browser, owner, owner.slug, orbitId);
  const b = await openOrbitAs(browser, member, owner.slug, orbitId);
  await addTask(a.page, 'Tasks', 'Write the brief');
  await expect(b.page.getByRole('button', { name: 'Write the brief', exact: true })).toBeVisible();

  // A status "Review", added from the settings.
  let settings = await openSettings(a.page);
  await settings.getByRole('tab', { name: 'Statuses' }).click();
  await settings.getByRole('textbox', { name: 'New status name' }).fill('Review');
  await settings.getByRole('button', { name: 'Add status' }).click();
  await expect(settings.getByRole('textbox', { name: 'Name of status Review' })).toBeVisible();
  await settings.getByRole('button', { name: 'Move Review up' }).click();
  await expect(settings.getByRole('button', { name: 'Move Review down' })).toBeEnabled();
  await a.page.keyboard.press('Escape');
  await expect(settings).toBeHidden();

  // The list is renamed in place.
  await a.page.getByTestId('list-layout').getByRole('button', { name: 'Tasks', exact: true }).dblclick();
  const rename = a.page.getByRole('textbox', { name: 'New name for the list Tasks' });
  await rename.fill('Sprint 1');
  await rename.press('Enter');
  await expect(a.page.getByRole('heading', { name: 'Sprint 1' })).toBeVisible();
  await expect(b.page.getByRole('heading', { name: 'Sprint 1' })).toBeVisible();

  // Private: the second person loses it at once...
  settings = await openSettings(a.page);
  await settings.getByRole('radio', { name: /Private/ }).check();
  await settings.getByRole('button', { name: 'Save changes' }).click();
  await expect(settings.getByText('Saved.')).toBeVisible();
  const sidebarLink = b.page.getByRole('link', { name: 'Roadmap' });
  await expect(sidebarLink).toHaveCount(0);

  // ...and gets it back, with its list, its task and its new status, once added as a member.
  await settings.getByRole('tab', { name: 'Members' }).click();
  await settings.getByRole('button', { name: 'Person to add' }).click();
  await a.page.getByRole('option', { name: member.name }).click();
  await settings.getByRole('button', { name: 'Add member' }).click();
  await expect(settings.getByRole('button', { name: `Remove ${member.name} from the orbit` })).toBeVisible();
  await expect(sidebarLink).toBeVisible();
  await sidebarLink.click();
  await expect(b.page.getByRole('heading', { name: 'Sprint 1' })).toBeVisible();
  await expect(b.page.getByRole('button', { name: 'Write the brief', exact: true })).toBeVisible();
  const memberSettings = await openSettings(b.page);
  await memberSettings.getByRole('tab', { name: 'Statuses' }).click();
  await expect(memberSettings.getByRole('textbox', { name: 'Name of status Review' })).toBeVisible();

  // A guest in the orbit sees how it is set up, but no control to change it.
  const g = await openOrbitAs(browser, guest, owner.slug, orbitId);
  const guestSettings = await openSettings(g.page);
  await expect(guestSettings.getByRole('note')).toContainText('Guests can see how this orbit is set up');
  await expect(guestSettings.getByRole('textbox', { name: 'Name' })).toHaveCount(0);
  await expect(guestSettings.getByRole('tab', { name: 'Archive' })).toHaveCount(0);
  await guestSettings.getByRole('tab', { name: 'Statuses' }).click();
  await expect(guestSettings.getByText('Review', { exact: true })).toBeVisible();
  await expect(guestSettings.getByRole('button', { name: 'Add status' })).toHaveCount(0);
  await g.page.keyboard.press('Escape');
  await expect(g.page.getByRole('button', { name: 'Actions for the list Sprint 1' })).toHaveCount(0);

  for (const open of [a, b, g]) await open.context.close();
});

async function settingsArchive(page: Page): Promise<void> {
  const settings = await openSettings(page);
  await settings.getByRole('tab', { name: 'Archive' }).click();
  await settings.getByRole('button', { name: 'Archive orbit' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Archive', exact: true }).click();
}

test('an archived orbit leaves the sidebar, refuses changes, and comes back when restored', async ({
  browser,
}) => {
  const { owner, orbitId } = await createTeamWithOrbit('Old project');
  const { context, page } = await openOrbitAs(browser, owner, owner.slug, orbitId);
  await addTask(page, 'Tasks', 'Last task');

  await settingsArchive(page);
  await expect(page).toHaveURL(new RegExp(`/${owner.slug}/?$`));
  await expect(page.getByRole('link', { name: 'Old project' })).toHaveCount(0);

  // The server holds it read-only.
  const refusesNewTasks = () =>
    expect
      .poll(async () => {
        const res = await owner.api.post(`/api/orgs/${owner.slug}/items`, {
          data: { clientId: randomUUID(), orbitId, title: 'Too late' },
        });
        return `${res.status()} ${((await res.json()) as { code: string }).code}`;
      })
      .toBe('409 orbit_archived');
  await refusesNewTasks();

  await page.getByRole('button', { name: 'Archived orbits (1)' }).click();
  const archived = page.getByRole('dialog', { name: 'Archived orbits' });
  await archived.getByRole('button', { name: 'Restore Old project' }).click();
  await expect(page).toHaveURL(new RegExp(`/${owner.slug}/${orbitId}$`));
  await expect(page.getByRole('heading', { name: 'Old project', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Last task', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Old project' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Archived orbits/ })).toHaveCount(0);
  await addTask(page, 'Tasks', 'Back to work');

  // Its address, opened while archived, says so and offers Restore in place.
  await settingsArchive(page);
  // Once the archive has reached the server (a reload before that shows the orbit until it does).
  await refusesNewTasks();
  await page.goto(`/${owner.slug}/${orbitId}`);
  await expect(
    page.getByText('“Old project” is archived: it is hidden from the sidebar and read-only.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Restore Old project' }).click();
  await expect(page.getByRole('heading', { name: 'Old project', level: 1 })).toBeVisible();
  await context.close();
});

test('a task dragged onto another list moves there, for everyone', async ({ browser }) => {
  const { owner, member, orbitId } = await createTeamWithOrbit('Launch plan');
  const a = await openOrbitAs(browser, owner, owner.slug, orbitId);
  const b = await openOrbitAs(browser, member, owner.slug, orbitId);
  const newList = a.page.getByRole('textbox', { name: 'New list' });
  await newList.fill('Later');
  await newList.press('Enter');
  await expect(a.page.getByRole('heading', { name: 'Later' })).toBeVisible();
  await addTask(a.page, 'Tasks', 'Book the venue');
  await addTask(a.page, 'Tasks', 'Print the flyers');

  // dnd-kit's pointer sensor starts a drag once the pointer has moved, and follows it from there: the
  // mouse travels in steps, as a hand would.
  await a.page
    .getByRole('button', { name: 'Print the flyers', exact: true })
    .dragTo(a.page.getByRole('heading', { name: 'Later' }), { steps: 10 });

  // Under "Later" now: after its header, before its add-a-task field.
  const order = (page: Page) =>
    page
      .getByTestId('list-layout')
      .locator('h2, .task-title, .task-inline-create')
      .evaluateAll((nodes) =>
        nodes
          .map((node) => node.textContent?.trim() || (node as HTMLInputElement).getAttribute('aria-label'))
          .filter(Boolean),
      );
  const expected = [
    'Tasks',
    'Book the venue',
    'Add a task to Tasks',
    'Later',
    'Print the flyers',
    'Add a task to Later',
    'New list',
  ];
  await expect.poll(() => order(a.page)).toEqual(expected);
  await expect.poll(() => order(b.page)).toEqual(expected);
  await expect
    .poll(async () => {
      const boot = await owner.api.get(`/api/orgs/${owner.slug}/sync/bootstrap`);
      const { items, lists } = (await boot.json()) as {
        items: { title: string; listId: string }[];
        lists: { id: string; name: string }[];
      };
      const listId = items.find((item) => item.title === 'Print the flyers')?.listId;
      return lists.find((list) => list.id === listId)?.name;
    })
    .toBe('Later');
  for (const open of [a, b]) await open.context.close();
});
