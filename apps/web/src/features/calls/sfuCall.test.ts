import {
  callErrorEvent,
  callPeerJoinedEvent,
  callPeerLeftEvent,
  callPeersEvent,
  callPublishingEvent,
} from '@orbit/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SyncSocket } from '../sync/syncSocket';
import { coolJanus, warmJanus, warmPreview } from './janusWarmup';
import { SfuCall } from './sfuCall';

type Posted = {
  janus: string;
  transaction: string;
  body?: Record<string, unknown>;
  jsep?: RTCSessionDescriptionInit;
  session: number;
  handle: number;
};

/**
 * A Janus HTTP API stand-in for whole calls: sessions and handles numbered from 1, every plugin
 * message acked and answered through the session's long poll as the VideoRoom would (a publisher's
 * `join` with its private id and the room's publishers, its `configure` with an offer answered, a
 * screen share's `joinandconfigure` with both, a subscriber's `join` with an offer).
 * `drop(session)` makes Janus forget a session (404 on its long poll, 458 on its requests). Without
 * `answerOffers` a publisher's offer is never answered.
 */
function fakeJanus(publishers: { id: number; display: string }[], answerOffers = true) {
  const posted: Posted[] = [];
  let nextId = 1;
  const queues = new Map<number, unknown[]>();
  const pollers = new Map<number, () => void>();
  const dropped = new Set<number>();
  const push = (session: number, event: unknown) => {
    queues.get(session)?.push(event);
    pollers.get(session)?.();
  };
  const json = (value: unknown, status = 200) => new Response(JSON.stringify(value), { status });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const [session = 0, handle = 0] = new URL(url).pathname
        .split('/')
        .slice(2)
        .map((part) => Number(part));
      if (!init?.method) {
        for (;;) {
          if (dropped.has(session)) return new Response(null, { status: 404 });
          const queue = queues.get(session) ?? [];
          if (queue.length > 0) return json(queue.splice(0));
          await new Promise<void>((resolve) => pollers.set(session, resolve));
        }
      }
      const body = JSON.parse(String(init.body)) as Posted;
      posted.push({ ...body, session, handle });
      const tx = body.transaction;
      if (session && dropped.has(session)) {
        return json({
          janus: 'error',
          transaction: tx,
          error: { code: 458, reason: `No such session ${session}` },
        });
      }
      if (body.janus === 'create') {
        const id = nextId++;
        queues.set(id, []);
        return json({ janus: 'success', transaction: tx, data: { id } });
      }
      if (body.janus === 'attach') return json({ janus: 'success', transaction: tx, data: { id: nextId++ } });
      if (body.janus !== 'message') return json({ janus: 'ack', transaction: tx });
      const request = body.body?.request;
      const event = (data: Record<string, unknown>, jsep?: RTCSessionDescriptionInit) => ({
        janus: 'event',
        sender: handle,
        transaction: tx,
        plugindata: { plugin: 'janus.plugin.videoroom', data },
        ...(jsep ? { jsep } : {}),
      });
      queueMicrotask(() => {
        const publishing = body.body?.ptype === 'publisher';
        if (request === 'joinandconfigure' || (request === 'join' && publishing)) {
          push(
            session,
            event(
              { videoroom: 'joined', id: body.body?.id, private_id: 500 + session, publishers },
              request === 'joinandconfigure' ? { type: 'answer', sdp: 'v=0 publisher answer' } : undefined,
            ),
          );
        } else if (request === 'configure' && body.jsep) {
          if (!answerOffers) return;
          push(
            session,
            event({ videoroom: 'event', configured: 'ok' }, { type: 'answer', sdp: 'v=0 answer' }),
          );
        } else if (request === 'join') {
          const feeds = ((body.body?.streams ?? []) as { feed: number }[]).map((s) => s.feed);
          push(
            session,
            event(
              {
                videoroom: 'attached',
                streams: feeds.flatMap((feed, i) => [
                  { type: 'audio', mid: String(2 * i), feed_id: feed, feed_display: 'b' },
                  { type: 'video', mid: String(2 * i + 1), feed_id: feed, feed_display: 'b' },
                ]),
              },
              { type: 'offer', sdp: `v=0 offer ${session}\r\na=ice-ufrag:s${session}\r\n` },
            ),
          );
        } else push(session, event({ videoroom: 'event', [String(request)]: 'ok' }));
      });
      return json({ janus: 'ack', transaction: tx });
    }),
  );
  return {
    posted,
    requests: (request: string) => posted.filter((p) => p.body?.request === request),
    /** The `join`s of publishers (this tab in the room) or of subscribers (its subscription). */
    joins: (ptype: 'publisher' | 'subscriber') =>
      posted.filter((p) => p.body?.request === 'join' && p.body.ptype === ptype),
    /** An event of Janus's own on a handle (a publisher announced, one leaving…). */
    announce(session: number, handle: number, data: Record<string, unknown>) {
      push(session, {
        janus: 'event',
        sender: handle,
        plugindata: { plugin: 'janus.plugin.videoroom', data },
      });
    },
    drop(session: number) {
      dropped.add(session);
      pollers.get(session)?.();
    },
  };
}

