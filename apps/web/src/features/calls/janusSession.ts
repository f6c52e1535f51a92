// A small client for Janus Gateway's HTTP API (https://janus.conf.meetecho.com/docs/rest.html): one
// session, its plugin handles, and the long poll that brings their events. Used by SfuCall for calls
// through the VideoRoom plugin; the app server hands out only the room and its pin. Everything Janus
// sends is read with zod; a session Janus no longer has is reported once (`onLost`).

import { z } from 'zod';
import { IceTrickle, LocalCandidates, type TrickleCandidate } from './janusTrickle';

const candidateSchema = z.object({
  candidate: z.string().optional(),
  sdpMid: z.string().nullish(),
  sdpMLineIndex: z.number().nullish(),
  /** Janus has no more candidates for this handle. */
  completed: z.boolean().optional(),
});

/** What Janus's HTTP API sends: an answer to a request, or an event of the long poll. */
const messageSchema = z.object({
  janus: z.string(),
  transaction: z.string().optional(),
  sender: z.number().optional(),
  data: z.object({ id: z.number().optional() }).optional(),
  plugindata: z.object({ plugin: z.string(), data: z.record(z.string(), z.unknown()) }).optional(),
  jsep: z.object({ type: z.enum(['offer', 'answer']), sdp: z.string() }).optional(),
  /** A `trickle` from Janus: one of its ICE candidates, or `completed` when it has no more. */
  candidate: candidateSchema.optional(),
  error: z.object({ code: z.number(), reason: z.string() }).optional(),
  /** Why Janus hung up a handle's connection (`hangup`). */
  reason: z.string().optional(),
});

type JanusMessage = z.infer<typeof messageSchema>;

/** Janus's errors that mean the session (458) or the handle (459) is gone: nothing more works on it. */
const goneCodes = new Set([458, 459]);

/** A request that found the session or its handle gone (Janus 458/459, or its long poll's 404). */
export class JanusGoneError extends Error {}

