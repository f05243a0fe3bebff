import { act, createTestWrapper, render, screen, setupMsw, userEvent, within } from '@qifu/ui/testing';
import { HttpResponse } from 'msw';
import { useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { UploadConfigProvider, type UploadedFileValue } from '../upload/upload-config';
import type { UploadTransport } from '../upload/upload-request';
import { FileUploader, type FileUploaderProps } from './file-uploader';
import { chooseFiles, fakeFile, MB, uploadHandler, type SeenUpload } from '../upload/upload-test-utils';

const seen: SeenUpload[] = [];
const names: string[] = [];
const server = setupMsw(uploadHandler(seen, names));

const Notified = createTestWrapper({ notifications: true });
function Wrapper({ children }: { children: ReactNode }) {
  return (
    <Notified>
      <UploadConfigProvider getToken={() => 'token-1'}>{children}</UploadConfigProvider>
    </Notified>
  );
}

function Harness(props: FileUploaderProps & { onValue?: (v: UploadedFileValue[]) => void }) {
  const [value, setValue] = useState<UploadedFileValue[]>(props.value ?? []);
  return (
    <FileUploader
      label="附件"
      {...props}
      value={value}
      onChange={(v) => {
        setValue(v);
        props.onValue?.(v);
      }}
    />
  );
}

describe('FileUploader', { timeout: 20_000 }, () => {
  it('uploads with the token headers and kind, says 上传成功! and adds { filePath, fileName, exName }', async () => {
    seen.length = 0;
    names.push('申报材料.PDF');
    const onValue = vi.fn();
    const { container } = render(<Harness onValue={onValue} />, { wrapper: Wrapper });
    chooseFiles(container, [fakeFile('申报材料.PDF')]);
    expect(await screen.findByText('上传成功!')).toBeInTheDocument();
    expect(seen).toEqual([
      { kind: 'file', fields: ['kind', 'file'], hasFile: true, authorization: 'Bearer token-1', tokenType: 'Bearer' },
    ]);
    expect(onValue).toHaveBeenLastCalledWith([
      { filePath: expect.stringMatching(/\.PDF$/), fileName: '申报材料.PDF', exName: 'pdf' },
    ]);
    const link = screen.getByRole('link', { name: '申报材料.PDF' });
    expect(link.getAttribute('href')).toContain('/api/files/dowload?filePath=');
    // one file by default: the button is off until the file is removed
    expect(screen.getByRole('button', { name: '上传文件' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: '删除 申报材料.PDF' }));
    expect(onValue).toHaveBeenLastCalledWith([]);
    expect(screen.getByRole('button', { name: '上传文件' })).toBeEnabled();
  });

  it('shows the progress while the file is on its way', async () => {
    // a hand-driven transport: jsdom + MSW report XHR upload progress only with the answer
    let report: (percent: number) => void = () => undefined;
    let finish: (data: unknown) => void = () => undefined;
    const transport: UploadTransport = (request) =>
      new Promise((resolve) => {
        report = (p) => request.onProgress?.(p);
        finish = resolve;
      });
    const { container } = render(
      <UploadConfigProvider transport={transport}>
        <Harness />
      </UploadConfigProvider>,
    );
    chooseFiles(container, [fakeFile('a.pdf')]);
    const bar = await screen.findByRole('progressbar', { name: 'a.pdf 上传进度' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    act(() => report(40));
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('40%')).toBeInTheDocument();
    act(() => finish({ fileName: 'a.pdf', originalName: 'a.pdf', filePath: '2026/11/a.pdf', size: 16 }));
    expect(await screen.findByRole('link', { name: 'a.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('refuses before uploading: 文件大于10M!, a wrong type, 只能上传{n}个文件', async () => {
    seen.length = 0;
    const { container } = render(<Harness limit={2} />, { wrapper: Wrapper });
    chooseFiles(container, [fakeFile('big.pdf', 10 * MB + 1)]);
    expect(screen.getByText('文件大于10M!')).toBeInTheDocument();
    chooseFiles(container, [fakeFile('run.exe')]);
    expect(screen.getByText('请上传.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.txt,.zip,.rar,.jpg,.jpeg,.png类型的文件')).toBeInTheDocument();
    chooseFiles(container, [fakeFile('a.pdf'), fakeFile('b.pdf'), fakeFile('c.pdf')]);
    expect(screen.getByText('只能上传2个文件')).toBeInTheDocument();
    expect(seen).toHaveLength(0);
  });

  it('document variant: 30 MB with 请上传30M以下的文件', async () => {
    seen.length = 0;
    names.push('report.pdf');
    const { container } = render(<Harness variant="document" />, { wrapper: Wrapper });
    chooseFiles(container, [fakeFile('big.pdf', 30 * MB + 1)]);
    expect(screen.getByText('请上传30M以下的文件')).toBeInTheDocument();
    chooseFiles(container, [fakeFile('report.pdf', 20 * MB)]);
    expect(await screen.findByRole('link', { name: 'report.pdf' })).toBeInTheDocument();
    expect(seen[0]?.kind).toBe('document');
  });

  it('a failed upload opens the alert 提示 with 上传失败! and the reason, and fires onError', async () => {
    server.use(
      uploadHandler([], [], () =>
        HttpResponse.json({ success: false, code: 'PAYLOAD_TOO_LARGE', msg: '文件大于10M!', description: '文件大于10M!' }, { status: 413 }),
      ),
    );
    const onError = vi.fn();
    const { container } = render(<Harness onError={onError} />, { wrapper: Wrapper });
    chooseFiles(container, [fakeFile('a.pdf')]);
    const dialog = await screen.findByRole('dialog', { name: '提示' });
    expect(within(dialog).getByText('上传失败!')).toBeInTheDocument();
    expect(within(dialog).getByText('文件大于10M!')).toBeInTheDocument();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: '文件大于10M!', status: 413 }), expect.any(File));
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
