import { setupMsw } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { UploadError, xhrUpload } from './upload-request';

let lastHeaders: Headers | undefined;
const server = setupMsw(
  http.post('*/api/files/upload', ({ request }) => {
    lastHeaders = request.headers;
    return HttpResponse.json({ success: true, code: 'OK', msg: '上传成功', data: { fileName: 'a.png', filePath: '2026/11/x.png' } });
  }),
);

const url = () => `${window.location.origin}/api/files/upload`;
const file = () => new File([new Uint8Array(64)], 'a.png', { type: 'image/png' });

describe('xhrUpload', () => {
  it('posts multipart with the given headers, reports progress up to 100 and resolves the envelope data', async () => {
    const progress: number[] = [];
    const data = await xhrUpload({
      url: url(),
      file: file(),
      fields: { kind: 'image' },
      headers: { Authorization: 'Bearer t', tokenType: 'Bearer' },
      onProgress: (p) => progress.push(p),
    });
    expect(data).toEqual({ fileName: 'a.png', filePath: '2026/11/x.png' });
    expect(lastHeaders?.get('authorization')).toBe('Bearer t');
    expect(lastHeaders?.get('tokentype')).toBe('Bearer');
    expect(lastHeaders?.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(progress.at(-1)).toBe(100);
  });

  it("rejects with the server's description or msg", async () => {
    server.use(
      http.post('*/api/files/upload', () =>
        HttpResponse.json({ success: false, code: 'PAYLOAD_TOO_LARGE', msg: '图片大于10M!', description: '图片大于10M!' }, { status: 413 }),
      ),
    );
    const error = await xhrUpload({ url: url(), file: file() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadError);
    expect(error).toMatchObject({ message: '图片大于10M!', status: 413, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('rejects with 上传失败! for a non-envelope answer, a network failure and an abort', async () => {
    server.use(http.post('*/api/files/upload', () => new HttpResponse('bad gateway', { status: 502 }), { once: true }));
    await expect(xhrUpload({ url: url(), file: file() })).rejects.toMatchObject({ message: '上传失败!', status: 502 });
    server.use(http.post('*/api/files/upload', () => HttpResponse.error(), { once: true }));
    await expect(xhrUpload({ url: url(), file: file() })).rejects.toMatchObject({ message: '上传失败!', code: 'NETWORK_ERROR' });
    const controller = new AbortController();
    controller.abort();
    await expect(xhrUpload({ url: url(), file: file(), signal: controller.signal })).rejects.toMatchObject({ code: 'ABORTED' });
  });
});
