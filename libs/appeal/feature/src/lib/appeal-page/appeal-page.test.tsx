import { type AppealSearch } from '@qifu/appeal-data-access';
import { failEnvelope, okEnvelope } from '@qifu/sdk/testing';
import { clearSession } from '@qifu/session';
import { apiUrl, createTestWrapper, render, screen, setupMsw, userEvent, waitFor, within } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { COMPANY_NAME, CREDIT_CODE, FINISHED_LOGS, NEW_ID, RETURNED_ID, BACK_LOG, detail, listItem, logIn, optionHandlers } from '../testing/fixtures';
import { AppealPage } from './appeal-page';

const FIRST = { timeout: 8000 };

const posted: Array<{ path: string; body: Record<string, unknown> }> = [];
const listQueries: URLSearchParams[] = [];
let submitAnswer: () => Response = () => HttpResponse.json(okEnvelope({ id: NEW_ID }, '提交成功'));
let listAnswer: (query: URLSearchParams) => Response = () => HttpResponse.json(okEnvelope({ list: [], total: 0 }));
let submitted: Record<string, unknown> | null = null;
let returnedStatus = '7';

const LIST_25 = Array.from({ length: 10 }, (_, i) => listItem(i + 1, ['1', '2', '3', '4', '5', '6', '7'][i % 7] ?? '1', `第${i + 1}条诉求`));

const server = setupMsw(
  ...optionHandlers,
  http.post(apiUrl('/appeal/info/submit'), async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    posted.push({ path: 'submit', body });
    submitted = body;
    return submitAnswer();
  }),
  http.post(apiUrl('/appeal/info/resubmit'), async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    posted.push({ path: 'resubmit', body });
    returnedStatus = '1';
    return HttpResponse.json(okEnvelope(null, '提交成功'));
  }),
  http.get(apiUrl('/appeal/info/myList'), ({ request }) => {
    const query = new URL(request.url).searchParams;
    listQueries.push(query);
    return listAnswer(query);
  }),
  http.get(apiUrl('/appeal/info/myProgress'), ({ request }) => {
    const id = new URL(request.url).searchParams.get('id');
    if (id === NEW_ID && submitted) {
      return HttpResponse.json(okEnvelope(detail(NEW_ID, '1', String(submitted['appealTitle']), [], { creditCode: submitted['creditCode'] })));
    }
    if (id === RETURNED_ID) {
      const logs = returnedStatus === '7' ? [BACK_LOG] : [BACK_LOG, { ...BACK_LOG, id: '8d9e0f1a-2b3c-4d4e-8f5a-6b7c8d9e0f15', action: 'resubmit', actionName: '重新提交', fromStatus: '7', toStatus: '1', opinion: null, operatorName: '张伟' }];
      return HttpResponse.json(okEnvelope(detail(RETURNED_ID, returnedStatus, '新建仓库规划许可办理进度', logs, { backReason: '请补充项目备案文件', appealClass: '0201' })));
    }
    return HttpResponse.json(okEnvelope(detail(id ?? '', '5', '新建厂房用地指标申请进度咨询', FINISHED_LOGS)));
  }),
  http.get(apiUrl('/corp/policyCalculator/homeMyAppeal'), () => HttpResponse.json(okEnvelope({ total: 13, dealingCount: 8, finishedCount: 5, list: [] }))),
);

function Harness({ initial }: { initial: AppealSearch }) {
  const [search, setSearch] = useState<AppealSearch>(initial);
  return (
    <>
      <AppealPage search={search} onSearchChange={(next) => setSearch(next)} />
      <output data-testid="search">{JSON.stringify(search)}</output>
    </>
  );
}

function renderPage(initial: AppealSearch = {}) {
  render(<Harness initial={initial} />, { wrapper: createTestWrapper({ path: '/page/appeal', notifications: true }) });
}

const searchNow = () => JSON.parse(screen.getByTestId('search').textContent ?? '{}') as AppealSearch;

async function chooseClass(parent: string, leaf: string) {
  await userEvent.click(screen.getByRole('button', { name: /诉求分类/ }));
  const tree = await screen.findByRole('tree', { name: '诉求分类' });
  await userEvent.click(within(tree).getByText(parent));
  await userEvent.click(await within(tree).findByText(leaf));
}

