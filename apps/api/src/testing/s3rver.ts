/**
 * A local S3-compatible server for tests (s3rver, devDependency): started on a free port over a
 * temporary folder, with one bucket, removed again on `close()`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { S3Settings } from '../config';

interface S3rverInstance {
  run(): Promise<{ port: number; address: string }>;
  close(): Promise<void>;
}
type S3rverClass = new (options: {
  port: number;
  address: string;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
}) => S3rverInstance;

/** A running s3rver. */
export interface LocalS3 {
  /** Settings of its bucket (path style, the s3rver default key pair). */
  settings: S3Settings;
  /** The folder holding its objects. */
  directory: string;
  /** Stops the server and deletes its folder. */
  close(): Promise<void>;
}

/** Starts s3rver on 127.0.0.1 and a free port, with the bucket `bucket` (default `qifu-test`). */
export async function startLocalS3(bucket = 'qifu-test'): Promise<LocalS3> {
  const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;
  const directory = mkdtempSync(join(tmpdir(), 'qifu-s3rver-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  return {
    settings: {
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      bucket,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    directory,
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
