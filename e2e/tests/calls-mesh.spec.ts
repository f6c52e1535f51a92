import { expectOk } from '../support/accounts.js';
import { seriousA11yViolations } from '../support/axe.js';
import { expect, test } from '../support/test.js';
import { audioWhileVideoFlows, fakeMediaLaunch, openAs, receivedBytes } from './calls-setup.js';
import { createTeamWithOrbit } from './tasks-setup.js';

test.use({ launchOptions: fakeMediaLaunch, bypassCSP: true });
// Two accounts, two browsers and a real WebRTC connection take a while.
test.describe.configure({ timeout: 120_000 });

test('one calls from a person page, the other accepts: two tiles, media flows both ways, mute shows, leaving ends it, history lists it', async ({
  browser,
}) => {
  const { owner, member } = await createTeamWithOrbit('Calls');
  const memberMe = (await (await member.api.get('/api/auth/me')).json()) as { user: { id: string } };
  const a = await openAs(browser, owner, `/${owner.slug}/${memberMe.user.id}`);
  const b = await openAs(browser, member, `/${owner.slug}/my-tasks`);

  await a.page.getByRole('button', { name: 'Call', exact: true }).click();
  await expect(a.page).toHaveURL(/\/meeting\/[0-9a-z]{20}$/);
  await expect(a.page.getByRole('heading', { name: 'Ready to join?' })).toBeVisible();
  await expect(a.page.getByText(`Call with ${member.name}`)).toBeVisible();
  await expect(a.page.getByRole('meter', { name: 'Microphone level' })).toBeVisible();
  await expect(a.page.getByLabel('Your camera preview')).toBeVisible();
  expect(await seriousA11yViolations(a.page)).toEqual([]);
  await a.page.getByRole('button', { name: 'Join', exact: true }).click();
  const gridA = a.page.getByRole('list', { name: 'People in the call' });
  await expect(gridA.getByRole('listitem')).toHaveCount(1);

  // The member's tab rings; they accept.
  const ring = b.page.getByRole('alertdialog', { name: 'Incoming call' });
  await expect(ring).toBeVisible();
  await expect(ring).toContainText(`${owner.name} is calling you`);
  await ring.getByRole('button', { name: 'Accept' }).click();
  const gridB = b.page.getByRole('list', { name: 'People in the call' });
  await expect(gridB.getByRole('listitem')).toHaveCount(2);
  await expect(gridA.getByRole('listitem')).toHaveCount(2);
  await expect(gridA.getByRole('listitem', { name: member.name })).toHaveAttribute(
    'data-connection',
    'connected',
    {
      timeout: 30_000,
    },
  );
  await expect(gridB.getByRole('listitem', { name: owner.name })).toHaveAttribute(
    'data-connection',
    'connected',
  );

  // Each receives the other's audio and video (RTCPeerConnection.getStats()).
  for (const page of [a.page, b.page]) {
    await expect
      .poll(
        async () => {
          const bytes = await receivedBytes(page);
          return bytes.connected === 1 && bytes.audio > 0 && bytes.video > 0;
        },
        { timeout: 15_000 },
      )
      .toBe(true);
  }

  // The member mutes: the owner sees it on their tile, and the audio bytes stop growing.
  await b.page.getByRole('toolbar', { name: 'Call controls' }).getByRole('button', { name: 'Mute' }).click();
  await expect(
    gridA.getByRole('listitem', { name: member.name }).getByRole('img', { name: 'Muted' }),
  ).toBeVisible();
  // Thirty frames: about a second and a half of the fake camera's video, which goes on.
  await expect.poll(() => audioWhileVideoFlows(a.page, memberMe.user.id, 30), { timeout: 15_000 }).toBe(0);

  // The member reloads the page: straight back into the call (no lobby), still muted, connected again.
  await b.page.reload();
  await expect(gridB.getByRole('listitem')).toHaveCount(2, { timeout: 20_000 });
  await expect(b.page.getByRole('heading', { name: 'Ready to join?' })).toHaveCount(0);
  await expect(gridA.getByRole('listitem', { name: member.name })).toHaveAttribute(
    'data-connection',
    'connected',
    {
      timeout: 30_000,
    },
  );
  await expect(
    gridA.getByRole('listitem', { name: member.name }).getByRole('img', { name: 'Muted' }),
  ).toBeVisible();
  await expect.poll(async () => (await receivedBytes(b.page)).video > 0, { timeout: 30_000 }).toBe(true);

  // The owner leaves: the member is alone; the member leaves: the call is over.
  await a.page.getByRole('toolbar', { name: 'Call controls' }).getByRole('button', { name: 'Leave' }).click();
  await expect(a.page.getByRole('heading', { name: 'This call has ended.' })).toBeVisible();
  await expect(gridB.getByRole('listitem')).toHaveCount(1);
  await b.page.getByRole('toolbar', { name: 'Call controls' }).getByRole('button', { name: 'Leave' }).click();
  await expect(b.page.getByRole('heading', { name: 'This call has ended.' })).toBeVisible();

  await a.page.getByRole('link', { name: 'Call history' }).first().click();
  await expect(a.page.getByRole('heading', { name: 'Call history', level: 1 })).toBeVisible();
  const rows = a.page.getByRole('list', { name: 'Calls' }).getByRole('listitem');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(member.name);
  await expect(rows.first()).toContainText('Answered');
  await expect(rows.first()).toContainText(/\d+:\d\d/);
  expect(await seriousA11yViolations(a.page)).toEqual([]);

  await a.context.close();
  await b.context.close();
});

