import { okEnvelope } from '@qifu/sdk/testing';
import { clearSession } from '@qifu/session';
import { apiUrl, createTestWrapper, render, screen, setupMsw, userEvent, waitFor, within } from '@qifu/ui/testing';
import { useRouterState } from '@tanstack/react-router';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { PolicyServerDetailPage } from './policy-server-detail-page';
import { POLICY_ID, PROJECT, PROJECT_ID, logIn, publicConfigHandler } from './test-fixtures';

const FIRST = { timeout: 5000 };
const LATER_ID = '4f3e2d1c-0b9a-4e8d-9c7b-6a5f4e3d2c1b';

const POLICY = {
  id: POLICY_ID,
  policyTitle: PROJECT.policyTitle,
  policyDepName: '德清县人民政府',
  policyCreateTime: '2026-03-15T02:00:00.000Z',
  supportModes: ['资金补助'],
  policyNo: '德政发〔2026〕8号',
  content: '<p>为加快推进制造业高质量发展，制定本意见。</p>',
  viewCount: 12,
};
const { template: _t, supportAmountRule: _r, conditions: _c, createTime: _ct, ...OPEN } = PROJECT;
const PROJECTS = [
  { ...OPEN, matchResult: null, estimatedAmount: null },
  { ...OPEN, id: LATER_ID, projectName: '2027年度数字化改造补助', applyPhase: '1', supportAmount: null, matchResult: null, estimatedAmount: null },
];
const MATCH = {
  projectId: PROJECT_ID,
  projectName: PROJECT.projectName,
  policyId: POLICY_ID,
  policyTitle: PROJECT.policyTitle,
  applyStartTime: PROJECT.applyStartTime,
  applyEndTime: PROJECT.applyEndTime,
  applyPhase: '2',
  supportAmount: 5000000,
  matchResult: '2',
  matchRate: 33,
  estimatedAmount: 650000,
  conditions: [],
  unmetConditions: [],
  missingData: [],
  matchTime: '2026-04-02T08:00:00.000Z',
};

let detail = { policy: POLICY, projects: PROJECTS, matches: [] as (typeof MATCH)[], collected: null as boolean | null };

setupMsw(
  http.get(apiUrl('/policy/doc/policyDetail'), () => HttpResponse.json(okEnvelope(detail))),
  http.get(apiUrl('/ent/company/info/queryEntExpansionInfoAuthLog'), () => HttpResponse.json(okEnvelope({ authStatus: '00', authTime: null }))),
  http.post(apiUrl('/pol/policyBusinessLog/add'), () => HttpResponse.json(okEnvelope(null))),
  publicConfigHandler,
);

function Location() {
  return <output data-testid="location">{useRouterState({ select: (state) => state.location.href })}</output>;
}

function renderPage() {
  render(
    <>
      <PolicyServerDetailPage id={POLICY_ID} />
      <Location />
    </>,
    { wrapper: createTestWrapper({ path: `/page/policyserverdetail?id=${POLICY_ID}` }) },
  );
}

async function projectCard(name: string) {
  const heading = await screen.findByRole('heading', { name }, FIRST);
  const card = heading.closest('li');
  if (!card) throw new Error('no card');
  return within(card);
}

beforeEach(() => {
  detail = { policy: POLICY, projects: PROJECTS, matches: [], collected: null };
});
afterEach(() => clearSession());

describe('PolicyServerDetailPage (/page/policyserverdetail)', { timeout: 30_000 }, () => {
  it('shows the policy and its projects; 立即申报 only while 申报中', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: POLICY.policyTitle }, FIRST)).toBeInTheDocument();
    expect(screen.getByText('德清县人民政府')).toBeInTheDocument();
    expect(screen.getByText('德政发〔2026〕8号')).toBeInTheDocument();
    expect(screen.getByText('为加快推进制造业高质量发展，制定本意见。')).toBeInTheDocument();
    const open = await projectCard(PROJECT.projectName);
    expect(open.getByText('申报中')).toBeInTheDocument();
    expect(open.getByText('最高500万元')).toBeInTheDocument();
    expect(open.getByText('12家')).toBeInTheDocument();
    expect(open.getByRole('button', { name: `立即申报：${PROJECT.projectName}` })).toBeEnabled();
    expect(open.queryByTestId('match-badge')).not.toBeInTheDocument();
    const later = await projectCard('2027年度数字化改造补助');
    expect(later.getByRole('button', { name: '立即申报：2027年度数字化改造补助' })).toBeDisabled();
  });

  it('shows the enterprise its match per project', async () => {
    logIn('QY');
    detail = { ...detail, matches: [MATCH] };
    renderPage();
    const card = await projectCard(PROJECT.projectName);
    expect(card.getByTestId('match-badge')).toHaveTextContent('部分匹配');
    expect(card.getByText('33%')).toBeInTheDocument();
    expect(card.getByText('65万元')).toBeInTheDocument();
    expect(card.getByRole('link', { name: '匹配详情' })).toHaveAttribute('href', `/page/policyserver/calculator/subList?projectId=${PROJECT_ID}`);
  });

  it('立即申报 runs the entry flow: a visitor is asked to log in as an enterprise', async () => {
    renderPage();
    await userEvent.click((await projectCard(PROJECT.projectName)).getByRole('button', { name: `立即申报：${PROJECT.projectName}` }));
    expect(within(await screen.findByRole('dialog', { name: '提示' }, FIRST)).getByText('请先使用企业账号进行登录')).toBeInTheDocument();
  });

  it('立即申报 takes an enterprise without data authorization straight to the declaration', async () => {
    logIn('QY');
    renderPage();
    await userEvent.click((await projectCard(PROJECT.projectName)).getByRole('button', { name: `立即申报：${PROJECT.projectName}` }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/page/policyserverdeclare?projectId=${PROJECT_ID}`), FIRST);
  });

  it('says so when the policy has no declaration project', async () => {
    detail = { ...detail, projects: [] };
    renderPage();
    expect(await screen.findByText('该政策暂无申报项目', {}, FIRST)).toBeInTheDocument();
  });
});
