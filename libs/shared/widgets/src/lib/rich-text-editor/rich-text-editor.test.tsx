import { act, fireEvent, render, screen, setupMsw, userEvent, waitFor } from '@qifu/ui/testing';
import { HttpResponse } from 'msw';
import { createRef, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { UploadConfigProvider } from '../upload/upload-config';
import { fakeFile, MB, uploadHandler, type SeenUpload } from '../upload/upload-test-utils';
import { EditorErrorBoundary, RichTextEditor } from './lazy-rich-text-editor';
import type { RichTextEditorHandle } from './rich-text-editor';

const seen: SeenUpload[] = [];
const names: string[] = [];
const server = setupMsw(uploadHandler(seen, names));

function Wrapper({ children }: { children: ReactNode }) {
  return (
    <UploadConfigProvider getToken={() => 'token-1'} fileUrl={(p) => `https://files.example/${p}`}>
      {children}
    </UploadConfigProvider>
  );
}

function chooseImages(files: File[]) {
  fireEvent.change(screen.getByTestId('rich-text-image-input'), { target: { files } });
}

describe('RichTextEditor', { timeout: 30_000 }, () => {
  it('loads lazily with Chinese controls and shows the content', async () => {
    const onChange = vi.fn();
    render(<RichTextEditor label="政策内容" defaultValue="<p>德清县</p>" onChange={onChange} />, { wrapper: Wrapper });
    expect(await screen.findByRole('button', { name: '加粗' }, { timeout: 15_000 })).toBeInTheDocument();
    for (const name of ['斜体', '一级标题', '无序列表', '插入链接', '撤销', '上传图片']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByText('德清县')).toBeInTheDocument();
  });

  it('uploads a chosen image (kind image) and inserts an <img> of the stored file', async () => {
    seen.length = 0;
    names.push('封面.png');
    const onChange = vi.fn();
    render(<RichTextEditor defaultValue="<p>正文</p>" onChange={onChange} />, { wrapper: Wrapper });
    await screen.findByRole('button', { name: '上传图片' }, { timeout: 15_000 });
    chooseImages([fakeFile('封面.png', 1024, 'image/png')]);
    const image = await screen.findByRole('img', { name: '封面.png' });
    expect(image.getAttribute('src')).toMatch(/^https:\/\/files\.example\/2026\/11\/.*\.png$/);
    expect(seen[0]).toMatchObject({ kind: 'image', authorization: 'Bearer token-1' });
    expect(onChange).toHaveBeenLastCalledWith(expect.stringMatching(/<img[^>]+src="https:\/\/files\.example\/2026\/11\/[^"]+\.png"[^>]*alt="封面\.png"/));
  });

  it('blocks submission while images upload: 请等待所有图片上传成功。如果出现网络问题，请刷新页面并重新上传！', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    names.push('a.png');
    server.use(uploadHandler([], names, async () => {
      await gate;
      return undefined;
    }));
    const handle = createRef<RichTextEditorHandle>();
    const onPendingChange = vi.fn();
    render(<RichTextEditor handleRef={handle} onPendingChange={onPendingChange} />, { wrapper: Wrapper });
    await screen.findByRole('button', { name: '上传图片' }, { timeout: 15_000 });
    chooseImages([fakeFile('a.png', 1024, 'image/png')]);
    expect(onPendingChange).toHaveBeenLastCalledWith(1);
    let answer: string | null = null;
    act(() => {
      answer = handle.current!.validate();
    });
    expect(answer).toBe('请等待所有图片上传成功。如果出现网络问题，请刷新页面并重新上传！');
    expect(screen.getByRole('alert')).toHaveTextContent('请等待所有图片上传成功。如果出现网络问题，请刷新页面并重新上传！');
    release();
    await screen.findByRole('img', { name: 'a.png' });
    await waitFor(() => expect(onPendingChange).toHaveBeenLastCalledWith(0));
    expect(handle.current!.validate()).toBeNull();
  });

  it('refuses an image over 10 MB and says 图片上传失败 when the upload fails', async () => {
    server.use(uploadHandler([], [], () => HttpResponse.json({ success: false, code: 'INTERNAL', msg: '服务器内部错误' }, { status: 500 })));
    render(<RichTextEditor />, { wrapper: Wrapper });
    await screen.findByRole('button', { name: '上传图片' }, { timeout: 15_000 });
    chooseImages([fakeFile('big.png', 11 * MB, 'image/png')]);
    expect(screen.getByRole('alert')).toHaveTextContent('图片大于10M!');
    chooseImages([fakeFile('ok.png', 1024, 'image/png')]);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/^图片上传失败/));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows 出现未知问题，刷新页面，或者联系程序员 when the editor breaks', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): ReactNode {
      throw new Error('boom');
    }
    render(
      <EditorErrorBoundary>
        <Broken />
      </EditorErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('出现未知问题，刷新页面，或者联系程序员');
    spy.mockRestore();
  });

  it('takes a new value from outside', async () => {
    const { rerender } = render(<RichTextEditor value="<p>第一版</p>" />, { wrapper: Wrapper });
    expect(await screen.findByText('第一版', {}, { timeout: 15_000 })).toBeInTheDocument();
    rerender(<RichTextEditor value="<p>第二版</p>" />);
    expect(await screen.findByText('第二版')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '加粗' }));
  });
});
