import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttachmentStorage } from './attachment-storage.js';
import { createLocalDiskStorage } from './local-disk-storage.js';
import { failingStream, storageContract } from './storage-contract.fixture.js';

describe('local disk attachment storage', () => {
  let root: string;
  let storage: AttachmentStorage;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'orbit-files-'));
    storage = createLocalDiskStorage(path.join(root, 'attachments'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  storageContract(() => storage);

  it('keeps each file at root/<key>, readable only by the server', async () => {
    const bytes = randomBytes(1000);
    await storage.put('wsx/abc123', Readable.from([bytes]), 'image/png');
    const file = path.join(root, 'attachments', 'wsx', 'abc123');
    expect((await readFile(file)).equals(bytes)).toBe(true);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it('writes through a temp file: a failed upload leaves no temp file and no partial file', async () => {
    await expect(storage.put('wsx/half', failingStream(randomBytes(5000)), 'text/plain')).rejects.toThrow();
    expect(await readdir(path.join(root, 'attachments', '.tmp'))).toEqual([]);
    expect(await readdir(path.join(root, 'attachments', 'wsx'))).not.toContain('half');
  });

  it('sweeps temp files a crash left behind once they are old, keeping young ones and stored files', async () => {
    const tmp = path.join(root, 'attachments', '.tmp');
    await storage.put('wsx/kept', Readable.from([Buffer.from('kept')]), 'text/plain');
    await writeFile(path.join(tmp, 'cut-off'), 'half');
    await writeFile(path.join(tmp, 'in-flight'), 'half');
    const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
    await utimes(path.join(tmp, 'cut-off'), dayAgo, dayAgo);
    expect(await storage.sweepStale?.(24 * 60 * 60 * 1000)).toBe(1);
    expect(await readdir(tmp)).toEqual(['in-flight']);
    expect(await storage.exists('wsx/kept')).toBe(true);
    await rm(path.join(tmp, 'in-flight'));
  });

  it('replaces a file whole: a reader sees the old bytes or the new, never a mix', async () => {
    await storage.put('wsx/same', Readable.from([Buffer.from('old')]), 'text/plain');
    await expect(storage.put('wsx/same', failingStream(Buffer.from('ne')), 'text/plain')).rejects.toThrow();
    expect(await readFile(path.join(root, 'attachments', 'wsx', 'same'), 'utf8')).toBe('old');
  });
});
