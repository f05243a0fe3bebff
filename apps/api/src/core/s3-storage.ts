/**
 * {@link FileStorage} on an S3-compatible object store (`FILE_STORAGE=s3`; issue 13 §7): every API
 * process on every host reads and writes the same bucket, so an upload through one process
 * downloads through any other. Objects are named by the storage key (`YYYY/MM/<uuid>.<ext>`).
 *
 * Streams of unknown length (uploads, up to 30 MB) are read in parts of {@link S3_PART_BYTES}: a body
 * that fits in one part is sent with one PutObject, a longer one as a multipart upload (aborted when
 * the body fails, e.g. on the upload size limit), so no more than about one part is held in memory.
 */
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
  type CompletedPart,
} from '@aws-sdk/client-s3';

import type { S3Settings } from '../config';
import { STORAGE_KEY_PATTERN, type FileStorage } from './storage';

/** Size of one part of a multipart upload, bytes (S3 needs at least 5 MiB for all but the last). */
export const S3_PART_BYTES = 8 * 1024 * 1024;

function notFound(key: string): Error {
  return Object.assign(new Error(`no stored file ${key}`), { code: 'ENOENT' });
}

function isMissing(err: unknown): boolean {
  const e = err as { name?: unknown; $metadata?: { httpStatusCode?: number } } | null;
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}

/**
 * A client for the settings: path-style addressing when asked (MinIO, s3rver), and checksums only
 * where S3 requires them (servers other than AWS do not all know the SDK's newer default checksums).
 */
export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** Files as objects of one bucket of an S3-compatible store. */
export class S3FileStorage implements FileStorage {
  private readonly client: S3Client;
  private readonly bucket: string;

  /**
   * @param settings - the `S3_*` settings (the bucket must exist).
   * @param client - a client to use instead of one made from the settings.
   */
  constructor(settings: S3Settings, client: S3Client = createS3Client(settings)) {
    this.client = client;
    this.bucket = settings.bucket;
  }

  /** The key itself. @throws Error with `code: 'ENOENT'` for a key not of the {@link STORAGE_KEY_PATTERN} shape. */
  private checked(key: string): string {
    if (!STORAGE_KEY_PATTERN.test(key)) throw notFound(key);
    return key;
  }

  async put(key: string, body: Readable | Buffer): Promise<{ size: number }> {
    const Key = this.checked(key);
    if (Buffer.isBuffer(body)) {
      await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key, Body: body, ContentLength: body.length }));
      return { size: body.length };
    }
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    let size = 0;
    let uploadId: string | undefined;
    const parts: CompletedPart[] = [];
    const sendPart = async () => {
      const Body = Buffer.concat(pending, pendingBytes);
      pending = [];
      pendingBytes = 0;
      if (!uploadId) {
        const created = await this.client.send(new CreateMultipartUploadCommand({ Bucket: this.bucket, Key }));
        if (!created.UploadId) throw new Error(`S3 CreateMultipartUpload of ${Key} answered no UploadId`);
        uploadId = created.UploadId;
      }
      const PartNumber = parts.length + 1;
      const answer = await this.client.send(
        new UploadPartCommand({ Bucket: this.bucket, Key, UploadId: uploadId, PartNumber, Body, ContentLength: Body.length }),
      );
      parts.push({ PartNumber, ...(answer.ETag ? { ETag: answer.ETag } : {}) });
    };
    try {
      for await (const chunk of body as AsyncIterable<Buffer | string>) {
        const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
        pending.push(bytes);
        pendingBytes += bytes.length;
        size += bytes.length;
        if (pendingBytes >= S3_PART_BYTES) await sendPart();
      }
      if (!uploadId) {
        const whole = Buffer.concat(pending, pendingBytes);
        await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key, Body: whole, ContentLength: whole.length }));
        return { size };
      }
      if (pendingBytes > 0) await sendPart();
      await this.client.send(
        new CompleteMultipartUploadCommand({ Bucket: this.bucket, Key, UploadId: uploadId, MultipartUpload: { Parts: parts } }),
      );
      return { size };
    } catch (err) {
      if (uploadId) {
        await this.client.send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key, UploadId: uploadId })).catch(() => undefined);
      }
      throw err;
    }
  }

  async get(key: string): Promise<Readable> {
    const Key = this.checked(key);
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key }));
      const stream = answer.Body;
      if (stream instanceof Readable) return stream;
      if (!stream) throw notFound(key);
      // other runtimes' body types (web streams) — not expected on Node, kept for completeness
      return Readable.from(Buffer.from(await stream.transformToByteArray()));
    } catch (err) {
      if (isMissing(err)) throw notFound(key);
      throw err;
    }
  }

  /** @throws the store's error when it cannot answer (not only "missing"). */
  async exists(key: string): Promise<boolean> {
    let Key: string;
    try {
      Key = this.checked(key);
    } catch {
      return false;
    }
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key }));
      return true;
    } catch (err) {
      if (isMissing(err)) return false;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    let Key: string;
    try {
      Key = this.checked(key);
    } catch {
      return;
    }
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key }));
  }
}
