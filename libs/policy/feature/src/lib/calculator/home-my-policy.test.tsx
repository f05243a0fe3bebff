import { okEnvelope } from '@qifu/sdk/testing';
import { apiUrl, createTestWrapper, render, screen, setupMsw, within } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';

import { HomeMyPolicy } from './home-my-policy';
import { POLICY_ID, clearSession, loginAs } from './testing/fixtures';

const PROJECT = {
  id: '3e2d1c0b-9a8f-4e7d-8c6b-5a4f3e2d1c0b',
  policyId: POLICY_ID,
  policyTitle: '德清县关于加快制造业高质量发展的若干政策意见',
  projectName: '2026年度工业企业技术改造项目补助',
  applyStartTime: '2026-04-01T00:00:00.000Z',
  applyEndTime: '2026-05-31T15:59:59.000Z',
  examineStartTime: '2026-06-01T00:00:00.000Z',
  examineEndTime: '2026-06-30T15:59:59.000Z',
  examineDep: '德清县经济和信息化局',
  supportAmount: 5_000_000,
  status: '1',
  applyPhase: '2',
  applyCount: 12,
  matchResult: '1',
  estimatedAmount: 650_000,
};
const limits: string[] = [];

setupMsw(
  http.get(apiUrl('/corp/policyCalculator/homeMyPolicy'), ({ request }) => {
    limits.push(new URL(request.url).searchParams.get('limit') ?? '');
    return HttpResponse.json(
      okEnvelope({ matchedCount: 3, partlyMatchedCount: 5, applyCount: 2, passCount: 1, estimatedAmount: 1_850_000, list: [PROJECT] }),
    );
  }),
);

const wrapper = createTestWrapper({ path: '/page/home' });

afterEach(() => {
  clearSession();
  limits.length = 0;
});

describe('HomeMyPolicy', { timeout: 30_000 }, () => {
  it('renders nothing and asks nothing for a visitor or a personal user', async () => {
    const page = () => (
      <>
        <span>首页内容</span>
        <HomeMyPolicy />
      </>
    );
    const visitor = render(page(), { wrapper });
    await screen.findByText('首页内容');
    expect(screen.queryByTestId('home-my-policy-counts')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    visitor.unmount();

    loginAs('GR');
    render(page(), { wrapper });
    await screen.findByText('首页内容');
    expect(screen.queryByTestId('home-my-policy-counts')).not.toBeInTheDocument();
    expect(limits).toEqual([]);
  });

  it('shows an enterprise its counts and best-matching projects with links', async () => {
    loginAs('QY');
    render(<HomeMyPolicy limit={5} />, { wrapper });
    const counts = await screen.findByTestId('home-my-policy-counts');
    expect(limits).toEqual(['5']);
    const stats: ReadonlyArray<readonly [string, string]> = [
      ['匹配项目', '3'],
      ['部分匹配', '5'],
      ['已申报', '2'],
      ['审核通过', '1'],
      ['预计可获扶持', '185万元'],
    ];
    for (const [label, value] of stats) {
      expect(within(counts).getByText(label).previousElementSibling).toHaveTextContent(value);
    }
    expect(screen.getByRole('link', { name: PROJECT.projectName })).toHaveAttribute(
      'href',
      `/page/policyserver/calculator/subList?projectId=${PROJECT.id}`,
    );
    expect(screen.getByText('截止 2026-05-31')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '进入政策计算器' })).toHaveAttribute('href', '/page/policyserver/calculator/list');
  });
});
