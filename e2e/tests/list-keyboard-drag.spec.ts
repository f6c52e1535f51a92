import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { type Account, createAccount, expectOk, logInContext } from '../support/accounts.js';
import { expect, test } from '../support/test.js';
import { createTasks } from './tasks-setup.js';

type Orbit = { id: string };
type Boot = {
  items: { title: string; listId: string | null; position: string }[];
  lists: { id: string; orbitId: string; name: string; position: string | number | null }[];
};

async function post<T>(owner: Account, path: string, data: Record<string, unknown>): Promise<T> {
  const response = await expectOk(await owner.api.post(`/api/orgs/${owner.slug}${path}`, { data }), path);
  return (await response.json()) as T;
}

async function bootstrap(owner: Account): Promise<Boot> {
  return (await (await owner.api.get(`/api/orgs/${owner.slug}/sync/bootstrap`)).json()) as Boot;
}

/** An orbit with its first list "Tasks" (two tasks) and a list "Later" (one task), made through the API. */
async function seed(owner: Account): Promise<Orbit> {
  const orbit = await post<Orbit>(owner, '/orbits', { clientId: randomUUID(), name: 'Launch' });
  const first = (await bootstrap(owner)).lists.find((list) => list.orbitId === orbit.id);
  if (!first) throw new Error('the orbit has no list');
  const later = await post<{ id: string }>(owner, '/lists', {
    clientId: randomUUID(),
    orbitId: orbit.id,
    name: 'Later',
    position: 'z',
  });
  const task = (title: string, listId: string, position: string) =>
    post(owner, '/items', { clientId: randomUUID(), orbitId: orbit.id, title, listId, position });
  await task('Book the venue', first.id, 'D');
  await task('Print the flyers', first.id, 'H');
  await task('Order swag', later.id, 'D');
  return orbit;
}

/** The list layout as a person reads it: each list's name, then its tasks' titles. */
const shown = (page: Page) =>
  page
    .getByTestId('list-layout')
    .locator('h2, .task-title')
    .evaluateAll((nodes) => nodes.map((node) => node.textContent?.trim()));

/** The server's order: list names by position, each with its tasks' titles by position. */
async function serverOrder(owner: Account, orbitId: string): Promise<string[]> {
  const { lists, items } = await bootstrap(owner);
  const byPosition = <T extends { position: string | number | null }>(rows: T[]) =>
    [...rows].sort((a, b) => (String(a.position) < String(b.position) ? -1 : 1));
  return byPosition(lists.filter((list) => list.orbitId === orbitId)).flatMap((list) => [
    list.name,
    ...byPosition(items.filter((item) => item.listId === list.id)).map((item) => item.title),
  ]);
}