/** Types by pasting (typing long Chinese texts key by key is slow and tests nothing more). */
async function fill(element: HTMLElement, text: string) {
  await userEvent.clear(element);
  await userEvent.click(element);
  await userEvent.paste(text);
}

beforeEach(() => {
  posted.length = 0;
  listQueries.length = 0;
  submitted = null;
  returnedStatus = '7';
  submitAnswer = () => HttpResponse.json(okEnvelope({ id: NEW_ID }, '提交成功'));
  listAnswer = (query) => {
    const status = query.get('status');
    const rows = LIST_25.filter((r) => !status || r.status === status);
    const page = Number(query.get('page') ?? '1');
    return HttpResponse.json(okEnvelope({ list: page === 1 ? rows : [listItem(11, '2', '第11条诉求')], total: status ? rows.length : 11 }));
  };
});
afterEach(() => clearSession());

describe('我要诉求 (/page/appeal?tab=submit)', { timeout: 60_000 }, () => {
  it('prefills the credit code, checks mobile and credit code with the exact messages, submits and opens the new appeal’s progress', async () => {
    logIn('QY');
    renderPage({ tab: 'submit' });
    const credit = await screen.findByRole('textbox', { name: /统一社会信用代码/ }, FIRST);
    await waitFor(() => expect(credit).toHaveValue(CREDIT_CODE));
    expect(screen.getByRole('textbox', { name: /企业名称/ })).toHaveValue(COMPANY_NAME);
    expect(screen.getByRole('textbox', { name: /联系人/ })).toHaveValue('张伟');

    // only-leaf rule of the class tree
    await userEvent.click(screen.getByRole('button', { name: /诉求分类/ }));
    const tree = await screen.findByRole('tree', { name: '诉求分类' });
    await userEvent.click(within(tree).getByText('要素保障'));
    expect(await screen.findByText('请选择最小分类。')).toBeInTheDocument();
    await userEvent.click(await within(tree).findByText('用地'));
    expect(screen.queryByText('请选择最小分类。')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /诉求分类/ })).toHaveTextContent('要素保障 / 用地');

    await fill(screen.getByRole('textbox', { name: /诉求标题/ }), '新厂区雨污管网接入咨询');
    await fill(screen.getByRole('textbox', { name: /诉求内容/ }), '新厂区即将竣工，想了解管网接入流程。');

    // empty mobile, then a malformed one; a malformed credit code, then an empty one
    await userEvent.click(screen.getByRole('button', { name: '提交诉求' }));
    expect(await screen.findByText('手机号不能为空')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /手机号/ }), '1385720100');
    await fill(credit, '91330521ma2b3c4d5e');
    await userEvent.click(screen.getByRole('button', { name: '提交诉求' }));
    expect(await screen.findByText('手机号格式错误')).toBeInTheDocument();
    expect(screen.getByText('社会信用代码格式错误')).toBeInTheDocument();
    await userEvent.clear(credit);
    await userEvent.click(screen.getByRole('button', { name: '提交诉求' }));
    expect(await screen.findByText('社会信用代码不能为空')).toBeInTheDocument();
    expect(posted).toHaveLength(0);

    await userEvent.type(screen.getByRole('textbox', { name: /手机号/ }), '1');
    await fill(credit, CREDIT_CODE);
    await userEvent.click(screen.getByRole('button', { name: '提交诉求' }));

    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      path: 'submit',
      body: {
        appealTitle: '新厂区雨污管网接入咨询',
        appealContent: '新厂区即将竣工，想了解管网接入流程。',
        appealClass: '0201',
        contactName: '张伟',
        contactPhone: '13857201001',
        creditCode: CREDIT_CODE,
        files: [],
        streetCode: '330521001',
      },
    });
    expect(await screen.findByText('提交成功')).toBeInTheDocument();
    await waitFor(() => expect(searchNow()).toEqual({ tab: 'mine', id: NEW_ID }));
    const progress = await screen.findByRole('list', { name: '办理进度' }, FIRST);
    expect(within(progress).getAllByRole('listitem')).toHaveLength(1);
    expect(within(progress).getByText('企业提交')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '新厂区雨污管网接入咨询' })).toBeInTheDocument();
  });

  it.each([
    {
      refusal: 'a contract violation (HTTP 400)',
      answer: () => HttpResponse.json(failEnvelope('BAD_REQUEST', '社会信用代码格式错误', '社会信用代码格式错误'), { status: 400 }),
      field: /统一社会信用代码/,
      msg: '社会信用代码格式错误',
    },
    {
      refusal: 'a reference the server does not know (HTTP 200 BUSINESS_RULE, issue 17)',
      answer: () => HttpResponse.json(failEnvelope('BUSINESS_RULE', '所属乡镇（街道）不存在')),
      field: /所属乡镇（街道）/,
      msg: '所属乡镇（街道）不存在',
    },
  ])('shows $refusal under the field it concerns', async ({ answer, field, msg }) => {
    submitAnswer = answer;
    logIn('QY');
    renderPage({ tab: 'submit' });
    const credit = await screen.findByRole('textbox', { name: /统一社会信用代码/ }, FIRST);
    await waitFor(() => expect(credit).toHaveValue(CREDIT_CODE));
    await chooseClass('其他', '其他诉求');
    await fill(screen.getByRole('textbox', { name: /诉求标题/ }), '测试');
    await fill(screen.getByRole('textbox', { name: /诉求内容/ }), '测试内容');
    await userEvent.type(screen.getByRole('textbox', { name: /手机号/ }), '13857201001');
    await userEvent.click(screen.getByRole('button', { name: '提交诉求' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    const refused = screen.getByRole('textbox', { name: field });
    await waitFor(() => expect(refused).toHaveAttribute('aria-invalid', 'true'));
    expect(refused).toHaveAccessibleDescription(msg);
    expect(searchNow()).toEqual({ tab: 'submit' });
  });

  it('asks anyone but an enterprise to log in as an enterprise (去登录 / 暂不登录)', async () => {
    logIn('GR');
    renderPage({ tab: 'submit' });
    const prompt = await screen.findByRole('alert', { name: '提示' }, FIRST);
    expect(within(prompt).getByText('请先使用企业账号进行登录')).toBeInTheDocument();
    expect(within(prompt).getByRole('link', { name: '去登录' }).getAttribute('href')).toMatch(/^\/sso\/login\?userType=QY&redirect=/);
    await userEvent.click(within(prompt).getByRole('button', { name: '暂不登录' }));
    expect(searchNow()).toEqual({});
    expect(screen.queryByRole('textbox', { name: /诉求标题/ })).not.toBeInTheDocument();
  });

  it('opens the same prompt as a dialog from the guide’s 我要诉求 for a visitor', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: '服务流程' }, FIRST)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '浙江政务服务网' })).toHaveAttribute('target', '_blank');
    await userEvent.click(screen.getByRole('button', { name: '我要诉求' }));
    const dialog = await screen.findByRole('dialog', { name: '提示' });
    expect(within(dialog).getByText('请先使用企业账号进行登录')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: '去登录' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '暂不登录' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(searchNow()).toEqual({});
  });

  it('shows the enterprise’s figures in the guide and goes to the form', async () => {
    logIn('QY');
    renderPage();
    expect(await screen.findByLabelText('我的诉求 13', {}, FIRST)).toBeInTheDocument();
    expect(screen.getByLabelText('办理中 8')).toBeInTheDocument();
    expect(screen.getByLabelText('已办结 5')).toBeInTheDocument();
    expect(screen.getByLabelText('诉求分类 4')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '我要诉求' }));
    expect(searchNow()).toEqual({ tab: 'submit' });
  });
});

