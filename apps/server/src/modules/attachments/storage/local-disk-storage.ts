import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { type FileHandle, mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type AttachmentStorage, assertSafeKey } from './attachment-storage.js';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Files under `root` (DATA_DIR/attachments), one per key. A write goes to `root/.tmp` first and is
 * renamed into place once complete, so a reader never sees half a file and a failed upload leaves
 * only a temp file that is removed at once.
 */
export function createLocalDiskStorage(root: string): AttachmentStorage {
  const base = path.resolve(root);
  const tmpDir = path.join(base, '.tmp');

  const pathOf = (key: string) => {
    assertSafeKey(key);
    const full = path.resolve(base, ...key.split('/'));
    // The key pattern already rules out `..`; this keeps the promise even if the pattern changes.
    if (!full.startsWith(`${base}${path.sep}`)) throw new Error(`attachment storage: key escapes ${base}`);
    return full;
  };

  return {
    description: `local disk (${base})`,

    async put(key, body) {
      const target = pathOf(key);
      await mkdir(tmpDir, { recursive: true, mode: 0o700 });
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      const temp = path.join(tmpDir, randomUUID());
      let size = 0;
      const count = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          done(null, chunk);
        },
      });
      try {
        await pipeline(body, count, createWriteStream(temp, { flags: 'wx', mode: 0o600 }));
        await rename(temp, target);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
      return size;
    },

    async get(key) {
      const file = pathOf(key);
      let handle: FileHandle;
      try {
        handle = await open(file, 'r');
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      try {
        const { size } = await handle.stat();
        return { body: handle.createReadStream(), size };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async delete(key) {
      await rm(pathOf(key), { force: true });
    },

    async sweepStale(olderThanMs, now = new Date()) {
      let names: string[];
      try {
        names = await readdir(tmpDir);
      } catch (error) {
        if (isMissing(error)) return 0;
        throw error;
      }
      let removed = 0;
      for (const name of names) {
        const file = path.join(tmpDir, name);
        const info = await stat(file).catch(() => null);
        if (info && now.getTime() - info.mtimeMs > olderThanMs) {
          await rm(file, { force: true });
          removed += 1;
        }
      }
      return removed;
    },

    async exists(key) {
      try {
        return (await stat(pathOf(key))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
  };
}
