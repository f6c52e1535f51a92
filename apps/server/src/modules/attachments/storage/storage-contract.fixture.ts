import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { expect, it } from 'vitest';
import type { AttachmentStorage } from './attachment-storage.js';

/** Yields `good` bytes, then fails, the way an upload cut off by the client does. */
export function failingStream(good: Buffer): Readable {
  return Readable.from(
    (async function* () {
      yield good;
      throw new Error('connection reset');
    })(),
  );
}

export async function readAll(storage: AttachmentStorage, key: string): Promise<Buffer | null> {
  const file = await storage.get(key);
  return file ? buffer(file.body) : null;
}

/** What every storage must do, run against each implementation. */
export function storageContract(storage: () => AttachmentStorage): void {
  it('stores a stream and gives the same bytes and size back', async () => {
    const bytes = randomBytes(300_000);
    const size = await storage().put('ws1/file1', Readable.from([bytes]), 'application/octet-stream');
    expect(size).toBe(bytes.length);
    const file = await storage().get('ws1/file1');
    expect(file?.size).toBe(bytes.length);
    expect(file && (await buffer(file.body)).equals(bytes)).toBe(true);
  });

  it('keeps an empty file', async () => {
    expect(await storage().put('ws1/empty', Readable.from([]), 'text/plain')).toBe(0);
    expect(await storage().exists('ws1/empty')).toBe(true);
    expect((await readAll(storage(), 'ws1/empty'))?.length).toBe(0);
  });

  it('answers null and false for a key that holds nothing', async () => {
    expect(await storage().get('ws1/never')).toBeNull();
    expect(await storage().exists('ws1/never')).toBe(false);
  });

  it('deletes, and deleting again is not an error', async () => {
    await storage().put('ws1/gone', Readable.from([Buffer.from('bye')]), 'text/plain');
    expect(await storage().exists('ws1/gone')).toBe(true);
    await storage().delete('ws1/gone');
    expect(await storage().exists('ws1/gone')).toBe(false);
    expect(await storage().get('ws1/gone')).toBeNull();
    await expect(storage().delete('ws1/gone')).resolves.toBeUndefined();
  });

  it('leaves nothing under the key when the stream fails half way', async () => {
    await expect(
      storage().put('ws1/broken', failingStream(randomBytes(70_000)), 'application/octet-stream'),
    ).rejects.toThrow('connection reset');
    expect(await storage().exists('ws1/broken')).toBe(false);
  });

  it.each(['../escape', 'ws1/../../etc/passwd', '/absolute', 'UPPER/case', 'ws1//double', 'a b', ''])(
    'refuses the unsafe key %j',
    async (key) => {
      await expect(storage().put(key, Readable.from([Buffer.from('x')]), 'text/plain')).rejects.toThrow(
        /unsafe key/,
      );
      await expect(storage().get(key)).rejects.toThrow(/unsafe key/);
      await expect(storage().delete(key)).rejects.toThrow(/unsafe key/);
    },
  );
}
