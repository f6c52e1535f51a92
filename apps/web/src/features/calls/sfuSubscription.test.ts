import { describe, expect, it } from 'vitest';
import { type AnsweringPeer, SfuSubscription, type SubscriberLink } from './sfuSubscription';
import { iceUfrag, missingFeed, parseSubscriberEvent, type SubscribedStream } from './subscriberEvent';

const offer = (sdp: string) => ({ type: 'offer', sdp });
const stream = (mid: string, type: string, feed?: number, active = true) => ({
  type,
  mid,
  mindex: Number(mid),
  active,
  ...(feed === undefined ? {} : { feed_id: feed, feed_display: `user-${feed}` }),
});

/** A connection that answers each offer with `answer:<offer>` and remembers what it applied. */
function fakePeer() {
  const applied: string[] = [];
  let local: RTCSessionDescriptionInit | null = null;
  const pc = {
    signalingState: 'stable' as RTCSignalingState,
    get localDescription() {
      return local as RTCSessionDescription | null;
    },
    async setRemoteDescription(description: RTCSessionDescriptionInit) {
      // A real connection takes a while: let other work interleave.
      await new Promise((resolve) => setTimeout(resolve, 1));
      applied.push(description.sdp ?? '');
      pc.signalingState = 'have-remote-offer';
    },
    async createAnswer() {
      return { type: 'answer', sdp: `answer:${applied.at(-1)}` } as RTCSessionDescriptionInit;
    },
    async setLocalDescription(description?: RTCSessionDescriptionInit) {
      local = description ?? null;
      pc.signalingState = 'stable';
    },
  };
  return { pc: pc as unknown as AnsweringPeer, applied };
}

type Sent = {
  body: Record<string, unknown>;
  jsep?: RTCSessionDescriptionInit;
  settle(reply?: unknown): void;
  fail(error: Error): void;
};

/**
 * A handle whose requests wait until the test settles them (`start` and `configure` settle at once);
 * the first `failStarts` starts fail before Janus takes them (a dropped request).
 */
function fakeLink(failStarts = 0) {
  const sent: Sent[] = [];
  let startsToFail = failStarts;
  const link: SubscriberLink = {
    request(body, jsep, onReceived) {
      return new Promise((resolve, reject) => {
        sent.push({ body, jsep, settle: (reply) => resolve(reply ?? {}), fail: reject });
        if (body.request === 'start' && startsToFail > 0) {
          startsToFail -= 1;
          reject(new Error('Failed to fetch'));
          return;
        }
        onReceived?.();
        // A restart's configure waits like join and update (Janus may never answer it).
        if (body.request === 'start' || (body.request === 'configure' && !body.restart)) {
          resolve({ videoroom: 'event' });
        }
      });
    },
  };
  const waitFor = async (count: number) => {
    for (let i = 0; i < 200 && sent.length < count; i += 1) await new Promise((r) => setTimeout(r, 1));
    expect(sent.length).toBeGreaterThanOrEqual(count);
    return sent[count - 1] as Sent;
  };
  return { link, sent, waitFor };
}

function subscription(failStarts = 0, restartReplyMs = 3_000) {
  const peer = fakePeer();
  const link = fakeLink(failStarts);
  const layouts: SubscribedStream[][] = [];
  const gone: number[] = [];
  /** The trickle gates' calls, in order (restarting, applied, taken), and a failure. */
  const gates: string[] = [];
  const failed: string[] = [];
  const sub = new SfuSubscription(
    peer.pc,
    link.link,
    () => ({ room: 7, pin: 'p', private_id: 9 }),
    {
      layout: (streams) => layouts.push(streams),
      gone: (id) => gone.push(id),
      restarting: () => gates.push('restarting'),
      applied: () => gates.push(`applied ${peer.applied.at(-1)}`),
      taken: () => gates.push('taken'),
      failed: (reason) => failed.push(reason),
      warn: (message, error) => {
        throw new Error(`${message}: ${String(error)}`);
      },
    },
    { restartReplyMs, startRetryMs: 10 },
  );
  return { sub, ...peer, ...link, layouts, gone, gates, failed };
}

/** An offer's SDP with its ICE credentials (a new `ufrag` is an ICE restart). */
const sdpWith = (name: string, ufrag: string) => `${name}\r\na=ice-ufrag:${ufrag}\r\n`;

