/**
 * File storage behind one interface: {@link LocalFileStorage} keeps files under
 * `${DATA_DIR}/files`; `S3FileStorage` (`s3-storage.ts`) keeps them in an S3-compatible bucket
 * (`FILE_STORAGE=s3`, chosen by `storage-factory.ts`).
 *
 * Keys are the contract's `filePath`: `YYYY/MM/<uuid>.<ext>`. Only keys recorded in `sys_file`
 * reach the storage; the local store additionally refuses any key outside that shape.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** A byte store addressed by keys. */
export interface FileStorage {
  /**
   * Stores the bytes of `body` under `key` (replacing nothing: keys are unique).
   * @returns the number of bytes written.
   */
  put(key: string, body: Readable | Buffer): Promise<{ size: number }>;
  /**
   * Opens the stored bytes.
   * @throws Error with `code: 'ENOENT'` when the key does not exist.
   */
  get(key: string): Promise<Readable>;
  /** Whether the key exists. */
  exists(key: string): Promise<boolean>;
  /** Removes the key (no error when it does not exist). */
  delete(key: string): Promise<void>;
}

/** The shape of every storage key. */
export const STORAGE_KEY_PATTERN = /^\d{4}\/\d{2}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(\.[a-z0-9]{1,10})?$/;

/**
 * A new key `YYYY/MM/<uuid>.<ext>` (UTC month of `now`).
 * @param ext - lower-case extension without the dot; omitted when empty.
 */
export function newStorageKey(ext: string, now: Date = new Date()): string {
  const yyyy = String(now.getUTCFullYear());
  const mm = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${yyyy}/${mm}/${randomUUID()}${ext ? `.${ext}` : ''}`;
}

function notFound(key: string): Error {
  return Object.assign(new Error(`no stored file ${key}`), { code: 'ENOENT' });
}

/** Files on the local disk under one root folder. */
export class LocalFileStorage implements FileStorage {
  private readonly root: string;

  /** @param root - the folder, e.g. `${DATA_DIR}/files` (created on first write). */
  constructor(root: string) {
    this.root = resolve(root);
  }

  /**
   * Absolute path of a key.
   * @throws Error for a key not of the {@link STORAGE_KEY_PATTERN} shape or outside the root.
   */
  private pathOf(key: string): string {
    if (!STORAGE_KEY_PATTERN.test(key)) throw notFound(key);
    const full = resolve(this.root, key);
    if (!full.startsWith(this.root + sep)) throw notFound(key);
    return full;
  }

  async put(key: string, body: Readable | Buffer): Promise<{ size: number }> {
    const full = this.pathOf(key);
    await mkdir(dirname(full), { recursive: true });
    const tmp = join(dirname(full), `.${randomUUID()}.part`);
    let size = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _enc, cb) {
        size += chunk.length;
        cb(null, chunk);
      },
    });
    try {
      await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, counter, createWriteStream(tmp, { flags: 'wx' }));
      await rename(tmp, full);
    } catch (err) {
      await rm(tmp, { force: true });
      throw err;
    }
    return { size };
  }

  async get(key: string): Promise<Readable> {
    const full = this.pathOf(key);
    const info = await stat(full).catch(() => undefined);
    if (!info?.isFile()) throw notFound(key);
    return createReadStream(full);
  }

  async exists(key: string): Promise<boolean> {
    try {
      const info = await stat(this.pathOf(key));
      return info.isFile();
    } catch {
      return false;
    }
  }

  async delete(key: string): Promise<void> {
    try {
      await rm(this.pathOf(key), { force: true });
    } catch {
      /* nothing to delete */
    }
  }
}
