// A small client for Janus Gateway's HTTP API (https://janus.conf.meetecho.com/docs/rest.html): one
// session, its plugin handles, and the long poll that brings their events. Used by SfuCall for calls
// through the VideoRoom plugin; the app server hands out only the room and its pin.

type JanusMessage = {
  janus: string;
  transaction?: string;
  sender?: number;
  data?: { id?: number };
  plugindata?: { plugin: string; data: Record<string, unknown> };
  jsep?: RTCSessionDescriptionInit;
  /** A `trickle` from Janus: one of its ICE candidates, or `completed` when it has no more. */
  candidate?: RTCIceCandidateInit & { completed?: boolean };
  error?: { code: number; reason: string };
};

export type PluginEvent = {
  data: Record<string, unknown>;
  jsep?: RTCSessionDescriptionInit;
  /** Set on a reply to one of this side's requests (seen by handles attached with `replies`). */
  transaction?: string;
};

/** What `trickle` sends for one candidate, or for the end of this side's candidates. */
type TrickleCandidate = RTCIceCandidateInit | { completed: true };

/** How long this side's candidates gather before they go to Janus together (one `trickle`). */
const trickleBatchMs = 15;

const transaction = () => Math.random().toString(36).slice(2, 14);

export class JanusSession {
  private id = 0;
  private polling = false;
  private readonly handlers = new Map<number, { onEvent: (event: PluginEvent) => void; replies: boolean }>();
  private readonly trickles = new Map<number, (candidate: RTCIceCandidateInit | null) => void>();
  /** Janus's candidates for a handle nobody listens to yet (they can come before the offer's answer). */
  private readonly earlyTrickles = new Map<number, (RTCIceCandidateInit | null)[]>();
  private readonly waiting = new Map<string, (message: JanusMessage) => void>();

  constructor(private readonly url: string) {}

  /**
   * One request; `ackOnly` for those Janus answers with an `ack` alone (trickle), where for a plugin
   * message the `ack` says its answer will come through the long poll.
   */
  private async post(
    path: string,
    body: Record<string, unknown>,
    ackOnly = false,
    onReceived?: () => void,
  ): Promise<JanusMessage> {
    const tx = transaction();
    // Waiting for the answer starts before the request goes: the long poll may bring the answer of an
    // asynchronous request before the request's own `ack` has been read.
    const later = new Promise<JanusMessage>((resolve) => this.waiting.set(tx, resolve));
    try {
      // No content-type of its own (a string body goes as text/plain, which Janus reads as JSON all the
      // same): a simple cross-origin request, so the browser sends no CORS preflight before it, where
      // a JSON content-type costs an OPTIONS round trip for each new session and handle address.
      const res = await fetch(`${this.url}${path}`, {
        method: 'POST',
        body: JSON.stringify({ ...body, transaction: tx }),
      });
      const message = (await res.json()) as JanusMessage;
      if (message.janus === 'error') throw new Error(`Janus: ${message.error?.reason ?? 'error'}`);
      onReceived?.();
      // A plugin's synchronous answer: a handle that sees its replies sees this one too.
      if (message.janus === 'event') this.showReply(message);
      // An asynchronous request: its answer comes (or came) through the long poll.
      if (message.janus === 'ack' && !ackOnly) return await later;
      this.waiting.delete(tx);
      return message;
    } catch (error) {
      this.waiting.delete(tx);
      throw error;
    }
  }

  async open(): Promise<void> {
    const created = await this.post('', { janus: 'create' });
    this.id = created.data?.id ?? 0;
    if (!this.id) throw new Error('Janus gave no session');
    this.polling = true;
    void this.poll();
  }

