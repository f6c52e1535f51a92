import { afterEach, describe, expect, it, vi } from 'vitest';
import { JanusSession } from './janusSession';

type Body = { janus: string; transaction: string; body?: Record<string, unknown>; candidates?: unknown[] };

/**
 * A Janus HTTP API stand-in: session 1, handle 2; each plugin message is acked, and its reply is
 * handed to the long poll by the test (`poll`), together with whatever else Janus would send.
 */
function fakeJanus() {
  const posted: Body[] = [];
  let release: ((events: unknown[]) => void) | null = null;
  const polls: unknown[][] = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (!init?.method) {
      const events = polls.shift() ?? (await new Promise<unknown[]>((resolve) => (release = resolve)));
      return new Response(JSON.stringify(events));
    }
    const body = JSON.parse(String(init.body)) as Body;
    posted.push(body);
    const reply =
      body.janus === 'create' || body.janus === 'attach'
        ? { janus: 'success', transaction: body.transaction, data: { id: body.janus === 'create' ? 1 : 2 } }
        : { janus: 'ack', transaction: body.transaction };
    void url;
    return new Response(JSON.stringify(reply));
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    posted,
    poll(events: unknown[]) {
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
});
