import type { IceServer, JanusAccess } from '@orbit/shared';
import { traceCallStep } from './callTrace';
import { IceRestarts } from './iceRestarts';
import { type JanusHandle, JanusSession, type PluginEvent } from './janusSession';
import { type IceTrickle, LocalCandidates } from './janusTrickle';
import { peerConnectionFor, type WarmJanus, type WarmPublisher } from './janusWarmup';
import { SfuSubscription } from './sfuSubscription';
import type { SubscribedStream } from './subscriberEvent';

export type Publisher = { id: number; display?: string };

/** The display of a screen share's publisher: its user's id and this (the server kicks both). */
export const screenSuffix = '|screen';

let lastPublisherId = 0;

/**
 * The id a new publisher asks Janus for (the VideoRoom's `id`): the time in ms, then three random
 * digits, so a person's later publisher always has the larger id (docs/CALLS.md, "One tile per
 * person"): the others show the newest and never subscribe to an older one, and the server kicks the
 * older ones. About 1.8e15, within JavaScript's (and Janus's) exact integers.
 */
export function newPublisherId(now = Date.now()): number {
  // Within a tab, always above the last one (two in one millisecond, a clock set back).
  lastPublisherId = Math.max(now * 1_000 + Math.floor(Math.random() * 1_000), lastPublisherId + 1);
  return lastPublisherId;
}

export type SfuLinkHooks = {
  /**
   * Publishers Janus lists: `complete` at the join (everyone publishing in the room now), otherwise
   * those who came.
   */
  publishers(list: Publisher[], complete: boolean): void;
  /** A publisher left, unpublished or was kicked. */
  left(feedId: number): void;
  /** The subscription's layout at the offer just applied. */
  layout(streams: SubscribedStream[]): void;
  /** The feeds the call knows of: a new subscription starts with them. */
  feeds(): Iterable<number>;
  /** A connection's state changed. */
  changed(): void;
  /**
   * This link cannot go on: its Janus session is gone, Janus hung up one of its connections, ICE
   * restarts did not bring a connection back, or the subscription failed. Called once.
   */
  lost(reason: string): void;
  note(step: string): void;
};

type Publishing = {
  pc: RTCPeerConnection;
  handle: JanusHandle | null;
  ice: IceTrickle | null;
  restarts: IceRestarts | null;
};

/**
 * One Janus session's part in the call's room (docs/CALLS.md, SFU): this tab's publisher (its camera
 * and microphone), an optional second publisher for a screen share, and the one multistream
 * subscription receiving everyone else. Each connection restarts ICE by itself when its path is lost;
 * anything it cannot mend it reports once (`lost`), and SfuCall then opens a new link.
 */
export class SfuLink {
  readonly session: JanusSession;
  private publisher: (Publishing & { audio?: RTCRtpSender; video?: RTCRtpSender }) | null = null;
  private screen: Publishing | null = null;
  private subscriber: {
    pc: RTCPeerConnection;
    subscription: SfuSubscription | null;
    restarts: IceRestarts | null;
  } | null = null;
  /** The room's private id of this link's publisher: the subscription carries it (the room requires it). */
  private privateId: number | null = null;
  private markJoined: () => void = () => {};
  /** Settles once the publisher is in the room (its private id known): the subscription waits for it. */
  private readonly joinedRoom = new Promise<void>((resolve) => {
    this.markJoined = resolve;
  });
  private closed = false;
  private failed = false;
  /** Handles attached in the lobby, taken by the publisher and the subscription instead of attaching. */
  private readonly warmHandles: { publisher: JanusHandle | null; subscriber: JanusHandle | null };
  /** Connections made in the lobby (janusWarmup.ts), taken instead of making new ones. */
  private warmPcs: { publisher: WarmPublisher | null; subscriber: RTCPeerConnection | null };
  /** The Janus id of this link's camera publisher (chosen here, see newPublisherId). */
  readonly publisherId = newPublisherId();

