import {
  type CallPeer,
  callEnterEvent,
  callErrorEvent,
  callExitEvent,
  callMediaStateEvent,
  callPeerJoinedEvent,
  callPeerLeftEvent,
  callPeersEvent,
  type IceServer,
  type JanusAccess,
} from '@orbit/shared';
import { onServerEvent, type SyncSocket } from '../sync/syncSocket';
import type { CallMedia } from './callMedia';
import { traceCallStep } from './callTrace';
import { type JanusHandle, JanusSession, LocalCandidates, type PluginEvent } from './janusSession';
import type { CallView, PeerView } from './meshCall';
import { SfuSubscription, type SubscribedStream } from './sfuSubscription';

type Publisher = { id: number; display?: string };
/** Another publisher in the room (someone's camera and microphone, or their screen share). */
type Feed = {
  id: number;
  userId: string;
  screen: boolean;
  /** Its tracks on the subscription, as the last offer's layout maps them (null before it has any). */
  stream: MediaStream | null;
};

/** The display of a screen share's publisher: its user's id and this (the server kicks both). */
const screenSuffix = '|screen';

/**
 * A call through Janus's VideoRoom (docs/CALLS.md, SFU): this tab publishes its microphone and camera
 * (and a screen share, as a second publisher) into the call's room with the pin the app server gave,
 * and receives every other publisher through one multistream subscription (sfuSubscription.ts): one
 * subscriber handle and one connection, whose m-lines are mapped to people by mid. Mute and camera state travel on the app's socket as in
 * the mesh, so tiles show them the same way.
 */
export class SfuCall implements CallMedia {
  private readonly listeners = new Set<() => void>();
  private readonly stops: (() => void)[] = [];
  private readonly feeds = new Map<number, Feed>();
  private readonly states = new Map<string, CallPeer>();
  private session: JanusSession;
  /** This tab's camera and microphone connection (set before it is in the room, so mute reaches it). */
  private publisher: {
    pc: RTCPeerConnection;
    audio?: RTCRtpSender;
    video?: RTCRtpSender;
  } | null = null;
  private screenPublisher: { handle: JanusHandle; pc: RTCPeerConnection } | null = null;
  /** The one connection receiving everyone else, and its subscription (once the handle is attached). */
  private subscriber: {
    pc: RTCPeerConnection;
    subscription: SfuSubscription | null;
    handle: JanusHandle | null;
  } | null = null;
  private screen: MediaStream | null = null;
  private view: CallView;
  private closed = false;
  /** The room's private id of this tab's publisher: its subscriptions carry it (the room requires it). */
  private privateId: number | null = null;
  private markJoined: () => void = () => {};
  /** Settles once the publisher is in the room (its private id known): subscriptions wait for it. */
  private readonly joinedRoom = new Promise<void>((resolve) => {
    this.markJoined = resolve;
  });

