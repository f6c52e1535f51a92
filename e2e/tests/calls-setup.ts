import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { type Account, expectOk, logInContext, uniqueClientIp } from '../support/accounts.js';
import { chromiumArgs, chromiumPath } from '../support/chromium.js';
import { runInfoPath } from '../support/runInfo.mjs';
import { expect } from '../support/test.js';

// CI (.ci/run) installs every local part these tests need and sets ORBIT_REQUIRE_SERVICES=1: there a
// missing part fails the tests instead of skipping them.
const servicesRequired = process.env.ORBIT_REQUIRE_SERVICES === '1';

/** Whether the Janus journeys cannot run here: the e2e server started no Janus and CI does not require one. */
export const withoutJanus = (): boolean =>
  !servicesRequired &&
  (JSON.parse(readFileSync(runInfoPath(process.env.E2E_PORT ?? '3100'), 'utf8')) as { janus?: boolean })
    .janus !== true;
export const janusMissing = 'Janus and coturn are not installed (apt-get install janus coturn)';

/** What a join through Janus hands the page: the room and its pin. */
export type JanusAccess = { url: string; room: number; pin: string };

/** Chromium with fake camera and microphone (a test pattern and a beep), permission granted. */
export const fakeMediaLaunch = {
  executablePath: chromiumPath,
  args: [
    ...chromiumArgs,
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    '--autoplay-policy=no-user-gesture-required',
  ],
};

/**
 * A browser context of its own for one person, logged in, on `path`; `origin` reaches the app another
 * way than the run's address (e.g. through a cuttable proxy, support/cuttableProxy.ts).
 */
export async function openAs(
  browser: Browser,
  account: Account,
  path: string,
  origin?: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    extraHTTPHeaders: { 'X-Forwarded-For': uniqueClientIp() },
    permissions: ['camera', 'microphone'],
    ...(origin ? { baseURL: origin } : {}),
  });
  await logInContext(context, account, origin);
  const page = await context.newPage();
  await page.goto(path);
  return { context, page };
}

/**
 * The owner starts a call and both people open it and join; back once the member's grid shows the
 * owner connected.
 */
export async function twoInACall(
  browser: Browser,
  owner: Account,
  member: Account,
): Promise<{
  id: string;
  a: { context: BrowserContext; page: Page };
  b: { context: BrowserContext; page: Page };
}> {
  const started = await expectOk(
    await owner.api.post(`/api/orgs/${owner.slug}/calls`, { data: {} }),
    'start',
  );
  const { id } = (await started.json()) as { id: string };
  const a = await openAs(browser, owner, `/${owner.slug}/meeting/${id}`);
  const b = await openAs(browser, member, `/${owner.slug}/meeting/${id}`);
  for (const { page } of [a, b]) await page.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(
    b.page.getByRole('list', { name: 'People in the call' }).getByRole('listitem', { name: owner.name }),
  ).toHaveAttribute('data-connection', 'connected', { timeout: 30_000 });
  return { id, a, b };
}

/** Bytes this page has received over its call's connections, per kind (from getStats). */
export async function receivedBytes(
  page: Page,
): Promise<{ audio: number; video: number; connected: number }> {
  return page.evaluate(async () => {
    const call = (window as unknown as { orbitCall?: { peerConnections: RTCPeerConnection[] } }).orbitCall;
    const totals = { audio: 0, video: 0, connected: 0 };
    for (const pc of call?.peerConnections ?? []) {
      if (pc.connectionState === 'connected') totals.connected += 1;
      const stats = await pc.getStats();
      stats.forEach((report: { type: string; kind?: string; bytesReceived?: number }) => {
        if (report.type === 'inbound-rtp' && (report.kind === 'audio' || report.kind === 'video')) {
          totals[report.kind] += report.bytesReceived ?? 0;
        }
      });
    }
    return totals;
  });
}

/**
 * Chromium's fake camera playing a small still picture (160×120, 10 frames a second) instead of its
 * default 640×480 test pattern: journeys with many people in one browser encode and decode far less.
 */
