import type { Page } from '@playwright/test';
import { createAccount, expectOk } from '../support/accounts.js';
import { linkFromMail } from '../support/mail.js';
import { expect, test } from '../support/test.js';
import {
  audioWhileVideoFlows,
  bytesFromEach,
  type JanusAccess,
  janusMissing,
  joinWhenAllListen,
  openAs,
  receivedBytes,
  receivingTracks,
  screenBytesFrom,
  smallFakeVideoLaunch,
  withoutJanus,
} from './calls-setup.js';

// Five people in one browser: a small still picture for a camera keeps the encoding and decoding light.
test.use({ launchOptions: smallFakeVideoLaunch() });
// Five accounts, five browser contexts and a media server.
test.describe.configure({ timeout: 240_000 });

/**
 * Tries to join the room as a publisher with `access` straight through Janus's HTTP API, from this
 * page: the VideoRoom's error code (433: wrong pin), or 0 when it let them in.
 */
function janusJoinAnswer(page: Page, access: JanusAccess): Promise<number> {
  return page.evaluate(async ({ url, room, pin }) => {
    type Reply = {
      data?: { id?: number };
      plugindata?: { data?: { videoroom?: string; error_code?: number } };
    };
    const post = async (path: string, body: Record<string, unknown>): Promise<Reply> =>
      (await fetch(`${url}${path}`, {
        method: 'POST',
        body: JSON.stringify({ ...body, transaction: Math.random().toString(36).slice(2) }),
      }).then((r) => r.json())) as Reply;
    const session = (await post('', { janus: 'create' })).data?.id;
    const handle = (await post(`/${session}`, { janus: 'attach', plugin: 'janus.plugin.videoroom' })).data
      ?.id;
    await post(`/${session}/${handle}`, {
      janus: 'message',
      body: { request: 'join', ptype: 'publisher', room, pin, display: 'again' },
    });
    for (;;) {
      const events = (await fetch(`${url}/${session}?maxev=10`).then((r) => r.json())) as Reply | Reply[];
      for (const event of Array.isArray(events) ? events : [events]) {
        const data = event.plugindata?.data;
        if (data?.error_code) return data.error_code;
        if (data?.videoroom === 'joined') return 0;
      }
    }
  }, access);
}

/**
 * Runs `check`; when it fails, each page's connection states and subscription history (SfuCall) go
 * to the test's output.
 */
async function showingHistories(pages: { page: Page }[], check: () => Promise<unknown>): Promise<void> {
  try {
    await check();
  } catch (error) {
    for (const [i, { page }] of pages.entries()) {
      const { states, history } = await page
        .evaluate(() => {
          const call = (
            window as unknown as {
              orbitCall?: { subscriptionHistory?: string[]; peerConnections: RTCPeerConnection[] };
            }
          ).orbitCall;
          return {
            states: (call?.peerConnections ?? []).map((pc) => pc.connectionState),
            history: call?.subscriptionHistory ?? [],
          };
        })
        .catch(() => ({ states: [], history: ['(page gone)'] }));
      console.log(`page ${i} connections [${states.join(', ')}], subscription:\n  ${history.join('\n  ')}`);
    }
    throw error;
  }
}