test('nobody answers: the ringing stops by itself and both histories say missed', async ({ browser }) => {
  const { owner, member } = await createTeamWithOrbit('Missed');
  const memberMe = (await (await member.api.get('/api/auth/me')).json()) as { user: { id: string } };
  const b = await openAs(browser, member, `/${owner.slug}/meetings/history`);
  await expect(b.page.getByText('No calls yet')).toBeVisible();
  const started = await expectOk(
    await owner.api.post(`/api/orgs/${owner.slug}/calls`, { data: { inviteeIds: [memberMe.user.id] } }),
    'start call',
  );
  const { id } = (await started.json()) as { id: string };
  const a = await openAs(browser, owner, `/${owner.slug}/meeting/${id}`);
  await a.page.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(a.page.getByText(`Calling ${member.name}…`)).toBeVisible();

  const ring = b.page.getByRole('alertdialog', { name: 'Incoming call' });
  await expect(ring).toBeVisible();
  // The ring time of the test server is 12 s.
  await expect(ring).toBeHidden({ timeout: 25_000 });
  const rows = b.page.getByRole('list', { name: 'Calls' }).getByRole('listitem');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Missed');
  await expect(rows.first()).toContainText(owner.name);
  await expect(rows.first().getByRole('button', { name: 'Call back' })).toHaveCount(0);
  await expect(rows.first().getByRole('link', { name: 'Rejoin' })).toBeVisible();

  await a.page.getByRole('toolbar', { name: 'Call controls' }).getByRole('button', { name: 'Leave' }).click();
  await expect(rows.first().getByRole('button', { name: 'Call back' })).toBeVisible();
  await a.context.close();
  await b.context.close();
});

test('a member removed from the workspace mid-call is dropped at once: the other side closes its connection, their call screen goes', async ({
  browser,
}) => {
  const { owner, member } = await createTeamWithOrbit('Removed');
  const memberMe = (await (await member.api.get('/api/auth/me')).json()) as { user: { id: string } };
  const started = await expectOk(
    await owner.api.post(`/api/orgs/${owner.slug}/calls`, { data: { inviteeIds: [memberMe.user.id] } }),
    'start call',
  );
  const { id } = (await started.json()) as { id: string };
  const a = await openAs(browser, owner, `/${owner.slug}/meeting/${id}`);
  const b = await openAs(browser, member, `/${owner.slug}/meeting/${id}`);
  await a.page.getByRole('button', { name: 'Join', exact: true }).click();
  await b.page.getByRole('button', { name: 'Join', exact: true }).click();
  const gridA = a.page.getByRole('list', { name: 'People in the call' });
  await expect(gridA.getByRole('listitem', { name: member.name })).toHaveAttribute(
    'data-connection',
    'connected',
    { timeout: 30_000 },
  );
  await expect.poll(async () => (await receivedBytes(a.page)).video > 0, { timeout: 15_000 }).toBe(true);

  await expectOk(
    await owner.api.delete(`/api/orgs/${owner.slug}/members/${memberMe.user.id}`),
    'remove member',
  );
  await expect(gridA.getByRole('listitem')).toHaveCount(1);
  await expect.poll(async () => (await receivedBytes(a.page)).connected, { timeout: 10_000 }).toBe(0);
  await expect(b.page.getByRole('list', { name: 'People in the call' })).toHaveCount(0);
  await a.context.close();
  await b.context.close();
});
