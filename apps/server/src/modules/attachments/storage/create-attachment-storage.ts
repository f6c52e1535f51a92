import path from 'node:path';
import type { Config } from '../../../config.js';
import type { AttachmentStorage } from './attachment-storage.js';
import { createLocalDiskStorage } from './local-disk-storage.js';
import { createS3Storage } from './s3-storage.js';

/** S3 when all five S3_ variables are set (config.ts checks that), else DATA_DIR/attachments. */
export function createAttachmentStorage(config: Config): AttachmentStorage {
  if (config.s3) return createS3Storage(config.s3);
  return createLocalDiskStorage(path.join(config.dataDir, 'attachments'));
}
