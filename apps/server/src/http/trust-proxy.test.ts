import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../test/api-client.js';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';
import { createUser, defaultPassword } from '../test/factories.js';

const wrongPassword = () => ({ email: `nobody-${randomUUID().slice(0, 8)}@example.com`, password: 'guess' });

/** Twenty failures lock an address: which address the server believes decides who gets locked. */
async function exhaust(client: ReturnType<typeof createApiClient>, forwardedFor: string): Promise<void> {
  for (let i = 0; i < 20; i += 1) {
    await client.post('/api/auth/login', wrongPassword(), { 'x-forwarded-for': forwardedFor });
  }
}

describe.each([
  ['a list of proxy addresses', '10.0.0.0/8'],
  ['a hop count', '1'],
])('TRUST_PROXY as %s', (_name, trustProxy) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ TRUST_PROXY: trustProxy });
  });
  afterAll(() => t.close());

  it('counts each client the proxy forwards on its own', async () => {
    const proxy = createApiClient(t.app, { ip: '10.9.9.9' });
    await exhaust(proxy, '198.51.100.77');
    const user = await createUser(t.database.db);
    const locked = await proxy.post(
      '/api/auth/login',
      { email: user.email, password: defaultPassword },
      { 'x-forwarded-for': '198.51.100.77' },
    );
    expect(locked.statusCode).toBe(429);
    const other = await proxy.post(
      '/api/auth/login',
      { email: user.email, password: defaultPassword },
      { 'x-forwarded-for': '198.51.100.78' },
    );
    expect(other.statusCode).toBe(200);
  });
});

describe('TRUST_PROXY as a list', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ TRUST_PROXY: '10.0.0.0/8' });
  });
  afterAll(() => t.close());

  it('ignores X-Forwarded-For from a peer it does not name, so rotating the header escapes nothing', async () => {
    const direct = createApiClient(t.app, { ip: '203.0.113.9' });
    for (let i = 0; i < 20; i += 1) {
      await direct.post('/api/auth/login', wrongPassword(), { 'x-forwarded-for': `198.51.100.${i}` });
    }
    const user = await createUser(t.database.db);
    const res = await direct.post(
      '/api/auth/login',
      { email: user.email, password: defaultPassword },
      { 'x-forwarded-for': '198.51.100.250' },
    );
    expect(res.statusCode).toBe(429);
  });
});
