import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';

import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadConfig } from '../config';
import { startLocalS3, type LocalS3 } from '../testing/s3rver';
import { auth, body, createTestServer, loginAs, type TestServer } from '../testing/test-server';
import { createS3Client, S3_PART_BYTES, S3FileStorage } from './s3-storage';
import { newStorageKey } from './storage';
import { createFileStorage } from './storage-factory';

let s3: LocalS3;
let storage: S3FileStorage;

beforeAll(async () => {
  s3 = await startLocalS3();
  storage = new S3FileStorage(s3.settings);
});

afterAll(async () => {
  await s3?.close();
});

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

/** Keys currently in the bucket. */
async function bucketKeys(): Promise<string[]> {
  const answer = await createS3Client(s3.settings).send(new ListObjectsV2Command({ Bucket: s3.settings.bucket }));
  return (answer.Contents ?? []).map((o) => o.Key ?? '').sort();
}

/** A stream of `bytes` in 64 KiB chunks of unknown total length. */
function chunked(bytes: Buffer): Readable {
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += 64 * 1024) chunks.push(bytes.subarray(i, i + 64 * 1024));
  return Readable.from(chunks);
}

describe('S3FileStorage on s3rver', () => {
  it('puts, gets, checks and deletes a buffer and a stream', async () => {
    const a = newStorageKey('pdf');
    const bytes = Buffer.from('%PDF-1.4 申报材料');
    expect(await storage.put(a, bytes)).toEqual({ size: bytes.length });
    expect(await storage.exists(a)).toBe(true);
    expect((await readAll(await storage.get(a))).equals(bytes)).toBe(true);

    const b = newStorageKey('txt');
    const text = randomBytes(300 * 1024);
    expect(await storage.put(b, chunked(text))).toEqual({ size: text.length });
    expect((await readAll(await storage.get(b))).equals(text)).toBe(true);

    await storage.delete(a);
    expect(await storage.exists(a)).toBe(false);
    await storage.delete(a); // deleting again is no error
    expect(await bucketKeys()).toContain(b);
    expect(await bucketKeys()).not.toContain(a);
  });

  it('stores a stream longer than one part as a multipart upload, byte for byte', async () => {
    const key = newStorageKey('pdf');
    const bytes = randomBytes(2 * S3_PART_BYTES + 12345);
    expect(await storage.put(key, chunked(bytes))).toEqual({ size: bytes.length });
    const back = await readAll(await storage.get(key));
    expect(back.length).toBe(bytes.length);
    expect(back.equals(bytes)).toBe(true);
  });

  it('answers ENOENT for a missing or malformed key', async () => {
    await expect(storage.get(newStorageKey('pdf'))).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(storage.get('../secrets.json')).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await storage.exists(newStorageKey('pdf'))).toBe(false);
    expect(await storage.exists('../secrets.json')).toBe(false);
  });

  it('stores nothing when the stream fails, before or after the first part', async () => {
    for (const failAfter of [100 * 1024, S3_PART_BYTES + 100 * 1024]) {
      const key = newStorageKey('pdf');
      const body = new Readable({ read() {} });
      let sent = 0;
      const feed = setInterval(() => {
        if (sent >= failAfter) {
          clearInterval(feed);
          body.destroy(new Error('client went away'));
          return;
        }
        body.push(Buffer.alloc(256 * 1024, 1));
        sent += 256 * 1024;
      }, 1);
      await expect(storage.put(key, body)).rejects.toThrow('client went away');
      expect(await storage.exists(key)).toBe(false);
    }
  });
});

describe('FILE_STORAGE settings', () => {
  it('defaults to the local folder and reads the S3 settings', async () => {
    expect(loadConfig({}).fileStorage).toBe('local');
    const config = loadConfig({
      FILE_STORAGE: 's3',
      S3_ENDPOINT: 'http://minio:9000',
      S3_BUCKET: 'qifu',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config).toMatchObject({
      fileStorage: 's3',
      s3: { endpoint: 'http://minio:9000', region: 'us-east-1', bucket: 'qifu', accessKeyId: 'id', secretAccessKey: 'secret', forcePathStyle: true },
    });
    expect(loadConfig({ FILE_STORAGE: 's3', S3_BUCKET: 'b', S3_REGION: 'cn-north-1' }).s3).toEqual({
      region: 'cn-north-1',
      bucket: 'b',
      forcePathStyle: false,
    });
    expect(await createFileStorage({ ...config, dataDir: '/tmp' })).toBeInstanceOf(S3FileStorage);
  });

  it('refuses incomplete or unknown settings with a clear message', () => {
    expect(() => loadConfig({ FILE_STORAGE: 'nfs' })).toThrow('FILE_STORAGE must be local or s3, got "nfs"');
    expect(() => loadConfig({ FILE_STORAGE: 's3' })).toThrow('FILE_STORAGE=s3 needs S3_BUCKET');
    expect(() => loadConfig({ FILE_STORAGE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
    );
  });
});

describe('uploads through the API with FILE_STORAGE=s3', () => {
  let server: TestServer;
  let token: string;
  const BOUNDARY = '----qifu-s3-boundary';

  beforeAll(async () => {
    server = await createTestServer({ demo: true, loginCode: 'off', config: { fileStorage: 's3', s3: s3.settings } });
    token = (await loginAs(server, 'qy')).token;
  });

  afterAll(async () => {
    await server?.close();
  });

  function upload(kind: string, filename: string, content: Buffer) {
    const payload = Buffer.concat([
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n${kind}\r\n`),
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
      content,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]);
    return server.app.inject({
      method: 'POST',
      url: '/api/files/upload',
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, ...auth(token) },
      payload,
    });
  }

  it('keeps an upload in the bucket and serves it back from there', async () => {
    const content = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(12 * 1024 * 1024)]); // over one part
    const res = await upload('document', '申报材料.pdf', content);
    const json = body<{ success: boolean; data: { filePath: string; size: number } }>(res);
    expect(json).toMatchObject({ success: true, data: { size: content.length } });
    expect(await bucketKeys()).toContain(json.data.filePath);

    const down = await server.app.inject(`/api/files/dowload?filePath=${encodeURIComponent(json.data.filePath)}`);
    expect(down.statusCode).toBe(200);
    expect(down.headers['content-type']).toBe('application/pdf');
    expect(down.rawPayload.equals(content)).toBe(true);
  });

  it('leaves nothing in the bucket when an upload is refused as too large', async () => {
    const before = await bucketKeys();
    const png = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(11 * 1024 * 1024, 7)]);
    const res = await upload('image', 'photo.png', png);
    expect(res.statusCode).toBe(413);
    expect(body(res)).toMatchObject({ msg: '图片大于10M!' });
    expect(await bucketKeys()).toEqual(before);
  });
});