export function smallFakeVideoLaunch(): typeof fakeMediaLaunch {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'orbit-e2e-video-'));
  const file = path.join(dir, 'small.y4m');
  const [width, height] = [160, 120];
  const frame = (luma: number) =>
    Buffer.concat([
      Buffer.from('FRAME\n'),
      Buffer.alloc(width * height, luma),
      Buffer.alloc((width / 2) * (height / 2) * 2, 128),
    ]);
  writeFileSync(
    file,
    Buffer.concat([
      Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`),
      frame(60),
      frame(180),
    ]),
  );
  return { ...fakeMediaLaunch, args: [...fakeMediaLaunch.args, `--use-file-for-fake-video-capture=${file}`] };
}

/** What this page received from one person: bytes per kind, and their video's packets and frames. */
type ReceivedFrom = { audio: number; video: number; videoPackets: number; videoFrames: number };

/**
 * Bytes this page has received from each other person in its call, per kind (and video packets and frames): each person's tracks
 * (as the call screen holds them) matched to the receiver that brings them, read through getStats.
 */
export async function bytesFromEach(page: Page): Promise<Record<string, ReceivedFrom>> {
  return page.evaluate(async () => {
    type View = { peers: { userId: string; main: MediaStream | null }[] };
    const call = (
      window as unknown as {
        orbitCall?: { peerConnections: RTCPeerConnection[]; getSnapshot(): View };
      }
    ).orbitCall;
    const totals: Record<string, ReceivedFrom> = {};
    if (!call) return totals;
    const receivers = call.peerConnections.flatMap((pc) => pc.getReceivers());
    for (const peer of call.getSnapshot().peers) {
      const sum = { audio: 0, video: 0, videoPackets: 0, videoFrames: 0 };
      for (const track of peer.main?.getTracks() ?? []) {
        // The track object itself: Janus names every subscription's tracks alike, so ids repeat.
        const receiver = receivers.find((r) => r.track === track);
        (await receiver?.getStats())?.forEach(
          (r: {
            type: string;
            bytesReceived?: number;
            packetsReceived?: number;
            framesReceived?: number;
          }) => {
            if (r.type !== 'inbound-rtp') return;
            sum[track.kind as 'audio' | 'video'] += r.bytesReceived ?? 0;
            if (track.kind !== 'video') return;
            sum.videoPackets += r.packetsReceived ?? 0;
            sum.videoFrames += r.framesReceived ?? 0;
          },
        );
      }
      totals[peer.userId] = sum;
    }
    return totals;
  });
}

/**
 * How much `userId`'s audio grew on this page while `frames` more of their video frames arrived: a
 * window measured in media that flowed (the connection was alive all along), not in seconds. NaN when
 * this page receives nothing from them.
 */
export async function audioWhileVideoFlows(page: Page, userId: string, frames: number): Promise<number> {
  const before = (await bytesFromEach(page))[userId];
  if (!before) return Number.NaN;
  let now = before;
  await expect
    .poll(
      async () => {
        now = (await bytesFromEach(page))[userId] ?? now;
        return now.videoFrames - before.videoFrames;
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThanOrEqual(frames);
  return now.audio - before.audio;
}

/**
 * What this page's call receives, from its connections' transceivers: `live`, the tracks of m-lines
 * currently receiving (an m-line Janus has set inactive, or a stopped one, does not count); `byPeer`,
 * how many of those each person's tiles (camera and screen) hold; `unclaimed`, live tracks no tile holds.
 */
export async function receivingTracks(
  page: Page,
): Promise<{ live: number; byPeer: Record<string, number>; unclaimed: number }> {
  return page.evaluate(() => {
    type View = { peers: { userId: string; main: MediaStream | null; screenStream: MediaStream | null }[] };
    const call = (
      window as unknown as {
        orbitCall?: { peerConnections: RTCPeerConnection[]; getSnapshot(): View };
      }
    ).orbitCall;
    if (!call) return { live: 0, byPeer: {}, unclaimed: 0 };
    const live = call.peerConnections
      .flatMap((pc) => pc.getTransceivers())
      .filter((t) => t.currentDirection === 'recvonly' || t.currentDirection === 'sendrecv')
      .map((t) => t.receiver.track);
    const byPeer: Record<string, number> = {};
    const claimed = new Set<MediaStreamTrack>();
    for (const peer of call.getSnapshot().peers) {
      for (const track of [...(peer.main?.getTracks() ?? []), ...(peer.screenStream?.getTracks() ?? [])]) {
        if (!live.includes(track)) continue;
        claimed.add(track);
        byPeer[peer.userId] = (byPeer[peer.userId] ?? 0) + 1;
      }
    }
    return { live: live.length, byPeer, unclaimed: live.filter((t) => !claimed.has(t)).length };
  });
}

/** Video bytes this page has received on `userId`'s screen-share tile (getStats of its receivers). */
export async function screenBytesFrom(page: Page, userId: string): Promise<number> {
  return page.evaluate(async (userId) => {
    type View = { peers: { userId: string; screenStream: MediaStream | null }[] };
    const call = (
      window as unknown as {
        orbitCall?: { peerConnections: RTCPeerConnection[]; getSnapshot(): View };
      }
    ).orbitCall;
    if (!call) return 0;
    const receivers = call.peerConnections.flatMap((pc) => pc.getReceivers());
    const peer = call.getSnapshot().peers.find((p) => p.userId === userId);
    let bytes = 0;
    for (const track of peer?.screenStream?.getVideoTracks() ?? []) {
      const receiver = receivers.find((r) => r.track === track);
      (await receiver?.getStats())?.forEach((r: { type: string; bytesReceived?: number }) => {
        if (r.type === 'inbound-rtp') bytes += r.bytesReceived ?? 0;
      });
    }
    return bytes;
  }, userId);
}

/**
 * The owner joins the call once every other person's page has drawn its workspace (the ring's listener
 * is mounted with it) and is seen online (its socket connected); then all answer the ring at once: the
 * ringing lasts CALL_RING_SECONDS from the first join, and answering one after the other on a loaded
 * machine could outlast it (the dialog gone under the click).
 */
export async function joinWhenAllListen(
  owner: Account,
  ownerPage: Page,
  others: readonly Page[],
  otherIds: readonly string[],
): Promise<void> {
  for (const page of others) {
    await expect(page.getByRole('heading', { name: 'My tasks', level: 1 })).toBeVisible({ timeout: 20_000 });
  }
  await expect
    .poll(async () => {
      const present = (await (await owner.api.get(`/api/orgs/${owner.slug}/presence`)).json()) as {
        userId: string;
        state: string;
      }[];
      return otherIds.every((id) => present.some((p) => p.userId === id && p.state !== 'offline'));
    })
    .toBe(true);
  await ownerPage.getByRole('button', { name: 'Join', exact: true }).click();
  await Promise.all(
    others.map(async (page) => {
      const ring = page.getByRole('alertdialog', { name: 'Incoming call' });
      // Its dialog's code is fetched with the first ring: a loaded machine may take a while.
      await expect(ring).toBeVisible({ timeout: 15_000 });
      await ring.getByRole('button', { name: 'Accept' }).click();
    }),
  );
}
