import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { type Account, createAccount, expectOk, logInContext } from '../support/accounts.js';
import { expect, test } from '../support/test.js';

type Orbit = { id: string; statuses: { id: string; kind: string }[] };
type Row = { id: string };

async function post<T>(owner: Account, path: string, data: Record<string, unknown>): Promise<T> {
  const response = await expectOk(await owner.api.post(`/api/orgs/${owner.slug}${path}`, { data }), path);
  return (await response.json()) as T;
}

const orbitNamed = (owner: Account, name: string) =>
  post<Orbit>(owner, '/orbits', { clientId: randomUUID(), name });

async function firstListOf(owner: Account, orbitId: string): Promise<string> {
  const boot = await owner.api.get(`/api/orgs/${owner.slug}/sync/bootstrap`);
  const { lists } = (await boot.json()) as { lists: { id: string; orbitId: string }[] };
  const list = lists.find((l) => l.orbitId === orbitId);
  if (!list) throw new Error('the orbit has no list');
  return list.id;
}

const task = (owner: Account, orbitId: string, title: string, fields: Record<string, unknown> = {}) =>
  post<Row>(owner, '/items', { clientId: randomUUID(), orbitId, title, ...fields });

async function logIn(page: Page, owner: Account, path: string) {
  await logInContext(page.context(), owner);
  await page.goto(path);
}

const selectedTitle = (page: Page) => page.locator('.task-row[data-selected] .task-title');

test('the list shows subtasks under their parent, and j / k follow the rows as shown', async ({ page }) => {
  const owner = await createAccount('tasks-order');
  const orbit = await orbitNamed(owner, 'Launch');
  const first = await firstListOf(owner, orbit.id);
  const later = await post<Row>(owner, '/lists', {
    clientId: randomUUID(),
    orbitId: orbit.id,
    name: 'Later',
    position: 'z',
  });
  // Positions chosen so that the data's own order (by position) is not the order shown: the task of
  // the second list comes first, and the subtask's position falls after an unrelated task.
  await task(owner, orbit.id, 'Order swag', { listId: later.id, position: 'B' });
  const brief = await task(owner, orbit.id, 'Write the brief', { listId: first, position: 'D' });
  await task(owner, orbit.id, 'Book the venue', { listId: first, position: 'H' });
  await task(owner, orbit.id, 'Review with marketing', { listId: first, parentId: brief.id, position: 'K' });

  await logIn(page, owner, `/${owner.slug}/${orbit.id}`);
  const list = page.getByTestId('list-layout');
  const titles = list.locator('.task-title');
  // The subtask is folded under its parent, with its count.
  await expect(titles).toHaveText(['Write the brief', 'Book the venue', 'Order swag']);
  await list.getByRole('button', { name: 'Show the subtask of “Write the brief”' }).click();
  await expect(titles).toHaveText([
    'Write the brief',
    'Review with marketing',
    'Book the venue',
    'Order swag',
  ]);

  for (const expected of ['Write the brief', 'Review with marketing', 'Book the venue', 'Order swag']) {
    await page.keyboard.press('j');
    await expect(selectedTitle(page)).toHaveText(expected);
  }
  await page.keyboard.press('k');
  await expect(selectedTitle(page)).toHaveText('Book the venue');
});

test('the layout chosen for an orbit survives a reload and a visit to another orbit', async ({ page }) => {
  const owner = await createAccount('tasks-layout');
  const orbit = await orbitNamed(owner, 'Launch');
  await orbitNamed(owner, 'Hiring');
  await logIn(page, owner, `/${owner.slug}/${orbit.id}`);
  await expect(page.getByTestId('list-layout')).toBeVisible();
  await page.getByRole('button', { name: 'Board', exact: true }).click();
  await expect(page.getByTestId('board-layout')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('board-layout')).toBeVisible();
  const sidebar = page.getByRole('navigation');
  await sidebar.getByRole('link', { name: 'Hiring' }).click();
  await expect(page.getByRole('heading', { name: 'Hiring', level: 1 })).toBeVisible();
  await expect(page.getByTestId('list-layout')).toBeVisible();
  await sidebar.getByRole('link', { name: 'Launch' }).click();
  await expect(page.getByRole('heading', { name: 'Launch', level: 1 })).toBeVisible();
  await expect(page.getByTestId('board-layout')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Board', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test("a saved view's board leaves completed tasks out while Show completed is off", async ({ page }) => {
  const owner = await createAccount('tasks-view-board');
  const orbit = await orbitNamed(owner, 'Launch');
  await task(owner, orbit.id, 'Still open');
  const done = await task(owner, orbit.id, 'Already shipped');
  await expectOk(await owner.api.post(`/api/orgs/${owner.slug}/items/${done.id}/complete`), 'complete');
  const view = await post<Row>(owner, '/views', {
    clientId: randomUUID(),
    name: 'Launch board',
    layout: 'board',
    filters: { orbitIds: [orbit.id] },
    showCompleted: false,
  });

  await logIn(page, owner, `/${owner.slug}/${view.id}`);
  const board = page.getByTestId('view-board');
  await expect(board.getByRole('button', { name: 'Still open', exact: true })).toBeVisible();
  await expect(board.getByRole('button', { name: 'Already shipped', exact: true })).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Show completed' }).click();
  await expect(board.getByRole('button', { name: 'Already shipped', exact: true })).toBeVisible();
});

test('the calendar starts weeks on the locale’s first day, and on a phone lists the chosen day’s tasks', async ({
  page,
}) => {
  const owner = await createAccount('tasks-calendar');
  const orbit = await orbitNamed(owner, 'Launch');
  const now = new Date();
  const title = 'Plan the quarterly offsite with everyone';
  await task(owner, orbit.id, title, {
    dueAt: new Date(now.getFullYear(), now.getMonth(), 12, 9, 0).toISOString(),
    dueHasTime: true,
  });

  await logIn(page, owner, `/${owner.slug}/${orbit.id}`);
  await page.getByRole('button', { name: 'Calendar', exact: true }).click();
  const calendar = page.getByTestId('calendar-layout');
  // The browser speaks en-US: weeks start on Sunday.
  await expect(calendar.locator('.calendar-weekday').first()).toHaveText('Sun');

  await page.setViewportSize({ width: 390, height: 800 });
  const day = new Intl.DateTimeFormat('en', { dateStyle: 'full' }).format(
    new Date(now.getFullYear(), now.getMonth(), 12),
  );
  await calendar.getByRole('button', { name: `${day}: 1 task` }).click();
  const agenda = calendar.getByRole('region', { name: day });
  const item = agenda.getByRole('button', { name: title });
  await expect(item).toHaveText(title);
  // The whole title reads: nothing cut off.
  expect(await item.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
});
