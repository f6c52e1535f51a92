import {
  type CallPeer,
  callEnterEvent,
  callErrorEvent,
  callExitEvent,
  callMediaStateEvent,
  callPeerJoinedEvent,
  callPeerLeftEvent,
  callPeersEvent,
  callSignalEvent,
  type IceServer,
} from '@orbit/shared';
import { onServerEvent, type SyncSocket } from '../sync/syncSocket';
import type { CallMedia } from './callMedia';
import { PeerLink } from './peerLink';

/** One other person's connection in the call, as the screen shows it. */
export type PeerView = {
  peerId: string;
  userId: string;
  muted: boolean;
  camera: boolean;
  screen: boolean;
  /** `reconnecting`: their connection dropped; they have a while to come back. */
  connection: RTCPeerConnectionState | 'reconnecting';
  main: MediaStream | null;
  screenStream: MediaStream | null;
};

export type CallView = {
  peers: PeerView[];
  muted: boolean;
  camera: boolean;
  screenStream: MediaStream | null;
  /** The server refused this connection's signalling (e.g. the call ended). */
  refused: string | null;
  /** This tab lost its connection to the app (the network dropped): it comes back by itself. */
  offline: boolean;
};

type Remote = {
  peer: CallPeer;
  link: PeerLink;
  streams: MediaStream[];
  /** What carries the local microphone and camera to this peer (its track is null while off). */
  senders: { audio?: RTCRtpSender; video?: RTCRtpSender };
};

/** How long a dropped person's tile stays, shown as reconnecting (the server's grace period is 30 s). */
export const reconnectingTileMs = 30_000;

/**
 * A browser-to-browser call (docs/CALLS.md, Signalling): one PeerLink per other socket in the call,
 * offers, answers and candidates through the app's socket, the local microphone and camera sent to
 * each, and a screen share added as a track of its own. Survives a dropped socket: on reconnect it
 * enters again and rebuilds its links (the others see it come back under a new peer id).
 */
export class MeshCall implements CallMedia {
  private readonly remotes = new Map<string, Remote>();
  private readonly lost = new Map<string, { peer: CallPeer; lostAt: number }>();
  private readonly listeners = new Set<() => void>();
  private readonly stops: (() => void)[] = [];
  private view: CallView;
  private screen: MediaStream | null = null;
  private closed = false;
  private sweep: ReturnType<typeof setInterval> | undefined;

