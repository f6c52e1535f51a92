import { afterEach, describe, expect, it, vi } from 'vitest';
import { JanusGoneError, JanusSession } from './janusSession';

type Body = { janus: string; transaction: string; body?: Record<string, unknown>; candidates?: unknown[] };

/**
 * A Janus HTTP API stand-in: session 1, handle 2; each plugin message is acked, and its reply is
 * handed to the long poll by the test (`poll`), together with whatever else Janus would send.
 */
function fakeJanus() {
  const posted: Body[] = [];
  let release: ((events: unknown[] | 'gone') => void) | null = null;
  const polls: (unknown[] | 'gone')[] = [];
  /** Janus has dropped the session: every request is answered 458, every long poll 404. */
  let gone = false;
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (!init?.method) {
      const events =
        polls.shift() ?? (await new Promise<unknown[] | 'gone'>((resolve) => (release = resolve)));
      if (events === 'gone' || gone) return new Response(null, { status: 404 });
      return new Response(JSON.stringify(events));
    }
    const body = JSON.parse(String(init.body)) as Body;
    posted.push(body);
    const reply = gone
      ? { janus: 'error', transaction: body.transaction, error: { code: 458, reason: 'No such session 1' } }
      : body.janus === 'create' || body.janus === 'attach'
        ? { janus: 'success', transaction: body.transaction, data: { id: body.janus === 'create' ? 1 : 2 } }
        : { janus: 'ack', transaction: body.transaction };
    void url;
    return new Response(JSON.stringify(reply));
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    posted,
    /** From now on Janus has no such session (the next long poll is answered 404). */
    drop() {
      gone = true;
    },
    poll(events: unknown[] | 'gone') {
      const waiting = release;
      release = null;
      if (waiting) waiting(events);
      else polls.push(events);
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('JanusSession', () => {
  it('shows a handle the reply to its request and the events after it in the order Janus sent them, before the request resolves', async () => {
    const janus = fakeJanus();
    const session = new JanusSession('http://janus.test/janus');
    await session.open();
    const seen: string[] = [];
    const handle = await session.attach(
      ({ data, jsep, transaction }) =>
        seen.push(`${String(data.videoroom)}:${jsep?.sdp}:${transaction ? 'reply' : 'own'}`),
      { replies: true },
    );
    const answered = handle.message({ request: 'update' }).then(() => seen.push('resolved'));
    await settle();
    const update = janus.posted.find((p) => p.body?.request === 'update');
    janus.poll([
      {
        janus: 'event',
        sender: 2,
        transaction: update?.transaction,
        plugindata: { plugin: 'janus.plugin.videoroom', data: { videoroom: 'updated' } },
        jsep: { type: 'offer', sdp: 'o1' },
      },
      {
        janus: 'event',
        sender: 2,
        plugindata: { plugin: 'janus.plugin.videoroom', data: { videoroom: 'updated' } },
        jsep: { type: 'offer', sdp: 'o2' },
      },
    ]);
    await answered;
    expect(seen).toEqual(['updated:o1:reply', 'updated:o2:own', 'resolved']);
    session.close();
  });

  it('sends a handle’s candidates found together in one trickle', async () => {
    const janus = fakeJanus();
    const session = new JanusSession('http://janus.test/janus');
    await session.open();
    const handle = await session.attach(() => {});
    const pc = new EventTarget() as unknown as RTCPeerConnection;
    const ice = handle.trickle(pc);
    const candidate = (n: number) =>
      Object.assign(new Event('icecandidate'), {
        candidate: { candidate: `candidate:${n}`, sdpMid: '0', sdpMLineIndex: 0 },
      });
    pc.dispatchEvent(candidate(1));
    pc.dispatchEvent(candidate(2));
    ice.described();
    pc.dispatchEvent(candidate(3));
    pc.dispatchEvent(Object.assign(new Event('icecandidate'), { candidate: null }));
    await settle();
    const trickles = janus.posted.filter((p) => p.janus === 'trickle');
    expect(trickles.map((t) => t.candidates)).toEqual([
      [
        { candidate: 'candidate:1', sdpMid: '0', sdpMLineIndex: 0 },
        { candidate: 'candidate:2', sdpMid: '0', sdpMLineIndex: 0 },
        { candidate: 'candidate:3', sdpMid: '0', sdpMLineIndex: 0 },
        { completed: true },
      ],
    ]);
    session.close();
  });

  it('reports a session whose long poll Janus answers 404 as lost, once, and fails what still waits', async () => {
    const janus = fakeJanus();
    const session = new JanusSession('http://janus.test/janus');
    const lost: string[] = [];
    session.onLost = (reason) => lost.push(reason);
    await session.open();
    const handle = await session.attach(() => {});
    const waiting = handle.message({ request: 'configure' });
    await settle();
    janus.drop();
    janus.poll('gone');
    await expect(waiting).rejects.toBeInstanceOf(JanusGoneError);
    expect(lost).toEqual(['no such session']);
    await expect(handle.message({ request: 'configure' })).rejects.toBeInstanceOf(JanusGoneError);
    expect(lost).toHaveLength(1);
    session.close();
  });

  it('reports a session lost when a request is answered `No such session`, or Janus says it timed out', async () => {
    const janus = fakeJanus();
    const first = new JanusSession('http://janus.test/janus');
    const lost: string[] = [];
    first.onLost = (reason) => lost.push(`first: ${reason}`);
    await first.open();
    const handle = await first.attach(() => {});
    janus.drop();
    await expect(handle.message({ request: 'configure' })).rejects.toThrow('No such session 1');
    expect(lost).toEqual(['first: No such session 1']);
    first.close();

    const again = fakeJanus();
    const second = new JanusSession('http://janus.test/janus');
    second.onLost = (reason) => lost.push(`second: ${reason}`);
    await second.open();
    again.poll([{ janus: 'timeout', session_id: 1 }]);
    await settle();
    expect(lost).toEqual(['first: No such session 1', 'second: timed out']);
    second.close();
  });

  it('tells a handle that Janus hung up its connection, and reads nothing it cannot parse', async () => {
    const janus = fakeJanus();
    const session = new JanusSession('http://janus.test/janus');
    await session.open();
    const hangups: string[] = [];
    const events: unknown[] = [];
    await session.attach((event) => events.push(event.data), { onHangup: (reason) => hangups.push(reason) });
    janus.poll([
      { janus: 'event', sender: 'two', plugindata: 'nonsense' },
      { janus: 'webrtcup', sender: 2 },
      { janus: 'hangup', sender: 2, reason: 'ICE failed' },
      {
        janus: 'event',
        sender: 2,
        plugindata: { plugin: 'janus.plugin.videoroom', data: { videoroom: 'event' } },
      },
    ]);
    await settle();
    expect(hangups).toEqual(['ICE failed']);
    expect(events).toEqual([{ videoroom: 'event' }]);
    session.close();
  });

  it('ends an open session with a destroy, sent before close() returns', async () => {
    const janus = fakeJanus();
    const session = new JanusSession('http://janus.test/janus');
    await session.open();
    session.close();
    expect(janus.posted.map((p) => p.janus)).toEqual(['create', 'destroy']);
  });

  it('ends the session with a beacon as the page goes away, and stops polling', async () => {
    const janus = fakeJanus();
    const beacons: { url: string; body: unknown }[] = [];
    vi.stubGlobal('navigator', {
      sendBeacon: (url: string, body: string) => beacons.push({ url, body: JSON.parse(body) }) > 0,
    });
    const session = new JanusSession('http://janus.test/janus');
    await session.open();
    session.closeOnUnload();
    expect(beacons).toEqual([
      { url: 'http://janus.test/janus/1', body: { janus: 'destroy', transaction: expect.any(String) } },
    ]);
    // Nothing more is sent for it (the destroy of close() included): close() would have posted it
    // before returning, as it does for a session still open.
    session.close();
    expect(janus.posted.map((p) => p.janus)).toEqual(['create']);
  });
});
