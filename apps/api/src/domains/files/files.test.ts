import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { sysFile } from '../../db/schema';
import { auth, body, contractViolations, createTestServer, loginAs, type TestServer } from '../../testing/test-server';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await createTestServer({ demo: true, loginCode: 'off' });
  token = (await loginAs(server, 'qy')).token;
});

afterAll(async () => {
  await server?.close();
});

const BOUNDARY = '----qifu-test-boundary';

function multipart(fields: Record<string, string>, file?: { filename: string; content: Buffer; type?: string }, fileFirst = false): Buffer {
  const parts: Buffer[] = [];
  const fieldParts = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  const fileParts = file
    ? [
        Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        file.content,
        Buffer.from('\r\n'),
      ]
    : [];
  if (fileFirst) parts.push(...fileParts, ...fieldParts);
  else parts.push(...fieldParts, ...fileParts);
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
}

function upload(payload: Buffer, withToken = true) {
  return server.app.inject({
    method: 'POST',
    url: '/api/files/upload',
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, ...(withToken ? auth(token) : {}) },
    payload,
  });
}

const MB = 1024 * 1024;
const fileCount = async () => (await server.db.select({ n: count() }).from(sysFile))[0]?.n ?? 0;

describe('uploadFile and downloadFile', () => {
  it('stores a file as YYYY/MM/<uuid>.<ext> and serves it back with a UTF-8 file name', async () => {
    const content = Buffer.from('%PDF-1.4 申报材料');
    const res = await upload(multipart({ kind: 'document' }, { filename: '申报材料.pdf', content, type: 'application/pdf' }));
    expect(res.statusCode).toBe(200);
    expect(contractViolations('POST', '/api/files/upload', res)).toEqual([]);
    const json = body<{ msg: string; data: { fileName: string; filePath: string; originalName: string; size: number } }>(res);
    expect(json.msg).toBe('上传成功');
    expect(json.data).toMatchObject({ fileName: '申报材料.pdf', originalName: '申报材料.pdf', size: content.length });
    expect(json.data.filePath).toMatch(/^\d{4}\/\d{2}\/[0-9a-f-]{36}\.pdf$/);

    const url = `/api/files/dowload?filePath=${encodeURIComponent(json.data.filePath)}`;
    const down = await server.app.inject(url);
    expect(down.statusCode).toBe(200);
    expect(down.headers['content-type']).toBe('application/pdf');
    expect(down.headers['content-disposition']).toBe(
      `attachment; filename="____.pdf"; filename*=UTF-8''${encodeURIComponent('申报材料.pdf')}`,
    );
    expect(down.rawPayload.equals(content)).toBe(true);

    const renamed = await server.app.inject(`${url}&fileName=${encodeURIComponent('附件一')}`);
    expect(renamed.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('附件一.pdf')}`);
  });

  it('reads the kind even when it comes after the file', async () => {
    const res = await upload(multipart({ kind: 'image' }, { filename: 'logo.PNG', content: Buffer.from('png') }, true));
    expect(body(res)).toMatchObject({ success: true, data: { fileName: 'logo.PNG' } });
  });

  it('refuses a type outside the kind accept list with 400 and stores nothing', async () => {
    const before = await fileCount();
    const res = await upload(multipart({ kind: 'image' }, { filename: 'a.pdf', content: Buffer.from('x') }));
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({
      success: false,
      code: 'BAD_REQUEST',
      msg: '请上传jpg,jpeg,png,gif,bmp,webp类型的文件',
    });
    const late = await upload(multipart({ kind: 'excel' }, { filename: 'a.docx', content: Buffer.from('x') }, true));
    expect(body(late)).toMatchObject({ msg: '请上传xls,xlsx类型的文件' });
    const exe = await upload(multipart({}, { filename: 'run.exe', content: Buffer.from('x') }));
    expect(exe.statusCode).toBe(400);
    expect(await fileCount()).toBe(before);
  });

  it('refuses a file over the kind limit with 413 (10 MB default, 30 MB documents)', async () => {
    const before = await fileCount();
    const big = Buffer.alloc(10 * MB + 1, 1);
    const res = await upload(multipart({ kind: 'file' }, { filename: 'big.pdf', content: big }));
    expect(res.statusCode).toBe(413);
    expect(body(res)).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE', msg: '文件大小不能大于10M' });
    expect(contractViolations('POST', '/api/files/upload', res)).toEqual([]);
    // kind after the file: detected after streaming
    const late = await upload(multipart({ kind: 'word' }, { filename: 'big.docx', content: big }, true));
    expect(body(late)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', msg: '文件大小不能大于10M' });
    // a document may be larger than 10 MB …
    const doc = await upload(multipart({ kind: 'document' }, { filename: 'big.pdf', content: big }));
    expect(body(doc)).toMatchObject({ success: true });
    // … but not larger than 30 MB
    const huge = await upload(multipart({ kind: 'document' }, { filename: 'huge.pdf', content: Buffer.alloc(30 * MB + 1, 1) }));
    expect(huge.statusCode).toBe(413);
    expect(body(huge)).toMatchObject({ msg: '文件大小不能大于30M' });
    expect(await fileCount()).toBe(before + 1);
  });

  it('needs a login and a file', async () => {
    const anon = await upload(multipart({}, { filename: 'a.pdf', content: Buffer.from('x') }), false);
    expect(anon.statusCode).toBe(401);
    const noFile = await upload(multipart({ kind: 'file' }));
    expect(noFile.statusCode).toBe(400);
    const badKind = await upload(multipart({ kind: 'video' }, { filename: 'a.pdf', content: Buffer.from('x') }));
    expect(body(badKind)).toMatchObject({ code: 'BAD_REQUEST', description: '参数 kind 应当是预设定的枚举值之一' });
  });

  it('answers 404 for an unknown or traversal path without touching the disk', async () => {
    for (const filePath of ['2026/11/00000000-0000-0000-0000-000000000000.pdf', '../secrets.json', '../../etc/passwd', '/etc/passwd', 'secrets.json']) {
      const url = `/api/files/dowload?filePath=${encodeURIComponent(filePath)}`;
      const res = await server.app.inject(url);
      expect(res.statusCode).toBe(404);
      expect(body(res)).toMatchObject({ success: false, code: 'NOT_FOUND' });
      expect(contractViolations('GET', url, res)).toEqual([]);
    }
    expect((await server.app.inject('/api/files/dowload')).statusCode).toBe(400);
  });
});