  private async poll(): Promise<void> {
    while (this.polling) {
      try {
        const res = await fetch(`${this.url}/${this.id}?maxev=10&rid=${Date.now()}`);
        const body = (await res.json()) as JanusMessage | JanusMessage[];
        for (const message of Array.isArray(body) ? body : [body]) this.dispatch(message);
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
    }
  }

  private dispatch(message: JanusMessage): void {
    const waiter = message.transaction ? this.waiting.get(message.transaction) : undefined;
    if (waiter) {
      // The handle hears it first, synchronously: whatever it does with a JSEP in it happens in the
      // order the events came, before the request's own awaiting code resumes.
      if (message.janus === 'event') this.showReply(message);
      this.waiting.delete(message.transaction as string);
      waiter(message);
      return;
    }
    if (message.janus === 'event' && message.sender !== undefined && message.plugindata) {
      this.handlers.get(message.sender)?.onEvent({ data: message.plugindata.data, jsep: message.jsep });
    } else if (message.janus === 'trickle' && message.sender !== undefined && message.candidate) {
      const { completed, ...candidate } = message.candidate;
      const listener = this.trickles.get(message.sender);
      if (listener) listener(completed ? null : candidate);
      else {
        const early = this.earlyTrickles.get(message.sender) ?? [];
        early.push(completed ? null : candidate);
        this.earlyTrickles.set(message.sender, early);
      }
    }
  }

  private showReply(message: JanusMessage): void {
    if (message.sender === undefined || !message.plugindata) return;
    const handler = this.handlers.get(message.sender);
    if (!handler?.replies) return;
    handler.onEvent({ data: message.plugindata.data, jsep: message.jsep, transaction: message.transaction });
  }

  /**
   * A VideoRoom handle whose unsolicited events go to `onEvent`; with `replies`, the replies to its
   * requests go there as well (before the request resolves), so it sees every event in Janus's order.
   */
  async attach(
    onEvent: (event: PluginEvent) => void,
    options: { replies?: boolean } = {},
  ): Promise<JanusHandle> {
    const attached = await this.post(`/${this.id}`, { janus: 'attach', plugin: 'janus.plugin.videoroom' });
    const handleId = attached.data?.id;
    if (!handleId) throw new Error('Janus gave no handle');
    this.handlers.set(handleId, { onEvent, replies: options.replies ?? false });
    return new JanusHandle(this, handleId);
  }

  /**
   * A plugin message; resolves with the plugin's answer (synchronous or through the long poll).
   * `onReceived` runs as soon as Janus has taken the message (its description with it), before the answer.
   */
  async message(
    handleId: number,
    body: Record<string, unknown>,
    jsep?: RTCSessionDescriptionInit,
    onReceived?: () => void,
  ): Promise<PluginEvent> {
    const answer = await this.post(
      `/${this.id}/${handleId}`,
      { janus: 'message', body, ...(jsep ? { jsep } : {}) },
      false,
      onReceived,
    );
    const data = answer.plugindata?.data ?? {};
    if (typeof data.error === 'string') throw new Error(`Janus VideoRoom: ${data.error}`);
    return { data, jsep: answer.jsep };
  }

  /** This side's ICE candidates for a handle, in one request (`{ completed: true }`: no more). */
  async trickle(handleId: number, candidates: TrickleCandidate[]): Promise<void> {
    if (candidates.length === 0) return;
    await this.post(`/${this.id}/${handleId}`, { janus: 'trickle', candidates }, true);
  }

  /** Janus's own candidates for a handle, when it trickles them (`full_trickle`), go to `listener`. */
  onTrickle(handleId: number, listener: (candidate: RTCIceCandidateInit | null) => void): void {
    this.trickles.set(handleId, listener);
    for (const candidate of this.earlyTrickles.get(handleId) ?? []) listener(candidate);
    this.earlyTrickles.delete(handleId);
  }

  async detach(handleId: number): Promise<void> {
    this.handlers.delete(handleId);
    this.trickles.delete(handleId);
    this.earlyTrickles.delete(handleId);
    await this.post(`/${this.id}/${handleId}`, { janus: 'detach' }).catch(() => undefined);
  }

  close(): void {
    this.polling = false;
    if (this.id) void this.post(`/${this.id}`, { janus: 'destroy' }).catch(() => undefined);
  }
}

export class JanusHandle {
  constructor(
    private readonly session: JanusSession,
    readonly id: number,
  ) {}

  message(
    body: Record<string, unknown>,
    jsep?: RTCSessionDescriptionInit,
    onReceived?: () => void,
  ): Promise<PluginEvent> {
    return this.session.message(this.id, body, jsep, onReceived);
  }

  /**
   * Trickles ICE both ways for this handle's connection, so neither side waits for the other's
   * gathering: this side's candidates (`local`, kept since before the local description was set) go
   * to Janus as they are found, once Janus has this side's description (`described()`; earlier ones
   * wait for it), and Janus's own, when it trickles them, are added once the connection has Janus's
   * description (`answered()`; earlier ones wait too).
   */
  trickle(
    pc: RTCPeerConnection,
    local: LocalCandidates = new LocalCandidates(pc),
  ): { described(): void; answered(): void } {
    // Candidates found within a few milliseconds of each other go in one request; the end of
    // gathering sends what is waiting at once.
    const batch: TrickleCandidate[] = [];
    let timer: ReturnType<typeof setTimeout> | null = null;
    const flush = () => {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      this.session.trickle(this.id, batch.splice(0)).catch((error: unknown) => {
        console.warn('Orbit call: ICE candidates did not reach the media server', error);
      });
    };
    const send = (candidate: RTCIceCandidateInit | null) => {
      batch.push(candidate ?? { completed: true });
      if (candidate === null) flush();
      else timer ??= setTimeout(flush, trickleBatchMs);
    };
    const theirs: (RTCIceCandidateInit | null)[] = [];
    let adding = false;
    const add = (candidate: RTCIceCandidateInit | null) => {
      if (pc.signalingState === 'closed') return;
      pc.addIceCandidate(candidate ?? undefined).catch((error: unknown) => {
        console.warn('Orbit call: a candidate of the media server was refused', error);
      });
    };
    this.session.onTrickle(this.id, (candidate) => {
      if (adding) add(candidate);
      else theirs.push(candidate);
    });
    return {
      described: () => local.sendTo(send),
      answered: () => {
        adding = true;
        for (const candidate of theirs.splice(0)) add(candidate);
      },
    };
  }

  detach(): Promise<void> {
    return this.session.detach(this.id);
  }
}

/**
 * This side's ICE candidates of one connection, kept from the moment this is made (before the local
 * description is set, so none is missed) until `sendTo` is given where they go; later ones go at once.
 */
export class LocalCandidates {
  private readonly kept: (RTCIceCandidateInit | null)[] = [];
  private sink: ((candidate: RTCIceCandidateInit | null) => void) | null = null;

  constructor(pc: RTCPeerConnection) {
    pc.addEventListener('icecandidate', ({ candidate }) => {
      // An empty candidate marks the end of one generation; null, the end of gathering.
      if (candidate && !candidate.candidate) return;
      const init = candidate
        ? { candidate: candidate.candidate, sdpMid: candidate.sdpMid, sdpMLineIndex: candidate.sdpMLineIndex }
        : null;
      if (this.sink) this.sink(init);
      else this.kept.push(init);
    });
  }

  sendTo(sink: (candidate: RTCIceCandidateInit | null) => void): void {
    this.sink = sink;
    for (const candidate of this.kept.splice(0)) sink(candidate);
  }
}
