/**
 * Upload size messages whatever the order of the form fields (issue 13 §3 "A document over 30 MB
 * gets the 10 MB message"): a `kind` sent after the file still chooses the refusal text —
 * 请上传30M以下的文件 for a document over 30 MB, 图片大于10M! for an image — and nothing stays stored.
 * The bodies are streamed (31 MB generated chunk by chunk), not built in memory.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';

import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { sysFile } from '../../db/schema';
import { auth, body, createTestServer, loginAs, type TestServer } from '../../testing/test-server';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await createTestServer({ demo: true, loginCode: 'off' });
  token = (await loginAs(server, 'qy')).token;
});

afterAll(async () => {
  await server?.close();
});

const MB = 1024 * 1024;
const BOUNDARY = '----qifu-upload-limits';

/** A multipart body with a `kind` field before or after a file of `size` bytes (PDF or PNG head, then filler), streamed. */
function streamedUpload(kind: string, fileName: string, size: number, kindFirst: boolean): Readable {
  const kindPart = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n${kind}\r\n`);
  const fileHead = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const magic = fileName.endsWith('.png') ? Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex') : Buffer.from('%PDF-1.4\n');
  const filler = Buffer.alloc(MB, 7);
  function* chunks(): Generator<Buffer> {
    if (kindFirst) yield kindPart;
    yield fileHead;
    yield magic;
    for (let sent = magic.length; sent < size; sent += filler.length) yield filler.subarray(0, Math.min(filler.length, size - sent));
    yield Buffer.from('\r\n');
    if (!kindFirst) yield kindPart;
    yield Buffer.from(`--${BOUNDARY}--\r\n`);
  }
  return Readable.from(chunks());
}

function storedFiles(): string[] {
  const root = join(server.config.dataDir, 'files');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));
}

const fileCount = async () => (await server.db.select({ n: count() }).from(sysFile))[0]?.n ?? 0;

describe('upload size messages by kind, kind before or after the file', () => {
  const cases: [kind: string, fileName: string, size: number, msg: string][] = [
    ['document', 'big.pdf', 31 * MB, '请上传30M以下的文件'],
    ['image', 'big.png', 31 * MB, '图片大于10M!'],
    ['file', 'big.pdf', 31 * MB, '文件大于10M!'],
  ];
  for (const [kind, fileName, size, msg] of cases) {
    for (const kindFirst of [true, false]) {
      it(`${kind} of ${size / MB} MB, kind ${kindFirst ? 'before' : 'after'} the file → 413 ${msg}`, async () => {
        const before = await fileCount();
        const res = await server.app.inject({
          method: 'POST',
          url: '/api/files/upload',
          headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, ...auth(token) },
          payload: streamedUpload(kind, fileName, size, kindFirst),
        });
        expect(res.statusCode).toBe(413);
        expect(body(res)).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE', msg, description: msg });
        expect(await fileCount()).toBe(before);
        expect(storedFiles()).toEqual([]);
      }, 30_000);
    }
  }

  it('a document between 10 and 30 MB with the kind after the file is stored', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/files/upload',
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, ...auth(token) },
      payload: streamedUpload('document', 'ok.pdf', 12 * MB, false),
    });
    expect(body(res)).toMatchObject({ success: true, data: { size: 12 * MB } });
  }, 30_000);
});
