import {
  iceUfrag,
  layoutLine,
  missingFeed,
  parseSubscriberEvent,
  type SubscribedStream,
} from './subscriberEvent';

// One multistream subscription to a Janus VideoRoom (1.1.x): a single subscriber handle and a single
// RTCPeerConnection that receive every other publisher in the room. Feeds are added with `join`
// (first) and `update` {subscribe} (later), removed with `update` {unsubscribe}; Janus answers each
// change with a new JSEP offer, and also offers on its own when a publisher leaves or changes its
// streams. Janus never has two offers out at once for one subscriber: while one waits for our answer,
// a change is held back ("updating") and offered once the answer has come.
//
// Two lanes, each strictly in order:
// - requests (join, update, configure) go one at a time, each waiting for its own reply (matched by
//   transaction in janusSession.ts);
// - every offer Janus sends, whichever event carries it (a reply to one of our requests or an event
//   of its own), is answered in the order it arrived: setRemoteDescription → createAnswer → `start`.
// The offer lane never waits on the request lane, so an offer that arrives while a request waits for
// its reply is answered at once, and the reply (which may carry no offer at all) cannot hold it up.

const historyLength = 100;

/** How often `start` (this side's answer) is sent before the subscription gives up. */
export const startAttempts = 3;

export type SubscriptionTiming = {
  /** The pause before the second `start` (twice that before the third); 1 s. */
  startRetryMs?: number;
  /** How long an ICE restart's request may wait for its reply before the next request goes; 3 s. */
  restartReplyMs?: number;
};

/** What the subscription sends through its Janus handle. */
export interface SubscriberLink {
  /**
   * One request; resolves with the plugin's reply to it (its data), rejects with an Error whose
   * message carries the VideoRoom's reason. `onReceived` runs once Janus has taken the request.
   */
  request(
    body: Record<string, unknown>,
    jsep?: RTCSessionDescriptionInit,
    onReceived?: () => void,
  ): Promise<unknown>;
}

/** What the subscription uses of its RTCPeerConnection (a fake one in the unit tests). */
export type AnsweringPeer = Pick<
  RTCPeerConnection,
  'setRemoteDescription' | 'createAnswer' | 'setLocalDescription' | 'localDescription' | 'signalingState'
>;

export type SubscriptionHooks = {
  /** The layout at the offer just applied (the connection's transceivers carry those mids now). */
  layout(streams: SubscribedStream[]): void;
  /** The first offer is the remote description: Janus's candidates can be added from now on. */
  firstOffer?(): void;
  /** Janus has the first answer: this side's candidates can go to it from now on. */
  firstAnswer?(): void;
  /** Janus refused a feed (`No such feed`): its publisher is gone. */
  gone?(feedId: number): void;
  /**
   * An offer with new ICE credentials (an ICE restart) has arrived, before it is applied: both
   * directions of candidates wait for the new descriptions (called synchronously, on arrival).
   */
  restarting?(): void;
  /** An offer is the remote description now: Janus's candidates can be added. */
  applied?(): void;
  /** Janus has taken an answer: this side's candidates can go to it. */
  taken?(): void;
  /** The subscription cannot go on (an answer Janus never took): the caller subscribes anew. */
  failed?(reason: string, error: unknown): void;
  warn?(message: string, error: unknown): void;
};

export class SfuSubscription {
  private requests: Promise<void> = Promise.resolve();
  private offers: Promise<void> = Promise.resolve();
  /** The subscriber has `join`ed (later changes are `update`s). */
  private joined = false;
  private readonly toAdd = new Set<number>();
  /** Feeds accepted into the subscription and not dropped since. */
  private readonly subscribed = new Set<number>();
  /** Feeds dropped (gone from the room, or no longer wanted): none of their m-lines may stay active. */
  private readonly dropped = new Set<number>();
  /** Subscriber mids asked to go (`unsubscribe` by `sub_mid`) whose removal no offer has shown yet. */
  private readonly removing = new Set<string>();
  /** Feeds added by an `update`: their video gets a key-frame request once their offer is answered. */
  private readonly wantKeyframe = new Set<number>();
  private streams: SubscribedStream[] = [];
  private answers = 0;
  private offersSeen = 0;
  /** The ICE user fragment of the last offer received: a new one is an ICE restart. */
  private offerUfrag: string | null = null;
  private closed = false;
  /** The last steps taken, oldest first (`history`: for the console and for a failing journey). */
  private readonly steps: string[] = [];

  constructor(
    private readonly pc: AnsweringPeer,
    private readonly link: SubscriberLink,
    /** The `join` body's room fields (room, pin, private id), read when the join goes. */
    private readonly joinFields: () => Record<string, unknown>,
    private readonly hooks: SubscriptionHooks,
    private readonly timing: SubscriptionTiming = {},
  ) {}

  /** What the subscription did lately, one line a step with its time (ms since the page opened). */
  get history(): readonly string[] {
    return this.steps;
  }

  private note(step: string): void {
    this.steps.push(`${Math.round(performance.now())} ${step}`);
    if (this.steps.length > historyLength) this.steps.shift();
  }

