import { logInContext } from '../support/accounts.js';
import { expect, test } from '../support/test.js';
import { orbitWithTask } from './tasks-setup.js';

test.describe.configure({ timeout: 60_000 });

test('a deleted task waits in Trash and comes back when restored', async ({ page }) => {
  const { owner, orbit } = await orbitWithTask('Old idea');
  await logInContext(page.context(), owner);
  await page.goto(`/${owner.slug}/${orbit.id}`);

  await page.getByRole('button', { name: 'Old idea' }).click();
  const detail = page.getByRole('complementary', { name: 'Task details' });
  await detail.getByRole('button', { name: 'Delete task' }).click();
  await expect(page.getByRole('button', { name: 'Old idea' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Trash' }).click();
  await expect(page.getByRole('heading', { name: 'Trash', level: 1 })).toBeVisible();
  await expect(page.getByText('Deleted items are removed after 30 days.')).toBeVisible();
  await expect(page.getByText('Old idea')).toBeVisible();
  await page.getByRole('button', { name: 'Restore “Old idea”' }).click();
  await expect(page.getByText('Old idea')).toHaveCount(0);

  await page.getByRole('link', { name: 'Solo' }).click();
  await expect(page.getByRole('button', { name: 'Old idea' })).toBeVisible();
  // The server agrees once the outbox has sent both writes.
  await expect
    .poll(async () => {
      const boot = await owner.api.get(`/api/orgs/${owner.slug}/sync/bootstrap`);
      const { items } = (await boot.json()) as { items: { title: string; deletedAt: string | null }[] };
      return items.find((i) => i.title === 'Old idea')?.deletedAt;
    })
    .toBeNull();
});

test('dragging a card to Done on the board completes the task', async ({ page }) => {
  const { owner, orbit } = await orbitWithTask('Finish slides');
  await logInContext(page.context(), owner);
  await page.goto(`/${owner.slug}/${orbit.id}`);
  await page.getByRole('button', { name: 'Board', exact: true }).click();

  const board = page.getByTestId('board-layout');
  const todo = board.getByRole('region', { name: /^To do/ });
  const done = board.getByRole('region', { name: /^Done/ });
  await expect(todo.getByRole('button', { name: 'Finish slides', exact: true })).toBeVisible();

  // The whole card drags (here by its title), not only its grip.
  await expect(todo.getByRole('button', { name: 'Drag “Finish slides”' })).toBeAttached();
  const card = todo.getByRole('button', { name: 'Finish slides', exact: true });
  const from = await card.boundingBox();
  const to = await done.boundingBox();
  if (!from || !to) throw new Error('board not laid out');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 20, from.y + 10, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + 60, { steps: 15 });
  await page.mouse.up();

  await expect(done.getByRole('button', { name: 'Finish slides', exact: true })).toBeVisible();
  await expect
    .poll(async () => {
      const boot = await owner.api.get(`/api/orgs/${owner.slug}/sync/bootstrap`);
      const { items } = (await boot.json()) as { items: { title: string; completedAt: string | null }[] };
      return Boolean(items.find((i) => i.title === 'Finish slides')?.completedAt);
    })
    .toBe(true);
});
