import type { Browser, BrowserContext, Page } from '@playwright/test';
import { type Account, createAccount, expectOk } from '../support/accounts.js';
import { type CuttableProxy, startCuttableProxy } from '../support/cuttableProxy.js';
import { linkFromMail } from '../support/mail.js';
import { expect, test } from '../support/test.js';
import { startTurnRelay, type TurnRelay } from '../support/turnRelay.js';
import {
  bytesFromEach,
  type JanusAccess,
  janusMissing,
  joinWhenAllListen,
  openAs,
  receivedBytes,
  smallFakeVideoLaunch,
  withoutJanus,
} from './calls-setup.js';

// Three people in one browser, on Janus (the e2e mesh limit is two): a small still camera keeps it light.
test.use({ launchOptions: smallFakeVideoLaunch(), bypassCSP: true });
test.describe.configure({ timeout: 240_000 });

type Person = { account: Account; id: string; context: BrowserContext; page: Page };

const closers: (() => Promise<void> | void)[] = [];
test.afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

/**
 * The owner and two members, the owner calling both: the call goes through Janus. `prepare` sets up
 * the third person's browser context before anything is joined (`origin`: how it reaches the app).
 */
async function threeOnJanus(
  browser: Browser,
  third: { origin?: string; prepare?: (context: BrowserContext) => Promise<unknown> } = {},
): Promise<{ callId: string; people: Person[] }> {
  const [owner, ...members] = await Promise.all(
    ['sfu-rc-owner', 'sfu-rc-a', 'sfu-rc-b'].map((tag) => createAccount(tag)),
  );
  if (!owner) throw new Error('no owner');
  await expectOk(
    await owner.api.post(`/api/orgs/${owner.slug}/invites`, {
      data: { emails: members.map((m) => m.email), role: 'member' },
    }),
    'invite',
  );
  const idOf = async (account: Account) =>
    ((await (await account.api.get('/api/auth/me')).json()) as { user: { id: string } }).user.id;
  const ids = await Promise.all(
    members.map(async (member) => {
      const inviteId = new URL(await linkFromMail(member.email, '/invite')).searchParams.get('invite');
      await expectOk(await member.api.post(`/api/invites/${inviteId}/accept`), 'accept invite');
      return idOf(member);
    }),
  );
  const started = await expectOk(
    await owner.api.post(`/api/orgs/${owner.slug}/calls`, { data: { inviteeIds: ids } }),
    'start call',
  );
  const call = (await started.json()) as { id: string; media: string };
  expect(call.media).toBe('sfu');

  const people: Person[] = [];
  const first = await openAs(browser, owner, `/${owner.slug}/meeting/${call.id}`);
  people.push({ account: owner, id: await idOf(owner), ...first });
  for (const [i, member] of members.entries()) {
    const last = i === members.length - 1;
    const opened = await openAs(browser, member, `/${owner.slug}/my-tasks`, last ? third.origin : undefined);
    if (last) await third.prepare?.(opened.context);
    people.push({ account: member, id: ids[i] as string, ...opened });
  }
  for (const { context } of people) closers.push(() => context.close());
  await joinWhenAllListen(
    owner,
    first.page,
    people.slice(1).map(({ page }) => page),
    ids,
  );
  return { callId: call.id, people };
}

/**
 * Each page receives audio and video from each other person now: their bytes grow from one look to the
 * next (a count that only stood still since before a drop does not pass), on the page's two connections.
 */
async function flowingBetweenAll(people: Person[]): Promise<void> {
  await Promise.all(
    people.map(async ({ page, id }) => {
      const others = people
        .filter((p) => p.id !== id)
        .map((p) => p.id)
        .sort();
      await expect(page.getByRole('list', { name: 'People in the call' }).getByRole('listitem')).toHaveCount(
        people.length,
        { timeout: 60_000 },
      );
      // Bytes now against the last look (the poll's own pauses between looks): a count that only stood
      // still since before a drop never grows.
      let before = await bytesFromEach(page);
      await expect
        .poll(
          async () => {
            const after = await bytesFromEach(page);
            const last = before;
            before = after;
            const flowing = others.filter(
              (other) =>
                (after[other]?.audio ?? 0) > (last[other]?.audio ?? 0) &&
                (after[other]?.video ?? 0) > (last[other]?.video ?? 0),
            );
            return { flowing, connected: (await receivedBytes(page)).connected };
          },
          { timeout: 90_000 },
        )
        .toEqual({ flowing: others, connected: 2 });
    }),
  );
}

