import { configure } from '@testing-library/react';
import { failEnvelope, okEnvelope } from '@qifu/sdk/testing';
import { apiUrl, createTestWrapper, render, screen, setupMsw, userEvent, waitFor, within } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { ACHIEVEMENT, ACHIEVEMENT_2, DOMAIN_TREE, EXPERT, INSTITUTE, REQUIREMENT } from '../testing/tech-fixtures';
import { TechExpertListPage, TechInstitutesListPage, TechNeedListPage, TechResultListPage } from './tech-list-page';
import type { TechListSearch } from '@qifu/tech-data-access';

// Mantine renders slowly in jsdom on a busy machine: wait longer for async UI.
configure({ asyncUtilTimeout: 5_000 });

const listQueries: URLSearchParams[] = [];
let achievementAnswer: () => Response = () => HttpResponse.json(okEnvelope({ list: [ACHIEVEMENT, ACHIEVEMENT_2], total: 18 }));

const server = setupMsw(
  http.get(apiUrl('/tech/achievement/publicList'), ({ request }) => {
    listQueries.push(new URL(request.url).searchParams);
    return achievementAnswer();
  }),
  http.get(apiUrl('/tech/institute/publicList'), () => HttpResponse.json(okEnvelope({ list: [INSTITUTE], total: 1 }))),
  http.get(apiUrl('/tech/expert/publicList'), () => HttpResponse.json(okEnvelope({ list: [EXPERT], total: 1 }))),
  http.get(apiUrl('/tech/requirement/publicList'), () => HttpResponse.json(okEnvelope({ list: [REQUIREMENT], total: 1 }))),
  http.get(apiUrl('/tech/domain/tree'), () => HttpResponse.json(okEnvelope(DOMAIN_TREE))),
);

function renderResults(search: TechListSearch = {}, onSearchChange = vi.fn()) {
  render(<TechResultListPage search={search} onSearchChange={onSearchChange} />, { wrapper: createTestWrapper({ path: '/page/techService/resultList' }) });
  return onSearchChange;
}

beforeEach(() => {
  listQueries.length = 0;
  achievementAnswer = () => HttpResponse.json(okEnvelope({ list: [ACHIEVEMENT, ACHIEVEMENT_2], total: 18 }));
});

