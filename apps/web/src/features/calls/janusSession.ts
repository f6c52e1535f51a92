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
  error?: { code: number; reason: string };
};

export type PluginEvent = { data: Record<string, unknown>; jsep?: RTCSessionDescriptionInit };

const transaction = () => Math.random().toString(36).slice(2, 14);

export class JanusSession {
  private id = 0;
  private polling = false;
  private readonly handlers = new Map<number, (event: PluginEvent) => void>();
  private readonly waiting = new Map<string, (message: JanusMessage) => void>();

  constructor(private readonly url: string) {}

  private async post(path: string, body: Record<string, unknown>): Promise<JanusMessage> {
    const tx = transaction();
    const res = await fetch(`${this.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...body, transaction: tx }),
    });
    const message = (await res.json()) as JanusMessage;
    if (message.janus === 'error') throw new Error(`Janus: ${message.error?.reason ?? 'error'}`);
    if (message.janus === 'ack') {
      // An asynchronous request: its answer comes through the long poll.
      return new Promise((resolve) => this.waiting.set(tx, resolve));
    }
    return message;
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
      this.waiting.delete(message.transaction as string);
      waiter(message);
      return;
    }
    if (message.janus === 'event' && message.sender !== undefined && message.plugindata) {
      this.handlers.get(message.sender)?.({ data: message.plugindata.data, jsep: message.jsep });
    }
  }

  /** A VideoRoom handle whose unsolicited events go to `onEvent`. */
  async attach(onEvent: (event: PluginEvent) => void): Promise<JanusHandle> {
    const attached = await this.post(`/${this.id}`, { janus: 'attach', plugin: 'janus.plugin.videoroom' });
    const handleId = attached.data?.id;
    if (!handleId) throw new Error('Janus gave no handle');
    this.handlers.set(handleId, onEvent);
    return new JanusHandle(this, handleId);
  }

  /** A plugin message; resolves with the plugin's answer (synchronous or through the long poll). */
  async message(
    handleId: number,
    body: Record<string, unknown>,
    jsep?: RTCSessionDescriptionInit,
  ): Promise<PluginEvent> {
    const answer = await this.post(`/${this.id}/${handleId}`, {
      janus: 'message',
      body,
      ...(jsep ? { jsep } : {}),
    });
    const data = answer.plugindata?.data ?? {};
    if (typeof data.error === 'string') throw new Error(`Janus VideoRoom: ${data.error}`);
    return { data, jsep: answer.jsep };
  }

  async detach(handleId: number): Promise<void> {
    this.handlers.delete(handleId);
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

  message(body: Record<string, unknown>, jsep?: RTCSessionDescriptionInit): Promise<PluginEvent> {
    return this.session.message(this.id, body, jsep);
  }

  detach(): Promise<void> {
    return this.session.detach(this.id);
  }
}

/** Waits until the connection has gathered its ICE candidates (Janus gets them in the SDP), 3 s at most. */
export function gathered(pc: RTCPeerConnection): Promise<void> {
  if (pc.iceGatheringState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      if (pc.iceGatheringState !== 'complete') return;
      pc.removeEventListener('icegatheringstatechange', done);
      resolve();
    };
    pc.addEventListener('icegatheringstatechange', done);
    setTimeout(resolve, 3_000);
  });
}
