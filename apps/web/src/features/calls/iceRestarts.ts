// Restarts ICE on a connection to Janus that has lost its path (docs/CALLS.md, "A dropped network on
// Janus"): at once when it goes `failed`, after a few seconds when it stays `disconnected` (Chromium
// goes `disconnected` within seconds of a lost path, `failed` only much later). A restart that has not
// reconnected after a while is tried again (the network may still be down); after `maxRestarts`
// restarts in a row without a connection, `giveUp` is called (the caller opens everything anew).

export type IceRestartOptions = {
  /** How long `disconnected` may last before a restart. */
  disconnectedMs?: number;
  /** How long a restart may take to connect before the next one. */
  retryMs?: number;
  maxRestarts?: number;
};

type WatchedPeer = Pick<RTCPeerConnection, 'connectionState' | 'addEventListener' | 'removeEventListener'>;

export class IceRestarts {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private restarts = 0;
  private running = false;
  private stopped = false;
  private readonly disconnectedMs: number;
  private readonly retryMs: number;
  private readonly maxRestarts: number;

  constructor(
    private readonly pc: WatchedPeer,
    /** One ICE restart: resolves once the new descriptions are exchanged (or rejects). */
    private readonly restart: () => Promise<void>,
    private readonly giveUp: (reason: string) => void,
    options: IceRestartOptions = {},
    private readonly note: (step: string) => void = () => {},
  ) {
    this.disconnectedMs = options.disconnectedMs ?? 3_000;
    this.retryMs = options.retryMs ?? 6_000;
    this.maxRestarts = options.maxRestarts ?? 8;
    pc.addEventListener('connectionstatechange', this.onState);
  }

  /** How many restarts were made since the connection was last connected. */
  get count(): number {
    return this.restarts;
  }

  private readonly onState = (): void => {
    if (this.stopped) return;
    const state = this.pc.connectionState;
    if (state === 'connected') {
      this.restarts = 0;
      this.clear();
    } else if (state === 'failed') {
      // A failure while a retry waits leaves that retry as it is (no burst of restarts).
      if (!this.running && this.timer === null) this.later(0);
    } else if (state === 'disconnected') {
      if (this.timer === null && !this.running) this.later(this.disconnectedMs);
    }
  };

  private clear(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private later(ms: number): void {
    this.clear();
    this.timer = setTimeout(() => void this.run(), ms);
  }

  private async run(): Promise<void> {
    this.timer = null;
    const state = this.pc.connectionState;
    if (this.stopped || state === 'connected' || state === 'closed') return;
    if (this.restarts >= this.maxRestarts) {
      this.stop();
      this.giveUp(`no connection after ${this.restarts} ICE restarts`);
      return;
    }
    this.restarts += 1;
    this.running = true;
    this.note(`ICE restart ${this.restarts} (${state})`);
    try {
      await this.restart();
    } catch (error) {
      this.note(`ICE restart ${this.restarts} failed: ${String(error)}`);
    } finally {
      this.running = false;
    }
    // Not connected a while after this restart: another one (or, past the last, give up).
    if (!this.stopped && this.pc.connectionState !== 'connected') this.later(this.retryMs);
  }

  stop(): void {
    this.stopped = true;
    this.clear();
    this.pc.removeEventListener('connectionstatechange', this.onState);
  }
}
