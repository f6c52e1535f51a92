import {
  type CallPeer,
  callEnterEvent,
  callErrorEvent,
  callExitEvent,
  callMediaStateEvent,
  callPeerJoinedEvent,
  callPeerLeftEvent,
  callPeersEvent,
  callPublishingEvent,
  type IceServer,
  type JanusAccess,
} from '@orbit/shared';
import { onServerEvent, type SyncSocket } from '../sync/syncSocket';
import type { CallMedia } from './callMedia';
import { takeWarmJanus, type WarmJanus } from './janusWarmup';
import { type CallView, type PeerView, reconnectingTileMs } from './meshCall';
import { type Publisher, SfuLink, screenSuffix } from './sfuLink';
import type { SubscribedStream } from './subscriberEvent';

/** Another publisher in the room (someone's camera and microphone, or their screen share). */
type Feed = {
  id: number;
  userId: string;
  screen: boolean;
  /** Its tracks on the subscription, as the last offer's layout maps them (null before it has any). */
  stream: MediaStream | null;
};

/** The room's access again (the server's `POST …/join`), or why this tab is no longer in the call. */
export type RenewAccess = () => Promise<{ janus: JanusAccess } | { refused: string }>;

/**
 * The pauses before each attempt to open the call's Janus side (docs/CALLS.md, "A lost Janus
 * session"): the first at once, then longer, about a minute in all; then the call says the media
 * server cannot be reached.
 */
export const recoveryPausesMs = [0, 1_000, 2_000, 4_000, 8_000, 8_000, 8_000, 8_000, 10_000, 10_000];

/** A link that stayed open this long worked: a loss after it starts the attempts from the first. */
const healthyMs = 30_000;

const historyLength = 100;

/**
 * A call through Janus's VideoRoom (docs/CALLS.md, SFU): this tab publishes its microphone and camera
 * (and a screen share, as a second publisher) into the call's room with the pin the app server gave,
 * and receives every other publisher through one multistream subscription (sfuSubscription.ts). The
 * Janus side is one SfuLink, which restarts ICE by itself; when it cannot go on (its session lost,
 * a connection hung up) this opens a new one with the access the server hands out again, and shows
 * "Reconnecting…" meanwhile. Mute and camera state travel on the app's socket as in the mesh, and so
 * does someone's dropped connection: the others show them reconnecting, then gone.
 */
export class SfuCall implements CallMedia {
  private readonly listeners = new Set<() => void>();
  private readonly stops: (() => void)[] = [];
  private readonly feeds = new Map<number, Feed>();
  /** Every publisher in the room this tab knows of, received or not: its display, by id. */
  private readonly present = new Map<number, string>();
  /** Publishers that met a newer one of the same display in the room: never received, even once alone. */
  private readonly superseded = new Set<number>();
  private readonly states = new Map<string, CallPeer>();
  /** People whose socket dropped (`lost`), since when: their tiles say reconnecting, then go. */
  private readonly lost = new Map<string, number>();
  private link: SfuLink | null = null;
  private screen: MediaStream | null = null;
  private view: CallView;
  private closed = false;
  private socketOffline = false;
  /** This socket has entered the call's media (the server answered `call.peers`) since it connected. */
  private entered = false;
  /** The Janus side is being opened anew (its session was lost): the page says it is reconnecting. */
  private recovering = false;
  /** Attempts made to open the Janus side since it last stayed open a while (`healthyMs`). */
  private attempts = 0;
  /** When the current link was opened. */
  private openedAt = 0;
  private sweep: ReturnType<typeof setInterval> | undefined;
  private readonly steps: string[] = [];

