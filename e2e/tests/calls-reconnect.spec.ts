import { expectOk } from '../support/accounts.js';
import { type CuttableProxy, startCuttableProxy } from '../support/cuttableProxy.js';
import { expect, test } from '../support/test.js';
import { fakeMediaLaunch, openAs, receivedBytes } from './calls-setup.js';
import { createTeamWithOrbit } from './tasks-setup.js';

test.use({ launchOptions: fakeMediaLaunch, bypassCSP: true });
test.describe.configure({ timeout: 150_000 });

let proxy: CuttableProxy | undefined;
test.afterEach(async () => {
  await proxy?.close();
  proxy = undefined;
});

test('a person whose network drops for a few seconds is shown reconnecting, comes back by themselves, and media flows again', async ({
  browser,
}) => {
  const { owner, member } = await createTeamWithOrbit('Dropped');
  const started = await expectOk(
    await owner.api.post(`/api/orgs/${owner.slug}/calls`, { data: {} }),
    'start',
  );
  const { id } = (await started.json()) as { id: string };
  // The member's browser reaches the app only through the proxy: cutting it is their network dropping
  // (page requests, the app's WebSocket and the call's signalling all go through it).
  proxy = await startCuttableProxy(Number(process.env.E2E_PORT ?? 3100));
  const a = await openAs(browser, owner, `/${owner.slug}/meeting/${id}`);
  const b = await openAs(browser, member, `/${owner.slug}/meeting/${id}`, `http://localhost:${proxy.port}`);
  for (const { page } of [a, b]) await page.getByRole('button', { name: 'Join', exact: true }).click();
  const memberTile = a.page
    .getByRole('list', { name: 'People in the call' })
    .getByRole('listitem', { name: member.name });
  await expect(memberTile).toHaveAttribute('data-connection', 'connected', { timeout: 30_000 });
  await expect.poll(async () => (await receivedBytes(a.page)).video > 0, { timeout: 15_000 }).toBe(true);

  proxy.cut();
  // The member's page says its connection is lost; the owner sees them reconnecting, with no
  // connection to them any more.
  const lost = b.page.getByRole('status').filter({ hasText: 'Connection lost. Reconnecting…' });
  await expect(lost).toBeVisible();
  await expect(memberTile).toHaveAttribute('data-connection', 'reconnecting');
  await expect(memberTile).toContainText('Reconnecting…');
  expect((await receivedBytes(a.page)).connected).toBe(0);

  proxy.restore();
  // Nobody clicks anything: the member's page reconnects, enters the call again and reconnects media.
  await expect(lost).toBeHidden({ timeout: 30_000 });
  await expect(memberTile).toHaveAttribute('data-connection', 'connected', { timeout: 45_000 });
  await expect(a.page.getByRole('list', { name: 'People in the call' }).getByRole('listitem')).toHaveCount(2);
  for (const page of [a.page, b.page]) {
    await expect
      .poll(
        async () => {
          const bytes = await receivedBytes(page);
          return bytes.connected === 1 && bytes.audio > 0 && bytes.video > 0;
        },
        { timeout: 30_000 },
      )
      .toBe(true);
  }
  // Still one call with both in it: the member never left.
  const call = (await (await owner.api.get(`/api/orgs/${owner.slug}/calls/${id}`)).json()) as {
    endedAt: string | null;
    participants: { state: string }[];
  };
  expect(call.endedAt).toBeNull();
  expect(call.participants.map((p) => p.state)).toEqual(['joined', 'joined']);

  await a.context.close();
  await b.context.close();
});
