import type { Page } from '@playwright/test';
import { createAccount, expectOk, logInContext, uniqueClientIp } from '../support/accounts.js';
import { linkFromMail } from '../support/mail.js';
import { expect, test } from '../support/test.js';
import {
  bytesFromEach,
  janusMissing,
  joinWhenAllListen,
  openAs,
  smallFakeVideoLaunch,
  withoutJanus,
} from './calls-setup.js';

// The lobby of a call through Janus prepares the join (docs/CALLS.md, "Joining early"): a Janus
// session with its two handles, and the two peer connections (the publisher's with its offer made).
test.use({ launchOptions: smallFakeVideoLaunch() });
test.describe.configure({ timeout: 180_000 });

/** Every RTCPeerConnection the page makes is kept in `window.madeConnections` (set before the app loads). */
async function keepConnections(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const made: RTCPeerConnection[] = [];
    (window as unknown as { madeConnections: RTCPeerConnection[] }).madeConnections = made;
    const Native = window.RTCPeerConnection;
    window.RTCPeerConnection = class extends Native {
      constructor(config?: RTCConfiguration) {
        super(config);
        made.push(this);
      }
    } as typeof RTCPeerConnection;
  });
}

/** The page's connections: their signaling and connection states, and whether the call holds each. */
function connections(page: Page) {
  return page.evaluate(() => {
    const w = window as unknown as {
      madeConnections: RTCPeerConnection[];
      orbitCall?: { peerConnections: RTCPeerConnection[] };
    };
    return w.madeConnections.map((pc) => ({
      signaling: pc.signalingState,
      connection: pc.connectionState,
      remote: pc.remoteDescription !== null,
      inCall: w.orbitCall?.peerConnections.includes(pc) ?? false,
    }));
  });
}

/** The Janus requests a page sends (their `janus` and the VideoRoom `request`, if any) and the session it created. */
function watchJanus(page: Page, janusUrl: string) {
  const sent: string[] = [];
  let session = 0;
  page.on('request', (request) => {
    if (!request.url().startsWith(janusUrl) || request.method() !== 'POST') return;
    const body = JSON.parse(request.postData() ?? '{}') as { janus?: string; body?: { request?: string } };
    sent.push([body.janus, body.body?.request].filter(Boolean).join(' '));
  });
  page.on('response', async (response) => {
    if (response.url() !== janusUrl || response.request().method() !== 'POST') return;
    const reply = (await response.json().catch(() => ({}))) as { data?: { id?: number } };
    if (reply.data?.id) session = reply.data.id;
  });
  return { sent, session: () => session };
}

/** Whether Janus still has this session: its long poll answers an empty 404 for one it does not. */
async function janusHas(janusUrl: string, session: number): Promise<boolean> {
  try {
    const res = await fetch(`${janusUrl}/${session}?maxev=1`, { signal: AbortSignal.timeout(1_500) });
    return res.status !== 404;
  } catch {
    return true; // the long poll waited: the session is there
  }
}