test('five people (above the e2e mesh limit of two) talk through Janus: each receives audio and video from each other, mute stops the audio, a screen share reaches the others, the one removed stops receiving and cannot come back while the others keep exactly the tracks of those still in', async ({
  browser,
}) => {
  test.skip(withoutJanus(), janusMissing);
  const [owner, ...others] = await Promise.all(
    ['sfu-owner', 'sfu-a', 'sfu-b', 'sfu-c', 'sfu-d'].map((tag) => createAccount(tag)),
  );
  if (!owner) throw new Error('no owner');
  await expectOk(
    await owner.api.post(`/api/orgs/${owner.slug}/invites`, {
      data: { emails: others.map((o) => o.email), role: 'member' },
    }),
    'invite',
  );
  const ids = await Promise.all(
    others.map(async (other) => {
      const inviteId = new URL(await linkFromMail(other.email, '/invite')).searchParams.get('invite');
      await expectOk(await other.api.post(`/api/invites/${inviteId}/accept`), 'accept invite');
      return ((await (await other.api.get('/api/auth/me')).json()) as { user: { id: string } }).user.id;
    }),
  );
  const ownerId = ((await (await owner.api.get('/api/auth/me')).json()) as { user: { id: string } }).user.id;
  const started = await expectOk(
    await owner.api.post(`/api/orgs/${owner.slug}/calls`, { data: { inviteeIds: ids } }),
    'start call',
  );
  const call = (await started.json()) as { id: string; media: string };
  expect(call.media).toBe('sfu');

  // One login at a time: several at once on a loaded machine can keep a login waiting past its timeout.
  const pages = [await openAs(browser, owner, `/${owner.slug}/meeting/${call.id}`)];
  for (const other of others) pages.push(await openAs(browser, other, `/${owner.slug}/my-tasks`));
  const userIds = [ownerId, ...ids];
  const [first, ...rest] = pages;
  if (!first) throw new Error('no pages');
  // What the last one's join handed them (the room and its pin), to try it again once removed.
  const removedPage = pages[4]?.page;
  if (!removedPage) throw new Error('no fifth page');
  const removedAccess = removedPage
    .waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith(`/calls/${call.id}/join`))
    .then(async (r) => ((await r.json()) as { janus: JanusAccess }).janus);

  await joinWhenAllListen(
    owner,
    first.page,
    rest.map(({ page }) => page),
    ids,
  );

  // Each page: five tiles, two connections (one publishing, one multistream subscription receiving
  // everyone else), audio and video bytes from each of the four others, and exactly their eight tracks.
  await showingHistories(pages, () =>
    Promise.all(
      pages.map(async ({ page }, i) => {
        await expect(
          page.getByRole('list', { name: 'People in the call' }).getByRole('listitem'),
        ).toHaveCount(5, { timeout: 60_000 });
        const othersOfThis = userIds.filter((_, j) => j !== i).sort();
        await expect
          .poll(
            async () => {
              const from = await bytesFromEach(page);
              const flowing = Object.entries(from)
                .filter(([, bytes]) => bytes.audio > 0 && bytes.video > 0)
                .map(([userId]) => userId)
                .sort();
              return { flowing, connected: (await receivedBytes(page)).connected };
            },
            { timeout: 90_000 },
          )
          .toEqual({ flowing: othersOfThis, connected: 2 });
        await expect
          .poll(() => receivingTracks(page), { timeout: 10_000 })
          .toEqual({ live: 8, byPeer: Object.fromEntries(othersOfThis.map((id) => [id, 2])), unclaimed: 0 });
      }),
    ),
  );

  // The second person mutes: every other page shows it, and their audio stops while their video goes on.
  const muter = pages[1];
  const muterId = userIds[1] as string;
  await muter?.page
    .getByRole('toolbar', { name: 'Call controls' })
    .getByRole('button', { name: 'Mute' })
    .click();
  const listeners = pages.filter((p) => p !== muter);
  await Promise.all(
    listeners.map(async ({ page }) => {
      await expect(
        page
          .getByRole('list', { name: 'People in the call' })
          .getByRole('listitem', { name: others[0]?.name })
          .getByRole('img', { name: 'Muted' }),
      ).toBeVisible();
      // Ten frames: a second of the small camera's video.
      await expect.poll(() => audioWhileVideoFlows(page, muterId, 10), { timeout: 30_000 }).toBe(0);
    }),
  );

  // The third person shares their screen: everyone else shows its tile and receives its video through
  // their subscription (a feed added to it while it runs); when they stop, its track goes again.
  const sharer = pages[2];
  const sharerId = userIds[2] as string;
  const sharerName = others[1]?.name;
  if (!sharer || !sharerName) throw new Error('no third person');
  const controls = sharer.page.getByRole('toolbar', { name: 'Call controls' });
  await controls.getByRole('button', { name: 'Share screen' }).click();
  await expect(controls.getByRole('button', { name: 'Stop sharing' })).toBeVisible({ timeout: 30_000 });
  const watchers = pages.filter((p) => p !== sharer);
  await showingHistories(pages, () =>
    Promise.all(
      watchers.map(async ({ page }) => {
        await expect(
          page
            .getByRole('list', { name: 'People in the call' })
            .getByRole('listitem', { name: `${sharerName}'s screen` }),
        ).toBeVisible({ timeout: 30_000 });
        await expect.poll(() => screenBytesFrom(page, sharerId), { timeout: 30_000 }).toBeGreaterThan(0);
        expect((await receivingTracks(page)).byPeer[sharerId]).toBe(3);
      }),
    ),
  );
  await controls.getByRole('button', { name: 'Stop sharing' }).click();
  await showingHistories(pages, () =>
    Promise.all(
      watchers.map(async ({ page }) => {
        await expect(
          page
            .getByRole('list', { name: 'People in the call' })
            .getByRole('listitem', { name: `${sharerName}'s screen` }),
        ).toHaveCount(0, { timeout: 30_000 });
        await expect.poll(async () => (await receivingTracks(page)).live, { timeout: 30_000 }).toBe(8);
      }),
    ),
  );

  // The owner (who started it) removes the fifth person: they are told and receive nothing more,
  // the others stop receiving them, the room's old pin no longer opens it, and they cannot join again.
  const removed = others[3];
  const removedId = userIds[4] as string;
  if (!removed) throw new Error('no fifth person');
  await first.page
    .getByRole('toolbar', { name: 'Call controls' })
    .getByRole('button', { name: /^People/ })
    .click();
  await first.page
    .getByRole('complementary', { name: 'In this call' })
    .getByRole('button', { name: `Remove ${removed.name} from the call` })
    .click();
  await expect(removedPage.getByRole('heading', { name: 'You were removed from this call.' })).toBeVisible();
  expect(await receivedBytes(removedPage)).toEqual({ audio: 0, video: 0, connected: 0 });
  // Each one left: exactly the six tracks of the three others still in (Janus's renegotiation
  // that drops the removed person's m-lines reached every page and was answered), each on its tile.
  await showingHistories(pages, () =>
    Promise.all(
      pages.slice(0, 4).map(async ({ page }, i) => {
        await expect(
          page.getByRole('list', { name: 'People in the call' }).getByRole('listitem'),
        ).toHaveCount(4);
        await expect.poll(async () => removedId in (await bytesFromEach(page))).toBe(false);
        await expect.poll(async () => (await receivedBytes(page)).connected, { timeout: 30_000 }).toBe(2);
        const stillIn = userIds.slice(0, 4).filter((_, j) => j !== i);
        await expect
          .poll(() => receivingTracks(page), { timeout: 30_000 })
          .toEqual({ live: 6, byPeer: Object.fromEntries(stillIn.map((id) => [id, 2])), unclaimed: 0 });
      }),
    ),
  );
  expect(await janusJoinAnswer(removedPage, await removedAccess)).toBe(433);
  await removedPage.goto(`/${owner.slug}/meeting/${call.id}`);
  await removedPage.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(removedPage.getByRole('heading', { name: 'You were removed from this call.' })).toBeVisible();
  // The call goes on for the four.
  await expect(
    first.page.getByRole('list', { name: 'People in the call' }).getByRole('listitem'),
  ).toHaveCount(4);

  for (const { context } of pages) await context.close();
});
