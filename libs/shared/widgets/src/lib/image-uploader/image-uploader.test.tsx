import { render, screen, setupMsw, userEvent } from '@qifu/ui/testing';
import { HttpResponse } from 'msw';
import { useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { ImageUploader, type ImageUploaderProps } from './image-uploader';
import { UploadConfigProvider, type UploadedFileValue } from '../upload/upload-config';
import { chooseFiles, fakeFile, MB, uploadHandler, type SeenUpload } from '../upload/upload-test-utils';

const seen: SeenUpload[] = [];
const names: string[] = [];
const server = setupMsw(uploadHandler(seen, names));

function Wrapper({ children }: { children: ReactNode }) {
  return (
    <UploadConfigProvider getToken={() => 'token-1'} fileUrl={(p) => `/files/${p}`}>
      {children}
    </UploadConfigProvider>
  );
}

function Harness(props: ImageUploaderProps & { onValue?: (v: UploadedFileValue[]) => void }) {
  const [value, setValue] = useState<UploadedFileValue[]>([]);
  return (
    <ImageUploader
      label="产品图片"
      {...props}
      value={value}
      onChange={(v) => {
        setValue(v);
        props.onValue?.(v);
      }}
    />
  );
}

describe('ImageUploader', { timeout: 20_000 }, () => {
  it('uploads images (kind image) and shows them; the add tile goes at the limit of 3', async () => {
    seen.length = 0;
    names.push('a.png', 'b.jpg', 'c.png');
    const onValue = vi.fn();
    const { container } = render(<Harness onValue={onValue} />, { wrapper: Wrapper });
    chooseFiles(container, [fakeFile('a.png', 1024, 'image/png'), fakeFile('b.jpg', 1024, 'image/jpeg')]);
    expect(await screen.findByRole('img', { name: 'a.png' })).toHaveAttribute('src', expect.stringMatching(/^\/files\/2026\/11\/.*\.png$/));
    expect(await screen.findByRole('img', { name: 'b.jpg' })).toBeInTheDocument();
    expect(seen.map((s) => s.kind)).toEqual(['image', 'image']);
    expect(seen[0]?.authorization).toBe('Bearer token-1');
    expect(onValue).toHaveBeenLastCalledWith(expect.arrayContaining([expect.objectContaining({ fileName: 'b.jpg', exName: 'jpg' })]));

    chooseFiles(container, [fakeFile('c.png'), fakeFile('d.png')]);
    expect(screen.getByText('至多上传3张，请删除后再上传!')).toBeInTheDocument();
    chooseFiles(container, [fakeFile('c.png')]);
    expect(await screen.findByRole('img', { name: 'c.png' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '上传图片' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '删除 a.png' }));
    expect(screen.queryByRole('img', { name: 'a.png' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '上传图片' })).toBeInTheDocument();
  });

  it('refuses an image over 10 MB (图片大于10M!) and a non-image, without uploading', () => {
    seen.length = 0;
    const { container } = render(<Harness limit={5} />, { wrapper: Wrapper });
    chooseFiles(container, [fakeFile('photo.png', 11 * MB)]);
    expect(screen.getByText('图片大于10M!')).toBeInTheDocument();
    chooseFiles(container, [fakeFile('setup.exe')]);
    expect(screen.getByText('请上传.jpg,.jpeg,.png,.gif,.bmp,.webp类型的文件')).toBeInTheDocument();
    expect(seen).toHaveLength(0);
  });

  it('says 图片上传失败 with the server reason when the upload fails', async () => {
    server.use(
      uploadHandler([], [], () =>
        HttpResponse.json(
          { success: false, code: 'BAD_REQUEST', msg: '请上传.jpg,.jpeg,.png,.gif,.bmp,.webp类型的文件' },
          { status: 400 },
        ),
      ),
    );
    const onError = vi.fn();
    const { container } = render(<Harness onError={onError} />, { wrapper: Wrapper });
    chooseFiles(container, [fakeFile('fake.png')]);
    expect(await screen.findByRole('alert')).toHaveTextContent('图片上传失败：请上传.jpg,.jpeg,.png,.gif,.bmp,.webp类型的文件');
    expect(onError).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
