import {
  type ClientToServerEvents,
  parseServerEvent,
  type ServerEventPayload,
  type ServerToClientEvent,
  type ServerToClientEvents,
  serverHelloEvent,
} from '@orbit/shared';
import type { Socket } from 'socket.io-client';
import { type ProtocolGate, protocolGate } from './protocolGate';

/** The browser's socket, typed end to end by the event maps of `@orbit/shared` (sync/socket-events.ts). */
export type SyncSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

type Listener = (socket: SyncSocket) => void;

let socket: SyncSocket | null = null;
let loading: Promise<SyncSocket> | null = null;

/**
 * The one Socket.IO connection (same origin, cookies sent). socket.io-client is loaded on first use so
 * it stays out of the login page's JavaScript.
 */
export const syncSocket = {
  get current(): SyncSocket | null {
    return socket;
  },
  get connected(): boolean {
    return socket?.connected ?? false;
  },
  open(): Promise<SyncSocket> {
    loading ??= import('socket.io-client').then(({ io }) => {
      const opened: SyncSocket = io({
        path: '/socket.io',
        withCredentials: true,
        transports: ['websocket', 'polling'],
      });
      socket = opened;
      // Before the connection opens, so the first hello is heard.
      watchServerHello(opened, protocolGate);
      reconnectAfterServerClose(opened);
      return opened;
    });
    return loading;
  },
  whenOpen(listener: Listener): void {
    void syncSocket.open().then(listener);
  },
};

type RawOn = (event: string, listener: (payload: unknown) => void) => void;

/**
 * Listens to a server event with its payload parsed by the event's schema on arrival: a payload that
 * does not match is dropped with a warning naming the event (never thrown into a handler). Returns the
 * function that stops listening.
 */
export function onServerEvent<E extends ServerToClientEvent>(
  target: SyncSocket,
  event: E,
  handler: (payload: ServerEventPayload<E>) => void,
): () => void {
  const listener = (payload: unknown) => {
    const parsed = parseServerEvent(event, payload);
    if (parsed.ok) handler(parsed.data);
    else console.warn(`Orbit: dropped a malformed "${event}" event from the server.`, parsed.issues);
  };
  // The listener checks `unknown` itself; the typed `on` would claim it already is the payload.
  (target.on as RawOn).call(target, event, listener);
  return () => (target.off as RawOn).call(target, event, listener);
}

/**
 * Feeds a protocol gate from a socket: each connection's `server.hello` (may this page send writes?)
 * and each drop (the next connection's hello decides again). Returns the function that stops.
 */
export function watchServerHello(target: SyncSocket, gate: ProtocolGate): () => void {
  const stopHello = onServerEvent(target, serverHelloEvent, (hello) => gate.hear(hello));
  const onDisconnect = () => gate.lost();
  target.on('disconnect', onDisconnect);
  return () => {
    stopHello();
    target.off('disconnect', onDisconnect);
  };
}

/**
 * Socket.IO reconnects by itself after a lost connection, but not after the server ended it: which is
 * what a server shutting down does (a deploy, a restart: it drains and ends its sockets). Such a
 * socket connects again after a short, spread wait, so the tabs open during a release hear the new
 * server (its `server.hello`, its changes) without a reload. A socket ended because its session did
 * (logout elsewhere, a password reset) tries once: the handshake refuses it, and Socket.IO does not
 * retry a refused handshake. Returns the function that stops.
 */
export function reconnectAfterServerClose(
  target: SyncSocket,
  waitMs: () => number = () => 500 + Math.random() * 1500,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onDisconnect = (reason: string) => {
    if (reason !== 'io server disconnect') return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (!target.connected) target.connect();
    }, waitMs());
  };
  target.on('disconnect', onDisconnect);
  return () => {
    clearTimeout(timer);
    target.off('disconnect', onDisconnect);
  };
}
