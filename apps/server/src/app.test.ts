import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp, testOrigin } from './test/build-test-app.js';

// What the web app sends with every state-changing call (the CSRF check).
const appHeaders = { origin: testOrigin, 'x-requested-with': 'orbit' };

describe('the HTTP app', () => {
  let t: TestApp;
  let webDist: string;

  beforeAll(async () => {
    webDist = await mkdtemp(path.join(os.tmpdir(), 'orbit-web-'));
    await writeFile(
      path.join(webDist, 'index.html'),
      '<!doctype html><html><head><title>Orbit</title></head><body><div id="root"></div></body></html>',
    );
    await mkdir(path.join(webDist, 'assets'));
    await writeFile(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
    t = await buildTestApp({ WEB_DIST: webDist }, (app) => {
      // A route with a schema, to exercise the shared validation error shape.
      app
        .withTypeProvider<ZodTypeProvider>()
        .post(
          '/api/test/echo',
          { schema: { body: z.object({ email: z.email(), age: z.number().int() }) } },
          async (request) => request.body,
        );
      app.get('/api/test/boom', async () => {
        throw new Error('secret internal detail');
      });
    });
  });
  afterAll(() => t.close());

  it('reports health with the database up and the version', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'up', version: expect.any(String) });
  });

  it('answers index.html for any page path (history mode)', async () => {
    for (const url of ['/', '/login', '/acme/today', '/acme/views/123?x=1']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets as immutable files', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('answers unknown /api paths with a JSON 404, never the page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found' });
  });

  it('sends a strict CSP and the other security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/login' });
    const csp = res.headers['content-security-policy'];
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it("allows no inline style but the page's own nonce, and sockets only to the app itself", async () => {
    const pages = await Promise.all(
      ['/login', '/index.html'].map((url) =>
        t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } }),
      ),
    );
    const nonces = pages.map((res) => {
      const csp = String(res.headers['content-security-policy']);
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).toMatch(/connect-src 'self'(;|$)/);
      const nonce = /style-src 'self' 'nonce-([0-9a-f]{32})'/.exec(csp)?.[1];
      expect(res.body).toContain(`<head><meta name="csp-nonce" content="${nonce}">`);
      return nonce;
    });
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('turns validation errors into { code, message, fields } naming each field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: appHeaders,
      payload: { email: 'not-an-email', age: 'old' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('validation_failed');
    expect(Object.keys(body.fields).sort()).toEqual(['age', 'email']);
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { ...appHeaders, 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_failed');
  });

  it('hides internal error details', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 'internal_error', message: 'Something went wrong on our side.' });
    expect(res.body).not.toContain('secret');
  });
});

describe('health with the database down', () => {
  it('answers 503 and says the database is down', async () => {
    const t = await buildTestApp();
    await t.database.pool.end();
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'degraded', database: 'down' });
    await t.app.close();
  });
});
