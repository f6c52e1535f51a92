import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../test/api-client.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createUser } from '../../test/factories.js';
import {
  goToProvider,
  loginError,
  type MockProvider,
  signInThroughProvider,
  startMockProvider,
} from './mock-provider.fixture.js';

const google = (issuer: string) => ({
  GOOGLE_ISSUER: issuer,
  GOOGLE_CLIENT_ID: 'orbit-test',
  GOOGLE_CLIENT_SECRET: 'orbit-test-secret',
});

/** A loopback port nobody listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe('social sign-in failures always land on the login page', () => {
  let provider: MockProvider;
  let t: TestApp;
  beforeAll(async () => {
    provider = await startMockProvider();
    t = await buildTestApp(google(provider.issuer));
  });
  afterAll(async () => {
    await t.close();
    await provider.stop();
  });

  const expired = 'Your sign-in with Google expired or was started in another window. Try again.';
  const failed = 'Sign-in with Google did not work. Try again, or log in with your email and password.';
  const knownUser = async () => {
    const user = await createUser(t.database.db);
    provider.setClaims({ sub: `sub-${user.id}`, email: user.email, email_verified: true });
    return user;
  };

  it('an unconfigured provider answers /login with a readable error and keeps the query', async () => {
    const res = await createApiClient(t.app).get('/api/social/microsoft?redirect=%2Facme&template=sales');
    expect(res.statusCode).toBe(302);
    const location = String(res.headers.location);
    expect(location).toMatch(/^\/login\?error=Sign-in%20with%20Microsoft%20is%20not%20set%20up/);
    expect(loginError(res)).toBe(
      'Sign-in with Microsoft is not set up on this server. Ask your administrator, or log in with your email and password.',
    );
    const query = new URL(location, 'http://x.invalid').searchParams;
    expect(query.get('redirect')).toBe('/acme');
    expect(query.get('template')).toBe('sales');
    expect(res.cookies.find((c) => c.name === 'social_flow')).toBeUndefined();
  });

  it('an unknown provider is 404, its callback too', async () => {
    expect((await createApiClient(t.app).get('/api/social/github')).statusCode).toBe(404);
    expect((await createApiClient(t.app).get('/api/social/github/callback?code=x')).statusCode).toBe(404);
  });

  it('a state that does not match the cookie is refused', async () => {
    await knownUser();
    const client = createApiClient(t.app);
    const trip = await goToProvider(client, '/api/social/google');
    const tampered = trip.callbackPath?.replace(/state=[^&]+/, 'state=forged-state') ?? '';
    expect(tampered).toContain('state=forged-state');
    const res = await client.get(tampered);
    expect(loginError(res)).toBe(expired);
    expect(client.cookie('access_token')).toBeUndefined();
    // The cookie is spent: the genuine callback cannot be replayed after a failure.
    expect(client.cookie('social_flow')).toBeUndefined();
    expect(loginError(await client.get(trip.callbackPath ?? ''))).toBe(expired);
  });

  it('a callback without the flow cookie (another browser, an expired flow) is refused', async () => {
    await knownUser();
    const trip = await goToProvider(createApiClient(t.app), '/api/social/google');
    const other = createApiClient(t.app);
    const res = await other.get(trip.callbackPath ?? '');
    expect(loginError(res)).toBe(expired);
    expect(other.cookie('token')).toBeUndefined();
  });

  it('a forged flow cookie is refused', async () => {
    await knownUser();
    const client = createApiClient(t.app);
    const trip = await goToProvider(client, '/api/social/google');
    client.setCookie('social_flow', 'eyJhbGciOiJkaXIifQ..AAAA.BBBB.CCCC', '/api/social');
    expect(loginError(await client.get(trip.callbackPath ?? ''))).toBe(expired);
  });

  it('a flow started for one provider cannot complete at another', async () => {
    await knownUser();
    const client = createApiClient(t.app);
    const trip = await goToProvider(client, '/api/social/google');
    const res = await client.get(trip.callbackPath?.replace('/google/', '/microsoft/') ?? '');
    expect(loginError(res)).toMatch(/^Your sign-in with Microsoft expired/);
  });

  it('the person cancelling at the provider is reported as such', async () => {
    const client = createApiClient(t.app);
    const trip = await goToProvider(client, '/api/social/google');
    const state = new URL(trip.callbackPath ?? '', 'http://x.invalid').searchParams.get('state');
    const res = await client.get(`/api/social/google/callback?error=access_denied&state=${state}`);
    expect(loginError(res)).toBe('Sign-in with Google was cancelled.');
    const other = await client.get('/api/social/google/callback?error=server_error&error_description=boom');
    expect(loginError(other)).toBe(failed);
  });

  it('a token endpoint error, a wrong nonce or a wrong audience is a failure, never a 500', async () => {
    await knownUser();
    provider.server.service.once('beforeResponse', (response) => {
      response.statusCode = 400;
      response.body = { error: 'invalid_grant' };
    });
    expect(loginError(await signInThroughProvider(createApiClient(t.app), '/api/social/google'))).toBe(
      failed,
    );

    const user = await knownUser();
    provider.setClaims({ sub: 'x', email: user.email, email_verified: true, nonce: 'not-the-one-we-sent' });
    expect(loginError(await signInThroughProvider(createApiClient(t.app), '/api/social/google'))).toBe(
      failed,
    );

    provider.setClaims({ sub: 'x', email: user.email, email_verified: true, aud: 'another-client' });
    expect(loginError(await signInThroughProvider(createApiClient(t.app), '/api/social/google'))).toBe(
      failed,
    );
  });

  it('a callback without a code is a failure', async () => {
    const client = createApiClient(t.app);
    const trip = await goToProvider(client, '/api/social/google');
    const res = await client.get(trip.callbackPath?.replace(/code=[^&]+&?/, '') ?? '');
    expect(loginError(res)).toBe(failed);
  });

  it('oversized forwarded values are dropped rather than failing the navigation', async () => {
    const res = await createApiClient(t.app).get(`/api/social/google?template=${'x'.repeat(500)}&join=ok`);
    expect(res.statusCode).toBe(302);
    expect(String(res.headers.location)).toContain(provider.issuer);
  });
});

describe('social sign-in when the provider is unreachable or unsafe', () => {
  it('a provider that cannot be reached answers /login, and works once it is back', async () => {
    const port = await closedPort();
    // The mock names itself by localhost whatever address it listens on.
    const t = await buildTestApp(google(`http://localhost:${port}`));
    try {
      const res = await createApiClient(t.app).get('/api/social/google');
      expect(res.statusCode).toBe(302);
      expect(loginError(res)).toBe(
        'Google could not be reached. Try again in a moment, or log in with your email and password.',
      );
      // A failed discovery is not remembered: once the provider listens, sign-in works.
      const provider = await startMockProvider(port);
      try {
        const again = await createApiClient(t.app).get('/api/social/google');
        expect(String(again.headers.location)).toMatch(new RegExp(`^http://localhost:${port}/authorize`));
      } finally {
        await provider.stop();
      }
    } finally {
      await t.close();
    }
  });

  it('a plain-http issuer that is not on this machine is refused without contacting it', async () => {
    const t = await buildTestApp(google('http://accounts.example.com'));
    try {
      const res = await createApiClient(t.app).get('/api/social/google');
      expect(loginError(res)).toMatch(/^Sign-in with Google is not set up on this server/);
    } finally {
      await t.close();
    }
  });
});