test('the lobby of a Janus call prepares its session and connections without anyone seeing the person; leaving the lobby tears it all down, and joining takes it', async ({
  browser,
}) => {
  test.skip(withoutJanus(), janusMissing);
  const [owner, member, lobbyist] = await Promise.all(
    ['lobby-owner', 'lobby-a', 'lobby-b'].map((tag) => createAccount(tag)),
  );
  if (!owner || !member || !lobbyist) throw new Error('no accounts');
  await expectOk(
    await owner.api.post(`/api/orgs/${owner.slug}/invites`, {
      data: { emails: [member.email, lobbyist.email], role: 'member' },
    }),
    'invite',
  );
  const [memberId, lobbyistId] = await Promise.all(
    [member, lobbyist].map(async (other) => {
      const inviteId = new URL(await linkFromMail(other.email, '/invite')).searchParams.get('invite');
      await expectOk(await other.api.post(`/api/invites/${inviteId}/accept`), 'accept invite');
      return ((await (await other.api.get('/api/auth/me')).json()) as { user: { id: string } }).user.id;
    }),
  );
  if (!memberId || !lobbyistId) throw new Error('no ids');
  // Three people asked: above the e2e mesh limit of two, so the call goes through Janus.
  const started = await expectOk(
    await owner.api.post(`/api/orgs/${owner.slug}/calls`, { data: { inviteeIds: [memberId, lobbyistId] } }),
    'start call',
  );
  const call = (await started.json()) as { id: string; media: string };
  expect(call.media).toBe('sfu');
  const servers = (await (await owner.api.get(`/api/orgs/${owner.slug}/calls/ice-servers`)).json()) as {
    janusUrl: string;
  };
  const meeting = `/${owner.slug}/meeting/${call.id}`;

  // The owner and the member are in the call.
  const ownerSide = await openAs(browser, owner, meeting);
  const memberSide = await openAs(browser, member, `/${owner.slug}/my-tasks`);
  await joinWhenAllListen(owner, ownerSide.page, [memberSide.page], [memberId]);
  const people = (page: Page) => page.getByRole('list', { name: 'People in the call' });
  await expect(people(ownerSide.page).getByRole('listitem', { name: member.name })).toHaveAttribute(
    'data-connection',
    'connected',
    { timeout: 30_000 },
  );

  // The third person opens the meeting and stays in its lobby (they decline the ring).
  const context = await browser.newContext({
    extraHTTPHeaders: { 'X-Forwarded-For': uniqueClientIp() },
    permissions: ['camera', 'microphone'],
  });
  await logInContext(context, lobbyist);
  const page = await context.newPage();
  await keepConnections(page);
  const janus = watchJanus(page, servers.janusUrl);
  await page.goto(meeting);
  const ring = page.getByRole('alertdialog', { name: 'Incoming call' });
  const join = page.getByRole('button', { name: 'Join', exact: true });
  await expect(join.or(ring).first()).toBeVisible({ timeout: 20_000 });
  if (await ring.isVisible()) await ring.getByRole('button', { name: 'Decline' }).click();
  await expect(join).toBeEnabled({ timeout: 20_000 });

  // Prepared: a session, its two handles, and two connections (the publisher's with its offer), none
  // of them connected or given a remote description, and nothing else sent to Janus (no join, no
  // offer, no candidate).
  await expect.poll(() => janus.sent.slice(0, 3)).toEqual(['create', 'attach', 'attach']);
  await expect
    .poll(async () => (await connections(page)).map((c) => `${c.signaling} ${c.connection} ${c.remote}`))
    .toEqual(['stable new false', 'have-local-offer new false']);
  expect(janus.sent).toEqual(['create', 'attach', 'attach']);
  const session = janus.session();
  expect(session).toBeGreaterThan(0);
  expect(await janusHas(servers.janusUrl, session)).toBe(true);

  // Nobody sees them: the others' pages show only each other, and the server has them as asked, not in.
  await page.waitForTimeout(1_500);
  for (const side of [ownerSide, memberSide]) {
    await expect(people(side.page).getByRole('listitem')).toHaveCount(2);
    await expect(people(side.page).locator(`[data-user-id="${lobbyistId}"]`)).toHaveCount(0);
    expect(Object.keys(await bytesFromEach(side.page))).not.toContain(lobbyistId);
  }
  const seen = (await (await owner.api.get(`/api/orgs/${owner.slug}/calls/${call.id}`)).json()) as {
    participants: { userId: string; state: string }[];
  };
  expect(seen.participants.find((p) => p.userId === lobbyistId)?.state).not.toBe('joined');

  // They leave the lobby without joining: the connections close and Janus no longer has the session.
  await page.getByRole('link', { name: 'My tasks' }).first().click();
  await expect(page.getByRole('heading', { name: 'My tasks', level: 1 })).toBeVisible();
  await expect
    .poll(async () => (await connections(page)).map((c) => c.signaling))
    .toEqual(['closed', 'closed']);
  expect(janus.sent.at(-1)).toBe('destroy');
  await expect.poll(() => janusHas(servers.janusUrl, session)).toBe(false);

  // Back in the lobby and joining: the join takes the lobby's connections (nothing new is made), and
  // everyone receives everyone.
  await page.goto(meeting);
  await expect(join).toBeEnabled({ timeout: 20_000 });
  await expect.poll(async () => (await connections(page)).length).toBe(2);
  await page.waitForTimeout(500);
  await join.click();
  await expect(people(ownerSide.page).getByRole('listitem', { name: lobbyist.name })).toHaveAttribute(
    'data-connection',
    'connected',
    { timeout: 30_000 },
  );
  const states = await connections(page);
  expect(states).toHaveLength(2);
  expect(states.every((c) => c.inCall)).toBe(true);
  for (const [side, from] of [
    [page, 2],
    [ownerSide.page, 2],
    [memberSide.page, 2],
  ] as const) {
    await expect
      .poll(
        async () =>
          Object.values(await bytesFromEach(side)).filter((r) => r.audio > 0 && r.videoFrames > 0).length,
        { timeout: 30_000 },
      )
      .toBe(from);
  }
  await context.close();
  await ownerSide.context.close();
  await memberSide.context.close();
});
