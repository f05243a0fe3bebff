/** Helpers of the upload tests (not exported by the library). */
import { fireEvent } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

export const MB = 1024 * 1024;

/** A file whose reported size is `size` bytes (the content stays small). */
export function fakeFile(name: string, size = 1024, type = ''): File {
  const file = new File([new Uint8Array(16)], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** Chooses files in the (hidden) file input under `root`, bypassing its `accept` filter. */
export function chooseFiles(root: HTMLElement, files: File[]): void {
  const input = root.querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
  fireEvent.change(input, { target: { files } });
}

/** What the upload handler saw. */
export interface SeenUpload {
  kind: string | null;
  fields: string[];
  hasFile: boolean;
  authorization: string | null;
  tokenType: string | null;
}

/**
 * An MSW handler of `POST /files/upload` that records each call and answers like the server.
 * jsdom's XHR loses the multipart file name on its way through MSW (it arrives as `blob`; real
 * browsers send it), so the answered `fileName` is taken from `names`, in the order of the calls.
 */
export function uploadHandler(
  seen: SeenUpload[],
  names: string[] = [],
  answer?: (seen: SeenUpload) => Response | undefined | Promise<Response | undefined>,
) {
  let n = 0;
  return http.post('*/api/files/upload', async ({ request }) => {
    const form = await request.formData();
    const entry: SeenUpload = {
      kind: typeof form.get('kind') === 'string' ? (form.get('kind') as string) : null,
      fields: [...form.keys()],
      hasFile: form.get('file') !== null && typeof form.get('file') === 'object',
      authorization: request.headers.get('authorization'),
      tokenType: request.headers.get('tokentype'),
    };
    seen.push(entry);
    const name = names.shift() ?? 'file.bin';
    const custom = await answer?.(entry);
    if (custom) return custom;
    n += 1;
    return HttpResponse.json({
      success: true,
      code: 'OK',
      msg: '上传成功',
      data: { fileName: name, originalName: name, filePath: `2026/11/0000000${n}-0000-4000-8000-000000000000.${name.split('.').pop()}`, size: 16 },
    });
  });
}
