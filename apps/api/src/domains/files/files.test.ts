import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

import { count } from 'drizzle-orm';
import ExcelJS from 'exceljs';
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

/** Every file (partial uploads included) under the storage folder `${DATA_DIR}/files`. */
function storedFiles(): string[] {
  const root = join(server.config.dataDir, 'files');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

/** A PNG signature and IHDR chunk start, then `size` bytes in total. */
function pngBytes(size = 64): Buffer {
  const head = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 7)]);
}

/** The start of a Windows executable (DOS header "MZ" … PE signature). */
function exeBytes(): Buffer {
  const buf = Buffer.alloc(512, 0);
  buf.write('MZ', 0, 'latin1');
  buf.writeUInt32LE(0x80, 0x3c);
  buf.write('PE\0\0', 0x80, 'latin1');
  return buf;
}

/** `%PDF-1.4` then filler up to `size` bytes. */
function pdfBytes(size: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n');
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 0x20)]);
}

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
    const res = await upload(multipart({ kind: 'image' }, { filename: 'logo.PNG', content: pngBytes() }, true));
    expect(body(res)).toMatchObject({ success: true, data: { fileName: 'logo.PNG' } });
  });

  it('refuses a type outside the kind accept list with 400 and stores nothing', async () => {
    const before = await fileCount();
    const res = await upload(multipart({ kind: 'image' }, { filename: 'a.pdf', content: Buffer.from('x') }));
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({
      success: false,
      code: 'BAD_REQUEST',
      msg: '请上传.jpg,.jpeg,.png,.gif,.bmp,.webp类型的文件',
    });
    const late = await upload(multipart({ kind: 'excel' }, { filename: 'a.docx', content: Buffer.from('x') }, true));
    expect(body(late)).toMatchObject({ msg: '请上传10M以下的.xls或.xlsx文件' });
    const word = await upload(multipart({ kind: 'word' }, { filename: 'a.doc', content: Buffer.from('x') }));
    expect(body(word)).toMatchObject({ msg: '请上传.docx类型的文件' });
    const exe = await upload(multipart({}, { filename: 'run.exe', content: Buffer.from('x') }));
    expect(exe.statusCode).toBe(400);
    expect(await fileCount()).toBe(before);
  });

  it('refuses a file over the kind limit with 413 (10 MB default, 30 MB documents)', async () => {
    const before = await fileCount();
    const big = pdfBytes(10 * MB + 1);
    const res = await upload(multipart({ kind: 'file' }, { filename: 'big.pdf', content: big }));
    expect(res.statusCode).toBe(413);
    expect(body(res)).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE', msg: '文件大于10M!' });
    expect(contractViolations('POST', '/api/files/upload', res)).toEqual([]);
    // no kind: the general file rule
    const noKind = await upload(multipart({}, { filename: 'big.pdf', content: big }));
    expect(body(noKind)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', msg: '文件大于10M!' });
    // kind after the file: detected after streaming
    const late = await upload(multipart({ kind: 'word' }, { filename: 'big.docx', content: big }, true));
    expect(body(late)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', msg: '文件大小不能大于10M' });
    const sheet = await upload(multipart({ kind: 'excel' }, { filename: 'big.xlsx', content: big }));
    expect(body(sheet)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', msg: '请上传10M以下的.xls或.xlsx文件' });
    // a document may be larger than 10 MB …
    const doc = await upload(multipart({ kind: 'document' }, { filename: 'big.pdf', content: big }));
    expect(body(doc)).toMatchObject({ success: true });
    // … but not larger than 30 MB
    const huge = await upload(multipart({ kind: 'document' }, { filename: 'huge.pdf', content: pdfBytes(30 * MB + 1) }));
    expect(huge.statusCode).toBe(413);
    expect(body(huge)).toMatchObject({ msg: '请上传30M以下的文件' });
    expect(await fileCount()).toBe(before + 1);
  });

  it('refuses an 11 MB image with 图片大于10M! and leaves nothing in DATA_DIR (kind before or after the file)', async () => {
    const before = await fileCount();
    const filesBefore = storedFiles();
    const image = pngBytes(11 * MB);
    for (const fileFirst of [false, true]) {
      const res = await upload(multipart({ kind: 'image' }, { filename: 'photo.png', content: image, type: 'image/png' }, fileFirst));
      expect(res.statusCode).toBe(413);
      expect(body(res)).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE', msg: '图片大于10M!', description: '图片大于10M!' });
      expect(contractViolations('POST', '/api/files/upload', res)).toEqual([]);
      expect(storedFiles()).toEqual(filesBefore);
    }
    expect(await fileCount()).toBe(before);
  });

  it('checks the content: an .exe renamed .png (or .txt, .pdf, .xlsx) is refused and not stored', async () => {
    const before = await fileCount();
    const filesBefore = storedFiles();
    const image = await upload(multipart({ kind: 'image' }, { filename: 'photo.png', content: exeBytes(), type: 'image/png' }));
    expect(image.statusCode).toBe(400);
    expect(body(image)).toMatchObject({ success: false, code: 'BAD_REQUEST', msg: '请上传.jpg,.jpeg,.png,.gif,.bmp,.webp类型的文件' });
    expect(contractViolations('POST', '/api/files/upload', image)).toEqual([]);
    const late = await upload(multipart({ kind: 'image' }, { filename: 'photo.jpg', content: exeBytes() }, true));
    expect(body(late)).toMatchObject({ code: 'BAD_REQUEST', msg: '请上传.jpg,.jpeg,.png,.gif,.bmp,.webp类型的文件' });
    // a PNG named .jpg is not a JPEG either
    const swapped = await upload(multipart({ kind: 'image' }, { filename: 'photo.jpg', content: pngBytes() }));
    expect(body(swapped)).toMatchObject({ code: 'BAD_REQUEST' });
    const text = await upload(multipart({ kind: 'file' }, { filename: 'readme.txt', content: exeBytes() }));
    expect(body(text)).toMatchObject({ code: 'BAD_REQUEST', msg: expect.stringMatching(/^请上传\.pdf,.*类型的文件$/) });
    const pdf = await upload(multipart({ kind: 'document' }, { filename: 'a.pdf', content: exeBytes() }));
    expect(body(pdf)).toMatchObject({ code: 'BAD_REQUEST' });
    const sheet = await upload(multipart({ kind: 'excel' }, { filename: 'a.xlsx', content: exeBytes() }));
    expect(body(sheet)).toMatchObject({ code: 'BAD_REQUEST', msg: '请上传10M以下的.xls或.xlsx文件' });
    expect(storedFiles()).toEqual(filesBefore);
    expect(await fileCount()).toBe(before);
  });

  it('accepts real content: plain text by extension, a spreadsheet written by exceljs', async () => {
    const text = await upload(multipart({ kind: 'file' }, { filename: '说明.txt', content: Buffer.from('企业名称,联系人\n') }));
    expect(body(text)).toMatchObject({ success: true, data: { fileName: '说明.txt' } });
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Sheet1').addRow(['企业名称', '统一社会信用代码']);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    const sheet = await upload(multipart({ kind: 'excel' }, { filename: '导入模板.xlsx', content: xlsx }));
    expect(body(sheet)).toMatchObject({ success: true, data: { fileName: '导入模板.xlsx' } });
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

  it('never leaves the storage folder, even for a recorded path that tries to', async () => {
    // a row that could only come from a tampered database: the store itself still refuses it
    for (const filePath of ['../secrets.json', '2026/11/../../secrets.json', '/etc/passwd']) {
      await server.db.insert(sysFile).values({ filePath, originalName: 'x.json', size: 1, mime: 'application/json', kind: 'file' });
      const res = await server.app.inject(`/api/files/dowload?filePath=${encodeURIComponent(filePath)}`);
      expect(res.statusCode).toBe(404);
      expect(body(res)).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });
});