  /** Subscribe to these publishers (those already in are skipped). */
  add(feedIds: Iterable<number>): void {
    for (const id of feedIds) {
      this.dropped.delete(id);
      this.toAdd.add(id);
    }
    this.schedule();
  }

  /**
   * Stop receiving these publishers: their m-lines are unsubscribed by subscriber mid, now for those
   * the layout shows, later for those a coming offer shows. Janus renegotiates on its own when a
   * publisher leaves, but not always: in 1.1.2 a publisher `kick`ed leaves the room before its
   * connection closes, and the close then marks the subscribers' m-lines inactive without an offer
   * (the room is gone from the publisher by then). An `unsubscribe` naming the feed that arrives in
   * between finds no publisher and changes nothing; one naming the subscriber's mid always brings an
   * offer, whatever Janus did before.
   */
  remove(feedIds: Iterable<number>): void {
    for (const id of feedIds) {
      this.toAdd.delete(id);
      this.subscribed.delete(id);
      this.wantKeyframe.delete(id);
      this.dropped.add(id);
    }
    this.schedule();
  }

  /** Active m-lines of dropped feeds not yet asked to go. */
  private midsToRemove(): string[] {
    return this.streams
      .filter((s) => s.active && s.feedId !== null && this.dropped.has(s.feedId) && !this.removing.has(s.mid))
      .map((s) => s.mid);
  }

  /**
   * Every event of the subscriber handle, in the order Janus sent them, replies to our requests
   * included: each JSEP offer is queued for an answer at once (synchronously), so offers are answered
   * in arrival order whatever request is waiting.
   */
  receive(data: unknown, jsep: unknown): void {
    if (this.closed) return;
    const event = parseSubscriberEvent(data, jsep);
    if (!event.offer) {
      this.note(`event ${event.videoroom ?? '?'}${event.error ? ` error ${event.error.reason}` : ''}`);
      return;
    }
    const { offer, streams } = event;
    this.offersSeen += 1;
    const n = this.offersSeen;
    const ufrag = iceUfrag(offer.sdp);
    const restart = this.offerUfrag !== null && ufrag !== null && ufrag !== this.offerUfrag;
    if (ufrag !== null) this.offerUfrag = ufrag;
    this.note(
      `offer ${n} (${event.videoroom ?? '?'})${restart ? ' ICE restart' : ''} received: ${layoutLine(streams)}`,
    );
    if (restart) this.hooks.restarting?.();
    this.offers = this.offers
      .then(() => this.answer(offer, streams, n))
      .catch((error: unknown) => {
        this.note(`offer ${n} failed: ${String(error)}`);
        this.hooks.warn?.('an offer of the media server failed', error);
      });
  }

  /** Settles once every request and offer queued so far is done (for tests). */
  async settled(): Promise<void> {
    for (;;) {
      const requests = this.requests;
      const offers = this.offers;
      await Promise.all([requests, offers]);
      if (requests === this.requests && offers === this.offers) return;
    }
  }

  close(): void {
    this.closed = true;
  }

