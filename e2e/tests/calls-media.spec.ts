import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import type { Page } from '@playwright/test';
import { expectOk } from '../support/accounts.js';
import { expect, test } from '../support/test.js';
import { fakeMediaLaunch, openAs, receivedBytes } from './calls-setup.js';
import { createTeamWithOrbit } from './tasks-setup.js';

test.use({ launchOptions: fakeMediaLaunch, bypassCSP: true });
test.describe.configure({ timeout: 150_000 });

/** Video tracks this page receives bytes on, over all its call's connections (getStats). */
const videoTracksFlowing = (page: Page) =>
  page.evaluate(async () => {
    const call = (window as unknown as { orbitCall?: { peerConnections: RTCPeerConnection[] } }).orbitCall;
    let count = 0;
    for (const pc of call?.peerConnections ?? []) {
      (await pc.getStats()).forEach((r: { type: string; kind?: string; bytesReceived?: number }) => {
        if (r.type === 'inbound-rtp' && r.kind === 'video' && (r.bytesReceived ?? 0) > 0) count += 1;
      });
    }
    return count;
  });

/** Two people of one workspace in one mesh call, both connected. */
async function twoInACall(browser: import('@playwright/test').Browser, name: string) {
  const { owner, member } = await createTeamWithOrbit(name);
  const started = await expectOk(
    await owner.api.post(`/api/orgs/${owner.slug}/calls`, { data: {} }),
    'start',
  );
  const { id } = (await started.json()) as { id: string };
  const a = await openAs(browser, owner, `/${owner.slug}/meeting/${id}`);
  const b = await openAs(browser, member, `/${owner.slug}/meeting/${id}`);
  return { owner, member, a, b };
}

test('screen share adds a track: the other side receives a second video stream and shows the screen tile', async ({
  browser,
}) => {
  const { owner, a, b } = await twoInACall(browser, 'Screens');
  for (const { page } of [a, b]) await page.getByRole('button', { name: 'Join', exact: true }).click();
  await expect.poll(() => videoTracksFlowing(b.page), { timeout: 30_000 }).toBe(1);
  await a.page
    .getByRole('toolbar', { name: 'Call controls' })
    .getByRole('button', { name: 'Share screen' })
    .click();
  await expect(
    a.page.getByRole('toolbar', { name: 'Call controls' }).getByRole('button', { name: 'Stop sharing' }),
  ).toBeVisible();
  await expect(
    b.page
      .getByRole('list', { name: 'People in the call' })
      .getByRole('listitem', { name: `${owner.name}'s screen` }),
  ).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => videoTracksFlowing(b.page), { timeout: 30_000 }).toBe(2);
  await a.context.close();
  await b.context.close();
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

test('a call forced through TURN only (relay candidates) connects and carries audio and video both ways', async ({
  browser,
}) => {
  test.skip(
    spawnSync('which', ['turnserver']).status !== 0 && process.env.ORBIT_REQUIRE_SERVICES !== '1',
    'coturn is not installed (apt-get install coturn)',
  );
  const port = await freePort();
  const low = 40_000 + Math.floor(Math.random() * 20_000);
  const turn: ChildProcess = spawn(
    'turnserver',
    [
      '-n',
      '--listening-ip=127.0.0.1',
      '--relay-ip=127.0.0.1',
      `--listening-port=${port}`,
      `--min-port=${low}`,
      `--max-port=${low + 200}`,
      '--no-tls',
      '--no-dtls',
      '--lt-cred-mech',
      '--user=orbit:relay-only',
      '--realm=orbit.test',
      '--allow-loopback-peers',
      '--cli-password=unused-here',
      '--no-cli',
    ],
    { stdio: 'ignore' },
  );
  try {
    const { a, b } = await twoInACall(browser, 'Relay');
    // Every connection of both pages uses only this TURN server, relayed candidates only.
    for (const { page } of [a, b]) {
      await page.addInitScript((turnPort) => {
        const Native = window.RTCPeerConnection;
        window.RTCPeerConnection = class extends Native {
          constructor(config?: RTCConfiguration) {
            super({
              ...config,
              iceServers: [
                {
                  urls: `turn:127.0.0.1:${turnPort}?transport=udp`,
                  username: 'orbit',
                  credential: 'relay-only',
                },
              ],
              iceTransportPolicy: 'relay',
            });
          }
        };
      }, port);
      await page.reload();
    }
    for (const { page } of [a, b]) await page.getByRole('button', { name: 'Join', exact: true }).click();
    for (const page of [a.page, b.page]) {
      await expect
        .poll(
          async () => {
            const bytes = await receivedBytes(page);
            return bytes.connected === 1 && bytes.audio > 0 && bytes.video > 0;
          },
          { timeout: 45_000 },
        )
        .toBe(true);
    }
    // The pair in use is relayed on both ends.
    const types = await a.page.evaluate(async () => {
      const call = (window as unknown as { orbitCall?: { peerConnections: RTCPeerConnection[] } }).orbitCall;
      const pc = call?.peerConnections[0];
      if (!pc) return [];
      const stats = await pc.getStats();
      const byId = new Map<string, { candidateType?: string }>();
      stats.forEach((r: { id: string; candidateType?: string }) => {
        byId.set(r.id, r);
      });
      const found: string[] = [];
      stats.forEach(
        (r: {
          type: string;
          state?: string;
          nominated?: boolean;
          localCandidateId?: string;
          remoteCandidateId?: string;
        }) => {
          if (r.type === 'candidate-pair' && r.state === 'succeeded' && r.nominated) {
            found.push(
              `${byId.get(r.localCandidateId ?? '')?.candidateType}/${byId.get(r.remoteCandidateId ?? '')?.candidateType}`,
            );
          }
        },
      );
      return found;
    });
    expect(types.length).toBeGreaterThan(0);
    expect(types.every((pair) => pair === 'relay/relay')).toBe(true);
    await a.context.close();
    await b.context.close();
  } finally {
    turn.kill('SIGTERM');
  }
});
