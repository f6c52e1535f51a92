import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { Account } from '../support/accounts.js';
import { expectOk, logInContext } from '../support/accounts.js';
import { expect, test } from '../support/test.js';
import { createTeamWithOrbit, openOrbitAs, orbitWithTask } from './tasks-setup.js';

// Two accounts, an invite and two logged-in browsers take a while to set up.
test.describe.configure({ timeout: 90_000 });

type Orbit = { id: string; statuses: { id: string; name: string; kind: string }[] };

async function addTask(owner: Account, orbit: Orbit, title: string, fields: Record<string, unknown>) {
  await expectOk(
    await owner.api.post(`/api/orgs/${owner.slug}/items`, {
      data: { clientId: randomUUID(), orbitId: orbit.id, title, ...fields },
    }),
    `create ${title}`,
  );
}

async function serverView(owner: Account, name: string) {
  const boot = await owner.api.get(`/api/orgs/${owner.slug}/sync/bootstrap`);
  const { views } = (await boot.json()) as { views: { name: string; layout: string; id: string }[] };
  return views.find((v) => v.name === name);
}

/** Drags with the mouse the way dnd-kit's pointer sensor wants it: press, nudge, travel, release. */
async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 12, from.y + 6, { steps: 4 });
  await page.mouse.move(to.x, to.y, { steps: 15 });
  await page.mouse.up();
}

