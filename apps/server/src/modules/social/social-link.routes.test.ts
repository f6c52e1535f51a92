import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identities } from '../../db/schema/index.js';
import { createApiClient } from '../../test/api-client.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createSignedInUser, createUser } from '../../test/factories.js';
import { type MockProvider, signInThroughProvider, startMockProvider } from './mock-provider.fixture.js';

describe('linking Google to a signed-in account from My account (a real OpenID provider on loopback)', () => {
  let provider: MockProvider;
  let t: TestApp;
  beforeAll(async () => {
    provider = await startMockProvider();
    t = await buildTestApp({
      GOOGLE_ISSUER: provider.issuer,
      GOOGLE_CLIENT_ID: 'orbit-test',
      GOOGLE_CLIENT_SECRET: 'orbit-test-secret',
    });
  });
  afterAll(async () => {
    await t.close();
    await provider.stop();
  });

  const start = `/api/social/google?link=1&redirect=${encodeURIComponent('/acme?settings=My account')}`;
  const back = (location: unknown) => new URL(String(location), 'http://x.invalid');
  const identitiesOf = (userId: string) =>
    t.database.db.select().from(identities).where(eq(identities.userId, userId));

  it('links the identity to me, whatever its address, and sends me back to My account; it then signs me in', async () => {
    const { user, client } = await createSignedInUser(t.app, t.database.db);
    const subject = `sub-${randomUUID()}`;
    provider.setClaims({ sub: subject, email: 'another-address@example.com', email_verified: true });
    const res = await signInThroughProvider(client, start);
    expect(res.statusCode).toBe(302);
    const url = back(res.headers.location);
    expect(url.pathname).toBe('/acme');
    expect(url.searchParams.get('settings')).toBe('My account');
    expect(url.searchParams.get('linked')).toBe('google');
    expect((await identitiesOf(user.id)).map((i) => [i.provider, i.subject])).toEqual([['google', subject]]);
    const methods = (await client.get('/api/auth/me/sign-in-methods')).json();
    expect(methods.identities).toMatchObject([{ provider: 'google', email: 'another-address@example.com' }]);

    const fresh = createApiClient(t.app);
    const signIn = await signInThroughProvider(fresh, '/api/social/google');
    expect(signIn.statusCode).toBe(302);
    expect((await fresh.get('/api/auth/me')).json().user.id).toBe(user.id);
  });

  it('never moves an identity linked to another account (even one with my address): an error, nothing changes', async () => {
    const other = await createUser(t.database.db);
    const subject = `sub-${randomUUID()}`;
    await t.database.db
      .insert(identities)
      .values({ provider: 'google', subject, userId: other.id, email: other.email });
    const { user, client } = await createSignedInUser(t.app, t.database.db);
    provider.setClaims({ sub: subject, email: user.email, email_verified: true });
    const res = await signInThroughProvider(client, start);
    expect(back(res.headers.location).searchParams.get('linkError')).toMatch(
      /already linked to another Orbit account/,
    );
    expect(await identitiesOf(user.id)).toEqual([]);
    expect(await identitiesOf(other.id)).toHaveLength(1);
  });

  it('without a session the link is refused before the provider, back on the page with an error', async () => {
    const res = await createApiClient(t.app).get(start);
    expect(res.statusCode).toBe(302);
    const url = back(res.headers.location);
    expect(url.pathname).toBe('/acme');
    expect(url.searchParams.get('linkError')).toBeTruthy();
  });
});

describe('linking Microsoft from My account (a real OpenID provider on loopback, Microsoft-shaped tokens)', () => {
  let provider: MockProvider;
  let t: TestApp;
  beforeAll(async () => {
    provider = await startMockProvider();
    t = await buildTestApp({
      MICROSOFT_ISSUER: provider.issuer,
      MICROSOFT_CLIENT_ID: 'orbit-test',
      MICROSOFT_CLIENT_SECRET: 'orbit-test-secret',
    });
  });
  afterAll(async () => {
    await t.close();
    await provider.stop();
  });

  const start = `/api/social/microsoft?link=1&redirect=${encodeURIComponent('/acme?settings=My account')}`;
  const back = (location: unknown) => new URL(String(location), 'http://x.invalid');
  const identitiesOf = (userId: string) =>
    t.database.db.select().from(identities).where(eq(identities.userId, userId));
  /** What a Microsoft ID token carries: no email_verified, a tenant and an object id besides the subject. */
  const microsoftClaims = (subject: string, email: string) => ({
    sub: subject,
    email,
    preferred_username: email,
    name: 'Ada Microsoft',
    tid: '9188040d-6c67-4c5b-b112-36a304b66dad',
    oid: randomUUID(),
  });

  it('links the identity, signs me in with it afterwards, and unlinks it from My account', async () => {
    const { user, client } = await createSignedInUser(t.app, t.database.db);
    const subject = `ms-${randomUUID()}`;
    provider.setClaims(microsoftClaims(subject, 'ada@contoso.example'));
    const res = await signInThroughProvider(client, start);
    expect(res.statusCode).toBe(302);
    expect(back(res.headers.location).searchParams.get('linked')).toBe('microsoft');
    const methods = (await client.get('/api/auth/me/sign-in-methods')).json();
    expect(methods.identities).toMatchObject([{ provider: 'microsoft', email: 'ada@contoso.example' }]);

    const fresh = createApiClient(t.app);
    expect((await signInThroughProvider(fresh, '/api/social/microsoft')).statusCode).toBe(302);
    expect((await fresh.get('/api/auth/me')).json().user.id).toBe(user.id);

    const [linked] = await identitiesOf(user.id);
    expect((await client.delete(`/api/auth/me/identities/${linked?.id}`)).statusCode).toBe(204);
    expect(await identitiesOf(user.id)).toEqual([]);
    // Unlinked, the same Microsoft sign-in no longer reaches the account (its address, unverified by
    // Microsoft, opens a new account of its own that must verify by mail).
    const again = createApiClient(t.app);
    await signInThroughProvider(again, '/api/social/microsoft');
    const after = (await again.get('/api/auth/me')).json() as {
      user?: { id: string; emailVerified: boolean };
    };
    expect(after.user?.id).not.toBe(user.id);
    expect(after.user?.emailVerified).toBe(false);
  });

  it('a Microsoft sign-in (no verified-address claim) never links itself to the account holding its address', async () => {
    const owner = await createUser(t.database.db);
    provider.setClaims(microsoftClaims(`ms-${randomUUID()}`, owner.email));
    const stranger = createApiClient(t.app);
    const res = await signInThroughProvider(stranger, '/api/social/microsoft');
    expect(res.statusCode).toBe(302);
    expect((await stranger.get('/api/auth/me')).statusCode).toBe(401);
    expect(await identitiesOf(owner.id)).toEqual([]);
  });
});