  /**
   * Asks Janus for an offer with new ICE credentials (`configure` `restart: true`, VideoRoom 1.1.2),
   * answered through the offer lane like any other. Resolves once Janus has replied, or after
   * `restartReplyMs` without one: while Janus waits for an answer to an earlier offer it sends no
   * reply at all, and offers the restart (an `updated` event of its own) once that answer has come,
   * so the request lane must not wait for it.
   */
  restart(): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.requests = this.requests
        .then(async () => {
          if (this.closed || !this.joined) return resolve();
          this.note('ICE restart asked');
          const reply = this.link.request({ request: 'configure', restart: true });
          const outcome = await Promise.race([
            reply.then(() => 'answered'),
            new Promise<string>((done) =>
              setTimeout(() => done('postponed'), this.timing.restartReplyMs ?? 3_000),
            ),
          ]);
          // A reply that comes (or fails) after the wait is of no more use.
          if (outcome === 'postponed') reply.catch(() => undefined);
          this.note(`ICE restart ${outcome}`);
          resolve();
        })
        .catch((error: unknown) => {
          this.note(`ICE restart refused: ${String(error)}`);
          reject(error);
        });
    });
  }

  private schedule(): void {
    this.requests = this.requests
      .then(() => this.flush())
      .catch((error: unknown) => this.hooks.warn?.('a subscription change failed', error));
  }

  private enqueue(work: () => Promise<unknown>): void {
    this.requests = this.requests
      .then(async () => {
        if (!this.closed) await work();
      })
      .catch((error: unknown) => this.hooks.warn?.('a subscription request failed', error));
  }

  /** Sends whatever additions and removals are pending, as one request. */
  private async flush(): Promise<void> {
    let add = [...this.toAdd].filter((id) => !this.subscribed.has(id) && !this.dropped.has(id));
    this.toAdd.clear();
    let remove = this.joined ? this.midsToRemove() : [];
    while (!this.closed && (add.length > 0 || remove.length > 0)) {
      // Not joined yet: nothing to remove; with nothing to add there is nothing to join with.
      if (!this.joined && add.length === 0) return;
      const body = this.joined
        ? {
            request: 'update',
            ...(add.length > 0 ? { subscribe: add.map((feed) => ({ feed })) } : {}),
            ...(remove.length > 0 ? { unsubscribe: remove.map((mid) => ({ sub_mid: mid })) } : {}),
          }
        : {
            ...this.joinFields(),
            request: 'join',
            ptype: 'subscriber',
            streams: add.map((feed) => ({ feed })),
          };
      // Marked before the request goes: its offer may be answered before its reply is read here.
      if (this.joined) for (const id of add) this.wantKeyframe.add(id);
      for (const mid of remove) this.removing.add(mid);
      const what = `${String(body.request)} +[${add.join(',')}] -[${remove.join(',')}]`;
      this.note(`${what} sent`);
      try {
        const reply = parseSubscriberEvent(await this.link.request(body), undefined);
        this.note(`${what} answered: ${reply.videoroom ?? '?'}`);
      } catch (error) {
        this.note(`${what} refused: ${String(error)}`);
        for (const id of add) this.wantKeyframe.delete(id);
        for (const mid of remove) this.removing.delete(mid);
        const gone = missingFeed(error instanceof Error ? error.message : String(error));
        if (gone === null || !add.includes(gone)) {
          // Tried again with the next change (the mids to remove are found again from the layout).
          for (const id of add) this.toAdd.add(id);
          throw error;
        }
        // That publisher left before Janus read the request: the same request without it.
        add = add.filter((id) => id !== gone);
        this.hooks.gone?.(gone);
        continue;
      }
      this.joined = true;
      for (const id of add) if (!this.dropped.has(id)) this.subscribed.add(id);
      add = [];
      remove = [];
    }
  }

  private async answer(
    offer: { type: 'offer'; sdp: string },
    streams: SubscribedStream[] | null,
    n: number,
  ): Promise<void> {
    if (this.closed || this.pc.signalingState === 'closed') return;
    await this.pc.setRemoteDescription(offer);
    this.note(`offer ${n} applied`);
    if (streams) {
      this.streams = streams;
      // A mid asked to go is settled once an offer shows it inactive or carrying someone else.
      for (const mid of [...this.removing]) {
        const now = streams.find((s) => s.mid === mid);
        if (!now?.active || (now.feedId !== null && !this.dropped.has(now.feedId))) this.removing.delete(mid);
      }
      // A dropped feed still active here (its removal raced its addition, or Janus left it): again.
      if (this.midsToRemove().length > 0) this.schedule();
    }
    if (this.answers === 0) this.hooks.firstOffer?.();
    this.hooks.applied?.();
    this.hooks.layout(this.streams);
    await this.pc.setLocalDescription(await this.pc.createAnswer());
    const first = this.answers === 0;
    this.answers += 1;
    await this.start(n, first);
    if (this.closed) return;
    this.note(`answer ${n} started`);
    this.askKeyframes();
  }

  /**
   * Sends this side's answer (`start`), again when it fails (a dropped request, Janus busy), at most
   * `startAttempts` times; then the subscription has failed (`failed`): without that answer Janus
   * offers nothing more on this handle, so the caller subscribes anew.
   */
  private async start(n: number, first: boolean): Promise<void> {
    let taken = false;
    for (let attempt = 1; ; attempt += 1) {
      try {
        await this.link.request({ request: 'start' }, this.pc.localDescription ?? undefined, () => {
          if (taken) return;
          taken = true;
          this.note(`answer ${n} taken`);
          if (first) this.hooks.firstAnswer?.();
          this.hooks.taken?.();
        });
        return;
      } catch (error) {
        this.note(`answer ${n} refused (attempt ${attempt}): ${String(error)}`);
        if (this.closed) return;
        if (attempt >= startAttempts) {
          this.closed = true;
          this.note('failed: Janus never took an answer');
          this.hooks.failed?.(`answer ${n} was never taken`, error);
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, (this.timing.startRetryMs ?? 1_000) * attempt));
      }
    }
  }

  /**
   * Feeds added to a running subscription: a `configure` with `send: true` for their video m-lines,
   * which in Janus 1.1.2 makes the VideoRoom ask each publisher for a key frame (PLI), so a new tile
   * shows video at once instead of at the publisher's next periodic key frame.
   */
  private askKeyframes(): void {
    const mids = this.streams
      .filter((s) => s.active && s.kind === 'video' && s.feedId !== null && this.wantKeyframe.has(s.feedId))
      .map((s) => s.mid);
    if (mids.length === 0) return;
    for (const s of this.streams) {
      if (s.active && s.kind === 'video' && s.feedId !== null) this.wantKeyframe.delete(s.feedId);
    }
    this.enqueue(async () => {
      this.note(`key frames asked for mids ${mids.join(',')}`);
      await this.link.request({ request: 'configure', streams: mids.map((mid) => ({ mid, send: true })) });
    });
  }
}
