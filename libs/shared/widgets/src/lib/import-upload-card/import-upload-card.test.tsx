import { notifications } from '@mantine/notifications';
import { createTestWrapper, render, screen, setupMsw, userEvent, within } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { chooseFiles, fakeFile, MB, uploadHandler, type SeenUpload } from '../upload/upload-test-utils';
import { ImportUploadCard } from './import-upload-card';

const seen: SeenUpload[] = [];
const names: string[] = [];
const server = setupMsw(uploadHandler(seen, names));

const xlsx = (name = '企业导入.xlsx') => fakeFile(name, 2048);
const wrapper = createTestWrapper({ notifications: true });

describe('ImportUploadCard', { timeout: 20_000 }, () => {
  it('type 1 navigates to the template export path with its params', async () => {
    const navigate = vi.fn();
    render(<ImportUploadCard type={1} templateUrl="/sms/template/export" templateParams={{ type: 1 }} navigate={navigate} />);
    expect(screen.getByText('下载导入模板')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '下载模板' }));
    expect(navigate).toHaveBeenCalledWith(`${window.location.origin}/api/sms/template/export?type=1`);
  });

  it('type 1 with download fetches the template with the token and saves it under its name', async () => {
    const created: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:template';
    });
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const blob = new Blob(['xlsx']);
    const download = vi.fn(async () => ({ blob, fileName: '知识库导入模板.xlsx' }));
    render(<ImportUploadCard type={1} download={download} />);
    await userEvent.click(screen.getByRole('button', { name: '下载模板' }));
    expect(download).toHaveBeenCalledTimes(1);
    expect(created).toEqual([blob]);
    expect(clicked).toEqual(['知识库导入模板.xlsx']);
    click.mockRestore();
  });

  it('type 2 uploads one spreadsheet (kind excel), runs the server check, and says 上传成功!', async () => {
    seen.length = 0;
    names.push('企业导入.xlsx');
    const onUploaded = vi.fn();
    const check = vi.fn(async () => null);
    const { container } = render(<ImportUploadCard type={2} check={check} onUploaded={onUploaded} />, { wrapper });
    chooseFiles(container, [xlsx()]);
    expect(await screen.findByText('上传成功!')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '重新上传' })).toBeInTheDocument();
    expect(seen).toHaveLength(1);
    expect(seen[0]?.kind).toBe('excel');
    expect(check).toHaveBeenCalledWith(expect.objectContaining({ fileName: '企业导入.xlsx' }), expect.any(File));
    expect(onUploaded).toHaveBeenCalledWith(expect.objectContaining({ fileName: '企业导入.xlsx' }), expect.any(File));
  });

  it('type 2 shows the server check refusal (a changed header row) and does not report the file as uploaded', async () => {
    seen.length = 0;
    names.push('企业导入.xlsx');
    notifications.clean();
    const onUploaded = vi.fn();
    const check = vi.fn(async () => '模板表头不能修改或删除，缺少或被修改的列：统一社会信用代码');
    const { container } = render(<ImportUploadCard type={2} check={check} onUploaded={onUploaded} />, { wrapper });
    chooseFiles(container, [xlsx()]);
    expect(await screen.findByText('模板表头不能修改或删除，缺少或被修改的列：统一社会信用代码')).toBeInTheDocument();
    expect(screen.queryByText('上传成功!')).not.toBeInTheDocument();
    expect(onUploaded).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '选择文件' })).toBeEnabled();
  });

  it('type 2 with send gives the file itself to the import (no upload first) and shows its refusal', async () => {
    seen.length = 0;
    notifications.clean();
    const onUploaded = vi.fn();
    const send = vi.fn(async (_file: File): Promise<string | null> => '模板表头不能修改或删除，缺少或被修改的列：答复');
    const { container } = render(<ImportUploadCard type={2} send={send} onUploaded={onUploaded} />, { wrapper });
    const file = xlsx('知识库.xlsx');
    chooseFiles(container, [file]);
    expect(await screen.findByText('模板表头不能修改或删除，缺少或被修改的列：答复')).toBeInTheDocument();
    expect(send).toHaveBeenCalledWith(file);
    expect(onUploaded).not.toHaveBeenCalled();
    send.mockResolvedValueOnce(null);
    chooseFiles(container, [file]);
    expect(await screen.findByText('上传成功!')).toBeInTheDocument();
    expect(onUploaded).toHaveBeenCalledWith(null, file);
    expect(seen).toHaveLength(0);
  });

  it('type 2 refuses a non-spreadsheet and a file over 10 MB before uploading', async () => {
    seen.length = 0;
    const { container } = render(<ImportUploadCard type={2} />, { wrapper });
    chooseFiles(container, [fakeFile('企业导入.csv')]);
    expect(await screen.findByText('请上传10M以下的.xls或.xlsx文件')).toBeInTheDocument();
    chooseFiles(container, [fakeFile('企业导入.xls', 10 * MB + 1)]);
    expect(screen.getByText('请上传10M以下的.xls或.xlsx文件')).toBeInTheDocument();
    expect(seen).toHaveLength(0);
  });

  it('type 2 word type takes one .docx to its own url, and a failure opens 提示', async () => {
    seen.length = 0;
    server.use(
      http.post('*/api/knowledge/import', () =>
        HttpResponse.json({ success: false, code: 'BUSINESS_RULE', msg: '导入失败', description: '第3行缺少问题' }),
      ),
    );
    const onError = vi.fn();
    const { container } = render(<ImportUploadCard type={2} fileType="word" url="/knowledge/import" onError={onError} />, { wrapper });
    chooseFiles(container, [fakeFile('知识库.doc')]);
    expect(screen.getByText('请上传.docx类型的文件')).toBeInTheDocument();
    chooseFiles(container, [fakeFile('知识库.docx')]);
    const dialog = await screen.findByRole('dialog', { name: '提示' });
    expect(within(dialog).getByText('上传失败!')).toBeInTheDocument();
    expect(within(dialog).getByText('第3行缺少问题')).toBeInTheDocument();
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('types 3 and 4 show the importable and non-importable counts', () => {
    render(
      <>
        <ImportUploadCard type={3} count={12} />
        <ImportUploadCard type={4} count={2} action={<button type="button">下载错误数据</button>} />
      </>,
    );
    expect(screen.getByText('可导入数据')).toBeInTheDocument();
    expect(screen.getByText('12 条')).toBeInTheDocument();
    expect(screen.getByText('不可导入数据')).toBeInTheDocument();
    expect(screen.getByText('2 条')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '下载错误数据' })).toBeInTheDocument();
  });
});
