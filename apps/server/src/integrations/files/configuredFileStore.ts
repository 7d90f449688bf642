import path from 'node:path';
import type { Config } from '../../config.js';
import { createLocalFileStore, type FileStore } from './fileStore.js';
import { createS3FileStore } from './s3FileStore.js';

/** The object store when S3_BUCKET is set; otherwise the local directory DATA_DIR/files. */
export function createFileStore(config: Pick<Config, 'dataDir' | 's3'>): Promise<FileStore> | FileStore {
  return config.s3 ? createS3FileStore(config.s3) : createLocalFileStore(path.join(config.dataDir, 'files'));
}
