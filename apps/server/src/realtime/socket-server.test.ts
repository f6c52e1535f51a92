import type { AddressInfo } from 'node:net';
import { minClientProtocolVersion, syncProtocolVersion } from '@orbit/shared';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../test/api-client.js';
import { buildTestApp, type TestApp, testOrigin } from '../test/build-test-app.js';
import { createSignedInUser, createUser, createWorkspace, signedInClient } from '../test/factories.js';
import { untypedIo } from '../test/socket-client.js';

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
    const socket = open(url, testOrigin, client.cookieHeader());
    const hello = await new Promise<unknown>((resolve, reject) => {
      socket.on('server.hello', resolve);
      socket.on('connect_error', reject);
    });
    expect(hello).toEqual({
      version: expect.any(String),
      protocol: syncProtocolVersion,
      minClientProtocol: minClientProtocolVersion,
    });
    socket.close();
  });

  it('tells each socket the oldest protocol it takes writes from: SYNC_MIN_CLIENT_PROTOCOL when set', async () => {
    const strict = await buildTestApp({ SYNC_MIN_CLIENT_PROTOCOL: String(syncProtocolVersion + 1) });
    try {
      await strict.app.listen({ port: 0, host: '127.0.0.1' });
      const strictUrl = `http://127.0.0.1:${(strict.app.server.address() as AddressInfo).port}`;
      const signedIn = await createSignedInUser(strict.app, strict.database.db);
      const socket = open(strictUrl, testOrigin, signedIn.client.cookieHeader());
      const hello = await next<unknown>(socket, 'server.hello');
      expect(hello).toMatchObject({
        protocol: syncProtocolVersion,
        minClientProtocol: syncProtocolVersion + 1,
      });
      socket.close();
    } finally {
      await strict.close();
    }
  });

  it('puts the socket in its user room and the rooms of its workspaces', async () => {
    const socket = open(url, testOrigin, client.cookieHeader());
    await connected(socket);
    const toUser = next(socket, 'ping.user');
    untypedIo(t.app.io).to(`user:${userId}`).emit('ping.user', 1);
    expect(await toUser).toBe(1);
    const toOrg = next(socket, 'ping.org');
    untypedIo(t.app.io).to(`org:${workspaceId}`).emit('ping.org', 2);
    expect(await toOrg).toBe(2);
    socket.close();
  });

  it('adds open sockets to a workspace the user joins later', async () => {
    const owner = await createUser(t.database.db);
    const other = await createWorkspace(t.database.db, owner);
    const ownerClient = await signedInClient(t.app, t.database.db, owner);
    const { token } = (await ownerClient.get(`/api/orgs/${other.slug}/invite-link`)).json();

    const socket = open(url, testOrigin, client.cookieHeader());
    await connected(socket);
    expect((await client.post(`/api/invite-link/${token}/join`)).statusCode).toBe(200);
    const toOrg = next(socket, 'ping.org');
    untypedIo(t.app.io).to(`org:${other.id}`).emit('ping.org', 3);
    expect(await toOrg).toBe(3);
    socket.close();
  });

  it('refuses a handshake without a session cookie', async () => {
    const socket = open(url, testOrigin);
    const error = await refused(socket);
    expect(error.message).toBe('unauthorized');
    expect(socket.connected).toBe(false);
    socket.close();
  });

  it('refuses a handshake with a forged access token', async () => {
    const socket = open(url, testOrigin, 'access_token=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.bad');
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
    const socket = open(url, testOrigin, leaving.cookieHeader());
    await connected(socket);
    const gone = next<string>(socket, 'disconnect');
    expect((await leaving.post('/api/auth/logout')).statusCode).toBe(204);
    expect(await gone).toBe('io server disconnect');
  });

  it('disconnects the sockets of sessions ended from My account (one, then all others), never this one', async () => {
    const { user, client: me } = await createSignedInUser(t.app, t.database.db);
    const mine = open(url, testOrigin, me.cookieHeader());
    await connected(mine);
    const others = await Promise.all([1, 2, 3].map(() => signedInClient(t.app, t.database.db, user)));
    const sockets = others.map((other) => open(url, testOrigin, other.cookieHeader()));
    await Promise.all(sockets.map(connected));
    const [one, two, three] = sockets as [Socket, Socket, Socket];

    const sessions = (await me.get('/api/auth/me/sessions')).json().sessions as {
      id: string;
      current: boolean;
    }[];
    const gone = next<string>(one, 'disconnect');
    // Each client knows its own session as the one marked current.
    const otherIds = sessions.filter((s) => !s.current).map((s) => s.id);
    const ids = await Promise.all(
      others.map(
        async (other) =>
          (await other.get('/api/auth/me/sessions'))
            .json()
            .sessions.find((s: { current: boolean }) => s.current).id as string,
      ),
    );
    expect(new Set(ids)).toEqual(new Set(otherIds));
    expect((await me.delete(`/api/auth/me/sessions/${ids[0]}`)).statusCode).toBe(204);
    expect(await gone).toBe('io server disconnect');
    expect(two.connected && three.connected).toBe(true);

    const rest = [next<string>(two, 'disconnect'), next<string>(three, 'disconnect')];
    expect((await me.post('/api/auth/me/sessions/end-others')).json()).toEqual({ ended: 2 });
    expect(await Promise.all(rest)).toEqual(['io server disconnect', 'io server disconnect']);
    expect(mine.connected).toBe(true);
    mine.close();
  });
});