function parseMessages(body: unknown): JanusMessage[] {
  const list = Array.isArray(body) ? body : [body];
  return list.flatMap((item) => {
    const parsed = messageSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

export type PluginEvent = {
  data: Record<string, unknown>;
  jsep?: RTCSessionDescriptionInit;
  /** Set on a reply to one of this side's requests (seen by handles attached with `replies`). */
  transaction?: string;
};

type HandleListener = {
  onEvent: (event: PluginEvent) => void;
  /** Janus closed the handle's connection (`hangup`, e.g. "ICE failed") or detached it. */
  onHangup?: (reason: string) => void;
  replies: boolean;
};

/**
 * How long the long poll may fail before the session is taken as lost: Janus drops a session that
 * hears nothing for its `session_timeout` (60 s by default); a poll that reaches Janus again learns it
 * sooner (404).
 */
export const sessionLostAfterMs = 60_000;

const transaction = () => Math.random().toString(36).slice(2, 14);

export class JanusSession {
  private id = 0;
  private polling = false;
  private lost = false;
  private readonly handlers = new Map<number, HandleListener>();
  private readonly trickles = new Map<number, (candidate: RTCIceCandidateInit | null) => void>();
  /** Janus's candidates for a handle nobody listens to yet (they can come before the offer's answer). */
  private readonly earlyTrickles = new Map<number, (RTCIceCandidateInit | null)[]>();
  private readonly waiting = new Map<string, (message: JanusMessage) => void>();
  /** Called once when the session is found gone (see `sessionLost`). */
  onLost: (reason: string) => void = () => {};

  constructor(private readonly url: string) {}

  /** Janus's id of this session (0 before `open`), for troubleshooting and the journeys. */
  get sessionId(): number {
    return this.id;
  }

  /**
   * The session is gone on Janus's side: it said so (`No such session`, its long poll's 404, a
   * `timeout` event), or the long poll failed for longer than Janus keeps a silent session. Nothing
   * on it works any more; whoever owns it opens a new one.
   */
  private sessionLost(reason: string): void {
    if (this.lost || !this.polling) return;
    this.lost = true;
    this.polling = false;
    for (const resolve of this.waiting.values()) {
      resolve({ janus: 'error', error: { code: 458, reason: `session lost: ${reason}` } });
    }
    this.waiting.clear();
    this.onLost(reason);
  }

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
    if (this.lost) throw new JanusGoneError('Janus: the session is gone');
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
      const [received] = parseMessages(await res.json());
      if (!received) throw new Error('Janus: an answer that could not be read');
      const message = this.checked(received);
      onReceived?.();
      // A plugin's synchronous answer: a handle that sees its replies sees this one too.
      if (message.janus === 'event') this.showReply(message);
      // An asynchronous request: its answer comes (or came) through the long poll.
      if (message.janus === 'ack' && !ackOnly) return this.checked(await later);
      this.waiting.delete(tx);
      return message;
    } catch (error) {
      this.waiting.delete(tx);
      throw error;
    }
  }

  /** The message itself, or the error it carries (a lost session noted as such). */
  private checked(message: JanusMessage): JanusMessage {
    if (message.janus !== 'error') return message;
    const code = message.error?.code ?? 0;
    const reason = message.error?.reason ?? 'error';
    if (goneCodes.has(code)) {
      if (code === 458) this.sessionLost(reason);
      throw new JanusGoneError(`Janus: ${reason}`);
    }
    throw new Error(`Janus: ${reason}`);
  }

  /** Creates the session and starts its long poll (once: an open session stays as it is). */
  async open(): Promise<void> {
    if (this.id && this.polling) return;
    const created = await this.post('', { janus: 'create' });
    this.id = created.data?.id ?? 0;
    if (!this.id) throw new Error('Janus gave no session');
    this.polling = true;
    void this.poll();
  }

  private async poll(): Promise<void> {
    let failingSince: number | null = null;
    while (this.polling) {
      try {
        const res = await fetch(`${this.url}/${this.id}?maxev=10&rid=${Date.now()}`);
        // Janus's HTTP transport answers a long poll for a session it does not have with an empty 404.
        if (res.status === 404) {
          this.sessionLost('no such session');
          return;
        }
        const messages = parseMessages(await res.json());
        failingSince = null;
        for (const message of messages) this.dispatch(message);
      } catch {
        failingSince ??= Date.now();
        if (Date.now() - failingSince > sessionLostAfterMs) {
          this.sessionLost('unreachable');
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
    }
  }

  private dispatch(message: JanusMessage): void {
    if (!this.polling) return;
    const waiter = message.transaction ? this.waiting.get(message.transaction) : undefined;
    if (waiter) {
      // The handle hears it first, synchronously: whatever it does with a JSEP in it happens in the
      // order the events came, before the request's own awaiting code resumes.
      if (message.janus === 'event') this.showReply(message);
      this.waiting.delete(message.transaction as string);
      waiter(message);
      return;
    }
    const sender = message.sender;
    if (message.janus === 'timeout') this.sessionLost('timed out');
    else if (sender === undefined) return;
    else if (message.janus === 'event' && message.plugindata) {
      this.handlers.get(sender)?.onEvent({ data: message.plugindata.data, jsep: message.jsep });
    } else if (message.janus === 'hangup' || message.janus === 'detached') {
      const handler = this.handlers.get(sender);
      if (handler) handler.onHangup?.(message.reason ?? message.janus);
    } else if (message.janus === 'trickle' && message.candidate) {
      const { completed, ...rest } = message.candidate;
      const candidate: RTCIceCandidateInit | null = completed
        ? null
        : {
            candidate: rest.candidate ?? '',
            sdpMid: rest.sdpMid ?? null,
            sdpMLineIndex: rest.sdpMLineIndex ?? null,
          };
      const listener = this.trickles.get(sender);
      if (listener) listener(candidate);
      else {
        const early = this.earlyTrickles.get(sender) ?? [];
        early.push(candidate);
        this.earlyTrickles.set(sender, early);
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
   * `onHangup` hears Janus closing the handle's connection.
   */
  async attach(
    onEvent: (event: PluginEvent) => void,
    options: { replies?: boolean; onHangup?: (reason: string) => void } = {},
  ): Promise<JanusHandle> {
    const attached = await this.post(`/${this.id}`, { janus: 'attach', plugin: 'janus.plugin.videoroom' });
    const handleId = attached.data?.id;
    if (!handleId) throw new Error('Janus gave no handle');
    this.listen(handleId, onEvent, options);
    return new JanusHandle(this, handleId);
  }

  /**
   * Who hears a handle's events from now on (a handle attached before its use, e.g. in the lobby:
   * janusWarmup.ts), with the same options as `attach`.
   */
  listen(
    handleId: number,
    onEvent: (event: PluginEvent) => void,
    options: { replies?: boolean; onHangup?: (reason: string) => void } = {},
  ): void {
    this.handlers.set(handleId, { onEvent, onHangup: options.onHangup, replies: options.replies ?? false });
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
      { janus: 'message', body, ...(jsep ? { jsep: { type: jsep.type, sdp: jsep.sdp } } : {}) },
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
    if (this.lost) return;
    await this.post(`/${this.id}/${handleId}`, { janus: 'detach' }).catch(() => undefined);
  }

  /**
   * Ends the session as the page goes away (a reload, the tab closed): a beacon, which the browser
   * still sends after the page is gone, where a fetch would be cancelled. Janus then takes this tab's
   * publishers out of the room at once, instead of when the session times out (60 s), so the others
   * do not see this person twice once the reloaded page has joined again.
   */
  closeOnUnload(): void {
    if (!this.id || this.lost) return;
    this.polling = false;
    this.lost = true;
    navigator.sendBeacon(
      `${this.url}/${this.id}`,
      JSON.stringify({ janus: 'destroy', transaction: transaction() }),
    );
  }

  /** Ends the session (Janus then tells the room its publishers left); a lost one has nothing to end. */
  close(): void {
    const wasOpen = this.polling || this.id !== 0;
    this.polling = false;
    this.handlers.clear();
    if (wasOpen && this.id && !this.lost) {
      void this.post(`/${this.id}`, { janus: 'destroy' }).catch(() => undefined);
    }
    this.lost = true;
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
   * description (`answered()`; earlier ones wait too). `restart()` makes both wait again.
   */
  trickle(
    pc: RTCPeerConnection,
    local: LocalCandidates = new LocalCandidates(pc),
    theirsComplete?: () => void,
  ): IceTrickle {
    return new IceTrickle(
      pc,
      local,
      (candidates) => this.session.trickle(this.id, candidates),
      (listener) => this.session.onTrickle(this.id, listener),
      theirsComplete,
    );
  }

  /** Who hears this handle's events from now on (JanusSession.listen). */
  listen(
    onEvent: (event: PluginEvent) => void,
    options: { replies?: boolean; onHangup?: (reason: string) => void } = {},
  ): JanusHandle {
    this.session.listen(this.id, onEvent, options);
    return this;
  }

  detach(): Promise<void> {
    return this.session.detach(this.id);
  }
}
