import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAuthKeys } from '../modules/auth/auth-keys.js';
import { createSession } from '../modules/auth/create-session.js';
import { revokeUserSessions } from '../modules/auth/revoke-user-sessions.js';
import { ACCESS_COOKIE, REFRESH_COOKIE, REFRESH_COOKIE_PATH } from '../modules/auth/session-cookies.js';
import { createApiClient } from '../test/api-client.js';
import { buildTestApp, type TestApp, testOrigin } from '../test/build-test-app.js';
import { createUser } from '../test/factories.js';
import { linkIn } from '../test/memory-mailer.js';
import { connectAs, listenForSockets, nextEvent, untypedIo } from '../test/socket-client.js';

describe('an open socket after its sign-in ends', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await buildTestApp();
    url = await listenForSockets(t);
  });
  afterAll(() => t.close());

  /** A client signed in with an access token that expires in `seconds` (its session lives on). */
  async function signedInFor(seconds: number) {
    const user = await createUser(t.database.db);
    const keys = await loadAuthKeys(t.database.db);
    const session = await createSession({ db: t.database.db, keys }, user.id, {
      userAgent: 'vitest',
      ip: '127.0.0.1',
    });
    // `exp` is in whole seconds: rounded up, so the token lives at least `seconds` (rounded down, a
    // 1-second token made late in a second expired before its socket connected).
    const now = Date.now() / 1000;
    const token = await new SignJWT({ sid: session.familyId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuedAt(Math.floor(now))
      .setExpirationTime(Math.ceil(now + seconds))
      .sign(keys.accessTokenSecret);
    const client = createApiClient(t.app);
    client.setCookie(ACCESS_COOKIE, token);
    client.setCookie(REFRESH_COOKIE, session.refreshToken, REFRESH_COOKIE_PATH);
    return { user, client };
  }

  it('is checked again when its access token expires and disconnected when the session was ended elsewhere', async () => {
    // An operator's reset-password (another process) revokes in the database only: no event reaches the socket.
    const { user, client } = await signedInFor(2);
    const socket = await connectAs(t, url, client);
    await revokeUserSessions(t.database.db, user.id);
    expect(await nextEvent<string>(socket, 'disconnect')).toBe('io server disconnect');
  });

  it('stays connected past its access token while the session lives, and reconnects with the refreshed one', async () => {
    // Two sign-ins: the live one's token runs out first; the other's, ended meanwhile, a second later.
    // Its disconnect shows the expiry checks have run, by which time the live socket had its own.
    const live = await signedInFor(2);
    const ended = await signedInFor(3);
    const liveSocket = await connectAs(t, url, live.client);
    const endedSocket = await connectAs(t, url, ended.client);
    await revokeUserSessions(t.database.db, ended.user.id);
    expect(await nextEvent<string>(endedSocket, 'disconnect')).toBe('io server disconnect');

    expect(liveSocket.connected).toBe(true);
    const heard = nextEvent<number>(liveSocket, 'test.marker');
    untypedIo(t.app.io).to(`user:${live.user.id}`).emit('test.marker', 1);
    expect(await heard).toBe(1);

    // The app refreshes its tokens over HTTP; a socket opened with them (a reconnect) is let in.
    const refreshed = await live.client.post('/api/auth/refresh');
    expect(refreshed.statusCode).toBeLessThan(300);
    const again = await connectAs(t, url, live.client);
    expect(again.connected).toBe(true);
    for (const socket of [liveSocket, again]) socket.close();
  });

  it('is cut at once by a password reset', async () => {
    const { user, client } = await signedInFor(900);
    const socket = await connectAs(t, url, client);
    const gone = nextEvent<string>(socket, 'disconnect');
    await createApiClient(t.app).post('/api/auth/password-reset', { email: user.email });
    await t.app.background.drain();
    const reset = linkIn(t.mail.to(user.email).at(-1), `${testOrigin}/passwordreset?token=`);
    const res = await createApiClient(t.app).post('/api/auth/password-reset/confirm', {
      token: reset.searchParams.get('token'),
      password: 'a new long password',
    });
    expect(res.statusCode).toBe(204);
    expect(await gone).toBe('io server disconnect');
  });
});
