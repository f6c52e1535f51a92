import type { Readable } from 'node:stream';

export type StoredFile = { body: Readable; size: number };

/** Where attachment bytes live: local disk under DATA_DIR, or an S3-compatible bucket. */
export type AttachmentStorage = {
  /** For the start log: which storage holds the files. */
  readonly description: string;
  /**
   * Stores the stream under `key` and resolves with the number of bytes stored. A failed or aborted
   * stream leaves nothing behind under the key.
   */
  put(key: string, body: Readable, contentType: string): Promise<number>;
  /** The file, or null when nothing is stored under `key`. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; removing a key that holds nothing is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /**
   * Removes what uploads cut off by a crash left behind, older than `olderThanMs` (a live upload is
   * younger); answers how many went. A bucket drops its own incomplete uploads by its lifecycle rules.
   */
  sweepStale?(olderThanMs: number, now?: Date): Promise<number>;
};

// Keys are made by the server (`<workspace id>/<attachment id>`), never from a file name; anything else
// is a bug, refused before it can reach a path or a bucket.
const safeKey = /^[0-9a-z][0-9a-z-]{0,63}(\/[0-9a-z][0-9a-z-]{0,63}){0,3}$/;

export function assertSafeKey(key: string): void {
  if (!safeKey.test(key)) throw new Error(`attachment storage: unsafe key ${JSON.stringify(key)}`);
}