describe('parseSubscriberEvent', () => {
  it('reads the layout, the offer and an error', () => {
    const event = parseSubscriberEvent(
      {
        videoroom: 'updated',
        room: 7,
        streams: [stream('0', 'audio', 11), stream('1', 'video', 11), stream('2', 'video', undefined, false)],
      },
      offer('v=0'),
    );
    expect(event).toEqual({
      videoroom: 'updated',
      streams: [
        { mid: '0', kind: 'audio', feedId: 11, display: 'user-11', active: true },
        { mid: '1', kind: 'video', feedId: 11, display: 'user-11', active: true },
        { mid: '2', kind: 'video', feedId: null, display: null, active: false },
      ],
      offer: { type: 'offer', sdp: 'v=0' },
      error: null,
    });
    expect(
      parseSubscriberEvent({ videoroom: 'event', error_code: 428, error: 'No such feed (5)' }, undefined),
    ).toMatchObject({
      streams: null,
      offer: null,
      error: { code: 428, reason: 'No such feed (5)' },
    });
  });

  it('ignores what is not an offer, and survives what does not fit', () => {
    expect(parseSubscriberEvent({ videoroom: 'updating' }, { type: 'answer', sdp: 'x' }).offer).toBeNull();
    expect(parseSubscriberEvent('nonsense', { sdp: 3 })).toEqual({
      videoroom: null,
      streams: null,
      offer: null,
      error: null,
    });
    expect(missingFeed('Janus VideoRoom: No such feed (123456)')).toBe(123456);
    expect(missingFeed('Janus VideoRoom: Unauthorized')).toBeNull();
    expect(iceUfrag('v=0\r\na=ice-ufrag:Ab+1\r\na=ice-pwd:x\r\n')).toBe('Ab+1');
    expect(iceUfrag('v=0\r\n')).toBeNull();
  });
});

