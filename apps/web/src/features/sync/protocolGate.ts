import type { ServerHello } from '@orbit/shared';
// The protocol numbers alone (no schemas): the entry loads this module, and /login with it.
import { clientProtocolTooOld, syncProtocolVersion } from '@orbit/shared/protocol';

/**
 * Whether this page's code may send writes to the server it is connected to:
 * - `waiting`: no `server.hello` heard on the current connection yet (none sent, or the socket dropped);
 * - `current`: the server takes writes of this build's sync protocol;
 * - `tooOld`: the server requires a newer protocol than this page was built with. It stays so until
 *   the page reloads: this page's code is old whatever a later connection says.
 */
export type ProtocolState = 'waiting' | 'current' | 'tooOld';

/** What the outbox needs of it: pausing and resuming its sends. */
export type PausableOutbox = { setPaused(paused: boolean): void };

type Listener = () => void;

/**
 * The browser half of "reload to update" (docs/SYNC.md): compares the protocol this build speaks with
 * the oldest one the server takes writes from, told in each connection's `server.hello`.
 */
export class ProtocolGate {
  private current: ProtocolState = 'waiting';
  private readonly listeners = new Set<Listener>();
  /** The protocol the server asked for when it found this page too old. */
  required: number | undefined;

  constructor(readonly clientProtocol: number = syncProtocolVersion) {}

  get state(): ProtocolState {
    return this.current;
  }

  /** Writes go to the server only once it said it takes this build's protocol. */
  get writable(): boolean {
    return this.current === 'current';
  }

  /** A `server.hello` arrived on the connection. */
  hear(hello: ServerHello): void {
    if (this.current === 'tooOld') return;
    if (clientProtocolTooOld(this.clientProtocol, hello.minClientProtocol)) {
      this.required = hello.minClientProtocol;
      this.set('tooOld');
    } else this.set('current');
  }

  /** The connection dropped: the next one's hello decides again (the server may have been replaced). */
  lost(): void {
    if (this.current !== 'tooOld') this.set('waiting');
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  private set(state: ProtocolState): void {
    if (state === this.current) return;
    this.current = state;
    for (const listener of [...this.listeners]) listener();
  }
}

/** The page's gate, fed by the sync socket (`syncSocket.open`), read by the outbox and the banner. */
export const protocolGate = new ProtocolGate();

/**
 * The outbox sends only while the gate is `current`: before a connection's hello, and for good once
 * this page is too old, its writes stay queued (applied here, stored in IndexedDB, nothing lost) until
 * a page that may send them (this one after a reload, or another tab of a newer build) does.
 */
export function holdWritesUntilCurrent(gate: ProtocolGate, outbox: PausableOutbox): () => void {
  outbox.setPaused(!gate.writable);
  return gate.subscribe(() => outbox.setPaused(!gate.writable));
}