describe('我的诉求 (/page/appeal?tab=mine)', { timeout: 60_000 }, () => {
  it('lists the appeals with status, filters by status and pages', async () => {
    logIn('QY');
    renderPage({ tab: 'mine' });
    const list = await screen.findByRole('list', { name: '我的诉求列表' }, FIRST);
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    const first = within(list).getByRole('link', { name: '第1条诉求' });
    expect(first).toHaveAttribute('href', `/page/appeal?tab=mine&id=${LIST_25[0]?.id}`);
    expect(within(list).getAllByText('待受理').length).toBeGreaterThan(0);
    expect(listQueries[0]?.get('page')).toBe('1');
    expect(listQueries[0]?.get('pageSize')).toBe('10');

    await userEvent.click(screen.getByRole('button', { name: '第2页' }));
    expect(searchNow()).toEqual({ tab: 'mine', page: 2 });
    expect(await screen.findByRole('link', { name: '第11条诉求' })).toBeInTheDocument();

    await userEvent.click(screen.getByText('已退回'));
    expect(searchNow()).toEqual({ tab: 'mine', status: '7' });
    await waitFor(() => expect(listQueries.at(-1)?.get('status')).toBe('7'));

    await userEvent.click(await screen.findByRole('link', { name: '第7条诉求' }));
    expect(searchNow()).toEqual({ tab: 'mine', id: LIST_25[6]?.id });
  });

  it('says 暂无数据 when there is none', async () => {
    listAnswer = () => HttpResponse.json(okEnvelope({ list: [], total: 0 }));
    logIn('QY');
    renderPage({ tab: 'mine' });
    expect(await screen.findByText('暂无数据', {}, FIRST)).toBeInTheDocument();
  });

  it('shows a failure with 重新加载, which loads again', async () => {
    let fail = true;
    listAnswer = () => (fail ? HttpResponse.json(failEnvelope('INTERNAL', '服务器内部错误'), { status: 500 }) : HttpResponse.json(okEnvelope({ list: [listItem(1, '2', '恢复后的诉求')], total: 1 })));
    logIn('QY');
    renderPage({ tab: 'mine' });
    const retry = await screen.findByRole('button', { name: '重新加载' }, FIRST);
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('link', { name: '恢复后的诉求' })).toBeInTheDocument();
  });

  it('shows an appeal’s progress step by step with offices and opinions', async () => {
    logIn('QY');
    const id = '00000000-0000-4000-8000-000000000099';
    renderPage({ tab: 'mine', id });
    const progress = await screen.findByRole('list', { name: '办理进度' }, FIRST);
    const steps = within(progress).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([
      expect.stringContaining('企业提交'),
      expect.stringContaining('受理分派'),
      expect.stringContaining('办理'),
      expect.stringContaining('审核'),
    ]);
    expect(steps[1]).toHaveTextContent('承办部门：德清县自然资源和规划局');
    expect(steps[2]).toHaveTextContent('已纳入第四批用地计划');
    expect(steps[3]).toHaveTextContent('已办结');
    expect(screen.queryByRole('button', { name: '修改并重新提交' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '返回列表' }));
    expect(searchNow()).toEqual({ tab: 'mine' });
  });

  it('lets the enterprise complete and resubmit a returned appeal', async () => {
    logIn('QY');
    renderPage({ tab: 'mine', id: RETURNED_ID });
    expect(await screen.findByRole('note', { name: '退回原因' }, FIRST)).toHaveTextContent('请补充项目备案文件');
    await userEvent.click(screen.getByRole('button', { name: '修改并重新提交' }));
    const content = await screen.findByRole('textbox', { name: /诉求内容/ });
    expect(content).toHaveValue('我公司计划新建 2 万平方米厂房，请协调加快办理。');
    await userEvent.click(content);
    await userEvent.paste('已补充备案文件。');
    await userEvent.click(screen.getByRole('button', { name: '重新提交' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      path: 'resubmit',
      body: { id: RETURNED_ID, appealClass: '0201', creditCode: CREDIT_CODE, appealContent: '我公司计划新建 2 万平方米厂房，请协调加快办理。已补充备案文件。' },
    });
    const progress = await screen.findByRole('list', { name: '办理进度' });
    await waitFor(() => expect(within(progress).getAllByRole('listitem')).toHaveLength(3));
    expect(within(progress).getByText('重新提交')).toBeInTheDocument();
  });

  it('asks a visitor to log in as an enterprise', async () => {
    renderPage({ tab: 'mine' });
    expect(await screen.findByText('请先使用企业账号进行登录', {}, FIRST)).toBeInTheDocument();
    expect(server.listHandlers().length).toBeGreaterThan(0);
    expect(listQueries).toHaveLength(0);
  });
});
