import { readFileSync } from 'node:fs';
import { createAccount, expectOk } from '../support/accounts.js';
import { linkFromMail } from '../support/mail.js';
import { runInfoPath } from '../support/runInfo.mjs';
import { expect, test } from '../support/test.js';
import { fakeMediaLaunch, openAs, receivedBytes } from './calls-setup.js';

test.use({ launchOptions: fakeMediaLaunch });
// Three accounts, three browsers and a media server.
test.describe.configure({ timeout: 240_000 });

// CI (.ci/run) installs every local part these tests need and sets ORBIT_REQUIRE_SERVICES=1: there a
// missing part fails the tests instead of skipping them.
const servicesRequired = process.env.ORBIT_REQUIRE_SERVICES === '1';
const janusRunning = (): boolean =>
  (JSON.parse(readFileSync(runInfoPath(process.env.E2E_PORT ?? '3100'), 'utf8')) as { janus?: boolean })
    .janus === true;

test('three people (above the e2e mesh limit of two) talk through Janus: each sees three tiles and receives the others', async ({
  browser,
}) => {
  test.skip(
    !janusRunning() && !servicesRequired,
    'Janus and coturn are not installed (apt-get install janus coturn)',
  );
  const owner = await createAccount('sfu-owner');
  const others = [await createAccount('sfu-a'), await createAccount('sfu-b')];
  await expectOk(
    await owner.api.post(`/api/orgs/${owner.slug}/invites`, {
      data: { emails: others.map((o) => o.email), role: 'member' },
    }),
    'invite',
  );
  const ids: string[] = [];
  for (const other of others) {
    const inviteId = new URL(await linkFromMail(other.email, '/invite')).searchParams.get('invite');
    await expectOk(await other.api.post(`/api/invites/${inviteId}/accept`), 'accept invite');
    ids.push(((await (await other.api.get('/api/auth/me')).json()) as { user: { id: string } }).user.id);
  }
  const started = await expectOk(
    await owner.api.post(`/api/orgs/${owner.slug}/calls`, { data: { inviteeIds: ids } }),
    'start call',
  );
  const call = (await started.json()) as { id: string; media: string };
  expect(call.media).toBe('sfu');

  // One login at a time: three at once on a loaded machine can keep a login waiting past its timeout.
  const pages = [await openAs(browser, owner, `/${owner.slug}/meeting/${call.id}`)];
  for (const other of others) pages.push(await openAs(browser, other, `/${owner.slug}/my-tasks`));
  const [first, ...rest] = pages;
  await first?.page.getByRole('button', { name: 'Join', exact: true }).click();
  // Both answer at once: the ringing lasts CALL_RING_SECONDS from the first join, and answering one
  // after the other on a loaded machine could outlast it (the dialog gone under the click).
  await Promise.all(
    rest.map(async ({ page }) => {
      const ring = page.getByRole('alertdialog', { name: 'Incoming call' });
      await expect(ring).toBeVisible();
      await ring.getByRole('button', { name: 'Accept' }).click();
    }),
  );
  for (const { page } of pages) {
    await expect(page.getByRole('list', { name: 'People in the call' }).getByRole('listitem')).toHaveCount(
      3,
      {
        timeout: 60_000,
      },
    );
    // One connection publishes, one per other person subscribes; audio and video arrive.
    await expect
      .poll(
        async () => {
          const bytes = await receivedBytes(page);
          return bytes.connected === 3 && bytes.audio > 0 && bytes.video > 0;
        },
        { timeout: 60_000 },
      )
      .toBe(true);
  }
  for (const { context } of pages) await context.close();
});
