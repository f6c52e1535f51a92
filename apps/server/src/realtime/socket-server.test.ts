import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';

function open(url: string, origin: string): Socket {
  return connect(url, { transports: ['websocket'], extraHeaders: { origin }, reconnection: false });
}

describe('Socket.IO', () => {
  let t: TestApp;
  let url: string;

  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  it('accepts a connection from the app origin and greets it', async () => {
    const socket = open(url, t.config.publicUrl);
    const hello = await new Promise<unknown>((resolve, reject) => {
      socket.on('server.hello', resolve);
      socket.on('connect_error', reject);
    });
    expect(hello).toMatchObject({ version: expect.any(String) });
    socket.close();
  });

  it('refuses a handshake from another origin', async () => {
    const socket = open(url, 'http://evil.example');
    const error = await new Promise<Error>((resolve) => socket.on('connect_error', resolve));
    expect(error).toBeInstanceOf(Error);
    expect(socket.connected).toBe(false);
    socket.close();
  });
});