/** The kinds of this page's local candidates in use (`relay`, `host`…), one per connected connection. */
function candidatesInUse(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const call = (window as unknown as { orbitCall?: { peerConnections: RTCPeerConnection[] } }).orbitCall;
    const kinds: string[] = [];
    for (const pc of call?.peerConnections ?? []) {
      const stats = await pc.getStats();
      const byId = new Map<string, Record<string, unknown>>();
      stats.forEach((report: Record<string, unknown>) => {
        byId.set(String(report.id), report);
      });
      for (const report of byId.values()) {
        if (report.type !== 'transport' || !report.selectedCandidatePairId) continue;
        const pair = byId.get(String(report.selectedCandidatePairId));
        const local = byId.get(String(pair?.localCandidateId));
        kinds.push(String(local?.candidateType));
      }
    }
    return kinds;
  });
}

function historyOf(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      (window as unknown as { orbitCall?: { subscriptionHistory?: string[] } }).orbitCall
        ?.subscriptionHistory ?? [],
  );
}

function janusSessionOf(page: Page): Promise<number> {
  return page.evaluate(
    () => (window as unknown as { orbitCall?: { janusSessionId?: number } }).orbitCall?.janusSessionId ?? 0,
  );
}

/** Prints each page's Janus steps when `check` fails. */
async function showingHistories(people: Person[], check: () => Promise<unknown>): Promise<void> {
  try {
    await check();
  } catch (error) {
    for (const { page, account } of people) {
      const history = await historyOf(page).catch(() => ['(page gone)']);
      console.log(`${account.name}:\n  ${history.join('\n  ')}`);
    }
    throw error;
  }
}

test('on Janus, a person whose network drops for a few seconds (the app, Janus and their media cut) is shown reconnecting, comes back by themselves through ICE restarts, and everyone receives everyone again', async ({
  browser,
}) => {
  test.skip(withoutJanus(), janusMissing);
  // The third person's network: the app, Janus's HTTP API and their media (TURN over TCP, the only
  // path their browser may use) each through a proxy that the test cuts.
  const app = await startCuttableProxy(Number(process.env.E2E_PORT ?? 3100));
  const turn: TurnRelay = await startTurnRelay();
  const media = await startCuttableProxy(turn.port);
  // Janus's proxy starts with the first join answer (which says where Janus is).
  const janus: { proxy: CuttableProxy | null } = { proxy: null };
  closers.push(
    () => app.close(),
    () => turn.stop(),
    () => media.close(),
    () => janus.proxy?.close(),
  );
  const { callId, people } = await threeOnJanus(browser, {
    origin: `http://localhost:${app.port}`,
    prepare: (context) =>
      context.route(/\/api\/orgs\/[^/]+\/calls\/[^/]+\/join$/, async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as {
          janus: JanusAccess | null;
          iceServers: unknown[];
          iceTransportPolicy: string;
        };
        if (body.janus) {
          const real = new URL(body.janus.url);
          janus.proxy ??= await startCuttableProxy(Number(real.port));
          body.janus = { ...body.janus, url: `http://127.0.0.1:${janus.proxy.port}${real.pathname}` };
        }
        body.iceServers = [
          {
            urls: `turn:127.0.0.1:${media.port}?transport=tcp`,
            username: turn.username,
            credential: turn.credential,
          },
        ];
        body.iceTransportPolicy = 'relay';
        await route.fulfill({ response, json: body });
      }),
  });
  const [owner, a, b] = people;
  if (!owner || !a || !b) throw new Error('three people');
  await showingHistories(people, () => flowingBetweenAll(people));
  // Their media goes through the TURN relay, so cutting it cuts their media.
  expect(await candidatesInUse(b.page)).toEqual(['relay', 'relay']);

  app.cut();
  janus.proxy?.cut();
  media.cut();
  const lost = b.page.getByRole('status').filter({ hasText: 'Connection lost. Reconnecting…' });
  await expect(lost).toBeVisible();
  for (const { page } of [owner, a]) {
    const tile = page
      .getByRole('list', { name: 'People in the call' })
      .getByRole('listitem', { name: b.account.name });
    await expect(tile).toHaveAttribute('data-connection', 'reconnecting');
    await expect(tile).toContainText('Reconnecting…');
  }
  // Their connections to Janus have lost their path.
  await expect.poll(async () => (await receivedBytes(b.page)).connected, { timeout: 30_000 }).toBe(0);
  await b.page.waitForTimeout(3_000);

  app.restore();
  janus.proxy?.restore();
  media.restore();
  // Nobody clicks anything: their socket reconnects and enters the call again, their connections
  // restart ICE through the relay, and media flows every way again.
  await expect(lost).toBeHidden({ timeout: 45_000 });
  await showingHistories(people, async () => {
    for (const { page } of [owner, a]) {
      await expect(
        page
          .getByRole('list', { name: 'People in the call' })
          .getByRole('listitem', { name: b.account.name }),
      ).toHaveAttribute('data-connection', 'connected', { timeout: 60_000 });
    }
    await flowingBetweenAll(people);
  });
  const steps = await historyOf(b.page);
  await test.info().attach('janus steps of the one cut off', { body: steps.join('\n') });
  expect(steps.some((s) => s.includes('publisher: ICE restart'))).toBe(true);
  expect(steps.some((s) => s.includes('subscriber: ICE restart'))).toBe(true);
  // Still one call with the three in it: nobody left.
  const call = (await (
    await owner.account.api.get(`/api/orgs/${owner.account.slug}/calls/${callId}`)
  ).json()) as {
    endedAt: string | null;
    participants: { state: string }[];
  };
  expect(call.endedAt).toBeNull();
  expect(call.participants.map((p) => p.state)).toEqual(['joined', 'joined', 'joined']);
});

