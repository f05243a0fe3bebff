/**
 * The file storage a configuration asks for (`FILE_STORAGE`; issue 13 §7): {@link LocalFileStorage}
 * under `${DATA_DIR}/files`, or {@link S3FileStorage} on the `S3_*` bucket. The S3 client is loaded
 * only when it is used.
 */
import { join } from 'node:path';

import type { AppConfig } from '../config';
import { LocalFileStorage, type FileStorage } from './storage';

/**
 * Creates the configured file storage.
 * @throws Error when `fileStorage` is `s3` without S3 settings.
 */
export async function createFileStorage(config: Pick<AppConfig, 'dataDir' | 'fileStorage' | 's3'>): Promise<FileStorage> {
  if (config.fileStorage !== 's3') return new LocalFileStorage(join(config.dataDir, 'files'));
  if (!config.s3) throw new Error('FILE_STORAGE=s3 needs the S3 settings (S3_BUCKET, …)');
  const { S3FileStorage } = await import('./s3-storage');
  return new S3FileStorage(config.s3);
}
