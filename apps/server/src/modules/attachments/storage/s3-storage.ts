import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Config } from '../../../config.js';
import { type AttachmentStorage, assertSafeKey } from './attachment-storage.js';

/** S3 takes parts of at least 5 MiB (except the last); 8 MiB keeps a 25 MB file to four parts. */
export const defaultPartSize = 8 * 1024 * 1024;

const isNotFound = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

/** Path-style addressing (`endpoint/bucket/key`) for every endpoint but Amazon's own. */
function pathStyle(endpoint: string): boolean {
  return !new URL(endpoint).hostname.endsWith('.amazonaws.com');
}

/**
 * Files in an S3-compatible bucket. Uploads go through `@aws-sdk/lib-storage`, streamed in parts of
 * `partSize` bytes, so an upload never holds more than one part in memory and the length need not
 * be known in advance.
 */
export function createS3Storage(config: S3Config, options: { partSize?: number } = {}): AttachmentStorage {
  const partSize = options.partSize ?? defaultPartSize;
  const Bucket = config.bucket;
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: pathStyle(config.endpoint),
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
  });

  return {
    description: `S3 bucket ${Bucket} at ${config.endpoint}`,

    async put(Key, body, ContentType) {
      assertSafeKey(Key);
      let size = 0;
      let bodyError: unknown;
      async function* counted(): AsyncGenerator<Buffer> {
        try {
          for await (const chunk of body) {
            const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
            size += bytes.length;
            yield bytes;
          }
        } catch (error) {
          bodyError = error;
          throw error;
        }
      }
      // One part in memory at a time (queueSize 1); a file of one part or less is a single PUT. An
      // upload that fails is aborted, since the parts of an unfinished one are stored (and billed).
      const upload = new Upload({
        client,
        params: { Bucket, Key, Body: Readable.from(counted()), ContentType },
        partSize,
        queueSize: 1,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        // When the abort fails too, lib-storage throws its error: the caller needs the stream's.
        throw bodyError ?? error;
      }
      return size;
    },

    async get(Key) {
      assertSafeKey(Key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key }));
        if (!(answer.Body instanceof Readable)) throw new Error('S3 answered without a body stream');
        return { body: answer.Body, size: answer.ContentLength ?? 0 };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async delete(Key) {
      assertSafeKey(Key);
      await client.send(new DeleteObjectCommand({ Bucket, Key }));
    },

    async exists(Key) {
      assertSafeKey(Key);
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },
  };
}