describe('SfuSubscription', () => {
  it('joins with the feeds, then answers the offer with `start`', async () => {
    const t = subscription();
    t.sub.add([11, 12]);
    const join = await t.waitFor(1);
    expect(join.body).toEqual({
      room: 7,
      pin: 'p',
      private_id: 9,
      request: 'join',
      ptype: 'subscriber',
      streams: [{ feed: 11 }, { feed: 12 }],
    });
    t.sub.receive(
      { videoroom: 'attached', streams: [stream('0', 'audio', 11), stream('1', 'video', 11)] },
      offer('o1'),
    );
    join.settle();
    await t.sub.settled();
    expect(t.applied).toEqual(['o1']);
    expect(t.sent.map((s) => s.body.request)).toEqual(['join', 'start']);
    expect(t.sent[1]?.jsep?.sdp).toBe('answer:o1');
    expect(t.layouts.at(-1)?.map((s) => s.mid)).toEqual(['0', '1']);
  });

  it('answers an unsolicited offer that arrives while an update waits for its reply, in arrival order', async () => {
    const t = subscription();
    t.sub.add([11]);
    const join = await t.waitFor(1);
    t.sub.receive(
      { videoroom: 'attached', streams: [stream('0', 'audio', 11), stream('1', 'video', 11)] },
      offer('o1'),
    );
    join.settle();
    await t.sub.settled();

    t.sub.add([12]);
    const update = await t.waitFor(3);
    expect(update.body).toEqual({ request: 'update', subscribe: [{ feed: 12 }] });
    // Before the update's reply: Janus offers on its own (feed 11 changed its streams).
    t.sub.receive(
      { videoroom: 'updated', streams: [stream('0', 'audio', 11), stream('1', 'video', 11, false)] },
      offer('o2'),
    );
    // The update's reply carries no offer (Janus held it back until o2 is answered)…
    t.sub.receive({ videoroom: 'updating' }, undefined);
    update.settle({ videoroom: 'updating' });
    // …and then the combined one comes.
    t.sub.receive(
      {
        videoroom: 'updated',
        streams: [
          stream('0', 'audio', 11),
          stream('1', 'video', 11),
          stream('2', 'audio', 12),
          stream('3', 'video', 12),
        ],
      },
      offer('o3'),
    );
    await t.sub.settled();

    expect(t.applied).toEqual(['o1', 'o2', 'o3']);
    const starts = t.sent.filter((s) => s.body.request === 'start').map((s) => s.jsep?.sdp);
    expect(starts).toEqual(['answer:o1', 'answer:o2', 'answer:o3']);
    // The feed added to a running subscription: a key frame is asked for its video, after its answer.
    const configure = t.sent.find((s) => s.body.request === 'configure');
    expect(configure?.body).toEqual({ request: 'configure', streams: [{ mid: '3', send: true }] });
    expect(t.sent.indexOf(configure as Sent)).toBeGreaterThan(
      t.sent.findIndex((s) => s.jsep?.sdp === 'answer:o3'),
    );
    expect(
      t.layouts
        .at(-1)
        ?.filter((s) => s.feedId === 12)
        .map((s) => s.mid),
    ).toEqual(['2', '3']);
  });

  it('answers offers in the order they came even when several arrive at once', async () => {
    const t = subscription();
    t.sub.add([11]);
    const join = await t.waitFor(1);
    t.sub.receive({ videoroom: 'attached', streams: [] }, offer('a'));
    t.sub.receive({ videoroom: 'updated', streams: [] }, offer('b'));
    t.sub.receive({ videoroom: 'updated', streams: [] }, offer('c'));
    join.settle();
    await t.sub.settled();
    expect(t.applied).toEqual(['a', 'b', 'c']);
    expect(t.sent.filter((s) => s.body.request === 'start').map((s) => s.jsep?.sdp)).toEqual([
      'answer:a',
      'answer:b',
      'answer:c',
    ]);
  });

  it('unsubscribes a dropped feed by its subscriber mids, also when Janus dropped it without an offer', async () => {
    const t = subscription();
    t.sub.add([11, 12]);
    const join = await t.waitFor(1);
    const both = [
      stream('0', 'audio', 11),
      stream('1', 'video', 11),
      stream('2', 'audio', 12),
      stream('3', 'video', 12),
    ];
    t.sub.receive({ videoroom: 'attached', streams: both }, offer('o1'));
    join.settle();
    await t.sub.settled();
    // Feed 12 was kicked: Janus sent no offer of its own, and would find no publisher to unsubscribe.
    t.sub.remove([12]);
    const unsubscribe = await t.waitFor(3);
    expect(unsubscribe.body).toEqual({
      request: 'update',
      unsubscribe: [{ sub_mid: '2' }, { sub_mid: '3' }],
    });
    t.sub.receive(
      {
        videoroom: 'updated',
        streams: [
          stream('0', 'audio', 11),
          stream('1', 'video', 11),
          stream('2', 'audio', undefined, false),
          stream('3', 'video', undefined, false),
        ],
      },
      offer('o2'),
    );
    unsubscribe.settle({ videoroom: 'updated' });
    await t.sub.settled();
    expect(t.applied).toEqual(['o1', 'o2']);
    expect(t.sent.map((s) => s.body.request)).toEqual(['join', 'start', 'update', 'start']);
  });

  it('unsubscribes a feed dropped before the offer adding it was answered, once that offer shows it', async () => {
    const t = subscription();
    t.sub.add([11]);
    const join = await t.waitFor(1);
    t.sub.receive({ videoroom: 'attached', streams: [stream('0', 'audio', 11)] }, offer('o1'));
    join.settle();
    await t.sub.settled();
    t.sub.add([12]);
    const update = await t.waitFor(3);
    // Dropped while its update waits for its reply: nothing of it is in the layout yet.
    t.sub.remove([12]);
    t.sub.receive(
      { videoroom: 'updated', streams: [stream('0', 'audio', 11), stream('1', 'audio', 12)] },
      offer('o2'),
    );
    update.settle({ videoroom: 'updated' });
    for (let i = 0; i < 100 && !t.sent.some((s) => s.body.unsubscribe); i += 1)
      await new Promise((r) => setTimeout(r, 1));
    const unsubscribe = t.sent.find((s) => s.body.unsubscribe);
    expect(unsubscribe?.body).toEqual({ request: 'update', unsubscribe: [{ sub_mid: '1' }] });
    // An offer made before the unsubscribe still shows it: no second request for the same mid.
    t.sub.receive(
      { videoroom: 'updated', streams: [stream('0', 'audio', 11), stream('1', 'audio', 12)] },
      offer('o3'),
    );
    t.sub.receive(
      { videoroom: 'updated', streams: [stream('0', 'audio', 11), stream('1', 'audio', undefined, false)] },
      offer('o4'),
    );
    unsubscribe?.settle({ videoroom: 'updating' });
    await t.sub.settled();
    expect(t.sent.filter((s) => s.body.unsubscribe).length).toBe(1);
    expect(t.applied).toEqual(['o1', 'o2', 'o3', 'o4']);
  });

  it('retries an update without a feed Janus no longer has', async () => {
    const t = subscription();
    t.sub.add([11]);
    const join = await t.waitFor(1);
    t.sub.receive({ videoroom: 'attached', streams: [] }, offer('o1'));
    join.settle();
    await t.sub.settled();
    t.sub.add([12, 13]);
    const first = await t.waitFor(3);
    expect(first.body).toEqual({ request: 'update', subscribe: [{ feed: 12 }, { feed: 13 }] });
    first.fail(new Error('Janus VideoRoom: No such feed (12)'));
    const again = await t.waitFor(4);
    expect(again.body).toEqual({ request: 'update', subscribe: [{ feed: 13 }] });
    again.settle();
    await t.sub.settled();
    expect(t.gone).toEqual([12]);
  });

  it('sends nothing to remove before it has joined, and joins once there is someone', async () => {
    const t = subscription();
    t.sub.remove([11]);
    await t.sub.settled();
    expect(t.sent).toEqual([]);
    t.sub.add([12]);
    expect((await t.waitFor(1)).body.request).toBe('join');
  });

  it('asks Janus for an ICE restart offer and answers it through the offer lane, holding candidates until the new descriptions are in place', async () => {
    const t = subscription();
    t.sub.add([11]);
    const join = await t.waitFor(1);
    t.sub.receive(
      { videoroom: 'attached', streams: [stream('0', 'audio', 11)] },
      offer(sdpWith('o1', 'aaaa')),
    );
    join.settle();
    await t.sub.settled();
    expect(t.gates).toEqual(['applied o1\r\na=ice-ufrag:aaaa\r\n', 'taken']);
    t.gates.length = 0;

    const restarted = t.sub.restart();
    const configure = await t.waitFor(3);
    expect(configure.body).toEqual({ request: 'configure', restart: true });
    configure.settle({ videoroom: 'event', configured: 'ok' });
    await restarted;
    // Janus's offer with new credentials comes with the reply: the gates close as it arrives.
    t.sub.receive(
      { videoroom: 'event', configured: 'ok', streams: [stream('0', 'audio', 11)] },
      offer(sdpWith('o2', 'bbbb')),
    );
    expect(t.gates).toEqual(['restarting']);
    await t.sub.settled();
    expect(t.gates).toEqual(['restarting', 'applied o2\r\na=ice-ufrag:bbbb\r\n', 'taken']);
    expect(t.sent.at(-1)?.body).toEqual({ request: 'start' });
    expect(t.sent.at(-1)?.jsep?.sdp).toBe('answer:o2\r\na=ice-ufrag:bbbb\r\n');
    // An offer with the same credentials (a renegotiation) is no restart.
    t.sub.receive(
      { videoroom: 'updated', streams: [stream('0', 'audio', 11)] },
      offer(sdpWith('o3', 'bbbb')),
    );
    await t.sub.settled();
    expect(t.gates.filter((g) => g === 'restarting')).toHaveLength(1);
  });

  it('sends its answer again when `start` fails, and the offers after it wait for it', async () => {
    const t = subscription(2);
    t.sub.add([11]);
    const join = await t.waitFor(1);
    t.sub.receive({ videoroom: 'attached', streams: [stream('0', 'audio', 11)] }, offer('o1'));
    t.sub.receive({ videoroom: 'updated', streams: [stream('0', 'audio', 11)] }, offer('o2'));
    join.settle();
    await t.sub.settled();
    expect(t.sent.filter((s) => s.body.request === 'start').map((s) => s.jsep?.sdp)).toEqual([
      'answer:o1',
      'answer:o1',
      'answer:o1',
      'answer:o2',
    ]);
    expect(t.failed).toEqual([]);
    expect(t.sub.history.some((step) => step.includes('answer 1 refused (attempt 2)'))).toBe(true);
  });

  it('fails, once, when Janus never takes its answer, and then does nothing more', async () => {
    const t = subscription(3);
    t.sub.add([11]);
    const join = await t.waitFor(1);
    t.sub.receive({ videoroom: 'attached', streams: [stream('0', 'audio', 11)] }, offer('o1'));
    join.settle();
    await t.sub.settled();
    expect(t.sent.filter((s) => s.body.request === 'start')).toHaveLength(3);
    expect(t.failed).toEqual(['answer 1 was never taken']);
    t.sub.receive({ videoroom: 'updated', streams: [] }, offer('o2'));
    t.sub.add([12]);
    await t.sub.settled();
    expect(t.applied).toEqual(['o1']);
    expect(t.sent.filter((s) => s.body.request === 'start')).toHaveLength(3);
  });

  it('does not hold its requests for a restart Janus postpones without a reply, and answers the restart offer Janus sends later', async () => {
    const t = subscription(0, 20);
    t.sub.add([11]);
    const join = await t.waitFor(1);
    t.sub.receive(
      { videoroom: 'attached', streams: [stream('0', 'audio', 11)] },
      offer(sdpWith('o1', 'aaaa')),
    );
    join.settle();
    await t.sub.settled();
    // Janus waits for an answer of ours (an offer outstanding): it never replies to the restart.
    await t.sub.restart();
    expect(t.sub.history.some((step) => step.includes('ICE restart postponed'))).toBe(true);
    t.sub.add([12]);
    const update = await t.waitFor(4);
    expect(update.body).toEqual({ request: 'update', subscribe: [{ feed: 12 }] });
    update.settle({ videoroom: 'updating' });
    // The restart comes as an offer of Janus's own, once its earlier offer was answered.
    t.sub.receive(
      { videoroom: 'updated', streams: [stream('0', 'audio', 11), stream('1', 'audio', 12)] },
      offer(sdpWith('o2', 'bbbb')),
    );
    await t.sub.settled();
    expect(t.gates.filter((g) => g === 'restarting')).toHaveLength(1);
    expect(t.applied.at(-1)).toBe(sdpWith('o2', 'bbbb'));
  });
});
