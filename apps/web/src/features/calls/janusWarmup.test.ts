import { afterEach, describe, expect, it, vi } from 'vitest';
import { coolJanus, takeWarmJanus, warmJanus, warmPreview, warmState } from './janusWarmup';

/** Janus answering `create` with session 1 (or refusing it), long polls left waiting; requests kept. */
function fakeJanus(refuse = false) {
  const posted: { url: string; janus: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (!init?.method) return new Promise<Response>(() => {});
      const body = JSON.parse(String(init.body)) as { janus: string; transaction: string };
      posted.push({ url, janus: body.janus });
      if (refuse) throw new TypeError('Failed to fetch');
      return new Response(
        JSON.stringify({ janus: 'success', transaction: body.transaction, data: { id: 1 } }),
      );
    }),
  );
  return posted;
}

/** Connections made, with their configuration, tracks, offer and whether they were closed. */
class FakePeerConnection extends EventTarget {
  static made: FakePeerConnection[] = [];
  tracks: string[] = [];
  localDescription: RTCSessionDescriptionInit | null = null;
  closed = false;
  constructor(readonly config: RTCConfiguration) {
    super();
    FakePeerConnection.made.push(this);
  }
  addTrack(track: { kind: string }) {
    this.tracks.push(track.kind);
    return {};
  }
  async setLocalDescription() {
    this.localDescription = { type: 'offer', sdp: 'v=0 lobby offer' };
  }
  close() {
    this.closed = true;
  }
}

const stream = (...kinds: string[]) =>
  ({ getTracks: () => kinds.map((kind) => ({ kind })) }) as unknown as MediaStream;
const servers = { iceServers: [{ urls: 'stun:stun.test:3478' }], policy: 'all' as const };

afterEach(() => {
  coolJanus();
  warmPreview(null);
  FakePeerConnection.made = [];
  vi.unstubAllGlobals();
});

describe('janusWarmup', () => {
  it('hands the session opened in the lobby, with its two handles attached, to the join, once', async () => {
    const posted = fakeJanus();
    warmJanus('http://janus.test/janus');
    warmJanus('http://janus.test/janus');
    const warmed = await takeWarmJanus('http://janus.test/janus');
    expect(warmed?.session.sessionId).toBe(1);
    expect([warmed?.publisher?.id, warmed?.subscriber?.id]).toEqual([1, 1]);
    expect(posted.map((p) => `${p.janus} ${p.url}`)).toEqual([
      'create http://janus.test/janus',
      'attach http://janus.test/janus/1',
      'attach http://janus.test/janus/1',
    ]);
    expect(await takeWarmJanus('http://janus.test/janus')).toBeNull();
    warmed?.session.close();
  });

  it('gives nothing for another address or a session that could not open, and closes one not taken', async () => {
    const posted = fakeJanus();
    warmJanus('http://janus.test/janus');
    expect(await takeWarmJanus('http://elsewhere.test/janus')).toBeNull();
    // Its handles attached (nobody took it), then the lobby is left.
    await vi.waitFor(() => expect(posted).toHaveLength(3));
    coolJanus();
    expect(posted.map((p) => `${p.janus} ${p.url}`)).toEqual([
      'create http://janus.test/janus',
      'attach http://janus.test/janus/1',
      'attach http://janus.test/janus/1',
      'destroy http://janus.test/janus/1',
    ]);

    fakeJanus(true);
    warmJanus('http://janus.test/janus');
    expect(await takeWarmJanus('http://janus.test/janus')).toBeNull();
  });

  it('prepares the two connections in the lobby (nothing sent to Janus), anew for another device, and closes everything when the lobby is left', async () => {
    const posted = fakeJanus();
    vi.stubGlobal('RTCPeerConnection', FakePeerConnection);
    const first = stream('audio', 'video');
    warmPreview(first);
    warmJanus('http://janus.test/janus', servers);
    await vi.waitFor(() => expect(posted).toHaveLength(3));
    const [subscriber, publisher] = FakePeerConnection.made;
    expect(subscriber?.config).toEqual({ ...serversConfig(), iceCandidatePoolSize: 1 });
    expect(publisher?.config).toEqual(serversConfig());
    expect(publisher?.tracks).toEqual(['audio', 'video']);
    expect(publisher?.localDescription?.type).toBe('offer');
    // Only the session and its two handles reached Janus: no join, no offer, no candidate.
    expect(posted.map((p) => p.janus)).toEqual(['create', 'attach', 'attach']);
    expect(warmState()).toEqual({ session: true, publisherPc: true, subscriberPc: true });

    // Another camera picked: the publisher's connection is made again with the new preview.
    warmPreview(stream('audio', 'video'));
    expect(publisher?.closed).toBe(true);
    expect(FakePeerConnection.made).toHaveLength(3);

    // The lobby is left without joining: the connections are closed and the session destroyed.
    coolJanus();
    expect(FakePeerConnection.made.every((pc) => pc.closed)).toBe(true);
    expect(posted.map((p) => p.janus)).toEqual(['create', 'attach', 'attach', 'destroy']);
    expect(warmState()).toEqual({ session: false, publisherPc: false, subscriberPc: false });
  });

  it('hands the connections over only for the same ICE servers and stream; otherwise closes them', async () => {
    fakeJanus();
    vi.stubGlobal('RTCPeerConnection', FakePeerConnection);
    const preview = stream('video');
    warmPreview(preview);
    warmJanus('http://janus.test/janus', servers);
    const taken = await takeWarmJanus('http://janus.test/janus', servers, preview);
    expect(taken?.publisherPc?.stream).toBe(preview);
    expect(taken?.subscriberPc).toBe(FakePeerConnection.made[0]);
    taken?.session.close();

    warmJanus('http://janus.test/janus', servers);
    const other = await takeWarmJanus('http://janus.test/janus', servers, stream('video'));
    expect(other?.publisherPc).toBeNull();
    expect(other?.subscriberPc).not.toBeNull();
    other?.session.close();

    warmJanus('http://janus.test/janus', servers);
    const relay = await takeWarmJanus('http://janus.test/janus', { ...servers, policy: 'relay' }, preview);
    expect([relay?.publisherPc, relay?.subscriberPc]).toEqual([null, null]);
    relay?.session.close();
    const used = [FakePeerConnection.made[0], FakePeerConnection.made[1], FakePeerConnection.made[2]];
    expect(used.map((pc) => pc?.closed)).toEqual([false, false, false]);
    // The second lobby's publisher (another stream) and both of the third's were closed.
    expect(FakePeerConnection.made.slice(3).map((pc) => pc.closed)).toEqual([true, true, true]);
  });
});

function serversConfig(): RTCConfiguration {
  return { iceServers: servers.iceServers, iceTransportPolicy: 'all' };
}
