import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../test/api-client.js';
import { createApiClient } from '../../test/api-client.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { addMembership, createSignedInUser, createWorkspace, signedInClient } from '../../test/factories.js';
import { multipartBody } from '../attachments/attachments.fixture.js';

/** A real photo-like JPEG with EXIF (camera, a GPS-ish comment) that must not survive the upload. */
const photo = (width = 640, height = 480) =>
  sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .withExif({ IFD0: { Make: 'SecretCam', ImageDescription: 'home address 1 Main St' } })
    .jpeg()
    .toBuffer();

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A tiny file that claims a 30,000 × 30,000 canvas: decoding it would take gigabytes. */
function decompressionBomb(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(30_000, 0);
  header.writeUInt32BE(30_000, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(30_001 * 4))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('avatars', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const upload = (client: ApiClient, url: string, data: Buffer, name = 'me.jpg', type = 'image/jpeg') => {
    const { payload, headers } = multipartBody([{ name, type, data }]);
    return client.request({ method: 'POST', url, payload, headers });
  };

  it('resizes a real photo to square WebP at 256 and 64 pixels without its metadata, shown to the workspace', async () => {
    const { user, client } = await createSignedInUser(t.app, t.database.db);
    const workspace = await createWorkspace(t.database.db, user);
    const res = await upload(client, '/api/auth/me/avatar', await photo());
    expect(res.statusCode, res.body).toBe(200);
    const { avatarUrl } = res.json();
    expect(avatarUrl).toMatch(/^\/api\/avatars\/[0-9a-f-]{36}$/);
    expect((await client.get('/api/auth/me')).json().user.avatarUrl).toBe(avatarUrl);

    const large = await client.get(avatarUrl);
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-type']).toBe('image/webp');
    const big = await sharp(large.rawPayload).metadata();
    expect(big).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(big.exif).toBeUndefined();
    expect(large.rawPayload.includes(Buffer.from('SecretCam'))).toBe(false);
    const small = await sharp((await client.get(`${avatarUrl}?size=64`)).rawPayload).metadata();
    expect(small).toMatchObject({ width: 64, height: 64 });
    expect((await client.get(`${avatarUrl}?size=65`)).statusCode).toBe(400);

    const members = (await client.get(`/api/orgs/${workspace.slug}/members`)).json();
    expect(members[0].avatarUrl).toBe(avatarUrl);
    // Signed in is enough to see it; signed out is not.
    expect((await createApiClient(t.app).get(avatarUrl)).statusCode).toBe(401);

    // A new picture replaces the old one, which is gone; removing it leaves the initials.
    const next = (await upload(client, '/api/auth/me/avatar', await photo(300, 900))).json().avatarUrl;
    expect(next).not.toBe(avatarUrl);
    expect((await client.get(avatarUrl)).statusCode).toBe(404);
    expect((await client.delete('/api/auth/me/avatar')).statusCode).toBe(204);
    expect((await client.get('/api/auth/me')).json().user.avatarUrl).toBeNull();
    expect((await client.get(next)).statusCode).toBe(404);
  });

  it('judges the file by its bytes: a text file named .png, a bomb, a tiny image and too many bytes are refused on the field', async () => {
    const { client } = await createSignedInUser(t.app, t.database.db);
    const cases: [Buffer, string, number, RegExp][] = [
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'face.png', 400, /PNG, JPEG, GIF or WebP/],
      [decompressionBomb(), 'bomb.png', 400, /too large/],
      [
        await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
          .png()
          .toBuffer(),
        'dot.png',
        400,
        /too small/,
      ],
      [
        Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]),
        'broken.png',
        400,
        /could not be read/,
      ],
      [Buffer.concat([await photo(), Buffer.alloc(5 * 1024 * 1024)]), 'huge.jpg', 413, /larger than 5 MB/],
    ];
    for (const [data, name, status, message] of cases) {
      const res = await upload(client, '/api/auth/me/avatar', data, name, 'image/png');
      expect(res.statusCode, name).toBe(status);
      expect(res.json().fields.file, name).toMatch(message);
    }
    const empty = await client.request({ method: 'POST', url: '/api/auth/me/avatar', payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toHaveProperty('file');
    expect((await client.get('/api/auth/me')).json().user.avatarUrl).toBeNull();
  });

  it('a workspace avatar is set by owners and admins, not members, and every member hears the workspace change', async () => {
    const owner = await createSignedInUser(t.app, t.database.db);
    const workspace = await createWorkspace(t.database.db, owner.user);
    const member = await createSignedInUser(t.app, t.database.db);
    await addMembership(t.database.db, workspace.id, member.user.id, 'member');
    const url = `/api/orgs/${workspace.slug}/avatar`;
    const refused = await upload(member.client, url, await photo());
    expect(refused.statusCode).toBe(403);
    const res = await upload(owner.client, url, await photo());
    expect(res.statusCode, res.body).toBe(200);
    const avatarUrl = res.json().avatarUrl;
    expect(avatarUrl).toMatch(/^\/api\/avatars\//);
    expect((await member.client.get(`/api/orgs/${workspace.slug}`)).json().avatarUrl).toBe(avatarUrl);
    expect((await member.client.get(avatarUrl)).statusCode).toBe(200);
    const stranger = await signedInClient(
      t.app,
      t.database.db,
      (await createSignedInUser(t.app, t.database.db)).user,
    );
    expect((await upload(stranger, url, await photo())).statusCode).toBe(404);
    expect((await owner.client.delete(url)).json().avatarUrl).toBeNull();
  });
});
