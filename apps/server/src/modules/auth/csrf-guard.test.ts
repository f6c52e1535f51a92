import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../test/api-client.js';
import { buildTestApp, type TestApp, testOrigin } from '../../test/build-test-app.js';
import { createSignedInUser, createWorkspace } from '../../test/factories.js';
import { testLogger } from '../../test/test-logger.js';

const signup = (email = `csrf-${randomUUID().slice(0, 8)}@example.com`) => ({
  email,
  password: 'a long password',
});

describe('the CSRF guard, whatever the path says', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('checks a percent-encoded /%61pi path like /api: no rotation from another origin or without the header', async () => {
    const { user, client } = await createSignedInUser(t.app, t.database.db);
    const workspace = await createWorkspace(t.database.db, user);
    const before = (await client.get(`/api/orgs/${workspace.slug}/invite-link`)).json().token;
    const rotate = `/%61pi/orgs/${workspace.slug}/invite-link/rotate`;

    const crossSite = await client.post(rotate, undefined, { origin: 'http://localhost:4000' });
    expect(crossSite.statusCode).toBe(403);
    const noHeader = await client.post(rotate, undefined, { 'x-requested-with': '' });
    expect(noHeader.statusCode).toBe(403);
    const encodedMethodTarget = await client.request({
      method: 'DELETE',
      url: `/%61pi/orgs/${workspace.slug}/invites/${randomUUID()}`,
      headers: { origin: 'https://evil.example' },
    });
    expect(encodedMethodTarget.statusCode).toBe(403);
    expect((await client.get(`/api/orgs/${workspace.slug}/invite-link`)).json().token).toBe(before);

    // The app itself still gets through on the encoded path (the router resolved it to the same route).
    expect((await client.post(rotate)).statusCode).toBe(200);
  });
});

describe('without PUBLIC_URL: the app answers on whatever address it is opened at', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL: '' });
  });
  afterAll(() => t.close());

  it('treats an Origin matching the Host as same-origin, still refuses other sites, and mails links to that address', async () => {
    const lan = 'http://192.168.1.20:3000';
    const host = { host: '192.168.1.20:3000' };
    const body = signup();
    const ok = await createApiClient(t.app, { origin: lan }).post('/api/auth/signup', body, host);
    expect(ok.statusCode).toBe(201);
    await t.app.background.drain();
    expect(t.mail.to(body.email)[0]?.text).toContain(`${lan}/verify?token=`);

    const evil = await createApiClient(t.app, { origin: 'http://evil.example' }).post(
      '/api/auth/signup',
      signup(),
      host,
    );
    expect(evil.statusCode).toBe(403);
    expect(evil.json().message).toBe('This request did not come from the Orbit app.');
    // Another port is another origin.
    const otherPort = await createApiClient(t.app, { origin: 'http://192.168.1.20:4000' }).post(
      '/api/auth/signup',
      signup(),
      host,
    );
    expect(otherPort.statusCode).toBe(403);
  });

  it('believes X-Forwarded-Host only from a proxy TRUST_PROXY names', async () => {
    const proxied = await buildTestApp({ PUBLIC_URL: '', TRUST_PROXY: '10.0.0.0/8' });
    try {
      const headers = {
        host: 'internal:3000',
        'x-forwarded-host': 'orbit.example',
        'x-forwarded-proto': 'https',
      };
      const viaProxy = createApiClient(proxied.app, { origin: 'https://orbit.example', ip: '10.1.2.3' });
      const body = signup();
      const res = await viaProxy.post('/api/auth/signup', body, headers);
      expect(res.statusCode).toBe(201);
      expect(res.cookies.find((c) => c.name === 'access_token')?.secure).toBe(true);
      await proxied.app.background.drain();
      expect(proxied.mail.to(body.email)[0]?.text).toContain('https://orbit.example/verify?token=');

      const direct = createApiClient(proxied.app, { origin: 'https://orbit.example', ip: '203.0.113.5' });
      expect((await direct.post('/api/auth/signup', signup(), headers)).statusCode).toBe(403);
    } finally {
      await proxied.close();
    }
  });
});

describe('with PUBLIC_URL set, another address of the same server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('is refused with a message naming PUBLIC_URL, and a log line for the operator', async () => {
    const warn = vi.spyOn(testLogger, 'warn');
    try {
      const res = await createApiClient(t.app, { origin: 'http://127.0.0.1:3000' }).post(
        '/api/auth/login',
        { email: 'someone@example.com', password: 'whatever' },
        { host: '127.0.0.1:3000' },
      );
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(
        `Orbit was opened at http://127.0.0.1:3000, but its PUBLIC_URL is ${testOrigin}. Open Orbit at ${testOrigin}, or set PUBLIC_URL to the address you use.`,
      );
      expect(warn).toHaveBeenCalledWith(
        { origin: 'http://127.0.0.1:3000', publicUrl: testOrigin },
        'request refused: the app was opened at an address other than PUBLIC_URL',
      );
    } finally {
      warn.mockRestore();
    }
  });
});