test('a shared view with a filter and grouping: made from the sidebar, keeps its layout, seen by a teammate', async ({
  browser,
}) => {
  const { owner, member, orbitId } = await createTeamWithOrbit('Launch');
  const boot = await owner.api.get(`/api/orgs/${owner.slug}/sync/bootstrap`);
  const orbit = ((await boot.json()) as { orbits: Orbit[] }).orbits.find((o) => o.id === orbitId) as Orbit;
  const status = (name: string) => orbit.statuses.find((s) => s.name === name)?.id;
  await addTask(owner, orbit, 'Fix the login bug', { priority: 'high', statusId: status('To do') });
  await addTask(owner, orbit, 'Review the pricing page', {
    priority: 'high',
    statusId: status('In progress'),
  });
  await addTask(owner, orbit, 'Write release notes', { priority: 'low', statusId: status('To do') });

  const a = await openOrbitAs(browser, owner, owner.slug, orbitId);
  await expect(a.page.getByRole('button', { name: 'Write release notes', exact: true })).toBeVisible();

  await a.page.getByRole('button', { name: 'New view' }).click();
  const dialog = a.page.getByRole('dialog', { name: 'New view' });
  await dialog.getByRole('button', { name: 'Create view' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Give the view a name.');
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Hot');
  await dialog.getByRole('radio', { name: 'Shared' }).check();
  await dialog.getByRole('group', { name: 'Priority' }).getByRole('checkbox', { name: 'High' }).check();
  await dialog.getByRole('button', { name: /^Group by:/ }).click();
  await a.page.getByRole('option', { name: 'Status' }).click();
  await dialog.getByRole('button', { name: 'Create view' }).click();
  await expect(dialog).toHaveCount(0);

  await expect(a.page.getByRole('heading', { name: 'Hot', level: 1 })).toBeVisible();
  const list = a.page.getByTestId('grouped-list');
  await expect(list.getByRole('heading', { level: 2 })).toHaveText(['To do 1', 'In progress 1']);
  await expect(list.getByRole('button', { name: /^(Fix|Review|Write)/ })).toHaveText([
    'Fix the login bug',
    'Review the pricing page',
  ]);
  // The address moves from the temporary id to the server's once the view is saved.
  await expect.poll(async () => (await serverView(owner, 'Hot'))?.id).toBeTruthy();
  const saved = await serverView(owner, 'Hot');
  await expect(a.page).toHaveURL(new RegExp(`/${owner.slug}/${saved?.id}$`));

  await a.page.getByRole('button', { name: 'Board', exact: true }).click();
  const board = a.page.getByTestId('view-board');
  await expect(board.getByRole('region', { name: 'Open (2)' })).toBeVisible();
  await expect.poll(async () => (await serverView(owner, 'Hot'))?.layout).toBe('board');
  await a.page.reload();
  await expect(a.page.getByTestId('view-board')).toBeVisible();
  await expect(a.page.getByRole('button', { name: 'Board', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await a.page.getByRole('button', { name: 'List', exact: true }).click();
  await expect.poll(async () => (await serverView(owner, 'Hot'))?.layout).toBe('list');
  await a.page.reload();
  await expect(a.page.getByTestId('grouped-list').getByRole('heading', { level: 2 })).toHaveText([
    'To do 1',
    'In progress 1',
  ]);

  // The teammate sees the shared view in their sidebar and opens it, without its edit controls.
  const b = await openOrbitAs(browser, member, owner.slug, orbitId);
  await b.page.getByRole('navigation').getByRole('link', { name: 'Hot' }).click();
  await expect(b.page.getByRole('heading', { name: 'Hot', level: 1 })).toBeVisible();
  await expect(
    b.page.getByTestId('grouped-list').getByRole('button', { name: /^(Fix|Review|Write)/ }),
  ).toHaveText(['Fix the login bug', 'Review the pricing page']);
  await expect(b.page.getByRole('button', { name: 'Edit view' })).toHaveCount(0);

  // Its owner deletes it, after a confirmation; it leaves the teammate's sidebar too.
  await a.page.getByRole('button', { name: 'Delete view' }).click();
  const confirm = a.page.getByRole('alertdialog', { name: 'Delete “Hot”?' });
  await confirm.getByRole('button', { name: 'Delete view' }).click();
  await expect(a.page.getByRole('heading', { name: 'My dashboard', level: 1 })).toBeVisible();
  await expect(b.page.getByRole('navigation').getByRole('link', { name: 'Hot' })).toHaveCount(0);
  await expect.poll(async () => serverView(owner, 'Hot')).toBeUndefined();

  await a.context.close();
  await b.context.close();
});

test('dragging a task to another day in the calendar reschedules it, keeping its time', async ({ page }) => {
  const now = new Date();
  const due = new Date(now.getFullYear(), now.getMonth(), 10, 14, 30);
  const { owner, orbit } = await orbitWithTask('Unscheduled');
  await addTask(owner, orbit as Orbit, 'Plan the offsite', { dueAt: due.toISOString(), dueHasTime: true });

  await logInContext(page.context(), owner);
  await page.goto(`/${owner.slug}/${orbit.id}`);
  await page.getByRole('button', { name: 'Calendar', exact: true }).click();

  const calendar = page.getByTestId('calendar-layout');
  await expect(calendar.getByText('1 task with no date')).toBeVisible();
  const dayName = (day: number) =>
    new Intl.DateTimeFormat('en', { dateStyle: 'full' }).format(
      new Date(now.getFullYear(), now.getMonth(), day),
    );
  const task = calendar
    .getByRole('list', { name: dayName(10) })
    .getByRole('button', { name: 'Plan the offsite' });
  const from = await task.boundingBox();
  const to = await calendar.getByRole('list', { name: dayName(17) }).boundingBox();
  if (!from || !to) throw new Error('calendar not laid out');
  await drag(
    page,
    { x: from.x + from.width / 2, y: from.y + from.height / 2 },
    { x: to.x + to.width / 2, y: to.y + 4 },
  );

  const moved = calendar
    .getByRole('list', { name: dayName(17) })
    .getByRole('button', { name: 'Plan the offsite' });
  await expect(moved).toBeVisible();
  await moved.click();
  const detail = page.getByRole('complementary', { name: 'Task details' });
  const movedDay = new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(
    new Date(now.getFullYear(), now.getMonth(), 17),
  );
  // The due date keeps its time (2:30 PM; ICU may put a narrow space before PM).
  await expect(detail.getByRole('button', { name: /^Due date: / })).toHaveAccessibleName(
    new RegExp(`^Due date: ${movedDay} 2:30\\sPM$`),
  );
  await expect
    .poll(async () => {
      const boot = await owner.api.get(`/api/orgs/${owner.slug}/sync/bootstrap`);
      const { items } = (await boot.json()) as { items: { title: string; dueAt: string | null }[] };
      return items.find((i) => i.title === 'Plan the offsite')?.dueAt;
    })
    .toBe(new Date(now.getFullYear(), now.getMonth(), 17, 14, 30).toISOString());
});