  constructor(
    readonly callId: string,
    private readonly socket: SyncSocket,
    private readonly meId: string,
    private readonly janus: JanusAccess,
    private readonly iceServers: IceServer[],
    private local: MediaStream,
    state: { muted: boolean; camera: boolean },
    /** `relay`: only through the TURN servers of iceServers (the server's ICE_TRANSPORT_POLICY). */
    private readonly policy: RTCIceTransportPolicy = 'all',
  ) {
    this.session = new JanusSession(janus.url);
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

  get localStream(): MediaStream {
    return this.local;
  }

  /** What the subscription did lately (SfuSubscription.history), for the console and the journeys. */
  get subscriptionHistory(): readonly string[] {
    return this.subscriber?.subscription?.history ?? [];
  }

  get peerConnections(): RTCPeerConnection[] {
    return [this.publisher?.pc, this.subscriber?.pc].filter(
      (pc): pc is RTCPeerConnection => pc !== undefined,
    );
  }

  start(): void {
    const s = this.socket;
    const remember = (peer: CallPeer) => {
      this.states.set(peer.userId, peer);
      this.publish();
    };
    this.stops.push(
      onServerEvent(s, callPeersEvent, ({ callId, peers }) => {
        if (callId === this.callId) for (const peer of peers) remember(peer);
      }),
      onServerEvent(s, callPeerJoinedEvent, ({ callId, peer }) => {
        if (callId === this.callId) remember(peer);
      }),
      onServerEvent(s, callMediaStateEvent, (state) => {
        if (state.callId === this.callId) remember(state);
      }),
      onServerEvent(s, callPeerLeftEvent, ({ callId, userId }) => {
        if (callId !== this.callId) return;
        this.states.delete(userId);
        this.publish();
      }),
      onServerEvent(s, callErrorEvent, ({ callId, code }) => {
        if (callId !== this.callId) return;
        if (code !== 'removed' && code !== 'removed_from_call' && code !== 'call_ended') return;
        this.view = { ...this.view, refused: code };
        this.emit();
      }),
    );
    const enter = () =>
      s.emit(callEnterEvent, {
        callId: this.callId,
        muted: this.view.muted,
        camera: this.view.camera,
        screen: this.screen !== null,
      });
    const onConnect = () => {
      this.setOffline(false);
      enter();
    };
    const onDisconnect = () => this.setOffline(true);
    s.on('connect', onConnect);
    s.on('disconnect', onDisconnect);
    this.stops.push(() => {
      s.off('connect', onConnect);
      s.off('disconnect', onDisconnect);
    });
    if (s.connected) enter();
    void this.joinRoom().catch((error: unknown) => {
      console.warn('Orbit call: the media server could not be reached', error);
      this.view = { ...this.view, refused: 'sfu_unreachable' };
      this.emit();
    });
  }

  private setOffline(offline: boolean): void {
    if (this.view.offline === offline) return;
    this.view = { ...this.view, offline };
    this.emit();
  }

  /** `role` names the connection's steps on the join's trace (callTrace.ts). */
  private newPc(role: 'publisher' | 'subscriber'): RTCPeerConnection {
    const pc = new RTCPeerConnection({ iceServers: this.iceServers, iceTransportPolicy: this.policy });
    pc.addEventListener('connectionstatechange', () => {
      if (pc.connectionState === 'connected') traceCallStep(`${role}-connected`);
      this.publish();
    });
    pc.addEventListener('iceconnectionstatechange', () => {
      if (pc.iceConnectionState === 'connected') traceCallStep(`${role}-ice-connected`);
    });
    return pc;
  }

  private async joinRoom(): Promise<void> {
    // The publisher's connection and its offer are made while the Janus session and handle are
    // opened, and the offer goes with the join (`joinandconfigure`): one request to be in the room
    // and publishing, whose answer lists the publishers to subscribe to.
    const pc = this.newPc('publisher');
    const publisher: NonNullable<SfuCall['publisher']> = { pc };
    this.publisher = publisher;
    for (const track of this.local.getTracks()) {
      const sender = pc.addTrack(track, this.local);
      if (track.kind === 'audio') publisher.audio = sender;
      else publisher.video = sender;
      if ((track.kind === 'audio' && this.view.muted) || (track.kind === 'video' && !this.view.camera)) {
        await sender.replaceTrack(null);
      }
    }
    const local = new LocalCandidates(pc);
    const opened = this.session.open().then(() => traceCallStep('session'));
    // The subscriber's handle is attached alongside the publisher's; it joins once the publisher has.
    void opened
      .then(() => this.openSubscriber())
      .catch((error: unknown) => console.warn('Orbit call: the subscription could not be opened', error));
    const [handle] = await Promise.all([
      opened.then(() => this.session.attach((event) => this.onPublisherEvent(event))),
      pc.setLocalDescription(),
    ]);
    traceCallStep('publisher-attached');
    // The offer's candidates follow it as they are found (trickle); those found already go after it.
    const ice = handle.trickle(pc, local);
    const joined = await handle.message(
      {
        request: 'joinandconfigure',
        ptype: 'publisher',
        room: this.janus.room,
        pin: this.janus.pin,
        display: this.meId,
        audio: true,
        video: true,
      },
      pc.localDescription ?? undefined,
      ice.described,
    );
    traceCallStep('publisher-joined');
    this.notePrivateId(joined.data);
    // Receiving the others starts now, while this tab's own connection to Janus is set up.
    this.subscribeTo((joined.data.publishers as Publisher[] | undefined) ?? []);
    if (joined.jsep) await pc.setRemoteDescription(joined.jsep);
    traceCallStep('publisher-answered');
    ice.answered();
  }

  private notePrivateId(data: PluginEvent['data']): void {
    if (typeof data.private_id !== 'number') return;
    this.privateId = data.private_id;
    this.markJoined();
  }

  private onPublisherEvent({ data }: PluginEvent): void {
    // The 'joined' event may arrive here before the join's own answer: it lists publishers too.
    this.notePrivateId(data);
    if (Array.isArray(data.publishers)) this.subscribeTo(data.publishers as Publisher[]);
    // Someone kicked (removed from the call or the workspace) is announced as `kicked`, not `leaving`.
    const gone = (data.unpublished ?? data.leaving ?? data.kicked) as number | string | undefined;
    if (typeof gone === 'number') this.dropFeed(gone);
  }

  private subscribeTo(publishers: Publisher[]): void {
    const added: number[] = [];
    for (const { id, display } of publishers) {
      if (this.feeds.has(id) || !display) continue;
      const screen = display.endsWith(screenSuffix);
      const userId = screen ? display.slice(0, -screenSuffix.length) : display;
      if (userId === this.meId) continue;
      this.feeds.set(id, { id, userId, screen, stream: null });
      added.push(id);
    }
    if (added.length > 0) this.subscriber?.subscription?.add(added);
    this.publish();
  }

  /**
   * The one subscriber handle and its connection. Every event of the handle (replies included) goes
   * to the subscription in Janus's order; its join waits for this tab's publisher to be in the room.
   */
  private async openSubscriber(): Promise<void> {
    const pc = this.newPc('subscriber');
    const subscriber: NonNullable<SfuCall['subscriber']> = { pc, subscription: null, handle: null };
    this.subscriber = subscriber;
    pc.addEventListener('track', () => traceCallStep('feed-track'));
    let subscription: SfuSubscription | null = null;
    const handle = await this.session.attach(({ data, jsep }) => subscription?.receive(data, jsep), {
      replies: true,
    });
    subscriber.handle = handle;
    traceCallStep('subscriber-attached');
    await this.joinedRoom;
    if (this.closed) return;
    const ice = handle.trickle(pc);
    subscription = new SfuSubscription(
      pc,
      { request: async (body, jsep, onReceived) => (await handle.message(body, jsep, onReceived)).data },
      () => ({
        room: this.janus.room,
        pin: this.janus.pin,
        ...(this.privateId === null ? {} : { private_id: this.privateId }),
      }),
      {
        layout: (streams) => this.applyLayout(streams),
        firstOffer: () => {
          traceCallStep('subscriber-offer');
          ice.answered();
        },
        firstAnswer: () => {
          traceCallStep('subscriber-started');
          ice.described();
        },
        gone: (feedId) => this.dropFeed(feedId),
        warn: (message, error) => console.warn(`Orbit call: ${message}`, error),
      },
    );
    subscriber.subscription = subscription;
    subscription.add(this.feeds.keys());
  }

  /** Each feed's tracks, from the latest offer's layout: the receivers of its active m-lines. */
  private applyLayout(streams: SubscribedStream[]): void {
    const pc = this.subscriber?.pc;
    if (!pc) return;
    const byMid = new Map(pc.getTransceivers().map((t) => [t.mid, t]));
    const tracks = new Map<number, MediaStreamTrack[]>();
    for (const stream of streams) {
      if (!stream.active || stream.feedId === null) continue;
      if (stream.kind !== 'audio' && stream.kind !== 'video') continue;
      const track = byMid.get(stream.mid)?.receiver.track;
      if (!track) continue;
      tracks.set(stream.feedId, [...(tracks.get(stream.feedId) ?? []), track]);
    }
    for (const feed of this.feeds.values()) {
      const want = tracks.get(feed.id) ?? [];
      const have = feed.stream?.getTracks() ?? [];
      if (want.length === have.length && want.every((t) => have.includes(t))) continue;
      // A new stream object when the tracks change: a recycled m-line's track may move to someone else.
      feed.stream = want.length > 0 ? new MediaStream(want) : null;
    }
    this.publish();
  }

  private dropFeed(id: number): void {
    if (!this.feeds.delete(id)) return;
    this.subscriber?.subscription?.remove([id]);
    this.publish();
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
    const track = this.local.getAudioTracks()[0] ?? null;
    await this.publisher?.audio?.replaceTrack(muted ? null : track);
    this.reportMedia();
    this.emit();
  }

  async setCamera(camera: boolean): Promise<void> {
    this.view = { ...this.view, camera };
    const track = this.local.getVideoTracks()[0] ?? null;
    await this.publisher?.video?.replaceTrack(camera ? track : null);
    this.reportMedia();
    this.emit();
  }

  async replaceTrack(track: MediaStreamTrack): Promise<void> {
    const old = this.local.getTracks().find((t) => t.kind === track.kind);
    if (old) {
      this.local.removeTrack(old);
      old.stop();
    }
    this.local.addTrack(track);
    const live = track.kind === 'audio' ? !this.view.muted : this.view.camera;
    const sender = track.kind === 'audio' ? this.publisher?.audio : this.publisher?.video;
    await sender?.replaceTrack(live ? track : null);
    this.emit();
  }

  async shareScreen(stream: MediaStream): Promise<void> {
    this.screen = stream;
    // As for the camera: the handle is attached while the offer is made, and one request
    // (`joinandconfigure`) puts the screen's publisher in the room with its offer.
    const pc = this.newPc('publisher');
    for (const track of stream.getTracks()) {
      pc.addTrack(track, stream);
      track.addEventListener('ended', () => void this.stopScreen());
    }
    const local = new LocalCandidates(pc);
    const [handle] = await Promise.all([this.session.attach(() => {}), pc.setLocalDescription()]);
    const ice = handle.trickle(pc, local);
    const configured = await handle.message(
      {
        request: 'joinandconfigure',
        ptype: 'publisher',
        room: this.janus.room,
        pin: this.janus.pin,
        display: `${this.meId}${screenSuffix}`,
        audio: false,
        video: true,
      },
      pc.localDescription ?? undefined,
      ice.described,
    );
    if (configured.jsep) await pc.setRemoteDescription(configured.jsep);
    ice.answered();
    this.screenPublisher = { handle, pc };
    this.view = { ...this.view, screenStream: stream };
    this.reportMedia();
    this.emit();
  }

  async stopScreen(): Promise<void> {
    const screen = this.screen;
    if (!screen) return;
    this.screen = null;
    for (const track of screen.getTracks()) track.stop();
    if (this.screenPublisher) {
      this.screenPublisher.pc.close();
      await this.screenPublisher.handle.detach();
      this.screenPublisher = null;
    }
    this.view = { ...this.view, screenStream: null };
    this.reportMedia();
    this.emit();
  }

  stop(): void {
    if (this.closed) return;
    this.closed = true;
    if (this.socket.connected) this.socket.emit(callExitEvent, { callId: this.callId });
    for (const stop of this.stops) stop();
    this.subscriber?.subscription?.close();
    this.subscriber?.pc.close();
    this.publisher?.pc.close();
    this.screenPublisher?.pc.close();
    this.session.close();
    for (const track of this.local.getTracks()) track.stop();
    for (const track of this.screen?.getTracks() ?? []) track.stop();
    this.emit();
  }

  private publish(): void {
    const peers: PeerView[] = [];
    for (const feed of this.feeds.values()) {
      if (feed.screen) continue;
      const state = this.states.get(feed.userId);
      const screenFeed = [...this.feeds.values()].find((f) => f.screen && f.userId === feed.userId);
      peers.push({
        peerId: `janus-${feed.id}`,
        userId: feed.userId,
        muted: state?.muted ?? false,
        camera: state?.camera ?? true,
        screen: screenFeed !== undefined,
        connection: feed.stream ? (this.subscriber?.pc.connectionState ?? 'new') : 'new',
        main: feed.stream,
        screenStream: screenFeed?.stream ?? null,
      });
    }
    this.view = { ...this.view, peers };
    this.emit();
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}