describe('TechResultListPage (科技成果)', { timeout: 20_000 }, () => {
  it('lists the achievements with links named by their titles, facts and the total; asks for page 1 of 10', async () => {
    renderResults();
    const items = await screen.findAllByTestId('tech-item');
    expect(items).toHaveLength(2);
    const first = within(items[0]!);
    const link = first.getByRole('link', { name: ACHIEVEMENT.achievementName });
    expect(link).toHaveAttribute('href', `/page/techService/resultdetals?id=${ACHIEVEMENT.id}`);
    expect(first.getByText('持有单位：浙江工业大学德清研究院')).toBeInTheDocument();
    expect(first.getByText('转让价格：200万元')).toBeInTheDocument();
    expect(first.getByText('发布时间：2025年03月18日')).toBeInTheDocument();
    for (const badge of ['新材料/复合材料', '发明专利', '中试阶段', '技术转让']) expect(first.getByText(badge)).toBeInTheDocument();
    expect(within(items[1]!).getByText('转让价格：面议')).toBeInTheDocument();
    expect(screen.getByText('共 18 项成果')).toBeInTheDocument();
    expect(listQueries[0]?.get('page')).toBe('1');
    expect(listQueries[0]?.get('pageSize')).toBe('10');
    expect(listQueries[0]?.has('domainId')).toBe(false);
  });

  it('sends the URL filters to the server and pages through it keeping them', async () => {
    achievementAnswer = () => HttpResponse.json(okEnvelope({ list: [ACHIEVEMENT, ACHIEVEMENT_2], total: 35 }));
    const onSearchChange = renderResults({ page: 2, keyword: '复合', domainId: '0304' });
    await screen.findAllByTestId('tech-item');
    const query = listQueries.at(-1);
    expect(query?.get('page')).toBe('2');
    expect(query?.get('keyword')).toBe('复合');
    expect(query?.get('domainId')).toBe('0304');
    expect(screen.getByRole('textbox', { name: '关键字' })).toHaveValue('复合');
    await userEvent.click(screen.getByRole('button', { name: '第 1 页' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ page: undefined, keyword: '复合', domainId: '0304' });
    await userEvent.click(screen.getByRole('button', { name: '下一页' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ page: 3, keyword: '复合', domainId: '0304' });
  });

  it('filters by the domain tree: top level first, then its sub-domains', async () => {
    const onSearchChange = renderResults();
    const top = await screen.findByRole('group', { name: '技术领域' });
    expect(within(top).getByRole('button', { name: '全部' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('group', { name: '细分领域' })).not.toBeInTheDocument();
    await userEvent.click(within(top).getByRole('button', { name: '新材料' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ domainId: '03', page: undefined });
  });

  it('shows the sub-domains of the chosen domain and goes back to the whole domain with 全部', async () => {
    const onSearchChange = renderResults({ domainId: '0301', page: 2 });
    const top = await screen.findByRole('group', { name: '技术领域' });
    expect(within(top).getByRole('button', { name: '新材料' })).toHaveAttribute('aria-pressed', 'true');
    const sub = screen.getByRole('group', { name: '细分领域' });
    expect(within(sub).getByRole('button', { name: '高分子材料' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(sub).getByRole('button', { name: '复合材料' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ domainId: '0304', page: undefined });
    await userEvent.click(within(sub).getByRole('button', { name: '全部' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ domainId: '03', page: undefined });
    await userEvent.click(within(top).getByRole('button', { name: '全部' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ domainId: undefined, page: undefined });
  });

  it('debounces the keyword by 500 ms and starts again at page 1', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const onSearchChange = renderResults({ page: 3 });
      await user.type(await screen.findByRole('textbox', { name: '关键字' }), '光伏');
      expect(onSearchChange).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(500);
      expect(onSearchChange).toHaveBeenCalledTimes(1);
      expect(onSearchChange).toHaveBeenCalledWith({ keyword: '光伏', page: undefined });
    } finally {
      vi.useRealTimers();
    }
  });

  it('says 暂无数据 when nothing is on the shelf, without paging', async () => {
    achievementAnswer = () => HttpResponse.json(okEnvelope({ list: [], total: 0 }));
    renderResults({ keyword: '不存在的成果' });
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
    expect(screen.getByText('共 0 项成果')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '第 1 页' })).not.toBeInTheDocument();
  });

  it('shows a failure with 重新加载, which asks again', async () => {
    achievementAnswer = () => HttpResponse.json({ success: false, code: 'INTERNAL', msg: '服务器正在更新，请稍等' }, { status: 500 });
    renderResults();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('加载失败')).toBeInTheDocument();
    const calls = listQueries.length;
    achievementAnswer = () => HttpResponse.json(okEnvelope({ list: [ACHIEVEMENT], total: 1 }));
    await userEvent.click(within(alert).getByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('link', { name: ACHIEVEMENT.achievementName })).toBeInTheDocument();
    expect(listQueries.length).toBeGreaterThan(calls);
  });

  it('still lists when the domain tree cannot load (the filter is left out)', async () => {
    server.use(http.get(apiUrl('/tech/domain/tree'), () => HttpResponse.json(failEnvelope('INTERNAL', '服务器正在更新，请稍等'), { status: 500 })));
    renderResults();
    expect(await screen.findByRole('link', { name: ACHIEVEMENT.achievementName })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('group', { name: '技术领域' })).not.toBeInTheDocument());
  });
});

describe('the other lists', { timeout: 20_000 }, () => {
  it('科研院所: type, domain, address; link to institutesdetails', async () => {
    render(<TechInstitutesListPage search={{}} onSearchChange={vi.fn()} />, { wrapper: createTestWrapper({ path: '/' }) });
    const link = await screen.findByRole('link', { name: INSTITUTE.instituteName });
    expect(link).toHaveAttribute('href', `/page/techService/institutesdetails?id=${INSTITUTE.id}`);
    expect(screen.getByText('新型研发机构')).toBeInTheDocument();
    expect(screen.getByText('地址：舞阳街道科源路 10 号')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '关键字' })).toHaveAttribute('placeholder', '请输入院所名称');
  });

  it('专家库: title, organization, research field; link to expertdetails', async () => {
    render(<TechExpertListPage search={{}} onSearchChange={vi.fn()} />, { wrapper: createTestWrapper({ path: '/' }) });
    const link = await screen.findByRole('link', { name: EXPERT.expertName });
    expect(link).toHaveAttribute('href', `/page/techService/expertdetails?id=${EXPERT.id}`);
    expect(screen.getByText('教授')).toBeInTheDocument();
    expect(screen.getByText('所在单位：浙江工业大学')).toBeInTheDocument();
    expect(screen.getByText('研究方向：高分子复合材料')).toBeInTheDocument();
    expect(screen.getByText('共 1 位专家')).toBeInTheDocument();
  });

  it('技术需求: enterprise, budget, deadline; link to techneeddetails', async () => {
    render(<TechNeedListPage search={{}} onSearchChange={vi.fn()} />, { wrapper: createTestWrapper({ path: '/' }) });
    const link = await screen.findByRole('link', { name: REQUIREMENT.requirementName });
    expect(link).toHaveAttribute('href', `/page/techService/techneeddetails?id=${REQUIREMENT.id}`);
    expect(screen.getByText('需求企业：德清县恒达新材料有限公司')).toBeInTheDocument();
    expect(screen.getByText('预算：80万元')).toBeInTheDocument();
    expect(screen.getByText('截止日期：2027年06月30日')).toBeInTheDocument();
    expect(screen.getByText('合作开发')).toBeInTheDocument();
  });
});