  constructor(
    private readonly access: JanusAccess,
    private readonly meId: string,
    private readonly iceServers: IceServer[],
    private readonly policy: RTCIceTransportPolicy,
    private readonly local: MediaStream,
    private readonly state: () => { muted: boolean; camera: boolean },
    private readonly hooks: SfuLinkHooks,
    /**
     * A session opened already, with its handles (the lobby's, janusWarmup.ts); otherwise the link
     * opens its own session and attaches its own handles.
     */
    warmed: WarmJanus | null = null,
  ) {
    this.session = warmed?.session ?? new JanusSession(access.url);
    this.warmHandles = { publisher: warmed?.publisher ?? null, subscriber: warmed?.subscriber ?? null };
    this.warmPcs = {
      publisher: warmed?.publisherPc?.stream === local ? warmed.publisherPc : null,
      subscriber: warmed?.subscriberPc ?? null,
    };
    if (warmed?.publisherPc && !this.warmPcs.publisher) warmed.publisherPc.pc.close();
    this.session.onLost = (reason) => this.fail(`Janus session lost (${reason})`);
  }

  get peerConnections(): RTCPeerConnection[] {
    return [this.publisher?.pc, this.subscriber?.pc].filter(
      (pc): pc is RTCPeerConnection => pc !== undefined,
    );
  }

  /** The connection receiving everyone else (its transceivers carry the layout's mids). */
  get receivingPc(): RTCPeerConnection | null {
    return this.subscriber?.pc ?? null;
  }

  /** The receiving connection's state (the others' tiles show it). */
  get receiving(): RTCPeerConnectionState {
    return this.subscriber?.pc.connectionState ?? 'new';
  }

  get subscriptionHistory(): readonly string[] {
    return this.subscriber?.subscription?.history ?? [];
  }

  private fail(reason: string): void {
    if (this.closed || this.failed) return;
    this.failed = true;
    this.hooks.note(`link lost: ${reason}`);
    this.hooks.lost(reason);
  }

  /**
   * `role` names the connection's steps on the join's trace (callTrace.ts). `made`: one the lobby made
   * (janusWarmup.ts). The subscription's gathers its candidates ahead (it only answers offers).
   */
  private newPc(role: 'publisher' | 'subscriber', made: RTCPeerConnection | null = null): RTCPeerConnection {
    const pc =
      made ?? peerConnectionFor({ iceServers: this.iceServers, policy: this.policy }, role === 'subscriber');
    pc.addEventListener('connectionstatechange', () => {
      if (pc.connectionState === 'connected') traceCallStep(`${role}-connected`);
      this.hooks.changed();
    });
    pc.addEventListener('iceconnectionstatechange', () => {
      if (pc.iceConnectionState === 'connected') traceCallStep(`${role}-ice-connected`);
    });
    return pc;
  }

  private watch(pc: RTCPeerConnection, what: string, restart: () => Promise<void>): IceRestarts {
    return new IceRestarts(
      pc,
      restart,
      (reason) => this.fail(`${what}: ${reason}`),
      {},
      (step) => this.hooks.note(`${what}: ${step}`),
    );
  }

