import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import type { ApiClient } from './api-client.js';
import type { TestApp } from './build-test-app.js';

/** Starts the test app on a free loopback port (sockets need a real listener) and returns its URL. */
export async function listenForSockets(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

/**
 * A socket as the browser opens it: the app's Origin and the client's session cookie. Resolves once
 * connected, so events emitted after that reach it. Every event it receives is kept in `received`.
 */
export async function connectAs(
  t: TestApp,
  url: string,
  client: ApiClient,
): Promise<Socket & { received: [string, unknown][] }> {
  const socket = connect(url, {
    transports: ['websocket'],
    extraHeaders: { origin: t.config.publicUrl, cookie: client.cookieHeader() },
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
