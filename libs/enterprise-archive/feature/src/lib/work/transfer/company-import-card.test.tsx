import { failEnvelope, okEnvelope } from '@qifu/sdk/testing';
import { clearSession, setTokens } from '@qifu/session';
import { apiUrl, createTestWrapper, fireEvent, render, screen, setupMsw, waitFor, within } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { CompanyImportDialog } from './company-import-card';

const JOB_ID = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const REPORT = '2026/11/0b9a3c1e-5f6d-4e8a-9c2b-7d1e2f3a4b5c.xlsx';
const HEADER_REFUSAL = '模板表头不能修改或删除，缺少或被修改的列：法定代表人';
const INTERRUPTED =
  '导入中断（服务在导入过程中停止）：第1001行及之前的数据已整批提交（已导入990条，不可导入10条），之后的行均未导入，请从第1002行起重新导入（导入按每1000行一批整批提交，不会留下半批数据）';

type Mode = 'inline' | 'job' | 'header' | 'interrupted';
let mode: Mode = 'inline';
let progressCalls = 0;

const job = (over: Record<string, unknown>) => ({
  id: JOB_ID,
  type: 'companyImport',
  status: 'running',
  progress: 40,
  total: 2500,
  done: 1000,
  error: null,
  resultFilePath: null,
  importableCount: 990,
  unimportableCount: 10,
  lastRowNo: 1001,
  ...over,
});

setupMsw(
  http.post(apiUrl('/company/info/import'), () => {
    if (mode === 'header') return HttpResponse.json(failEnvelope('BAD_REQUEST', HEADER_REFUSAL), { status: 400 });
    if (mode === 'inline') return HttpResponse.json(okEnvelope({ importableCount: 48, unimportableCount: 2, errorFilePath: REPORT, job: null }, '导入完成'));
    return HttpResponse.json(okEnvelope({ importableCount: 0, unimportableCount: 0, errorFilePath: null, job: job({ status: 'queued', progress: 0, done: 0, importableCount: 0, unimportableCount: 0 }) }));
  }),
  http.get(apiUrl('/company/info/importProgress'), () => {
    progressCalls += 1;
    if (progressCalls === 1) return HttpResponse.json(okEnvelope(job({})));
    if (mode === 'interrupted') return HttpResponse.json(okEnvelope(job({ status: 'failed', error: INTERRUPTED })));
    return HttpResponse.json(
      okEnvelope(job({ status: 'succeeded', progress: 100, done: 2500, importableCount: 2480, unimportableCount: 20, resultFilePath: REPORT, lastRowNo: 2501 })),
    );
  }),
);

beforeEach(() => {
  mode = 'inline';
  progressCalls = 0;
  setTokens('access-token', 'refresh-token');
});
afterEach(() => clearSession());

function chooseWorkbook() {
  const input = document.querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [new File([new Uint8Array(64)], '企业.xlsx')] } });
}

function open(onImported = vi.fn()) {
  render(<CompanyImportDialog opened onClose={() => undefined} onImported={onImported} />, { wrapper: createTestWrapper({ notifications: true }) });
  return within(screen.getByRole('dialog', { name: '导入企业' }));
}

describe('CompanyImportDialog', { timeout: 20_000 }, () => {
  it('sends the file to the import, then shows the imported and non-importable counts with the report download', async () => {
    const onImported = vi.fn();
    const dialog = open(onImported);
    expect(dialog.getByRole('button', { name: '下载模板' })).toBeInTheDocument();
    expect(dialog.getByText(/每1000行为一批整批提交/)).toBeInTheDocument();
    chooseWorkbook();
    expect(await dialog.findByText('48 条')).toBeInTheDocument();
    expect(dialog.getByText('2 条')).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: '下载不可导入明细' }).getAttribute('href')).toContain(encodeURIComponent(REPORT));
    expect(onImported).toHaveBeenCalledWith({ importableCount: 48, unimportableCount: 2 });
  });

  it('a large file: shows rows read, imported and refused while the job runs, then the final counts', async () => {
    mode = 'job';
    const onImported = vi.fn();
    const dialog = open(onImported);
    chooseWorkbook();
    expect(await dialog.findByText('正在后台导入：已读取 1000 / 2500 行，已导入 990 条，不可导入 10 条')).toBeInTheDocument();
    expect(dialog.getByRole('progressbar', { name: '导入进度' })).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: '后台继续导入，关闭' })).toBeInTheDocument();
    expect(await dialog.findByText('2480 条', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(dialog.getByText('20 条')).toBeInTheDocument();
    await waitFor(() => expect(onImported).toHaveBeenCalledWith({ importableCount: 2480, unimportableCount: 20 }));
  });

  it('an interrupted job says what was committed and from which row to go on', async () => {
    mode = 'interrupted';
    const dialog = open();
    chooseWorkbook();
    expect(await dialog.findByText(INTERRUPTED, {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('a changed header row: the server refusal is shown and no counts appear', async () => {
    mode = 'header';
    const dialog = open();
    chooseWorkbook();
    expect(await screen.findByText(HEADER_REFUSAL)).toBeInTheDocument();
    expect(dialog.queryByText('已导入数据')).not.toBeInTheDocument();
  });
});
