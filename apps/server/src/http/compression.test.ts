import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTasksWorld, makeItem, makeOrbit, type TasksWorld } from '../modules/sync/tasks.fixture.js';
import { buildTestApp, type TestApp, testOrigin } from '../test/build-test-app.js';
import { listenForSockets } from '../test/socket-client.js';

// A script big enough to be worth compressing, and an image, as a web build holds them.
const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `'row ${i}'`).join(',')}];\n`;
const png = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), randomBytes(4096)]);

describe('HTTP compression', () => {
  let t: TestApp;
  let w: TasksWorld;
  let webDist: string;

  beforeAll(async () => {
    webDist = await mkdtemp(path.join(os.tmpdir(), 'orbit-web-'));
    await mkdir(path.join(webDist, 'assets'));
    await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Orbit</title>');
    // What the web build writes: the file, and beside it its brotli and gzip forms.
    await writeFile(path.join(webDist, 'assets', 'app-1a2b3c.js'), script);
    await writeFile(path.join(webDist, 'assets', 'app-1a2b3c.js.br'), brotliCompressSync(script));
    await writeFile(path.join(webDist, 'assets', 'app-1a2b3c.js.gz'), gzipSync(script));
    // A file the build did not precompress.
    await writeFile(path.join(webDist, 'assets', 'late-4d5e6f.js'), script);
    await writeFile(path.join(webDist, 'assets', 'logo-7a8b9c.png'), png);
    t = await buildTestApp({ WEB_DIST: webDist }, (app) => {
      // An opaque download, as an attachment of unknown type goes out.
      app.get('/test/blob', (_request, reply) =>
        reply.type('application/octet-stream').send(Buffer.from(script)),
      );
    });
    w = await createTasksWorld(t);
    const orbit = await makeOrbit(w, w.people.owner.client);
    for (let i = 0; i < 5; i += 1) await makeItem(w, w.people.owner.client, orbit.id, { title: `Task ${i}` });
  });
  afterAll(async () => {
    await t.close();
    await rm(webDist, { recursive: true, force: true });
  });

  const bootstrap = (encoding?: string) =>
    w.people.member.client.get(
      `${w.base}/sync/bootstrap`,
      encoding === undefined ? {} : { 'accept-encoding': encoding },
    );

  it('sends the bootstrap gzip-encoded when asked, decoding to the same JSON', async () => {
    const plain = await bootstrap();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const zipped = await bootstrap('gzip');
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('accept-encoding');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('prefers brotli when the client takes both, and respects q=0', async () => {
    const plain = (await bootstrap()).json();
    const br = await bootstrap('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain);
    const notBr = await bootstrap('br;q=0, gzip');
    expect(notBr.headers['content-encoding']).toBe('gzip');
    expect((await bootstrap('identity')).headers['content-encoding']).toBeUndefined();
  });

  it('leaves small answers alone', async () => {
    const health = await t.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'gzip' } });
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toMatchObject({ status: 'ok' });
  });

  it('serves the precompressed files of the build for the encoding asked, with long caching', async () => {
    const br = await t.app.inject({
      url: '/assets/app-1a2b3c.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(script);

    const gz = await t.app.inject({ url: '/assets/app-1a2b3c.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(script);

    const plain = await t.app.inject({ url: '/assets/app-1a2b3c.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('compresses a text file the build left plain, but never an image', async () => {
    const late = await t.app.inject({
      url: '/assets/late-4d5e6f.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(late.statusCode).toBe(200);
    expect(late.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(late.rawPayload).toString('utf8')).toBe(script);

    const image = await t.app.inject({
      url: '/assets/logo-7a8b9c.png',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.rawPayload.equals(png)).toBe(true);
  });

  it('sends opaque binary downloads as they are', async () => {
    const blob = await t.app.inject({ url: '/test/blob', headers: { 'accept-encoding': 'br, gzip' } });
    expect(blob.statusCode).toBe(200);
    expect(blob.headers['content-encoding']).toBeUndefined();
    expect(blob.rawPayload.toString('utf8')).toBe(script);
  });

  it('leaves Socket.IO to itself: its long-polling answers never pass through the compression', async () => {
    const url = await listenForSockets(t);
    const answer = await new Promise<{ headers: http.IncomingHttpHeaders; body: string }>(
      (resolve, reject) => {
        http
          .get(
            `${url}/socket.io/?EIO=4&transport=polling`,
            { headers: { origin: testOrigin, 'accept-encoding': 'br, gzip' } },
            (res) => {
              let body = '';
              res.on('data', (chunk: Buffer) => {
                body += chunk.toString('latin1');
              });
              res.on('end', () => resolve({ headers: res.headers, body }));
            },
          )
          .on('error', reject);
      },
    );
    // Engine.IO's own open packet, as it wrote it (Fastify would have answered a JSON 404).
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body).toMatch(/^0\{"sid":/);
  });

  it('still answers history-mode pages with index.html', async () => {
    const page = await t.app.inject({
      url: `/${w.workspace.slug}/today`,
      headers: { accept: 'text/html', 'accept-encoding': 'gzip' },
    });
    expect(page.statusCode).toBe(200);
    const body =
      page.headers['content-encoding'] === 'gzip' ? gunzipSync(page.rawPayload).toString() : page.body;
    expect(body).toContain('<title>Orbit</title>');
  });
});
