import { failEnvelope, okEnvelope } from '@qifu/sdk/testing';
import { clearSession, permissionsAtom, sessionStore, setTokens } from '@qifu/session';
import { apiUrl, createTestWrapper, render, screen, setupMsw, userEvent, waitFor, within } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { TagPage } from './tag-page';

const CATEGORY = { categoryId: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b', categoryName: '企业资质', sort: 1 };
const SMART = {
  id: '4a3b2c1d-6e5f-4a70-9b8c-1d2e3f4a5b6c',
  tagName: '规上制造业企业',
  categoryId: CATEGORY.categoryId,
  categoryName: '企业资质',
  tagType: '2',
  enableFlag: '1',
  sort: 1,
  companyCount: 2,
  remark: null,
  createTime: '2026-11-20T06:30:00.000Z',
  updateTime: '2026-11-20T06:30:00.000Z',
};
const RULE = { '>=': [{ var: 'registeredCapital' }, 500] };
const COMPANIES = [
  { id: '6d5c4b3a-2f1e-4d0c-9b8a-7f6e5d4c3b21', companyName: '德清县恒达新材料有限公司', legalPerson: '王建国', legalPersonPhone: '13905721234', contact: '王建国', phone: '13905721234' },
  { id: '6d5c4b3a-2f1e-4d0c-9b8a-7f6e5d4c3b22', companyName: '德清华远智能装备有限公司', legalPerson: '李梅', legalPersonPhone: '13857261234', contact: '李梅', phone: '13857261234' },
];

const posted: unknown[] = [];
const companyQueries: string[] = [];
setupMsw(
  http.get(apiUrl('/tag/info/list'), () => HttpResponse.json(okEnvelope({ list: [SMART], total: 1 }))),
  http.get(apiUrl('/tag/info/option'), ({ request }) =>
    HttpResponse.json(okEnvelope(new URL(request.url).searchParams.get('enableFlag') === '0' ? [] : [{ ...CATEGORY, tags: [{ id: SMART.id, tagName: SMART.tagName }] }])),
  ),
  http.get(apiUrl('/tag/info/smartTagFields'), () =>
    HttpResponse.json(okEnvelope([{ key: 'registeredCapital', label: '注册资本（万元）', valueType: 'number', dictType: null }])),
  ),
  http.get(apiUrl('/tag/info/detail'), () =>
    HttpResponse.json(
      okEnvelope({
        ...SMART,
        rule: RULE,
        lastEvalTime: '2026-11-20T06:31:00.000Z',
        evalJob: { id: '1a2b3c4d-5e6f-4a70-8b9c-0d1e2f3a4b5c', type: 'smartTagEval', status: 'succeeded', progress: 100, total: 2, done: 2, error: null, resultFilePath: null },
      }),
    ),
  ),
  http.get(apiUrl('/company/tag/companyListByTag'), ({ request }) => {
    companyQueries.push(new URL(request.url).searchParams.get('tagId') ?? '');
    return HttpResponse.json(okEnvelope({ list: COMPANIES, total: 2 }));
  }),
  http.post(apiUrl('/tag/info/saveSmartTag'), async ({ request }) => {
    const body = (await request.json()) as { rule: Record<string, unknown> };
    posted.push(body);
    if ('regex' in body.rule) return HttpResponse.json(failEnvelope('BAD_REQUEST', '智能标签规则有误：不支持的运算符 regex'));
    return HttpResponse.json(okEnvelope({ id: SMART.id }, '保存成功'));
  }),
);

beforeEach(() => {
  posted.length = 0;
  companyQueries.length = 0;
  setTokens('access-token', 'refresh-token');
});
afterEach(() => clearSession());

const cells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((c) => c.textContent));

describe('企业标签', { timeout: 30_000 }, () => {
  it('saves a smart tag with its JSON Logic rule; a malformed rule is refused in the form', async () => {
    sessionStore.set(permissionsAtom, ['tag:info:list', 'tag:info:save', 'tag:company:list']);
    render(<TagPage />, { wrapper: createTestWrapper({ notifications: true }) });
    expect(await screen.findByText('规上制造业企业')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '新增智能标签' }));
    const form = within(await screen.findByRole('dialog', { name: '新增智能标签' }));
    await userEvent.type(form.getByRole('textbox', { name: '标签名称' }), '注册资本达标');
    await userEvent.click(form.getByRole('textbox', { name: '标签分类' }));
    await userEvent.click(await screen.findByRole('option', { name: '企业资质' }));
    expect(await form.findByText('注册资本（万元）')).toBeInTheDocument();
    const rule = form.getByRole('textbox', { name: '规则（JSON Logic）' });
    await userEvent.click(rule);
    await userEvent.paste('{">=": [{"var": "registeredCapital"}');
    await userEvent.click(form.getByRole('button', { name: '保存' }));
    expect(await form.findByText('规则不是有效的 JSON')).toBeInTheDocument();
    expect(posted).toEqual([]);

    await userEvent.clear(rule);
    await userEvent.paste(JSON.stringify(RULE));
    await userEvent.click(form.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(posted).toEqual([{ tagName: '注册资本达标', categoryId: CATEGORY.categoryId, enableFlag: '1', sort: 0, rule: RULE }]));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '新增智能标签' })).not.toBeInTheDocument());
  });

  it('企业 lists the enterprises carrying the tag with contact and phone, and the smart tag’s rule and progress', async () => {
    sessionStore.set(permissionsAtom, ['tag:info:list', 'tag:company:list']);
    render(<TagPage />, { wrapper: createTestWrapper({ notifications: true }) });
    const row = within((await screen.findByText('规上制造业企业')).closest('tr')!);
    expect(row.queryByRole('button', { name: '编辑' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新增智能标签' })).not.toBeInTheDocument();
    await userEvent.click(row.getByRole('button', { name: '企业' }));
    const dialog = within(await screen.findByRole('dialog', { name: '“规上制造业企业”的企业' }));
    const table = await dialog.findByRole('table', { name: '规上制造业企业的企业' });
    await waitFor(() => expect(cells(table)).toHaveLength(2));
    expect(cells(table).map((c) => c.slice(-3))).toEqual([
      ['德清县恒达新材料有限公司', '王建国', '13905721234'],
      ['德清华远智能装备有限公司', '李梅', '13857261234'],
    ]);
    expect(companyQueries).toContain(SMART.id);
    expect(await dialog.findByText('已完成')).toBeInTheDocument();
    expect(dialog.getByLabelText('标签规则')).toHaveTextContent('registeredCapital');
    expect(dialog.getByRole('progressbar', { name: '智能标签计算进度' })).toHaveAttribute('aria-valuenow', '100');
  });
});