/** Enough of an RTCPeerConnection for SfuCall: descriptions, senders, states. */
class FakePeerConnection extends EventTarget {
  /** Every connection made, in order, with its configuration. */
  static made: FakePeerConnection[] = [];
  connectionState: RTCPeerConnectionState = 'new';
  iceConnectionState: RTCIceConnectionState = 'new';
  signalingState: RTCSignalingState = 'stable';
  localDescription: RTCSessionDescriptionInit | null = null;
  remoteDescription: RTCSessionDescriptionInit | null = null;
  closed = false;
  readonly senders: { track: { kind: string } | null; replaceTrack(t: unknown): Promise<void> }[] = [];
  constructor(readonly config: RTCConfiguration = {}) {
    super();
    FakePeerConnection.made.push(this);
  }
  addTrack(track: { kind: string }) {
    const sender = {
      track: track as { kind: string } | null,
      replaceTrack: async (next: unknown) => {
        sender.track = next as { kind: string } | null;
      },
    };
    this.senders.push(sender);
    return sender;
  }
  getSenders() {
    return this.senders;
  }
  getTransceivers() {
    return [];
  }
  async createOffer() {
    return { type: 'offer', sdp: 'v=0 local offer' };
  }
  async createAnswer() {
    return { type: 'answer', sdp: 'v=0 local answer' };
  }
  async setLocalDescription(description?: RTCSessionDescriptionInit) {
    this.localDescription = description ?? {
      type: this.remoteDescription?.type === 'offer' ? 'answer' : 'offer',
      sdp: 'v=0 local',
    };
  }
  async setRemoteDescription(description: RTCSessionDescriptionInit) {
    this.remoteDescription = description;
    // Connected once it has both descriptions (ICE and DTLS are not played here).
    queueMicrotask(() => {
      if (this.closed) return;
      this.connectionState = 'connected';
      this.dispatchEvent(new Event('connectionstatechange'));
    });
  }
  async addIceCandidate() {}
  close() {
    this.closed = true;
    this.connectionState = 'closed';
    this.signalingState = 'closed';
  }
}

/** The app's socket: the test fires server events (`fire`); what the call emits is kept. */
function fakeSocket() {
  const handlers = new Map<string, Set<(payload: unknown) => void>>();
  const socket = {
    connected: true,
    id: 'socket-a',
    on(name: string, listener: (payload: unknown) => void) {
      if (!handlers.has(name)) handlers.set(name, new Set());
      handlers.get(name)?.add(listener);
    },
    off(name: string, listener: (payload: unknown) => void) {
      handlers.get(name)?.delete(listener);
    },
    emit: vi.fn(),
  };
  return {
    socket: socket as unknown as SyncSocket,
    fire(name: string, payload?: unknown) {
      for (const listener of handlers.get(name) ?? []) listener(payload);
    },
  };
}

