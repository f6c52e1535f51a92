import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../test/api-client.js';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';
import { createSignedInUser, createUser, createWorkspace, signedInClient } from '../test/factories.js';

function open(url: string, origin: string, cookie?: string): Socket {
  const extraHeaders: Record<string, string> = { origin };
  if (cookie) extraHeaders.cookie = cookie;
  return connect(url, { transports: ['websocket'], extraHeaders, reconnection: false });
}

function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.on('connect', () => resolve());
    socket.on('connect_error', reject);
  });
}

function refused(socket: Socket): Promise<Error> {
  return new Promise((resolve) => socket.on('connect_error', resolve));
}

function next<T>(socket: Socket, event: string): Promise<T> {
  return new Promise((resolve) => socket.once(event, resolve));
}

describe('Socket.IO', () => {
  let t: TestApp;
  let url: string;
  let client: ApiClient;
  let userId: string;
  let workspaceId: string;

  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const signedIn = await createSignedInUser(t.app, t.database.db);
    client = signedIn.client;
    userId = signedIn.user.id;
    workspaceId = (await createWorkspace(t.database.db, signedIn.user)).id;
  });
  afterAll(() => t.close());

  it('accepts a signed-in connection from the app origin and greets it', async () => {
    const socket = open(url, t.config.publicUrl, client.cookieHeader());
    const hello = await new Promise<unknown>((resolve, reject) => {
      socket.on('server.hello', resolve);
      socket.on('connect_error', reject);
    });
    expect(hello).toMatchObject({ version: expect.any(String) });
    socket.close();
  });

  it('puts the socket in its user room and the rooms of its workspaces', async () => {
    const socket = open(url, t.config.publicUrl, client.cookieHeader());
    await connected(socket);
    const toUser = next(socket, 'ping.user');
    t.app.io.to(`user:${userId}`).emit('ping.user', 1);
    expect(await toUser).toBe(1);
    const toOrg = next(socket, 'ping.org');
    t.app.io.to(`org:${workspaceId}`).emit('ping.org', 2);
    expect(await toOrg).toBe(2);
    socket.close();
  });

  it('adds open sockets to a workspace the user joins later', async () => {
    const owner = await createUser(t.database.db);
    const other = await createWorkspace(t.database.db, owner);
    const ownerClient = await signedInClient(t.app, t.database.db, owner);
    const { token } = (await ownerClient.get(`/api/orgs/${other.slug}/invite-link`)).json();

    const socket = open(url, t.config.publicUrl, client.cookieHeader());
    await connected(socket);
    expect((await client.post(`/api/invite-link/${token}/join`)).statusCode).toBe(200);
    const toOrg = next(socket, 'ping.org');
    t.app.io.to(`org:${other.id}`).emit('ping.org', 3);
    expect(await toOrg).toBe(3);
    socket.close();
  });

  it('refuses a handshake without a session cookie', async () => {
    const socket = open(url, t.config.publicUrl);
    const error = await refused(socket);
    expect(error.message).toBe('unauthorized');
    expect(socket.connected).toBe(false);
    socket.close();
  });

  it('refuses a handshake with a forged access token', async () => {
    const socket = open(url, t.config.publicUrl, 'access_token=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.bad');
    expect((await refused(socket)).message).toBe('unauthorized');
    socket.close();
  });

  it('refuses a handshake from another origin, even with a session', async () => {
    const socket = open(url, 'http://evil.example', client.cookieHeader());
    const error = await refused(socket);
    expect(error).toBeInstanceOf(Error);
    expect(socket.connected).toBe(false);
    socket.close();
  });

  it('disconnects the sockets of a session when it logs out', async () => {
    const { client: leaving } = await createSignedInUser(t.app, t.database.db);
    const socket = open(url, t.config.publicUrl, leaving.cookieHeader());
    await connected(socket);
    const gone = next<string>(socket, 'disconnect');
    expect((await leaving.post('/api/auth/logout')).statusCode).toBe(204);
    expect(await gone).toBe('io server disconnect');
  });
});
