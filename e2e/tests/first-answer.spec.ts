import { randomUUID } from 'node:crypto';
import { type Account, createAccount, expectOk, logInContext, uniqueClientIp } from '../support/accounts.js';
import { expect, test } from '../support/test.js';

async function orbitHolding(owner: Account, name: string, title: string): Promise<string> {
  const created = await expectOk(
    await owner.api.post(`/api/orgs/${owner.slug}/orbits`, { data: { clientId: randomUUID(), name } }),
    'create orbit',
  );
  const { id } = (await created.json()) as { id: string };
  await expectOk(
    await owner.api.post(`/api/orgs/${owner.slug}/items`, {
      data: { clientId: randomUUID(), orbitId: id, title, position: 'a0' },
    }),
    'create task',
  );
  return id;
}

/**
 * A first open of an orbit on a new device (docs/SYNC.md, "a first answer"): the rows come from an
 * answer holding only that orbit's tasks, the whole workspace follows by itself, and only the whole
 * answer is kept (the next open reads this device, not the server).
 */
test("a first open draws the orbit from a first answer, the other orbits' tasks follow, and a reload reads the device", async ({
  browser,
}) => {
  const owner = await createAccount('first-answer');
  const here = await orbitHolding(owner, 'Here', 'A task here');
  await orbitHolding(owner, 'There', 'A task there');
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': uniqueClientIp() } });
  await logInContext(context, owner);
  const page = await context.newPage();
  const bootstraps: { query: string; partial: boolean; titles: string[] }[] = [];
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (!url.pathname.endsWith('/sync/bootstrap') || response.status() !== 200) return;
    const body = (await response.json()) as { partial?: boolean; items: { title: string }[] };
    bootstraps.push({
      query: url.search,
      partial: body.partial === true,
      titles: body.items.map((item) => item.title).sort(),
    });
  });

  await page.goto(`/${owner.slug}/${here}`);
  await expect(page.getByRole('button', { name: 'A task here', exact: true })).toBeVisible();
  await expect.poll(() => bootstraps.length).toBe(2);
  expect(bootstraps).toEqual([
    { query: `?first=${here}`, partial: true, titles: ['A task here'] },
    { query: '', partial: false, titles: ['A task here', 'A task there'] },
  ]);

  await page.getByRole('link', { name: 'There', exact: true }).click();
  await expect(page.getByRole('button', { name: 'A task there', exact: true })).toBeVisible();

  // The whole answer was kept with its cursor: a reload catches up from this device.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const request = indexedDB.open('orbit-sync');
            request.onsuccess = () => {
              const counting = request.result.transaction('cursors').objectStore('cursors').count();
              counting.onsuccess = () => {
                resolve(counting.result);
                request.result.close();
              };
            };
            request.onerror = () => resolve(0);
          }),
      ),
    )
    .toBe(1);
  await page.reload();
  await expect(page.getByRole('button', { name: 'A task there', exact: true })).toBeVisible();
  expect(bootstraps).toHaveLength(2);
  await context.close();
});