const until = async (check: () => boolean, what: string) => {
  for (let i = 0; i < 500 && !check(); i += 1) await new Promise((r) => setTimeout(r, 2));
  if (!check()) throw new Error(`never: ${what}`);
};

function call(renewed: string[] = [], localStream?: MediaStream) {
  vi.stubGlobal('RTCPeerConnection', FakePeerConnection);
  vi.stubGlobal(
    'MediaStream',
    class {
      getTracks() {
        return [];
      }
    },
  );
  const app = fakeSocket();
  const local = localStream ?? { getTracks: () => [], getAudioTracks: () => [], getVideoTracks: () => [] };
  let pins = 1;
  const sfu = new SfuCall(
    'call-1',
    app.socket,
    'user-a',
    { url: 'http://janus.test/janus', room: 42, pin: 'pin-1' },
    [],
    local as unknown as MediaStream,
    { muted: false, camera: true },
    'all',
    async () => {
      pins += 1;
      renewed.push(`pin-${pins}`);
      return { janus: { url: 'http://janus.test/janus', room: 42, pin: `pin-${pins}` } };
    },
  );
  return { sfu, app };
}

afterEach(() => {
  coolJanus();
  warmPreview(null);
  FakePeerConnection.made = [];
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('SfuCall', () => {
  it('opens a new Janus session when its session is lost: joins again with the access the server gives now, publishes and subscribes to the same people, saying it is reconnecting meanwhile', async () => {
    const janus = fakeJanus([{ id: 77, display: 'user-b' }]);
    const renewed: string[] = [];
    const { sfu } = call(renewed);
    sfu.start();
    await until(() => janus.requests('start').length === 1, 'the first subscription started');
    expect(sfu.janusSessionId).toBe(1);
    expect(janus.joins('publisher').map((p) => [p.session, p.body?.pin])).toEqual([[1, 'pin-1']]);
    expect(janus.joins('subscriber').map((p) => p.body)).toEqual([
      {
        room: 42,
        pin: 'pin-1',
        private_id: 501,
        request: 'join',
        ptype: 'subscriber',
        streams: [{ feed: 77 }],
      },
    ]);
    expect(sfu.getSnapshot().peers.map((p) => p.userId)).toEqual(['user-b']);

    // Janus forgets the session (it timed out, or Janus restarted): its long poll is answered 404.
    const states: boolean[] = [];
    sfu.subscribe(() => states.push(sfu.getSnapshot().offline));
    janus.drop(1);
    await until(() => janus.requests('start').length === 2, 'the new subscription started');
    expect(renewed).toEqual(['pin-2']);
    const again = janus.joins('publisher').at(-1);
    expect([again?.session, again?.body?.pin, again?.body?.display]).toEqual([4, 'pin-2', 'user-a']);
    const resubscribed = janus.joins('subscriber').at(-1);
    expect([resubscribed?.session, resubscribed?.body?.pin, resubscribed?.body?.private_id]).toEqual([
      4,
      'pin-2',
      504,
    ]);
    expect(resubscribed?.body?.streams).toEqual([{ feed: 77 }]);
    expect(sfu.janusSessionId).toBe(4);
    // "Reconnecting…" while it was opened anew, and not after.
    expect(states).toContain(true);
    expect(sfu.getSnapshot().offline).toBe(false);
    expect(sfu.getSnapshot().peers.map((p) => p.userId)).toEqual(['user-b']);
    expect(sfu.subscriptionHistory.some((s) => s.includes('recovering: Janus session lost'))).toBe(true);
    sfu.stop();
  });

  it('subscribes to the publishers its join lists before sending its own offer, and without waiting for its answer', async () => {
    const janus = fakeJanus([{ id: 77, display: 'user-b' }], false);
    const { sfu } = call();
    sfu.start();
    await until(
      () => janus.requests('start').length === 1 && janus.requests('configure').length === 1,
      'the subscription started and the offer sent',
    );
    const order = janus.posted
      .filter((p) => p.janus === 'message')
      .map((p) => `${String(p.body?.request)} ${String(p.body?.ptype ?? '')}`.trim());
    expect(order[0]).toBe('join publisher');
    expect(order.indexOf('join subscriber')).toBeGreaterThan(0);
    expect(order.indexOf('join subscriber')).toBeLessThan(order.indexOf('configure'));
    const configure = janus.requests('configure')[0];
    expect(configure?.jsep?.type).toBe('offer');
    expect(configure?.body).toEqual({ request: 'configure', audio: true, video: true });
    // Its own offer is still unanswered, and the others' tile is there.
    expect(sfu.getSnapshot().peers.map((p) => p.userId)).toEqual(['user-b']);
    sfu.stop();
  });

  it('takes the lobby’s session and its two handles: after the click it only joins', async () => {
    const janus = fakeJanus([{ id: 77, display: 'user-b' }]);
    warmJanus('http://janus.test/janus');
    await until(() => janus.posted.filter((p) => p.janus === 'attach').length === 2, 'warmed');
    const before = janus.posted.length;
    const { sfu } = call();
    sfu.start();
    await until(() => janus.requests('start').length === 1, 'subscribed');
    const after = janus.posted.slice(before);
    expect(after.filter((p) => p.janus === 'create' || p.janus === 'attach')).toEqual([]);
    const warmHandles = janus.posted.filter((p) => p.janus === 'attach').length;
    expect(warmHandles).toBe(2);
    // The publisher's join and the subscription's join went on the two handles attached in the lobby.
    const handles = [janus.joins('publisher')[0]?.handle, janus.joins('subscriber')[0]?.handle];
    expect(new Set(handles).size).toBe(2);
    expect(handles.every((h) => h === 2 || h === 3)).toBe(true);
    expect(sfu.getSnapshot().peers.map((p) => p.userId)).toEqual(['user-b']);
    sfu.stop();
  });

  it('takes the lobby’s two connections too: the offer made in the lobby is the one sent, muted from the start, and the subscription answers on the lobby’s connection', async () => {
    const janus = fakeJanus([{ id: 77, display: 'user-b' }]);
    vi.stubGlobal('RTCPeerConnection', FakePeerConnection);
    const tracks = [
      { kind: 'audio', stop() {} },
      { kind: 'video', stop() {} },
    ];
    const preview = {
      getTracks: () => tracks,
      getAudioTracks: () => [tracks[0]],
      getVideoTracks: () => [tracks[1]],
    } as unknown as MediaStream;
    const servers = { iceServers: [{ urls: 'stun:stun.test:3478' }], policy: 'all' as const };
    warmJanus('http://janus.test/janus', servers);
    warmPreview(preview);
    await until(() => janus.posted.filter((p) => p.janus === 'attach').length === 2, 'warmed');
    const [lobbySubscriber, lobbyPublisher] = FakePeerConnection.made;
    // Made in the lobby: the subscription's gathering ahead, the publisher's with the preview's tracks
    // and its offer; nothing of it went to Janus (no join, no offer, no candidate).
    expect(lobbySubscriber?.config).toMatchObject({ iceCandidatePoolSize: 1 });
    expect(lobbyPublisher?.senders.map((s) => s.track?.kind)).toEqual(['audio', 'video']);
    await until(() => lobbyPublisher?.localDescription?.type === 'offer', 'offer made in the lobby');
    expect(janus.posted.filter((p) => p.janus === 'message' || p.janus === 'trickle')).toEqual([]);

    const sfu = new SfuCall(
      'call-1',
      fakeSocket().socket,
      'user-a',
      { url: 'http://janus.test/janus', room: 42, pin: 'pin-1' },
      servers.iceServers,
      preview,
      { muted: true, camera: true },
      'all',
    );
    sfu.start();
    await until(() => janus.requests('start').length === 1, 'subscribed');
    // No connection made after the click: both came from the lobby.
    expect(FakePeerConnection.made).toHaveLength(2);
    expect(sfu.peerConnections).toEqual([lobbyPublisher, lobbySubscriber]);
    await until(() => janus.requests('configure').length === 1, 'published');
    expect(janus.requests('configure')[0]?.jsep?.sdp).toBe(lobbyPublisher?.localDescription?.sdp);
    // Joined muted: the microphone's sender carries no track.
    expect(lobbyPublisher?.senders.map((s) => s.track?.kind ?? null)).toEqual([null, 'video']);
    sfu.stop();
    expect(lobbyPublisher?.closed && lobbySubscriber?.closed).toBe(true);
  });

  it('makes its own connections when the lobby’s were made for other ICE servers or another stream, and closes those', async () => {
    const janus = fakeJanus([{ id: 77, display: 'user-b' }]);
    vi.stubGlobal('RTCPeerConnection', FakePeerConnection);
    const preview = { getTracks: () => [{ kind: 'video' }] } as unknown as MediaStream;
    warmJanus('http://janus.test/janus', { iceServers: [{ urls: 'stun:old.test' }], policy: 'all' });
    warmPreview(preview);
    await until(() => janus.posted.filter((p) => p.janus === 'attach').length === 2, 'warmed');
    const lobby = [...FakePeerConnection.made];
    expect(lobby).toHaveLength(2);
    // The join's servers differ from the lobby's (ICE_SERVERS changed meanwhile).
    const { sfu } = call();
    sfu.start();
    await until(() => janus.requests('start').length === 1, 'subscribed');
    expect(lobby.every((pc) => pc.closed)).toBe(true);
    expect(FakePeerConnection.made).toHaveLength(4);
    // The lobby's Janus session and handles are still taken: nothing else was created.
    expect(janus.posted.filter((p) => p.janus === 'create')).toHaveLength(1);
    sfu.stop();
  });

  it('shows one tile per person: of their publishers the newest is subscribed to, an older one never, a newer one takes its place', async () => {
    // A publisher left behind by user-b's old session (the smaller id) next to their new one, and
    // user-c's camera and two screen shares of theirs.
    const janus = fakeJanus([
      { id: 2_000, display: 'user-b' },
      { id: 3_000, display: 'user-b' },
      { id: 1_500, display: 'user-c' },
      { id: 1_700, display: 'user-c|screen' },
      { id: 1_600, display: 'user-c|screen' },
    ]);
    const { sfu } = call();
    sfu.start();
    await until(() => janus.requests('start').length === 1, 'subscribed');
    // This tab asks Janus for a time-ordered id of its own.
    const joined = janus.joins('publisher')[0];
    expect(joined?.body?.id).toBeGreaterThan(Date.now() * 1_000 - 60_000_000);
    expect(janus.joins('subscriber')[0]?.body?.streams).toEqual([
      { feed: 3_000 },
      { feed: 1_700 },
      { feed: 1_500 },
    ]);
    const tiles = () => sfu.getSnapshot().peers.map((p) => [p.userId, p.peerId]);
    expect(tiles()).toEqual([
      ['user-b', 'janus-3000'],
      ['user-c', 'janus-1500'],
    ]);

    // user-b opens yet another session: the newer publisher replaces the tile; the old one goes.
    const publisherHandle = joined?.handle ?? 0;
    janus.announce(1, publisherHandle, {
      videoroom: 'event',
      publishers: [{ id: 4_000, display: 'user-b' }],
    });
    await until(() => janus.requests('update').length > 0, 'the subscription changed');
    expect(tiles()).toEqual([
      ['user-c', 'janus-1500'],
      ['user-b', 'janus-4000'],
    ]);
    // An older one listed late (with someone new, whose subscription shows the list was read) is
    // never subscribed to.
    janus.announce(1, publisherHandle, {
      videoroom: 'event',
      publishers: [
        { id: 3_500, display: 'user-b' },
        { id: 5_000, display: 'user-d' },
      ],
    });
    const subscribed = () =>
      janus.requests('update').flatMap((p) => (p.body?.subscribe ?? []) as { feed: number }[]);
    await until(() => subscribed().some((s) => s.feed === 5_000), 'user-d subscribed');
    expect(subscribed()).toEqual([{ feed: 4_000 }, { feed: 5_000 }]);
    expect(tiles().filter(([userId]) => userId === 'user-b')).toEqual([['user-b', 'janus-4000']]);
    sfu.stop();
  });

  it('tells the server its camera publisher once in the room and entered, and again after opening a new session (the server kicks older ones)', async () => {
    const janus = fakeJanus([{ id: 77, display: 'user-b' }]);
    const { sfu, app } = call();
    const emit = vi.mocked(app.socket.emit);
    const announced = () =>
      emit.mock.calls
        .filter(([event]) => String(event) === callPublishingEvent)
        .map(([, payload]) => payload);
    sfu.start();
    await until(() => sfu.subscriptionHistory.some((s) => s.includes('link open (session')), 'in the room');
    // Not before the server has let this socket into the call's media.
    expect(announced()).toEqual([]);
    app.fire(callPeersEvent, { callId: 'call-1', peers: [] });
    const first = janus.joins('publisher')[0]?.body?.id;
    expect(announced()).toEqual([{ callId: 'call-1', publisherId: first }]);

    janus.drop(1);
    await until(() => announced().length === 2, 'announced again');
    const second = janus.joins('publisher').at(-1)?.body?.id;
    expect(second).toBeGreaterThan(Number(first));
    expect(announced()[1]).toEqual({ callId: 'call-1', publisherId: second });
    sfu.stop();
  });

  it('hangs up when the same person entered the call from another tab, and opens no new session after', async () => {
    const janus = fakeJanus([{ id: 77, display: 'user-b' }]);
    const { sfu, app } = call();
    sfu.start();
    await until(() => janus.requests('start').length === 1, 'subscribed');
    app.fire(callErrorEvent, { callId: 'call-1', code: 'joined_elsewhere', message: 'elsewhere' });
    expect(sfu.getSnapshot().refused).toBe('joined_elsewhere');
    // The other tab's server kick (or anything else) ends this link: it is not opened anew.
    janus.drop(1);
    await until(() => sfu.subscriptionHistory.some((s) => s.includes('link lost')), 'the link lost');
    expect(sfu.subscriptionHistory.some((s) => s.includes('recovering'))).toBe(false);
    expect(janus.joins('publisher')).toHaveLength(1);
    sfu.stop();
  });

  it('never shows an older publisher once its newer one has gone, and shows someone back from a device whose clock is behind', async () => {
    const janus = fakeJanus([
      { id: 2_000, display: 'user-b' },
      { id: 3_000, display: 'user-b' },
      { id: 9_000, display: 'user-c' },
    ]);
    const { sfu } = call();
    sfu.start();
    await until(() => janus.requests('start').length === 1, 'subscribed');
    const handle = janus.joins('publisher')[0]?.handle ?? 0;
    const subscribed = () =>
      [...janus.joins('subscriber'), ...janus.requests('update')].flatMap((p) =>
        ((p.body?.streams ?? p.body?.subscribe ?? []) as { feed: number }[]).map((s) => s.feed),
      );
    const users = () => sfu.getSnapshot().peers.map((p) => `${p.userId} ${p.peerId}`);
    // user-b hangs up from the new tab: the stale publisher of theirs is still in the room, not shown.
    // user-c leaves and comes back from a device whose clock is behind (a smaller id).
    janus.announce(1, handle, { videoroom: 'event', leaving: 3_000 });
    janus.announce(1, handle, { videoroom: 'event', leaving: 9_000 });
    janus.announce(1, handle, { videoroom: 'event', publishers: [{ id: 8_000, display: 'user-c' }] });
    await until(() => subscribed().includes(8_000), 'user-c subscribed again');
    expect(subscribed()).toEqual([9_000, 3_000, 8_000]);
    expect(users()).toEqual(['user-c janus-8000']);
    sfu.stop();
  });

  it('keeps someone in the call when an older socket of theirs leaves (a tab they switched from)', async () => {
    const janus = fakeJanus([{ id: 77, display: 'user-b' }]);
    const { sfu, app } = call();
    sfu.start();
    await until(() => janus.requests('start').length === 1, 'subscribed');
    const peer = (peerId: string, muted: boolean) => ({
      peerId,
      userId: 'user-b',
      muted,
      camera: true,
      screen: false,
    });
    app.fire(callPeerJoinedEvent, { callId: 'call-1', peer: peer('socket-b1', false) });
    app.fire(callPeerJoinedEvent, { callId: 'call-1', peer: peer('socket-b2', true) });
    app.fire(callPeerLeftEvent, { callId: 'call-1', peerId: 'socket-b1', userId: 'user-b', reason: 'lost' });
    const tile = () => sfu.getSnapshot().peers.find((p) => p.userId === 'user-b');
    expect(tile()?.muted).toBe(true);
    expect(tile()?.connection).not.toBe('reconnecting');
    app.fire(callPeerLeftEvent, { callId: 'call-1', peerId: 'socket-b2', userId: 'user-b', reason: 'lost' });
    expect(tile()?.connection).toBe('reconnecting');
    sfu.stop();
  });

  it('opens a new session when a request is answered `No such session`', async () => {
    const janus = fakeJanus([]);
    const { sfu } = call();
    sfu.start();
    await until(() => sfu.janusSessionId === 1 && janus.joins('publisher').length === 1, 'joined');
    await new Promise((r) => setTimeout(r, 10));
    // The next request on the forgotten session (a screen share's attach) is refused with 458.
    janus.drop(1);
    await sfu.shareScreen({ getTracks: () => [] } as unknown as MediaStream).catch(() => undefined);
    await until(() => janus.joins('publisher').length >= 2, 'joined again');
    expect(janus.joins('publisher').at(-1)?.session).toBeGreaterThan(1);
    sfu.stop();
  });

  it('shows someone whose connection dropped as reconnecting, and back when they return, or gone after the grace period', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval'] });
    const janus = fakeJanus([{ id: 77, display: 'user-b' }]);
    const { sfu, app } = call();
    sfu.start();
    await until(() => janus.requests('start').length === 1, 'subscribed');
    const tile = () => sfu.getSnapshot().peers.find((p) => p.userId === 'user-b');
    app.fire(callPeerLeftEvent, { callId: 'call-1', peerId: 'socket-b', userId: 'user-b', reason: 'lost' });
    expect(tile()?.connection).toBe('reconnecting');
    app.fire(callPeerJoinedEvent, {
      callId: 'call-1',
      peer: { peerId: 'socket-b2', userId: 'user-b', muted: false, camera: true, screen: false },
    });
    expect(tile()?.connection).not.toBe('reconnecting');

    app.fire(callPeerLeftEvent, { callId: 'call-1', peerId: 'socket-b2', userId: 'user-b', reason: 'lost' });
    vi.advanceTimersByTime(29_000);
    expect(tile()?.connection).toBe('reconnecting');
    vi.advanceTimersByTime(2_000);
    expect(tile()).toBeUndefined();
    sfu.stop();
  });
});
