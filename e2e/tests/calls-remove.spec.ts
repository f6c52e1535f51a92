import { expectOk } from '../support/accounts.js';
import { expect, test } from '../support/test.js';
import { fakeMediaLaunch, openAs, receivedBytes } from './calls-setup.js';
import { createTeamWithOrbit } from './tasks-setup.js';

test.use({ launchOptions: fakeMediaLaunch, bypassCSP: true });
test.describe.configure({ timeout: 120_000 });

test('whoever started the call removes someone: their call screen goes, they are told, media stops both ways, they cannot join again', async ({
  browser,
}) => {
  const { owner, member } = await createTeamWithOrbit('Remove');
  const started = await expectOk(
    await owner.api.post(`/api/orgs/${owner.slug}/calls`, { data: {} }),
    'start',
  );
  const { id } = (await started.json()) as { id: string };
  const a = await openAs(browser, owner, `/${owner.slug}/meeting/${id}`);
  const b = await openAs(browser, member, `/${owner.slug}/meeting/${id}`);
  for (const { page } of [a, b]) await page.getByRole('button', { name: 'Join', exact: true }).click();
  const gridA = a.page.getByRole('list', { name: 'People in the call' });
  await expect(gridA.getByRole('listitem', { name: member.name })).toHaveAttribute(
    'data-connection',
    'connected',
    { timeout: 30_000 },
  );
  for (const page of [a.page, b.page]) {
    await expect.poll(async () => (await receivedBytes(page)).video > 0, { timeout: 15_000 }).toBe(true);
  }

  // The member sees no Remove buttons (they did not start it); the owner does, for the member only.
  const controlsB = b.page.getByRole('toolbar', { name: 'Call controls' });
  await controlsB.getByRole('button', { name: /^People/ }).click();
  await expect(b.page.getByRole('button', { name: /^Remove / })).toHaveCount(0);
  await a.page
    .getByRole('toolbar', { name: 'Call controls' })
    .getByRole('button', { name: /^People/ })
    .click();
  const people = a.page.getByRole('complementary', { name: 'In this call' });
  await expect(people.getByRole('button', { name: /^Remove / })).toHaveCount(1);
  await people.getByRole('button', { name: `Remove ${member.name} from the call` }).click();

  // The member is told, and their call screen is gone with its connections.
  await expect(b.page.getByRole('heading', { name: 'You were removed from this call.' })).toBeVisible();
  await expect(b.page.getByRole('list', { name: 'People in the call' })).toHaveCount(0);
  expect(await receivedBytes(b.page)).toEqual({ audio: 0, video: 0, connected: 0 });
  // The owner's side closed its connection to them and lists them no more.
  await expect(gridA.getByRole('listitem')).toHaveCount(1);
  await expect.poll(async () => (await receivedBytes(a.page)).connected, { timeout: 10_000 }).toBe(0);
  await expect(people.getByRole('listitem')).toHaveCount(1);

  // The call goes on for the owner; the member opening its link again cannot join.
  await b.page.goto(`/${owner.slug}/meeting/${id}`);
  await b.page.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(b.page.getByRole('heading', { name: 'You were removed from this call.' })).toBeVisible();
  await expect(gridA.getByRole('listitem')).toHaveCount(1);
  await expect(a.page.getByRole('heading', { name: 'This call has ended.' })).toHaveCount(0);

  await a.context.close();
  await b.context.close();
});