  constructor(
    readonly callId: string,
    private readonly socket: SyncSocket,
    private readonly iceServers: IceServer[],
    private local: MediaStream,
    state: { muted: boolean; camera: boolean },
    private readonly policy: RTCIceTransportPolicy = 'all',
  ) {
    this.view = {
      peers: [],
      muted: state.muted,
      camera: state.camera,
      screenStream: null,
      refused: null,
      offline: false,
    };
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = () => this.view;

  /** The peer connections, for tests and troubleshooting (`window.orbitCall`). */
  get peerConnections(): RTCPeerConnection[] {
    return [...this.remotes.values()].map((remote) => remote.link.pc);
  }

  start(): void {
    const s = this.socket;
    this.stops.push(
      onServerEvent(s, callPeersEvent, ({ callId, peers }) => {
        if (callId !== this.callId) return;
        // A fresh entry (first, or after a reconnect): every link is rebuilt.
        for (const remote of this.remotes.values()) remote.link.close();
        this.remotes.clear();
        // The newcomer offers to everyone already there.
        for (const peer of peers) this.connect(peer, true);
        this.publish();
      }),
      onServerEvent(s, callPeerJoinedEvent, ({ callId, peer }) => {
        if (callId !== this.callId) return;
        this.remotes.get(peer.peerId)?.link.close();
        // They offer; this side answers with its tracks.
        this.connect(peer, false);
        this.publish();
      }),
      onServerEvent(s, callPeerLeftEvent, ({ callId, peerId, reason }) => {
        if (callId !== this.callId) return;
        const remote = this.remotes.get(peerId);
        if (!remote) return;
        remote.link.close();
        this.remotes.delete(peerId);
        if (reason === 'lost') this.lost.set(peerId, { peer: remote.peer, lostAt: Date.now() });
        this.publish();
      }),
      onServerEvent(s, callSignalEvent, (signal) => {
        if (signal.callId !== this.callId) return;
        const remote =
          this.remotes.get(signal.from) ??
          this.connect(
            { peerId: signal.from, userId: signal.userId, muted: false, camera: true, screen: false },
            false,
          );
        remote.link
          .receive(signal)
          .catch((error: unknown) => console.warn('Orbit call: signal failed', error));
      }),
      onServerEvent(s, callMediaStateEvent, (state) => {
        if (state.callId !== this.callId) return;
        const remote = this.remotes.get(state.peerId);
        if (!remote) return;
        remote.peer = { ...remote.peer, muted: state.muted, camera: state.camera, screen: state.screen };
        this.publish();
      }),
      onServerEvent(s, callErrorEvent, (error) => {
        if (error.callId !== this.callId || error.code === 'unknown_peer') return;
        this.view = { ...this.view, refused: error.code };
        this.emit();
      }),
    );
    const onConnect = () => {
      this.setOffline(false);
      this.enter();
    };
    const onDisconnect = () => this.setOffline(true);
    s.on('connect', onConnect);
    s.on('disconnect', onDisconnect);
    this.stops.push(() => {
      s.off('connect', onConnect);
      s.off('disconnect', onDisconnect);
    });
    this.sweep = setInterval(() => this.dropLongLost(), 1_000);
    if (s.connected) this.enter();
  }

  private setOffline(offline: boolean): void {
    if (this.view.offline === offline) return;
    this.view = { ...this.view, offline };
    this.emit();
  }

  private enter(): void {
    const { muted, camera } = this.view;
    this.socket.emit(callEnterEvent, { callId: this.callId, muted, camera, screen: this.screen !== null });
  }

  private connect(peer: CallPeer, offerer: boolean): Remote {
    const polite = (this.socket.id ?? '') > peer.peerId;
    const link = new PeerLink(
      peer.peerId,
      polite,
      this.iceServers,
      (signal) => this.socket.emit(callSignalEvent, { callId: this.callId, to: peer.peerId, ...signal }),
      () => this.publish(),
      this.policy,
    );
    const remote: Remote = { peer, link, streams: [], senders: {} };
    link.pc.addEventListener('track', ({ streams }) => {
      for (const stream of streams) if (!remote.streams.includes(stream)) remote.streams.push(stream);
      this.publish();
    });
    const addTracks = () => {
      for (const track of this.local.getTracks()) {
        const sender = link.pc.addTrack(track, this.local);
        remote.senders[track.kind === 'audio' ? 'audio' : 'video'] = sender;
        if ((track.kind === 'audio' && this.view.muted) || (track.kind === 'video' && !this.view.camera)) {
          void sender.replaceTrack(null);
        }
      }
      const screen = this.screen;
      if (screen) for (const track of screen.getTracks()) link.pc.addTrack(track, screen);
    };
    // One side offers first (the newcomer); the other adds its tracks into its answer.
    if (offerer) addTracks();
    else link.onFirstOffer = addTracks;
    // Someone with the same account coming back (a reload) replaces their reconnecting tile.
    for (const [id, gone] of this.lost) if (gone.peer.userId === peer.userId) this.lost.delete(id);
    this.remotes.set(peer.peerId, remote);
    return remote;
  }

  private dropLongLost(): void {
    const now = Date.now();
    let changed = false;
    for (const [id, gone] of this.lost) {
      if (now - gone.lostAt > reconnectingTileMs) {
        this.lost.delete(id);
        changed = true;
      }
    }
    if (changed) this.publish();
  }

  private sendersOf(kind: 'audio' | 'video'): { sender: RTCRtpSender; track: MediaStreamTrack }[] {
    const track = this.local.getTracks().find((t) => t.kind === kind);
    if (!track) return [];
    return [...this.remotes.values()].flatMap(({ senders }) => {
      const sender = senders[kind];
      return sender ? [{ sender, track }] : [];
    });
  }

  private reportMedia(): void {
    const { muted, camera } = this.view;
    this.socket.emit(callMediaStateEvent, {
      callId: this.callId,
      muted,
      camera,
      screen: this.screen !== null,
    });
  }

  async setMuted(muted: boolean): Promise<void> {
    this.view = { ...this.view, muted };
    for (const { sender, track } of this.sendersOf('audio')) await sender.replaceTrack(muted ? null : track);
    this.reportMedia();
    this.emit();
  }

  async setCamera(camera: boolean): Promise<void> {
    this.view = { ...this.view, camera };
    for (const { sender, track } of this.sendersOf('video')) await sender.replaceTrack(camera ? track : null);
    this.reportMedia();
    this.emit();
  }

  /** Switches microphone or camera without dropping the call: the new track replaces the old one. */
  async replaceTrack(track: MediaStreamTrack): Promise<void> {
    const kind = track.kind as 'audio' | 'video';
    const old = this.local.getTracks().find((t) => t.kind === kind);
    const targets = this.sendersOf(kind);
    if (old) {
      this.local.removeTrack(old);
      old.stop();
    }
    this.local.addTrack(track);
    const live = kind === 'audio' ? !this.view.muted : this.view.camera;
    for (const { sender } of targets) await sender.replaceTrack(live ? track : null);
    this.emit();
  }

  async shareScreen(stream: MediaStream): Promise<void> {
    this.screen = stream;
    for (const { link } of this.remotes.values()) {
      for (const track of stream.getTracks()) link.pc.addTrack(track, stream);
    }
    for (const track of stream.getTracks()) track.addEventListener('ended', () => void this.stopScreen());
    this.view = { ...this.view, screenStream: stream };
    this.reportMedia();
    this.emit();
  }

  async stopScreen(): Promise<void> {
    const screen = this.screen;
    if (!screen) return;
    this.screen = null;
    const tracks = screen.getTracks();
    for (const { link } of this.remotes.values()) {
      for (const sender of link.pc.getSenders()) {
        if (sender.track && tracks.includes(sender.track)) link.pc.removeTrack(sender);
      }
    }
    for (const track of tracks) track.stop();
    this.view = { ...this.view, screenStream: null };
    this.reportMedia();
    this.emit();
  }

  get localStream(): MediaStream {
    return this.local;
  }

  /** Hangs up this tab: tells the server, closes every link, stops every track. */
  stop(): void {
    if (this.closed) return;
    this.closed = true;
    if (this.socket.connected) this.socket.emit(callExitEvent, { callId: this.callId });
    for (const stop of this.stops) stop();
    clearInterval(this.sweep);
    for (const remote of this.remotes.values()) remote.link.close();
    this.remotes.clear();
    for (const track of this.local.getTracks()) track.stop();
    for (const track of this.screen?.getTracks() ?? []) track.stop();
    this.emit();
  }

  private publish(): void {
    const peers: PeerView[] = [...this.remotes.values()].map(({ peer, link, streams }) => ({
      ...peer,
      connection: link.pc.connectionState,
      main: streams[0] ?? null,
      screenStream:
        streams.find((s, index) => index > 0 && s.getTracks().some((t) => t.readyState === 'live')) ?? null,
    }));
    for (const { peer } of this.lost.values()) {
      if (peers.some((p) => p.userId === peer.userId)) continue;
      peers.push({ ...peer, connection: 'reconnecting', main: null, screenStream: null });
    }
    this.view = { ...this.view, peers };
    this.emit();
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}
