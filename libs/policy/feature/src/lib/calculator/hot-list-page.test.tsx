import { okEnvelope } from '@qifu/sdk/testing';
import { type ApplyProjectItem, type HotListSearch } from '@qifu/policy-data-access';
import { apiUrl, createTestWrapper, render, screen, setupMsw, userEvent, waitFor, within } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { HotListPage } from './hot-list-page';
import { POLICY_ID } from './testing/fixtures';

const OPEN: ApplyProjectItem = {
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
  matchResult: null,
  estimatedAmount: null,
};
const UPCOMING: ApplyProjectItem = {
  ...OPEN,
  id: '3e2d1c0b-9a8f-4e7d-8c6b-5a4f3e2d1c0c',
  projectName: '2026年度首台（套）装备奖励',
  applyPhase: '1',
  supportAmount: 8000,
  applyCount: 0,
};

const queries: URLSearchParams[] = [];

setupMsw(
  http.get(apiUrl('/policy/doc/applyProjectList'), ({ request }) => {
    const query = new URL(request.url).searchParams;
    queries.push(query);
    const phase = query.get('applyPhase');
    const list = [OPEN, UPCOMING].filter((project) => !phase || project.applyPhase === phase);
    return HttpResponse.json(okEnvelope({ list, total: phase ? list.length : 31 }));
  }),
);

const changes: HotListSearch[] = [];

function Harness({ onDeclare }: { onDeclare?: (project: ApplyProjectItem) => void }) {
  const [search, setSearch] = useState<HotListSearch>({});
  return (
    <HotListPage
      search={search}
      onSearchChange={(next) => {
        changes.push(next);
        setSearch(next);
      }}
      onDeclare={onDeclare}
    />
  );
}

const wrapper = createTestWrapper({ path: '/page/policyserverhotList' });

beforeEach(() => {
  queries.length = 0;
  changes.length = 0;
});

describe('HotListPage', { timeout: 30_000 }, () => {
  it('lists the declaration projects 10 a page with time, department and amount', async () => {
    render(<Harness />, { wrapper });
    const items = await screen.findAllByTestId('apply-project');
    expect(items).toHaveLength(2);
    expect(queries[0]?.get('pageSize')).toBe('10');
    expect(queries[0]?.get('page')).toBe('1');
    expect(screen.getByText('共 31 个项目')).toBeInTheDocument();

    const open = within(items[0]!);
    expect(open.getByRole('heading', { name: OPEN.projectName })).toBeInTheDocument();
    expect(open.getByTestId('phase-badge')).toHaveTextContent('申报中');
    expect(open.getByText('2026年04月01日 至 2026年05月31日')).toBeInTheDocument();
    expect(open.getByText('德清县经济和信息化局')).toBeInTheDocument();
    expect(open.getByTestId('project-amount')).toHaveTextContent('最高500万元');
    expect(open.getByText('12 家')).toBeInTheDocument();
    expect(open.getByRole('link', { name: `查看政策：${OPEN.projectName}` })).toHaveAttribute('href', `/page/policyserverdetail?id=${POLICY_ID}`);
    expect(open.getByRole('link', { name: `立即申报：${OPEN.projectName}` })).toHaveAttribute(
      'href',
      `/page/policyserverdeclare?projectId=${OPEN.id}`,
    );

    const upcoming = within(items[1]!);
    expect(upcoming.getByTestId('project-amount')).toHaveTextContent('最高8,000元');
    expect(upcoming.getByRole('button', { name: `未开始：${UPCOMING.projectName}` })).toBeDisabled();
    expect(screen.getByRole('button', { name: '第 4 页' })).toBeInTheDocument();
  });

  it('filters by phase tab', async () => {
    render(<Harness />, { wrapper });
    await screen.findAllByTestId('apply-project');
    for (const name of ['全部', '未开始', '申报中', '审核中', '已结束']) expect(screen.getByRole('tab', { name })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: '未开始' }));
    expect(changes.at(-1)).toEqual({ phase: '1', page: undefined });
    await waitFor(() => expect(queries.at(-1)?.get('applyPhase')).toBe('1'));
    expect(await screen.findByText('共 1 个项目')).toBeInTheDocument();
  });

  it('debounces the keyword by 500 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      render(<Harness />, { wrapper });
      await user.type(await screen.findByRole('textbox', { name: '关键字' }), '技改');
      expect(changes).toEqual([]);
      await vi.advanceTimersByTimeAsync(500);
      expect(changes).toEqual([{ keyword: '技改', page: undefined }]);
      await waitFor(() => expect(queries.at(-1)?.get('keyword')).toBe('技改'));
    } finally {
      vi.useRealTimers();
    }
  });

  it('hands 立即申报 to the entry flow when onDeclare is given', async () => {
    const onDeclare = vi.fn();
    render(<Harness onDeclare={onDeclare} />, { wrapper });
    await userEvent.click(await screen.findByRole('button', { name: `立即申报：${OPEN.projectName}` }));
    expect(onDeclare).toHaveBeenCalledWith(OPEN);
  });
});
