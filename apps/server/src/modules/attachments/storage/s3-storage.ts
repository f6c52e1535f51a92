import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../../../config.js';
import { type AttachmentStorage, assertSafeKey } from './attachment-storage.js';

/** S3 takes parts of at least 5 MiB (except the last); 8 MiB keeps a 25 MB file to four parts. */
export const defaultPartSize = 8 * 1024 * 1024;

/** Cuts a stream into buffers of `size` bytes (the last one shorter); always yields at least one. */
async function* partsOf(body: Readable, size: number): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let length = 0;
  let yielded = false;
  for await (const chunk of body) {
    let rest = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    while (length + rest.length >= size) {
      const take = size - length;
      pending.push(rest.subarray(0, take));
      yield Buffer.concat(pending);
      yielded = true;
      pending = [];
      length = 0;
      rest = rest.subarray(take);
    }
    if (rest.length > 0) {
      pending.push(rest);
      length += rest.length;
    }
  }
  if (length > 0 || !yielded) yield Buffer.concat(pending);
}

const isNotFound = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

/** Path-style addressing (`endpoint/bucket/key`) for every endpoint but Amazon's own. */
function pathStyle(endpoint: string): boolean {
  return !new URL(endpoint).hostname.endsWith('.amazonaws.com');
}

/**
 * Files in an S3-compatible bucket. Uploads are streamed in parts of `partSize` bytes, so an upload
 * never holds more than one part in memory and the length need not be known in advance.
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

  async function putInParts(
    Key: string,
    ContentType: string,
    first: Buffer,
    rest: AsyncGenerator<Buffer>,
  ): Promise<number> {
    const { UploadId } = await client.send(new CreateMultipartUploadCommand({ Bucket, Key, ContentType }));
    if (!UploadId) throw new Error('S3 gave no upload id');
    const parts: { ETag: string | undefined; PartNumber: number }[] = [];
    let size = 0;
    try {
      const upload = async (Body: Buffer) => {
        const PartNumber = parts.length + 1;
        const { ETag } = await client.send(
          new UploadPartCommand({ Bucket, Key, UploadId, PartNumber, Body, ContentLength: Body.length }),
        );
        parts.push({ ETag, PartNumber });
        size += Body.length;
      };
      await upload(first);
      for await (const part of rest) await upload(part);
      await client.send(
        new CompleteMultipartUploadCommand({ Bucket, Key, UploadId, MultipartUpload: { Parts: parts } }),
      );
      return size;
    } catch (error) {
      // Parts of an unfinished upload are stored (and billed) until aborted.
      await client.send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId })).catch(() => undefined);
      throw error;
    }
  }

  return {
    description: `S3 bucket ${Bucket} at ${config.endpoint}`,

    async put(Key, body, ContentType) {
      assertSafeKey(Key);
      const parts = partsOf(body, partSize);
      const first = await parts.next();
      const firstPart = first.done ? Buffer.alloc(0) : first.value;
      const second = await parts.next();
      if (second.done) {
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key,
            Body: firstPart,
            ContentLength: firstPart.length,
            ContentType,
          }),
        );
        return firstPart.length;
      }
      const secondPart = second.value;
      async function* remaining(): AsyncGenerator<Buffer> {
        yield secondPart;
        yield* parts;
      }
      return putInParts(Key, ContentType, firstPart, remaining());
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