test('on Janus, a tab whose Janus session is lost opens a new one by itself (joins, publishes, subscribes) and everyone receives everyone again, also after a reload', async ({
  browser,
}) => {
  test.skip(withoutJanus(), janusMissing);
  let access: JanusAccess | null = null;
  const { people } = await threeOnJanus(browser, {
    prepare: async (context) => {
      context.on('response', async (response) => {
        if (response.request().method() !== 'POST' || !/\/calls\/[^/]+\/join$/.test(response.url())) return;
        access = ((await response.json()) as { janus: JanusAccess | null }).janus;
      });
    },
  });
  const [owner, , b] = people;
  if (!owner || !b) throw new Error('three people');
  await showingHistories(people, () => flowingBetweenAll(people));
  // The owner joined from the lobby, which had opened their Janus session already (janusWarmup.ts).
  expect((await historyOf(owner.page)).some((s) => s.includes('with the lobby’s session'))).toBe(true);
  const before = await janusSessionOf(b.page);
  expect(before).toBeGreaterThan(0);
  const url = (access as JanusAccess | null)?.url;
  if (!url) throw new Error('no Janus access seen');

  // Janus drops the session (as when it times out, or Janus restarts): everything on it is gone.
  const destroyed = await fetch(`${url}/${before}`, {
    method: 'POST',
    body: JSON.stringify({ janus: 'destroy', transaction: 'e2e-destroy' }),
  });
  expect(((await destroyed.json()) as { janus: string }).janus).toBe('success');

  await showingHistories(people, async () => {
    await expect.poll(() => janusSessionOf(b.page), { timeout: 60_000 }).not.toBe(before);
    await expect.poll(() => janusSessionOf(b.page), { timeout: 60_000 }).toBeGreaterThan(0);
    await flowingBetweenAll(people);
  });
  const steps = await historyOf(b.page);
  await test.info().attach('janus steps of the one whose session was lost', { body: steps.join('\n') });
  expect(steps.some((s) => s.includes('recovering:'))).toBe(true);
  // The page never left the call: no lobby, no error.
  await expect(b.page.getByRole('toolbar', { name: 'Call controls' })).toBeVisible();
  await expect(b.page.getByRole('alert').filter({ hasText: 'media server' })).toHaveCount(0);

  // A reload goes straight back in with a session of its own; the one it had ends as the page goes,
  // so nobody sees this person twice (flowingBetweenAll counts the tiles: three on every page).
  const last = await janusSessionOf(b.page);
  await b.page.reload();
  await expect(b.page.getByRole('toolbar', { name: 'Call controls' })).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => janusSessionOf(b.page), { timeout: 30_000 }).not.toBe(last);
  await showingHistories(people, () => flowingBetweenAll(people));
  for (const { page } of people) {
    await expect(page.getByRole('list', { name: 'People in the call' }).getByRole('listitem')).toHaveCount(3);
  }
});
