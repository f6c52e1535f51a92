import { randomUUID } from 'node:crypto';
import { type Account, createAccount, expectOk, logInContext } from '../support/accounts.js';
import { seriousA11yViolations } from '../support/axe.js';
import { expect, test } from '../support/test.js';
import { createTasks } from './tasks-setup.js';

// 300 tasks made through the API, then two drags and a reload.
test.describe.configure({ timeout: 180_000 });
// axe is injected as an inline script, which the app's Content Security Policy refuses.
test.use({ bypassCSP: true });

type Orbit = { id: string; statuses: { id: string; name: string; kind: string }[] };

const COUNT = 300;
const title = (n: number) => `Card ${String(n).padStart(3, '0')}`;

async function statusOnServer(owner: Account, taskTitle: string): Promise<string | null | undefined> {
  const boot = await owner.api.get(`/api/orgs/${owner.slug}/sync/bootstrap`);
  const { items } = (await boot.json()) as { items: { title: string; statusId: string | null }[] };
  return items.find((i) => i.title === taskTitle)?.statusId;
}

test('a 300-card column draws only the cards near its view; a card leaves it by keyboard and comes back by pointer', async ({
  page,
}) => {
  const owner = await createAccount('board-long');
  const created = await expectOk(
    await owner.api.post(`/api/orgs/${owner.slug}/orbits`, {
      data: { clientId: randomUUID(), name: 'Backlog' },
    }),
    'create orbit',
  );
  const orbit = (await created.json()) as Orbit;
  const [todo, doing] = orbit.statuses;
  if (!todo || !doing) throw new Error('the orbit has no statuses');
  const ids = await createTasks(
    owner,
    orbit.id,
    Array.from({ length: COUNT }, (_, i) => title(i + 1)),
    { statusId: todo.id },
  );

  await logInContext(page.context(), owner);
  await page.goto(`/${owner.slug}/${orbit.id}`);
  await page.getByRole('button', { name: 'Board', exact: true }).click();
  const board = page.getByTestId('board-layout');
  const todoColumn = board.getByRole('region', { name: /^To do \(/ });
  const doingColumn = board.getByRole('region', { name: /^In progress \(/ });
  const todoList = todoColumn.getByRole('list');
  await expect(todoColumn.getByRole('button', { name: title(1), exact: true })).toBeVisible({
    timeout: 30_000,
  });

  // The heading counts every card; the list draws a few, each saying its place among all 300.
  await expect(todoColumn).toHaveAccessibleName(`To do (${COUNT})`);
  await expect(todoColumn.getByRole('heading', { level: 2 })).toContainText(String(COUNT));
  const drawn = todoList.getByRole('listitem');
  await expect(drawn.first()).toHaveAttribute('aria-setsize', String(COUNT));
  expect(await drawn.count()).toBeLessThan(60);
  // The count's colour passes AA on the column's grey (axe judges it once it has three digits).
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The keyboard walks past the cards drawn at first: Tab (two stops a card, its title and its grip)
  // and j (the selection) each reach a card that is then in the DOM and in view.
  await todoColumn.getByRole('button', { name: title(1), exact: true }).focus();
  for (let i = 0; i < 2 * 40; i += 1) await page.keyboard.press('Tab');
  const focused = todoList.locator('li:has(:focus)');
  await expect(focused).toHaveAttribute('aria-posinset', '41');
  await expect(focused).toBeInViewport();
  // By its grip, picked up and put down in its own column (Space, arrows, Space), it stays where it was.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: `Drag “${title(41)}”` })).toBeFocused();
  await page.keyboard.press('Space');
  // A picture of the card follows the keys (for the eyes only: hidden from assistive technology).
  const picture = page.locator('.board-card[data-overlay]');
  await expect(picture).toBeVisible();
  for (let i = 0; i < 4; i += 1) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space');
  await expect(picture).toHaveCount(0);
  await expect(todoColumn).toHaveAccessibleName(`To do (${COUNT})`);
  const card41 = todoList.locator('li[aria-posinset="41"]');
  await expect(card41).toContainText(title(41));
  await expect(card41.locator(':focus')).toHaveCount(1);
  await page.locator('body').click({ position: { x: 1, y: 1 } });
  for (let i = 0; i < 60; i += 1) await page.keyboard.press('j');
  const selected = todoList.locator('li[data-selected]');
  await expect(selected).toHaveAttribute('aria-posinset', '60');
  await expect(selected).toBeInViewport();
  // Enter opens the selected task.
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/${ids[59]}$`));
  const panel = page.getByRole('complementary', { name: 'Task details' });
  await expect(panel).toBeVisible();
  await expect(async () => {
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0, { timeout: 1_000 });
  }).toPass();

  // Down to the end of the column (cards are measured as they come in, so it may take a second go).
  await expect(async () => {
    await todoList.evaluate((list) => {
      list.scrollTop = list.scrollHeight;
    });
    await expect(todoColumn.getByRole('button', { name: title(COUNT), exact: true })).toBeInViewport({
      timeout: 1_000,
    });
  }).toPass();
  await expect(todoColumn.getByRole('button', { name: title(1), exact: true })).toHaveCount(0);
  expect(await drawn.count()).toBeLessThan(60);

  // The last card, to In progress by keyboard: its grip, Space, arrows until over the column, Space.
  const last = title(COUNT);
  await todoColumn.getByRole('button', { name: `Drag “${last}”` }).focus();
  await page.keyboard.press('Space');
  const from = await todoColumn.boundingBox();
  const to = await doingColumn.boundingBox();
  if (!from || !to) throw new Error('board not laid out');
  // dnd-kit's keyboard sensor moves a card 25 px a press.
  const presses = Math.ceil((to.x + to.width / 2 - (from.x + from.width / 2)) / 25);
  for (let i = 0; i < presses; i += 1) await page.keyboard.press('ArrowRight');
  await expect(doingColumn).toHaveAttribute('data-over', 'true');
  await page.keyboard.press('Space');
  await expect(doingColumn.getByRole('button', { name: last, exact: true })).toBeVisible();
  await expect(todoColumn).toHaveAccessibleName(`To do (${COUNT - 1})`);
  await expect.poll(() => statusOnServer(owner, last)).toBe(doing.id);

  await page.reload();
  await expect(doingColumn.getByRole('button', { name: last, exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(doingColumn).toHaveAccessibleName('In progress (1)');

  // Back by pointer, into the long column: held near its bottom edge, the column scrolls down.
  const card = doingColumn.getByRole('button', { name: last, exact: true });
  const start = await card.boundingBox();
  const list = await todoList.boundingBox();
  if (!start || !list) throw new Error('board not laid out');
  expect(await todoList.evaluate((element) => element.scrollTop)).toBe(0);
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2 + 12, start.y + start.height / 2 + 6, { steps: 4 });
  await page.mouse.move(list.x + list.width / 2, list.y + list.height - 8, { steps: 15 });
  await expect(todoColumn).toHaveAttribute('data-over', 'true');
  await expect.poll(() => todoList.evaluate((element) => element.scrollTop)).toBeGreaterThan(300);
  // Off the edge: the scrolling stops, the card goes in.
  await page.mouse.move(list.x + list.width / 2, list.y + list.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect(todoColumn).toHaveAccessibleName(`To do (${COUNT})`);
  await expect(doingColumn).toHaveAccessibleName('In progress (0)');
  await expect.poll(() => statusOnServer(owner, last)).toBe(todo.id);
});
