import { okEnvelope } from '@qifu/sdk/testing';
import { clearSession, permissionsAtom, sessionStore, setTokens } from '@qifu/session';
import { apiUrl, createTestWrapper, render, screen, setupMsw, userEvent, waitFor, within } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { BindingReviewPage } from './binding-review-page';
import { MyCompanyPage } from './my-company-page';

const binding = (n: number, companyName: string, bindStatus: '0' | '1' | '2') => ({
  id: `6b7c8d9e-0f1a-4b2c-8d3e-4f5a6b7c8d9${n}`,
  companyId: `0b9a3c1e-5f6d-4e8a-9c2b-7d1e2f3a4b5${n}`,
  companyName,
  creditCode: `91330521704512345${n}`,
  bindStatus,
  relation: '经办人',
  reviewOpinion: null,
  createTime: '2026-11-18T01:30:00.000Z',
  reviewTime: bindStatus === '0' ? null : '2026-11-18T06:00:00.000Z',
  applicantName: '李明',
  applicantPhone: '139****6688',
});
const PENDING = binding(1, '德清县恒达新材料有限公司', '0');
const APPROVED = binding(2, '浙江德清云图地理信息科技有限公司', '1');

const REJECTED = { ...binding(3, '德清县小溪食品有限公司', '2'), reviewOpinion: '授权书未盖章' };

const reviews: unknown[] = [];
const binds: unknown[] = [];
const queries: string[] = [];
setupMsw(
  http.get(apiUrl('/personal/company/manageList'), ({ request }) => {
    queries.push(new URL(request.url).search);
    return HttpResponse.json(okEnvelope({ list: [PENDING, APPROVED], total: 2 }));
  }),
  http.get(apiUrl('/personal/company/list'), () => HttpResponse.json(okEnvelope({ list: [PENDING, APPROVED, REJECTED], total: 3 }))),
  http.post(apiUrl('/personal/company/bind'), async ({ request }) => {
    binds.push(await request.json());
    return HttpResponse.json(okEnvelope({ id: PENDING.id }, '提交成功，请等待审核'));
  }),
  http.post(apiUrl('/personal/company/review'), async ({ request }) => {
    reviews.push(await request.json());
    return HttpResponse.json(okEnvelope(null, '审核成功'));
  }),
);

beforeEach(() => {
  reviews.length = 0;
  binds.length = 0;
  queries.length = 0;
  setTokens('access-token', 'refresh-token');
});
afterEach(() => clearSession());

describe('企业绑定审核', { timeout: 30_000 }, () => {
  it('offers 审核 only on pending requests; rejecting needs an opinion; approving posts bindStatus 1', async () => {
    sessionStore.set(permissionsAtom, ['ent:personalCompany:list', 'ent:personalCompany:review']);
    render(<BindingReviewPage />, { wrapper: createTestWrapper({ notifications: true }) });
    const pending = within((await screen.findByText('德清县恒达新材料有限公司')).closest('tr')!);
    const approved = within(screen.getByText('浙江德清云图地理信息科技有限公司').closest('tr')!);
    expect(pending.getByText('待审核')).toBeInTheDocument();
    expect(pending.getByText('139****6688')).toBeInTheDocument();
    expect(approved.getByText('已绑定')).toBeInTheDocument();
    expect(approved.queryByRole('button', { name: '审核' })).not.toBeInTheDocument();

    await userEvent.click(pending.getByRole('button', { name: '审核' }));
    let dialog = within(await screen.findByRole('dialog', { name: '审核企业绑定' }));
    await userEvent.click(dialog.getByText('驳回'));
    await userEvent.click(dialog.getByRole('button', { name: '提交' }));
    expect(await dialog.findByText('请输入驳回意见')).toBeInTheDocument();
    expect(reviews).toEqual([]);
    await userEvent.type(dialog.getByRole('textbox', { name: '审核意见' }), '授权书未盖章');
    await userEvent.click(dialog.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(reviews).toEqual([{ id: PENDING.id, bindStatus: '2', reviewOpinion: '授权书未盖章' }]));
    expect(await screen.findByText('审核成功')).toBeInTheDocument();

    await userEvent.click(pending.getByRole('button', { name: '审核' }));
    dialog = within(await screen.findByRole('dialog', { name: '审核企业绑定' }));
    await userEvent.click(dialog.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(reviews).toHaveLength(2));
    expect(reviews[1]).toEqual({ id: PENDING.id, bindStatus: '1' });
  });

  it('without the review permission shows the list but no 审核', async () => {
    sessionStore.set(permissionsAtom, ['ent:personalCompany:list']);
    render(<BindingReviewPage />, { wrapper: createTestWrapper({ notifications: true }) });
    const pending = within((await screen.findByText('德清县恒达新材料有限公司')).closest('tr')!);
    expect(pending.queryByRole('button', { name: '审核' })).not.toBeInTheDocument();
  });
});

describe('我的企业', { timeout: 30_000 }, () => {
  it('asks to be bound (credit code checked in the form), offers 切换 only when approved and 重新申请 when rejected', async () => {
    render(<MyCompanyPage />, { wrapper: createTestWrapper({ notifications: true }) });
    const approved = within((await screen.findByText('浙江德清云图地理信息科技有限公司')).closest('tr')!);
    const pending = within(screen.getByText('德清县恒达新材料有限公司').closest('tr')!);
    const rejected = within(screen.getByText('德清县小溪食品有限公司').closest('tr')!);
    expect(approved.getByRole('button', { name: '切换' })).toBeInTheDocument();
    expect(pending.queryByRole('button', { name: '切换' })).not.toBeInTheDocument();
    expect(pending.queryByRole('button', { name: '重新申请' })).not.toBeInTheDocument();
    expect(rejected.getByText('授权书未盖章')).toBeInTheDocument();
    expect(rejected.getByRole('button', { name: '重新申请' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '申请绑定企业' }));
    const dialog = within(await screen.findByRole('dialog', { name: '申请绑定企业' }));
    await userEvent.type(dialog.getByRole('textbox', { name: '企业名称' }), '德清县恒达新材料有限公司');
    await userEvent.type(dialog.getByRole('textbox', { name: '统一社会信用代码' }), '91330521');
    await userEvent.type(dialog.getByRole('textbox', { name: '与企业关系' }), '经办人');
    await userEvent.click(dialog.getByRole('button', { name: '提交' }));
    expect(await dialog.findByText('请输入正确的统一社会信用代码')).toBeInTheDocument();
    expect(binds).toEqual([]);
    await userEvent.type(dialog.getByRole('textbox', { name: '统一社会信用代码' }), '704512345a');
    await userEvent.click(dialog.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(binds).toEqual([{ companyName: '德清县恒达新材料有限公司', creditCode: '91330521704512345A', relation: '经办人' }]));
    expect(await screen.findByText('提交成功，请等待审核')).toBeInTheDocument();
  });
});