  /**
   * In the room and publishing: resolves once the publisher's answer is applied (the subscription
   * goes on alongside). The publisher's connection and its offer are made while the Janus session and
   * handles are opened. The publisher joins the room first without its offer (`join`): the reply
   * carries its private id and the publishers already there, so the subscription's `join` goes at
   * once, ahead of this offer (`configure`) in the VideoRoom's queue, instead of after Janus has
   * answered it. Receiving the others thus waits neither for this tab's offer nor for its answer.
   */
  async join(): Promise<void> {
    // The lobby's connection (its offer made and its candidates gathered already), or a new one.
    const warm = this.warmPcs.publisher;
    this.warmPcs.publisher = null;
    const pc = this.newPc('publisher', warm?.pc ?? null);
    const publisher: NonNullable<SfuLink['publisher']> = { pc, handle: null, ice: null, restarts: null };
    this.publisher = publisher;
    const { muted, camera } = this.state();
    const senders = warm
      ? pc.getSenders().filter((sender) => sender.track !== null)
      : this.local.getTracks().map((track) => pc.addTrack(track, this.local));
    for (const sender of senders) {
      const kind = sender.track?.kind;
      if (kind === 'audio') publisher.audio = sender;
      else publisher.video = sender;
      // Off from the start: no track on its sender (nothing renegotiated, nothing sent).
      if ((kind === 'audio' && muted) || (kind === 'video' && !camera)) await sender.replaceTrack(null);
    }
    if (warm) traceCallStep('publisher-prepared');
    const local = warm?.local ?? new LocalCandidates(pc);
    const opened = this.session.open().then(() => traceCallStep('session'));
    // The subscriber's handle is attached alongside the publisher's; it joins once the publisher has.
    void opened
      .then(() => this.openSubscriber())
      .catch((error: unknown) => this.fail(`the subscription could not be opened: ${String(error)}`));
    const offered = warm?.offered ?? pc.setLocalDescription();
    // Not left unhandled while the join goes on (it is awaited below).
    offered.catch(() => undefined);
    const onPublisherEvent = (event: PluginEvent) => this.onPublisherEvent(event);
    const publisherOptions = {
      onHangup: (reason: string) => this.fail(`Janus hung up the publisher (${reason})`),
    };
    const warmPublisher = this.warmHandles.publisher;
    const handle = warmPublisher
      ? warmPublisher.listen(onPublisherEvent, publisherOptions)
      : await opened.then(() => this.session.attach(onPublisherEvent, publisherOptions));
    publisher.handle = handle;
    traceCallStep('publisher-attached');
    const joined = await handle.message({
      request: 'join',
      ptype: 'publisher',
      room: this.access.room,
      pin: this.access.pin,
      id: this.publisherId,
      display: this.meId,
    });
    traceCallStep('publisher-joined');
    this.notePrivateId(joined.data);
    // Receiving the others starts now: the subscription's join is sent before this tab's offer.
    this.listed(joined.data);
    await offered;
    // One turn of the event loop, so the subscription's join (a few promise steps on) is sent first.
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (this.closed) return;
    // The offer's candidates follow it as they are found (trickle); those found already go after it.
    const ice = handle.trickle(pc, local, () => traceCallStep('publisher-janus-gathered'));
    publisher.ice = ice;
    const configured = await handle.message(
      { request: 'configure', audio: true, video: true },
      pc.localDescription ?? undefined,
      ice.described,
    );
    if (configured.jsep) await pc.setRemoteDescription(configured.jsep);
    traceCallStep('publisher-answered');
    ice.answered();
    if (this.closed) return;
    publisher.restarts = this.watch(pc, 'publisher', () => this.restartPublishing(publisher));
  }

  /**
   * An ICE restart of a publishing connection: a new offer with new ICE credentials, sent with a
   * `configure` (Janus restarts its side when the offer's credentials change), and its answer.
   */
  private async restartPublishing(publishing: Publishing): Promise<void> {
    const { pc, handle, ice } = publishing;
    if (!handle || !ice || this.closed) return;
    ice.restart();
    await pc.setLocalDescription(await pc.createOffer({ iceRestart: true }));
    const configured = await handle.message({ request: 'configure' }, pc.localDescription ?? undefined, () =>
      ice.described(),
    );
    if (configured.jsep && !this.closed) await pc.setRemoteDescription(configured.jsep);
    ice.answered();
  }

  private notePrivateId(data: PluginEvent['data']): void {
    if (typeof data.private_id !== 'number') return;
    this.privateId = data.private_id;
    this.markJoined();
  }

  private listed(data: PluginEvent['data']): void {
    if (!Array.isArray(data.publishers)) return;
    const list = data.publishers.flatMap((p: unknown): Publisher[] => {
      if (typeof p !== 'object' || p === null) return [];
      const { id, display } = p as { id?: unknown; display?: unknown };
      return typeof id === 'number' ? [{ id, ...(typeof display === 'string' ? { display } : {}) }] : [];
    });
    this.hooks.publishers(list, data.videoroom === 'joined');
  }

  private onPublisherEvent({ data }: PluginEvent): void {
    if (this.closed) return;
    // The 'joined' event may arrive here before the join's own answer: it lists publishers too.
    this.notePrivateId(data);
    this.listed(data);
    // Someone kicked (removed from the call or the workspace) is announced as `kicked`, not `leaving`.
    const gone = data.unpublished ?? data.leaving ?? data.kicked;
    if (typeof gone === 'number') this.hooks.left(gone);
  }

  subscribe(feedIds: number[]): void {
    if (feedIds.length > 0) this.subscriber?.subscription?.add(feedIds);
  }

  unsubscribe(feedIds: number[]): void {
    if (feedIds.length > 0) this.subscriber?.subscription?.remove(feedIds);
  }

