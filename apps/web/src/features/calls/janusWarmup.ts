import type { IceServer } from '@orbit/shared';
import { type JanusHandle, JanusSession } from './janusSession';
import { LocalCandidates } from './janusTrickle';

// What the lobby of an SFU call prepares while the person chooses their devices (docs/CALLS.md,
// "Joining early"), as Google Meet prepares its connection in its lobby:
// - the Janus session, with the call's two VideoRoom handles (the publisher's and the subscription's)
//   attached: neither a session nor a handle opens a room (the pin does, with the join);
// - with the ICE servers known (GET …/calls/ice-servers), the two peer connections: the publisher's,
//   with the preview's tracks, its offer made and its ICE candidates gathered (kept here: nothing goes
//   to Janus), and the subscription's, gathering its candidates ahead (`iceCandidatePoolSize`).
// Nothing of it is in the room: nobody sees the person, nothing is sent or received, and the pin and
// room come only with the join (POST …/join, where the server decides). The first link of the call
// takes what matches its access (same address, ICE servers, policy and tracks) instead of making its
// own after the click. One at a time; everything is closed when the lobby is left without joining.

/** ICE servers and policy the peer connections were made with (the join's must be the same). */
export type WarmServers = { iceServers: IceServer[]; policy: RTCIceTransportPolicy };

/** A publishing connection made in the lobby: the stream's tracks on it, its offer set, candidates kept. */
export type WarmPublisher = {
  pc: RTCPeerConnection;
  stream: MediaStream;
  local: LocalCandidates;
  /** Settles once the offer is the local description (rejects if it could not be made). */
  offered: Promise<void>;
};

/** A session opened early, and its handles and connections when they could be made (the link makes the rest). */
export type WarmJanus = {
  session: JanusSession;
  publisher: JanusHandle | null;
  subscriber: JanusHandle | null;
  publisherPc: WarmPublisher | null;
  subscriberPc: RTCPeerConnection | null;
};

type Warm = {
  url: string;
  session: JanusSession;
  ready: Promise<Omit<WarmJanus, 'publisherPc' | 'subscriberPc'> | null>;
  servers: WarmServers | null;
  publisherPc: WarmPublisher | null;
  subscriberPc: RTCPeerConnection | null;
};

let warm: Warm | null = null;
/** The preview's stream, kept for the publisher's connection once the servers are known. */
let previewStream: MediaStream | null = null;

/** How many candidates the subscription's connection gathers before it has a description. */
const candidatePool = 1;

/** A new connection with these servers (the subscription's gathers ahead: it only answers Janus's offers). */
export function peerConnectionFor(servers: WarmServers, pooled = false): RTCPeerConnection {
  return new RTCPeerConnection({
    iceServers: servers.iceServers,
    iceTransportPolicy: servers.policy,
    ...(pooled ? { iceCandidatePoolSize: candidatePool } : {}),
  });
}

async function openWarm(session: JanusSession): Promise<Warm['ready'] extends Promise<infer T> ? T : never> {
  try {
    await session.open();
  } catch {
    return null;
  }
  // Events before the link listens: none come to an idle handle (the link rebinds them, listen()).
  const attach = () => session.attach(() => {}).catch(() => null);
  const [publisher, subscriber] = await Promise.all([attach(), attach()]);
  return { session, publisher, subscriber };
}

const sameServers = (a: WarmServers | null, b: WarmServers) =>
  a !== null && a.policy === b.policy && JSON.stringify(a.iceServers) === JSON.stringify(b.iceServers);

function closePublisherPc(entry: Warm): void {
  entry.publisherPc?.pc.close();
  entry.publisherPc = null;
}

/** The publisher's connection for the preview's stream (again when the stream changes). */
function preparePublisher(entry: Warm): void {
  const stream = previewStream;
  if (entry.publisherPc?.stream === stream) return;
  closePublisherPc(entry);
  if (!stream || !entry.servers) return;
  const pc = peerConnectionFor(entry.servers);
  for (const track of stream.getTracks()) pc.addTrack(track, stream);
  // Kept from before the offer is set, so no candidate is missed; they go to Janus after the join.
  const local = new LocalCandidates(pc);
  const offered = pc.setLocalDescription();
  offered.catch(() => undefined);
  entry.publisherPc = { pc, stream, local, offered };
}

/**
 * Opens a session at `url` for the next join (nothing if one is open or opening there already) and,
 * with `servers`, the two peer connections (docs/CALLS.md, "Joining early").
 */
export function warmJanus(url: string, servers: WarmServers | null = null): void {
  if (warm?.url === url) {
    if (servers && !sameServers(warm.servers, servers)) {
      closeConnections(warm);
      warm.servers = servers;
      warm.subscriberPc = peerConnectionFor(servers, true);
      preparePublisher(warm);
    }
    return;
  }
  coolJanus();
  const session = new JanusSession(url);
  const entry: Warm = {
    url,
    session,
    ready: openWarm(session),
    servers,
    publisherPc: null,
    subscriberPc: servers ? peerConnectionFor(servers, true) : null,
  };
  session.onLost = () => {
    if (warm === entry) warm = null;
    closeConnections(entry);
  };
  warm = entry;
  preparePublisher(entry);
}

/**
 * The lobby's preview (null: none yet, or closed): the publisher's connection is made with its
 * tracks, again when the person picks another device.
 */
export function warmPreview(stream: MediaStream | null): void {
  previewStream = stream;
  if (warm) preparePublisher(warm);
}

function closeConnections(entry: Warm): void {
  closePublisherPc(entry);
  entry.subscriberPc?.close();
  entry.subscriberPc = null;
}

/**
 * The session warmed for `url`, once it is open (and its handles attached), now the caller's; null
 * when there is none for that address or it could not be opened (the caller opens its own). Its
 * connections come with it when they were made for `servers` (and the publisher's for `stream`);
 * otherwise they are closed and the caller makes its own.
 */
export async function takeWarmJanus(
  url: string,
  servers?: WarmServers,
  stream?: MediaStream,
): Promise<WarmJanus | null> {
  const entry = warm;
  if (!entry || entry.url !== url) return null;
  warm = null;
  const matching = servers !== undefined && sameServers(entry.servers, servers);
  const publisherPc = matching && entry.publisherPc?.stream === stream ? entry.publisherPc : null;
  const subscriberPc = matching ? entry.subscriberPc : null;
  if (!publisherPc) closePublisherPc(entry);
  if (!subscriberPc) entry.subscriberPc?.close();
  entry.publisherPc = null;
  entry.subscriberPc = null;
  const ready = await entry.ready;
  if (ready) return { ...ready, publisherPc, subscriberPc };
  entry.session.close();
  publisherPc?.pc.close();
  subscriberPc?.close();
  return null;
}

/** Closes the warmed session and its connections, if any (the lobby was left without joining). */
export function coolJanus(): void {
  if (warm) closeConnections(warm);
  warm?.session.close();
  warm = null;
}

/** Whether the lobby holds anything open (for the tests). */
export function warmState(): { session: boolean; publisherPc: boolean; subscriberPc: boolean } {
  return {
    session: warm !== null,
    publisherPc: warm?.publisherPc != null,
    subscriberPc: warm?.subscriberPc != null,
  };
}
