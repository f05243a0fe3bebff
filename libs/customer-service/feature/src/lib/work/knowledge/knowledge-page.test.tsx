import { PERM } from '@qifu/sdk';
import { failEnvelope, okEnvelope } from '@qifu/sdk/testing';
import { clearSession, permissionsAtom, sessionStore, setTokens } from '@qifu/session';
import { apiUrl, createTestWrapper, fireEvent, render, screen, setupMsw, userEvent, waitFor, within } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { knowledge } from '../../testing/cs-fixtures';
import { CsKnowledgePage } from './knowledge-page';

const FIRST = knowledge(1, { knoQuiz: '如何申报专精特新中小企业？', knoReply: '省级专精特新中小企业每年集中申报一次。' });
const DISABLED = knowledge(2, { knoQuiz: '政策计算器怎么用？', enableFlag: false });
const HEADER_REFUSAL = '模板表头不能修改或删除，缺少或被修改的列：答复';

let listCalls = 0;
/** The multipart forms sent to importData: the file part's size (-1: no file part), the text fields. */
let importBodies: { fileSize: number; checkOnly?: string }[] = [];
let uploads = 0;
let deleted: unknown[] = [];
let refuseHeader = false;

setupMsw(
  http.get(apiUrl('/knowledge/list'), () => {
    listCalls += 1;
    return HttpResponse.json(okEnvelope({ list: [FIRST, DISABLED], total: 2 }));
  }),
  http.post(apiUrl('/files/upload'), () => {
    uploads += 1;
    return HttpResponse.json(failEnvelope('BAD_REQUEST', 'imports send the file itself'));
  }),
  http.post(apiUrl('/knowledge/importData'), async ({ request }) => {
    const form = await request.formData();
    const file = form.get('file');
    const checkOnly = form.get('checkOnly');
    // the parsed part is a File of the fetch implementation's realm (not jsdom's File), hence no instanceof
    const body = {
      fileSize: typeof file === 'object' && file !== null ? file.size : -1,
      ...(typeof checkOnly === 'string' ? { checkOnly } : {}),
    };
    importBodies.push(body);
    if (refuseHeader) return HttpResponse.json(failEnvelope('BUSINESS_RULE', HEADER_REFUSAL));
    const result = { total: 3, successCount: 2, failCount: 1, failList: [{ rowNo: 3, reason: '答复不能为空' }] };
    return HttpResponse.json(okEnvelope(result, body.checkOnly === 'true' ? '校验完成' : '导入完成'));
  }),
  http.post(apiUrl('/knowledge/delete'), async ({ request }) => {
    deleted.push(await request.json());
    return HttpResponse.json(okEnvelope(null, '删除成功'));
  }),
);

const ALL = [PERM.csKnowledgeList, PERM.csKnowledgeSave, PERM.csKnowledgeDelete, PERM.csKnowledgeImport];

beforeEach(() => {
  listCalls = 0;
  importBodies = [];
  uploads = 0;
  deleted = [];
  refuseHeader = false;
  setTokens('access-token', 'refresh-token');
});
afterEach(() => clearSession());

async function rowOf(text: string) {
  const table = await screen.findByRole('table', { name: '知识列表' }, { timeout: 5000 });
  const row = (await within(table).findByText(text, {}, { timeout: 5000 })).closest('tr');
  if (!row) throw new Error('no row');
  return within(row);
}

async function openImport() {
  await userEvent.click(await screen.findByRole('button', { name: '导入' }));
  return within(await screen.findByRole('dialog', { name: '导入知识' }));
}

function chooseWorkbook() {
  const input = document.querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [new File([new Uint8Array(64)], '知识库.xlsx')] } });
}

describe('知识库', { timeout: 20_000 }, () => {
  it('lists the entries with their state, and offers the actions the permissions allow', async () => {
    sessionStore.set(permissionsAtom, [PERM.csKnowledgeList, PERM.csKnowledgeSave]);
    render(<CsKnowledgePage />, { wrapper: createTestWrapper({ notifications: true }) });
    const first = await rowOf('如何申报专精特新中小企业？');
    expect(first.getByText('省级专精特新中小企业每年集中申报一次。')).toBeInTheDocument();
    expect(first.getByText('启用')).toBeInTheDocument();
    expect(first.getByRole('button', { name: '编辑' })).toBeInTheDocument();
    expect(first.queryByRole('button', { name: '删除' })).not.toBeInTheDocument();
    expect((await rowOf('政策计算器怎么用？')).getByRole('button', { name: '启用' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '新增知识' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '导入' })).not.toBeInTheDocument();
  });

  it('deletes an entry after confirmation', async () => {
    sessionStore.set(permissionsAtom, ALL);
    render(<CsKnowledgePage />, { wrapper: createTestWrapper({ notifications: true }) });
    await userEvent.click((await rowOf('政策计算器怎么用？')).getByRole('button', { name: '删除' }));
    const confirm = within(await screen.findByRole('dialog', { name: '提示' }));
    expect(confirm.getByText('确定要删除知识“政策计算器怎么用？”吗？')).toBeInTheDocument();
    await userEvent.click(confirm.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(deleted).toEqual([{ ids: [DISABLED.id] }]));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
  });

  it('imports through the import card: the file sent to the server check, its counts, then 确认导入', async () => {
    sessionStore.set(permissionsAtom, ALL);
    render(<CsKnowledgePage />, { wrapper: createTestWrapper({ notifications: true }) });
    await rowOf('如何申报专精特新中小企业？');
    const dialog = await openImport();
    expect(dialog.getByRole('button', { name: '下载模板' })).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: '确认导入' })).toBeDisabled();

    chooseWorkbook();
    expect(await dialog.findByText('2 条')).toBeInTheDocument();
    expect(dialog.getByText('可导入数据')).toBeInTheDocument();
    expect(dialog.getByText('不可导入数据')).toBeInTheDocument();
    expect(dialog.getByText('1 条')).toBeInTheDocument();
    expect(dialog.getByText('第3行：答复不能为空')).toBeInTheDocument();
    expect(uploads).toBe(0);
    expect(importBodies).toEqual([{ fileSize: 64, checkOnly: 'true' }]);

    const before = listCalls;
    await userEvent.click(dialog.getByRole('button', { name: '确认导入' }));
    await waitFor(() => expect(importBodies).toHaveLength(2));
    expect(importBodies[1]).toEqual({ fileSize: 64, checkOnly: 'false' });
    expect(await screen.findByText('导入完成：已导入2条，不可导入1条')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '导入知识' })).not.toBeInTheDocument());
    await waitFor(() => expect(listCalls).toBeGreaterThan(before));
  });

  it('shows the server refusal of a changed header row in the card and imports nothing', async () => {
    refuseHeader = true;
    sessionStore.set(permissionsAtom, ALL);
    render(<CsKnowledgePage />, { wrapper: createTestWrapper({ notifications: true }) });
    await rowOf('如何申报专精特新中小企业？');
    const dialog = await openImport();
    chooseWorkbook();
    expect(await dialog.findByText(HEADER_REFUSAL)).toBeInTheDocument();
    expect(dialog.queryByText('可导入数据')).not.toBeInTheDocument();
    expect(dialog.getByRole('button', { name: '确认导入' })).toBeDisabled();
    expect(importBodies).toEqual([{ fileSize: 64, checkOnly: 'true' }]);
  });
});
