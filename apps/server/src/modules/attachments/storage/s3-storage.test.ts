import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type S3TestServer, startS3TestServer } from '../../../test/s3-test-server.js';
import type { AttachmentStorage } from './attachment-storage.js';
import { createS3Storage } from './s3-storage.js';
import { failingStream, readAll, storageContract } from './storage-contract.fixture.js';

const mib = 1024 * 1024;

describe('S3 attachment storage (s3rver on loopback)', () => {
  let s3: S3TestServer;
  let storage: AttachmentStorage;

  beforeAll(async () => {
    s3 = await startS3TestServer();
    // The smallest part S3 accepts, so a multipart upload needs only a few megabytes.
    storage = createS3Storage(s3.config, { partSize: 5 * mib });
  });
  afterAll(() => s3.close());

  storageContract(() => storage);

  it('uploads a file larger than one part in parts and reads it back whole', async () => {
    const bytes = randomBytes(11 * mib + 123);
    // Small chunks, the way a socket delivers an upload.
    const chunks = Array.from({ length: Math.ceil(bytes.length / 65536) }, (_, i) =>
      bytes.subarray(i * 65536, (i + 1) * 65536),
    );
    expect(await storage.put('ws2/big', Readable.from(chunks), 'application/zip')).toBe(bytes.length);
    const back = await readAll(storage, 'ws2/big');
    expect(back?.equals(bytes)).toBe(true);
  });

  it('sends a file larger than one part as parts of the configured size, then completes it', async () => {
    const send = vi.spyOn(S3Client.prototype, 'send');
    try {
      const bytes = randomBytes(11 * mib);
      expect(await storage.put('ws2/parts', Readable.from([bytes]), 'application/zip')).toBe(bytes.length);
      const parts = send.mock.calls
        .map(([command]) => command)
        .filter((command) => command instanceof UploadPartCommand)
        .map((command) => (command.input as { Body?: Uint8Array }).Body?.length);
      expect(parts).toEqual([5 * mib, 5 * mib, mib]);
      expect(send.mock.calls.some(([command]) => command instanceof CompleteMultipartUploadCommand)).toBe(
        true,
      );
    } finally {
      send.mockRestore();
    }
    expect((await readAll(storage, 'ws2/parts'))?.length).toBe(11 * mib);
  });

  it('aborts a multipart upload cut off after two parts, and stores no object', async () => {
    // s3rver cannot abort or list uploads, so this checks that the abort is asked for.
    const send = vi.spyOn(S3Client.prototype, 'send');
    try {
      await expect(
        storage.put('ws2/cut', failingStream(randomBytes(11 * mib)), 'text/plain'),
      ).rejects.toThrow('connection reset');
      const sent = send.mock.calls.map(([command]) => command);
      const created = sent.findIndex((command) => command instanceof CreateMultipartUploadCommand);
      const aborted = sent.find((command) => command instanceof AbortMultipartUploadCommand);
      expect(created).toBeGreaterThanOrEqual(0);
      expect(sent.some((command) => command instanceof UploadPartCommand)).toBe(true);
      expect(aborted?.input).toMatchObject({ Bucket: s3.config.bucket, Key: 'ws2/cut' });
      expect(sent.some((command) => command instanceof CompleteMultipartUploadCommand)).toBe(false);
    } finally {
      send.mockRestore();
    }
    expect(await storage.exists('ws2/cut')).toBe(false);
  });
});