  constructor(
    readonly callId: string,
    private readonly socket: SyncSocket,
    private readonly meId: string,
    private janus: JanusAccess,
    private readonly iceServers: IceServer[],
    private local: MediaStream,
    state: { muted: boolean; camera: boolean },
    /** `relay`: only through the TURN servers of iceServers (the server's ICE_TRANSPORT_POLICY). */
    private readonly policy: RTCIceTransportPolicy = 'all',
    /** The room's access again, asked before opening the Janus side anew (the pin may have changed). */
    private readonly renewAccess: RenewAccess | null = null,
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

  get localStream(): MediaStream {
    return this.local;
  }

  /** Janus's id of the session in use (0 while none is open), for troubleshooting and the journeys. */
  get janusSessionId(): number {
    return this.link?.session.sessionId ?? 0;
  }

  /**
   * What the Janus side did lately: this call's own steps (ICE restarts, links lost and opened), then
   * the current subscription's (SfuSubscription.history), for the console and the journeys.
   */
  get subscriptionHistory(): readonly string[] {
    return [...this.steps, ...(this.link?.subscriptionHistory ?? [])];
  }

  get peerConnections(): RTCPeerConnection[] {
    return this.link?.peerConnections ?? [];
  }

  private note(step: string): void {
    this.steps.push(`${Math.round(performance.now())} ${step}`);
    if (this.steps.length > historyLength) this.steps.shift();
  }

  start(): void {
    const s = this.socket;
    const remember = (peer: CallPeer) => {
      this.states.set(peer.userId, peer);
      this.lost.delete(peer.userId);
      this.publish();
    };
    this.stops.push(
      onServerEvent(s, callPeersEvent, ({ callId, peers }) => {
        if (callId !== this.callId) return;
        this.entered = true;
        for (const peer of peers) remember(peer);
        this.announcePublisher();
      }),
      onServerEvent(s, callPeerJoinedEvent, ({ callId, peer }) => {
        if (callId === this.callId) remember(peer);
      }),
      onServerEvent(s, callMediaStateEvent, (state) => {
        if (state.callId === this.callId) remember(state);
      }),
      onServerEvent(s, callPeerLeftEvent, ({ callId, peerId, userId, reason }) => {
        if (callId !== this.callId) return;
        // An older socket of theirs (a tab they switched from, a connection replaced): nothing changes.
        const known = this.states.get(userId);
        if (known && known.peerId !== peerId) return;
        this.states.delete(userId);
        // Dropped (not hung up): reconnecting, until they are back or their grace period has passed.
        if (reason === 'lost') this.lost.set(userId, Date.now());
        this.publish();
      }),
      onServerEvent(s, callErrorEvent, ({ callId, code }) => {
        if (callId !== this.callId) return;
        const ending = ['removed', 'removed_from_call', 'call_ended', 'joined_elsewhere'];
        if (!ending.includes(code)) return;
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
      this.socketOffline = false;
      this.showOffline();
      enter();
    };
    const onDisconnect = () => {
      this.socketOffline = true;
      this.entered = false;
      this.showOffline();
    };
    s.on('connect', onConnect);
    s.on('disconnect', onDisconnect);
    this.stops.push(() => {
      s.off('connect', onConnect);
      s.off('disconnect', onDisconnect);
    });
    // A reload or a closed tab ends this tab's Janus session at once (JanusSession.closeOnUnload).
    // (Not for a page kept to come back to: that one opens a new session when it shows again.)
    const onPageHide = (event: PageTransitionEvent) => {
      if (!event.persisted) this.link?.session.closeOnUnload();
    };
    window.addEventListener('pagehide', onPageHide);
    this.stops.push(() => window.removeEventListener('pagehide', onPageHide));
    this.sweep = setInterval(() => this.forgetLongLost(), 1_000);
    if (s.connected) enter();
    void this.open(false);
  }

  private showOffline(): void {
    const offline = this.socketOffline || this.recovering;
    if (this.view.offline === offline) return;
    this.view = { ...this.view, offline };
    this.emit();
  }

  /** Those lost for longer than the server keeps their place have left: their tiles go. */
  private forgetLongLost(): void {
    const now = Date.now();
    let changed = false;
    for (const [userId, since] of this.lost) {
      if (now - since > reconnectingTileMs) {
        this.lost.delete(userId);
        this.states.delete(userId);
        for (const feed of [...this.feeds.values()]) if (feed.userId === userId) this.dropFeed(feed.id);
        changed = true;
      }
    }
    if (changed) this.publish();
  }

  /**
   * Opens the call's Janus side (a session, the publisher, the subscription), again after a lost one
   * (`again`: the access is asked anew first), with pauses between attempts; past the last attempt
   * the call says the media server cannot be reached.
   */
  private async open(again: boolean): Promise<void> {
    while (!this.closed) {
      const pause = recoveryPausesMs[this.attempts];
      if (pause === undefined) {
        this.note('gave up: the media server could not be reached');
        this.recovering = false;
        this.view = { ...this.view, refused: 'sfu_unreachable' };
        this.showOffline();
        this.emit();
        return;
      }
      this.attempts += 1;
      if (pause > 0) await new Promise((resolve) => setTimeout(resolve, pause));
      if (this.closed) return;
      let link: SfuLink | null = null;
      try {
        if (again && this.renewAccess) {
          const renewed = await this.renewAccess();
          if ('refused' in renewed) {
            this.note(`not in the call any more (${renewed.refused})`);
            this.recovering = false;
            this.view = { ...this.view, refused: renewed.refused };
            this.showOffline();
            return;
          }
          this.janus = renewed.janus;
        }
        // The first link takes the session the lobby opened, if there is one.
        const warmed = again
          ? null
          : await takeWarmJanus(
              this.janus.url,
              { iceServers: this.iceServers, policy: this.policy },
              this.local,
            );
        if (this.closed) {
          warmed?.session.close();
          warmed?.publisherPc?.pc.close();
          warmed?.subscriberPc?.close();
          return;
        }
        link = this.newLink(warmed);
        this.link = link;
        this.note(`link opening (attempt ${this.attempts}${warmed ? ', with the lobby’s session' : ''})`);
        await link.join();
        if (this.screen) await link.shareScreen(this.screen);
        this.note(`link open (session ${link.session.sessionId})`);
        this.openedAt = Date.now();
        this.recovering = false;
        this.showOffline();
        this.publish();
        this.announcePublisher();
        return;
      } catch (error) {
        this.note(`link failed (attempt ${this.attempts}): ${String(error)}`);
        console.warn('Orbit call: the media server could not be reached', error);
        if (link) {
          link.close();
          if (this.link === link) this.link = null;
        }
        again = true;
      }
    }
  }

  private newLink(warmed: WarmJanus | null): SfuLink {
    const link: SfuLink = new SfuLink(
      this.janus,
      this.meId,
      this.iceServers,
      this.policy,
      this.local,
      () => ({ muted: this.view.muted, camera: this.view.camera }),
      {
        publishers: (list, complete) => {
          if (this.link === link) this.subscribeTo(list, complete);
        },
        left: (feedId) => {
          if (this.link === link) this.forgetPublisher(feedId);
        },
        layout: (streams) => {
          if (this.link === link) this.applyLayout(streams);
        },
        feeds: () => this.feeds.keys(),
        changed: () => {
          if (this.link === link) this.publish();
        },
        lost: (reason) => {
          if (this.link === link) this.recover(reason);
        },
        note: (step) => this.note(step),
      },
      warmed,
    );
    return link;
  }

  /**
   * Tells the server this tab's camera publisher in the room, once both the link is open and the
   * socket has entered the call: the server kicks this person's older publishers (left by a session
   * that could not be ended), so nobody sees them twice for long (docs/CALLS.md, "One tile per person").
   */
  private announcePublisher(): void {
    if (!this.entered || !this.link || this.recovering || this.openedAt === 0) return;
    this.socket.emit(callPublishingEvent, { callId: this.callId, publisherId: this.link.publisherId });
  }

  /** The Janus side cannot go on: it is closed and opened anew, the page saying it is reconnecting. */
  private recover(reason: string): void {
    // Out of the call on this tab (another tab took its place, removed, ended): nothing to open again.
    if (this.closed || this.recovering || this.view.refused) return;
    this.note(`recovering: ${reason}`);
    if (this.openedAt > 0 && Date.now() - this.openedAt > healthyMs) this.attempts = 0;
    this.openedAt = 0;
    this.recovering = true;
    this.showOffline();
    this.link?.close();
    this.link = null;
    // The feeds stay (the new subscription starts with them); their tracks went with the old one.
    for (const feed of this.feeds.values()) feed.stream = null;
    this.publish();
    void this.open(true);
  }

  /**
   * One tile per person (docs/CALLS.md, "One tile per person"): of a person's camera publishers in the
   * room the newest (the largest id, see newPublisherId) is the one received, and so for their screen
   * share. An older one is never subscribed to (a publisher left behind by a session that could not be
   * ended, until the server kicks it or Janus drops it), not even once the newer one has gone, and a
   * newer one takes the place of the one shown. Only publishers in the room at the same time are
   * compared, so a person back from a device whose clock is behind is shown all the same. `complete`:
   * the list is the whole room (a join's): those not in it have gone.
   */
  private subscribeTo(publishers: Publisher[], complete = false): void {
    if (complete) {
      for (const id of [...this.present.keys()]) {
        if (!publishers.some((p) => p.id === id)) this.forgetPublisher(id);
      }
    }
    const added: number[] = [];
    // Newest first: of one person's publishers in one list only the newest is taken.
    for (const { id, display } of [...publishers].sort((a, b) => b.id - a.id)) {
      if (!display) continue;
      this.present.set(id, display);
      if (this.feeds.has(id) || this.superseded.has(id)) continue;
      const screen = display.endsWith(screenSuffix);
      const userId = screen ? display.slice(0, -screenSuffix.length) : display;
      if (userId === this.meId) continue;
      const same = [...this.present].filter(([other, shown]) => other !== id && shown === display);
      if (same.some(([other]) => other > id)) {
        this.superseded.add(id);
        continue;
      }
      for (const [older] of same) {
        this.superseded.add(older);
        this.dropFeed(older);
      }
      this.feeds.set(id, { id, userId, screen, stream: null });
      added.push(id);
    }
    this.link?.subscribe(added);
    this.publish();
  }

  /** A publisher left the room (left, unpublished, kicked, or missing from a join's list). */
  private forgetPublisher(id: number): void {
    this.present.delete(id);
    this.superseded.delete(id);
    this.dropFeed(id);
  }

  /** Each feed's tracks, from the latest offer's layout: the receivers of its active m-lines. */
  private applyLayout(streams: SubscribedStream[]): void {
    const pc = this.link?.receivingPc;
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
    this.link?.unsubscribe([id]);
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
    await this.link?.setTrack('audio', muted ? null : track);
    this.reportMedia();
    this.emit();
  }

  async setCamera(camera: boolean): Promise<void> {
    this.view = { ...this.view, camera };
    const track = this.local.getVideoTracks()[0] ?? null;
    await this.link?.setTrack('video', camera ? track : null);
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
    const kind = track.kind === 'audio' ? 'audio' : 'video';
    const live = kind === 'audio' ? !this.view.muted : this.view.camera;
    await this.link?.setTrack(kind, live ? track : null);
    this.emit();
  }

  async shareScreen(stream: MediaStream): Promise<void> {
    this.screen = stream;
    for (const track of stream.getTracks()) track.addEventListener('ended', () => void this.stopScreen());
    // A link being opened anew shares it once it is in the room.
    if (this.link && !this.recovering) await this.link.shareScreen(stream);
    this.view = { ...this.view, screenStream: stream };
    this.reportMedia();
    this.emit();
  }

  async stopScreen(): Promise<void> {
    const screen = this.screen;
    if (!screen) return;
    this.screen = null;
    for (const track of screen.getTracks()) track.stop();
    await this.link?.stopScreen();
    this.view = { ...this.view, screenStream: null };
    this.reportMedia();
    this.emit();
  }

  stop(): void {
    if (this.closed) return;
    this.closed = true;
    if (this.socket.connected) this.socket.emit(callExitEvent, { callId: this.callId });
    for (const stop of this.stops) stop();
    clearInterval(this.sweep);
    this.link?.close();
    this.link = null;
    for (const track of this.local.getTracks()) track.stop();
    for (const track of this.screen?.getTracks() ?? []) track.stop();
    this.emit();
  }

  private publish(): void {
    const peers: PeerView[] = [];
    const receiving = this.link?.receiving ?? 'new';
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
        connection: this.lost.has(feed.userId) ? 'reconnecting' : feed.stream ? receiving : 'new',
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
