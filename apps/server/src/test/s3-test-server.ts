import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '../config.js';

export type S3TestServer = {
  config: S3Config;
  /** The same settings as environment variables, for buildTestApp. */
  env: Record<string, string>;
  close(): Promise<void>;
};

/** A real S3-compatible server (s3rver) on loopback, with one empty bucket, its files in a temp folder. */
export async function startS3TestServer(bucket = 'orbit-attachments'): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(tmpdir(), 'orbit-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const config: S3Config = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  };
  return {
    config,
    env: {
      S3_ENDPOINT: config.endpoint,
      S3_BUCKET: bucket,
      S3_REGION: config.region,
      S3_ACCESS_KEY_ID: config.accessKeyId,
      S3_SECRET_ACCESS_KEY: config.secretAccessKey,
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
