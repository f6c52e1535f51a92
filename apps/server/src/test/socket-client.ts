import type { AddressInfo } from 'node:net';
import type { ChangeDto, ItemViewers } from '@orbit/shared';
import type { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import type { SocketServer } from '../realtime/socket-server.js';
import type { ApiClient } from './api-client.js';
import { type TestApp, testOrigin } from './build-test-app.js';

/** Starts the test app on a free loopback port (sockets need a real listener) and returns its URL. */
export async function listenForSockets(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

/**
 * The server without its event map, for tests that send a marker event of their own (an event the
 * app never sends) to learn that everything emitted before it has arrived.
 */
export const untypedIo = (io: SocketServer): Server => io as unknown as Server;

/** A test socket that keeps every event it receives, in order, as `[event, payload]`. */
export type WatchedSocket = Socket & { received: [string, unknown][] };

/**
 * A socket as the browser opens it: the app's Origin and the client's session cookie. Resolves once
 * connected, so events emitted after that reach it. Every event it receives is kept in `received`.
 */
export async function connectAs(_t: TestApp, url: string, client: ApiClient): Promise<WatchedSocket> {
  const socket = connect(url, {
    transports: ['websocket'],
    extraHeaders: { origin: testOrigin, cookie: client.cookieHeader() },
    reconnection: false,
  });
  const received: [string, unknown][] = [];
  socket.onAny((event: string, payload: unknown) => received.push([event, payload]));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return Object.assign(socket, { received });
}

/** The next `event` the socket receives (fails the test after `timeoutMs`). */
export function nextEvent<T>(socket: Socket, event: string, timeoutMs = 5_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

/** Where the socket stands now: pass it as `since` to look only at what arrives later. */
export const mark = (socket: WatchedSocket): number => socket.received.length;

/** The payloads of `event` the socket has received, from the `since`-th event of any kind on. */
export function receivedOf<T>(socket: WatchedSocket, event: string, since = 0): T[] {
  return socket.received
    .slice(since)
    .filter(([name]) => name === event)
    .map(([, payload]) => payload as T);
}

/**
 * The first payload of `event` that passes `test`, whether already received (from the `since`-th event
 * on) or still to come; fails the test after `timeoutMs`.
 */
export function waitForEvent<T>(
  socket: WatchedSocket,
  event: string,
  test: (payload: T) => boolean,
  since = 0,
  timeoutMs = 5_000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no matching ${event} within ${timeoutMs} ms`)),
      timeoutMs,
    );
    const check = () => {
      const found = receivedOf<T>(socket, event, since).find(test);
      if (found === undefined) return;
      clearTimeout(timer);
      socket.off(event, check);
      resolve(found);
    };
    socket.on(event, check);
    check();
  });
}

/** The `sync.change` payloads the socket has received. */
export const changesOf = (socket: WatchedSocket, since = 0): ChangeDto[] =>
  receivedOf<ChangeDto>(socket, 'sync.change', since);

/**
 * The first `sync.change` that passes `test`, received already (from the `since`-th event on) or still
 * to come (5 s at most).
 */
export const waitForChange = (
  socket: WatchedSocket,
  test: (change: ChangeDto) => boolean,
  since = 0,
): Promise<ChangeDto> => waitForEvent<ChangeDto>(socket, 'sync.change', test, since);

/** Matches the `item.viewers` list of `itemId` that names exactly these sockets (in any order). */
export const viewersListing =
  (itemId: string, ...sockets: WatchedSocket[]) =>
  (list: ItemViewers): boolean =>
    list.itemId === itemId &&
    list.viewers.length === sockets.length &&
    sockets.every((socket) => list.viewers.some((viewer) => viewer.sid === socket.id));