  /**
   * The one subscriber handle and its connection. Every event of the handle (replies included) goes
   * to the subscription in Janus's order; its join waits for this link's publisher to be in the room.
   */
  private async openSubscriber(): Promise<void> {
    const pc = this.newPc('subscriber', this.warmPcs.subscriber);
    this.warmPcs.subscriber = null;
    const subscriber: NonNullable<SfuLink['subscriber']> = { pc, subscription: null, restarts: null };
    this.subscriber = subscriber;
    pc.addEventListener('track', () => traceCallStep('feed-track'));
    let subscription: SfuSubscription | null = null;
    const onSubscriberEvent = ({ data, jsep }: PluginEvent) => subscription?.receive(data, jsep);
    const subscriberOptions = {
      replies: true,
      onHangup: (reason: string) => this.fail(`Janus hung up the subscription (${reason})`),
    };
    const warmSubscriber = this.warmHandles.subscriber;
    const handle = warmSubscriber
      ? warmSubscriber.listen(onSubscriberEvent, subscriberOptions)
      : await this.session.attach(onSubscriberEvent, subscriberOptions);
    traceCallStep('subscriber-attached');
    await this.joinedRoom;
    if (this.closed) return;
    const ice = handle.trickle(pc, undefined, () => traceCallStep('subscriber-janus-gathered'));
    subscription = new SfuSubscription(
      pc,
      { request: async (body, jsep, onReceived) => (await handle.message(body, jsep, onReceived)).data },
      () => ({
        room: this.access.room,
        pin: this.access.pin,
        ...(this.privateId === null ? {} : { private_id: this.privateId }),
      }),
      {
        layout: (streams) => this.hooks.layout(streams),
        firstOffer: () => traceCallStep('subscriber-offer'),
        firstAnswer: () => traceCallStep('subscriber-started'),
        restarting: () => ice.restart(),
        applied: () => ice.answered(),
        taken: () => ice.described(),
        gone: (feedId) => this.hooks.left(feedId),
        failed: (reason) => this.fail(`the subscription failed: ${reason}`),
        warn: (message, error) => console.warn(`Orbit call: ${message}`, error),
      },
    );
    subscriber.subscription = subscription;
    subscriber.restarts = this.watch(pc, 'subscriber', () =>
      subscription ? subscription.restart() : Promise.resolve(),
    );
    subscription.add(this.hooks.feeds());
  }

  /** The track on the camera's or the microphone's sender (null: off). */
  async setTrack(kind: 'audio' | 'video', track: MediaStreamTrack | null): Promise<void> {
    await this.publisher?.[kind]?.replaceTrack(track);
  }

  /**
   * A screen share, as a second publisher: its handle is attached while the offer is made, and one
   * request (`joinandconfigure`) puts it in the room with its offer.
   */
  async shareScreen(stream: MediaStream): Promise<void> {
    const pc = this.newPc('publisher');
    for (const track of stream.getTracks()) pc.addTrack(track, stream);
    const local = new LocalCandidates(pc);
    const [handle] = await Promise.all([
      this.session.attach(() => {}, {
        onHangup: (reason) => this.fail(`Janus hung up the screen share (${reason})`),
      }),
      pc.setLocalDescription(),
    ]);
    const ice = handle.trickle(pc, local);
    const screen: Publishing = { pc, handle, ice, restarts: null };
    this.screen = screen;
    const configured = await handle.message(
      {
        request: 'joinandconfigure',
        ptype: 'publisher',
        room: this.access.room,
        pin: this.access.pin,
        id: newPublisherId(),
        display: `${this.meId}${screenSuffix}`,
        audio: false,
        video: true,
      },
      pc.localDescription ?? undefined,
      ice.described,
    );
    if (configured.jsep) await pc.setRemoteDescription(configured.jsep);
    ice.answered();
    if (!this.closed) screen.restarts = this.watch(pc, 'screen', () => this.restartPublishing(screen));
  }

  async stopScreen(): Promise<void> {
    const screen = this.screen;
    if (!screen) return;
    this.screen = null;
    screen.restarts?.stop();
    screen.pc.close();
    await screen.handle?.detach();
  }

  /** Closes every connection and ends the Janus session (if Janus still has it). */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.markJoined();
    for (const part of [this.publisher, this.screen, this.subscriber]) {
      part?.restarts?.stop();
      part?.pc.close();
    }
    // Connections from the lobby not taken yet (closed before they were needed).
    this.warmPcs.publisher?.pc.close();
    this.warmPcs.subscriber?.close();
    this.warmPcs = { publisher: null, subscriber: null };
    this.subscriber?.subscription?.close();
    this.session.close();
  }
}