test('a task moves by keyboard into another list and a list reorders by keyboard; both orders stay after a reload', async ({
  page,
}) => {
  const owner = await createAccount('list-keys');
  const orbit = await seed(owner);
  await logInContext(page.context(), owner);
  await page.goto(`/${owner.slug}/${orbit.id}`);
  const list = page.getByTestId('list-layout');
  await expect
    .poll(() => shown(page))
    .toEqual(['Tasks', 'Book the venue', 'Print the flyers', 'Later', 'Order swag']);
  // What dnd-kit says to screen readers while something is carried.
  const said = page.locator('[id^="DndLiveRegion"]');

  // The task's grip: Space picks it up, each arrow goes one place further, Space puts it down.
  const row = list.locator('.list-task-line', {
    has: page.getByRole('button', { name: 'Print the flyers', exact: true }),
  });
  const grip = row.getByRole('button', { name: 'Drag', exact: true });
  await expect(grip).toHaveAttribute('aria-description', 'Drag “Print the flyers”');
  await grip.focus();
  await page.keyboard.press('Space');
  await expect(said).toHaveText('Picked up “Print the flyers”.');
  // A picture of the row follows the keys; the row keeps its place, faded.
  await expect(page.locator('.drag-picture')).toHaveText('Print the flyers');
  await expect(row).toHaveAttribute('data-dragging', 'true');
  for (const where of ['to the end of Tasks', 'to the top of Later', 'before “Order swag” in Later']) {
    await page.keyboard.press('ArrowDown');
    await expect(said).toHaveText(`It would go ${where}.`);
  }
  await page.keyboard.press('Space');
  await expect(said).toHaveText('Moved “Print the flyers” before “Order swag” in Later.');
  await expect(page.locator('.drag-picture')).toHaveCount(0);
  await expect
    .poll(() => shown(page))
    .toEqual(['Tasks', 'Book the venue', 'Later', 'Print the flyers', 'Order swag']);
  // The grip keeps the focus, in the row's new place.
  await expect(grip).toBeFocused();
  await expect
    .poll(() => serverOrder(owner, orbit.id))
    .toEqual(['Tasks', 'Book the venue', 'Later', 'Print the flyers', 'Order swag']);

  // A list by its header's grip: past its own end and the next list's header to the end of that list.
  await list.getByRole('button', { name: 'Drag the list Tasks', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(said).toHaveText('Picked up the list Tasks.');
  await page.keyboard.press('ArrowDown');
  await expect(said).toHaveText('It is over its own place.');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(said).toHaveText('It would go after the list Later.');
  await page.keyboard.press('Enter');
  await expect(said).toHaveText('Moved the list Tasks after the list Later.');
  await expect
    .poll(() => shown(page))
    .toEqual(['Later', 'Print the flyers', 'Order swag', 'Tasks', 'Book the venue']);
  await expect
    .poll(() => serverOrder(owner, orbit.id))
    .toEqual(['Later', 'Print the flyers', 'Order swag', 'Tasks', 'Book the venue']);

  await page.reload();
  await expect(list.getByRole('button', { name: 'Order swag', exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await expect
    .poll(() => shown(page))
    .toEqual(['Later', 'Print the flyers', 'Order swag', 'Tasks', 'Book the venue']);
});

test('a status reorders by keyboard in the orbit’s settings; Escape cancels a drag and leaves the dialog open', async ({
  page,
}) => {
  const owner = await createAccount('status-keys');
  const orbit = await seed(owner);
  await logInContext(page.context(), owner);
  await page.goto(`/${owner.slug}/${orbit.id}`);
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const settings = page.getByRole('dialog', { name: /settings$/ });
  await settings.getByRole('tab', { name: 'Statuses' }).click();
  const names = () =>
    settings
      .getByRole('textbox', { name: /^Name of status / })
      .evaluateAll((fields) => fields.map((field) => (field as HTMLInputElement).value));
  await expect.poll(names).toEqual(['To do', 'In progress', 'Done']);
  // What dnd-kit says to screen readers (the list behind the dialog has a live region of its own).
  const said = page.locator('[id^="DndLiveRegion"]').filter({ hasText: /\S/ });

  // Picked up and put back with Escape: the settings stay open and nothing moves.
  await settings.getByRole('button', { name: 'Drag status To do' }).focus();
  await page.keyboard.press('Space');
  // dnd-kit listens for the arrows only once the pick-up is done (a task later): a key sooner is lost.
  await expect(said).toHaveText(/^Picked up /);
  await page.keyboard.press('ArrowDown');
  await expect(said).toHaveText('It would go to place 2 of 3.');
  await page.keyboard.press('Escape');
  await expect(said).toHaveText('Moving the status To do was cancelled: it stays where it was.');
  await expect(settings).toBeVisible();
  await expect.poll(names).toEqual(['To do', 'In progress', 'Done']);

  // "Done" up two places, to the top.
  await settings.getByRole('button', { name: 'Drag status Done' }).focus();
  await page.keyboard.press('Space');
  await expect(said).toHaveText(/^Picked up /);
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(said).toHaveText('It would go to place 1 of 3.');
  await page.keyboard.press('Space');
  await expect.poll(names).toEqual(['Done', 'To do', 'In progress']);
  await expect(settings.getByRole('button', { name: 'Drag status Done' })).toBeFocused();
  await expect
    .poll(async () => {
      const { orbits } = (await bootstrap(owner)) as Boot & {
        orbits: { id: string; statuses: { name: string; position: number }[] }[];
      };
      const statuses = orbits.find((candidate) => candidate.id === orbit.id)?.statuses ?? [];
      return [...statuses].sort((a, b) => a.position - b.position).map((status) => status.name);
    })
    .toEqual(['Done', 'To do', 'In progress']);
});

test('a task carried by keyboard down a long list scrolls the list with it, one place a press', async ({
  page,
}) => {
  const owner = await createAccount('list-keys-long');
  const orbit = await post<Orbit>(owner, '/orbits', { clientId: randomUUID(), name: 'Backlog' });
  const first = (await bootstrap(owner)).lists.find((candidate) => candidate.orbitId === orbit.id);
  if (!first) throw new Error('the orbit has no list');
  const title = (n: number) => `Row ${String(n).padStart(2, '0')}`;
  await createTasks(
    owner,
    orbit.id,
    Array.from({ length: 60 }, (_, i) => title(i + 1)),
    { listId: first.id },
  );
  await logInContext(page.context(), owner);
  await page.goto(`/${owner.slug}/${orbit.id}`);
  const list = page.getByTestId('list-layout');
  await expect(list.getByRole('button', { name: title(1), exact: true })).toBeVisible({ timeout: 30_000 });
  const said = page.locator('[id^="DndLiveRegion"]');

  const grip = list
    .locator('.list-task-line', { has: page.getByRole('button', { name: title(2), exact: true }) })
    .getByRole('button', { name: 'Drag', exact: true });
  await grip.focus();
  await page.keyboard.press('Space');
  // dnd-kit listens for the arrows only once the pick-up is done (a task later): a key sooner is lost.
  await expect(said).toHaveText(`Picked up “${title(2)}”.`);
  // The first press reaches the next row; the list scrolls once the picture is past its middle.
  for (let i = 0; i < 30; i += 1) await page.keyboard.press('ArrowDown');
  await expect(said).toHaveText(`It would go before “${title(32)}” in Tasks.`);
  expect(await list.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
  await page.keyboard.press('Space');
  await expect(said).toHaveText(`Moved “${title(2)}” before “${title(32)}” in Tasks.`);
  await expect(grip).toBeFocused();
  const around = async () => {
    const titles = await list.locator('.task-title').allTextContents();
    const at = titles.indexOf(title(2));
    return titles.slice(at - 1, at + 2);
  };
  await expect.poll(around).toEqual([title(31), title(2), title(32)]);
  await expect
    .poll(async () => {
      const order = await serverOrder(owner, orbit.id);
      return order.slice(order.indexOf(title(2)) - 1, order.indexOf(title(2)) + 2);
    })
    .toEqual([title(31), title(2), title(32)]);
});
