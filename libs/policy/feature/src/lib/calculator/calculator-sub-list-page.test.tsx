import { okEnvelope } from '@qifu/sdk/testing';
import { apiUrl, createTestWrapper, render, screen, setupMsw, within } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';

import { CalculatorSubListPage } from './calculator-sub-list-page';
import { PUBLIC_CONFIG, PARTLY, clearSession, loginAs } from './testing/fixtures';

const RELATED = {
  id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  policyTitle: '德清县高新技术企业认定奖励政策',
  policyDepName: '德清县科学技术局',
  policyCreateTime: '2026-02-01T02:00:00.000Z',
  supportModes: ['资金补助'],
};
const detailQueries: string[] = [];

setupMsw(
  http.get(apiUrl('/sys/platform/publicConfig'), () => HttpResponse.json(okEnvelope(PUBLIC_CONFIG))),
  http.get(apiUrl('/corp/policy/matchDetail'), ({ request }) => {
    detailQueries.push(new URL(request.url).searchParams.get('projectId') ?? '');
    return HttpResponse.json(okEnvelope(PARTLY));
  }),
  http.get(apiUrl('/corp/policyCalculator/queryRelatedPolicy'), () => HttpResponse.json(okEnvelope([RELATED]))),
);

const wrapper = createTestWrapper({ path: '/page/policyserver/calculator/subList' });

afterEach(() => {
  clearSession();
  detailQueries.length = 0;
});

describe('CalculatorSubListPage', { timeout: 30_000 }, () => {
  it('shows a visitor the enterprise-login prompt', async () => {
    render(<CalculatorSubListPage projectId={PARTLY.projectId} />, { wrapper });
    expect(await screen.findByText('请先使用企业账号进行登录')).toBeInTheDocument();
    expect(detailQueries).toEqual([]);
  });

  it('lists every condition with its outcome, the veto one marked 否决条件', async () => {
    loginAs('QY');
    render(<CalculatorSubListPage projectId={PARTLY.projectId} />, { wrapper });
    expect(await screen.findByRole('heading', { name: PARTLY.projectName })).toBeInTheDocument();
    expect(detailQueries).toEqual([PARTLY.projectId]);
    expect(screen.getByTestId('match-badge')).toHaveTextContent('部分匹配');
    expect(screen.getByText('33%')).toBeInTheDocument();
    expect(screen.getByTestId('estimated-amount')).toHaveTextContent('120万元');

    const rows = screen.getAllByTestId('condition-row');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('上年度营业收入不低于2000万元')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('否决条件')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('满足')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('缺少数据')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('上年度研发费用（万元）')).toBeInTheDocument();
    expect(within(rows[1]!).queryByText('否决条件')).not.toBeInTheDocument();
    expect(within(rows[2]!).getByText('不满足')).toBeInTheDocument();
    expect(screen.getByTestId('outcome-counts')).toHaveTextContent('满足 1 条 · 不满足 1 条 · 缺少数据 1 条');
  });

  it('offers 去完善信息, 立即申报 and the related policies', async () => {
    loginAs('QY');
    render(<CalculatorSubListPage projectId={PARTLY.projectId} />, { wrapper });
    expect(await screen.findByRole('link', { name: '去完善信息' })).toHaveAttribute('href', '/page/policyserver/calculator/replenish');
    expect(screen.getByRole('link', { name: `立即申报：${PARTLY.projectName}` })).toHaveAttribute(
      'href',
      `/page/policyserverdeclare?projectId=${PARTLY.projectId}`,
    );
    const related = await screen.findByRole('region', { name: '相关政策' });
    expect(within(related).getByRole('link', { name: RELATED.policyTitle })).toHaveAttribute('href', `/page/policymarket/details?id=${RELATED.id}`);
  });

  it('says so when no project is given', async () => {
    loginAs('QY');
    render(<CalculatorSubListPage />, { wrapper });
    expect(await screen.findByText('未指定申报项目')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回项目列表' })).toHaveAttribute('href', '/page/policyserver/calculator/list');
  });
});
