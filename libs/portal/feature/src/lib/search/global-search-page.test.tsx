import { okEnvelope } from '@qifu/sdk/testing';
import { apiUrl, createTestWrapper, render, screen, setupMsw, userEvent, within } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { GlobalSearchPage } from './global-search-page';
import type { GlobalSearchSearch } from './global-search.search';
import { validateGlobalSearch } from './global-search.search';

type Kind = 'policy' | 'news' | 'market' | 'tech';
const hit = (n: number, type: Kind, title: string, summary: string | null) => ({
  id: `0b9a3c1e-5f6d-4e8a-9c2b-7d1e2f3a${String(n).padStart(4, '0')}`,
  type,
  title,
  summary,
  source: type === 'policy' ? '德清县经济和信息化局' : '德清县企业综合服务中心',
  publishTime: `2026-0${(n % 9) + 1}-15T02:00:00.000Z`,
  linkPath: type === 'policy' ? `/page/policymarket/details?id=${n}` : `/page/industryinfodetails?id=${n}`,
});

// 23 hits for 数字化: 15 policies, 8 news
const HITS = [
  ...Array.from({ length: 15 }, (_, i) => hit(i + 1, 'policy', `德清县数字化改造政策第${i + 1}号`, `支持企业数字化转型，第${i + 1}条。`)),
  ...Array.from({ length: 8 }, (_, i) => hit(100 + i, 'news', `数字化车间建设动态${i + 1}`, null)),
];
const requests: URLSearchParams[] = [];

const server = setupMsw(
  http.get(apiUrl('/thirdPartApi/globalSearch'), ({ request }) => {
    const q = new URL(request.url).searchParams;
    requests.push(q);
    const keyword = q.get('keyword') ?? '';
    const type = q.get('type') ?? 'all';
    const page = Number(q.get('page') ?? '1');
    const size = Number(q.get('pageSize') ?? '10');
    const found = keyword === '数字化' ? HITS : [];
    const chosen = type === 'all' ? found : found.filter((h) => h.type === type);
    const count = (k: Kind) => found.filter((h) => h.type === k).length;
    return HttpResponse.json(
      okEnvelope({
        list: chosen.slice((page - 1) * size, page * size),
        total: chosen.length,
        typeCounts: { all: found.length, policy: count('policy'), news: count('news'), market: count('market'), tech: count('tech') },
      }),
    );
  }),
);

/** The page with its search kept in state, as the router keeps it in the URL. */
function Harness({ initial }: { initial: GlobalSearchSearch }) {
  const [search, setSearch] = useState(initial);
  return (
    <>
      <output data-testid="url">{JSON.stringify(search)}</output>
      <GlobalSearchPage search={search} onSearchChange={(next) => setSearch(validateGlobalSearch(next as Record<string, unknown>))} />
    </>
  );
}

const renderPage = (initial: GlobalSearchSearch) => render(<Harness initial={initial} />, { wrapper: createTestWrapper({ path: '/page/search' }) });
const url = () => JSON.parse(screen.getByTestId('url').textContent ?? '{}') as GlobalSearchSearch;

describe('GlobalSearchPage', () => {
  it('searches the keyword of the URL, newest first, with the counts on the tabs and the keyword marked', async () => {
    renderPage({ keyword: '数字化' });
    const results = await screen.findByRole('list', { name: '搜索结果' });
    expect(within(results).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByText('共找到 23 条结果')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '全部（23）' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: '政策（15）' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '资讯（8）' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '供需市场（0）' })).toBeInTheDocument();
    const first = within(results).getAllByRole('listitem')[0]!;
    const link = within(first).getByRole('link', { name: '德清县数字化改造政策第1号' });
    expect(link).toHaveAttribute('href', '/page/policymarket/details?id=1');
    expect([...first.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['数字化', '数字化']);
    expect(first).toHaveTextContent('德清县经济和信息化局 · 2026-02-15');
    expect(requests.at(-1)?.get('type')).toBe('all');
    expect(requests.at(-1)?.get('pageSize')).toBe('10');
  });

  it('pages through the hits and switches kinds with the tabs (page back to 1)', async () => {
    const user = userEvent.setup();
    renderPage({ keyword: '数字化' });
    await screen.findByRole('list', { name: '搜索结果' });
    await user.click(screen.getByRole('button', { name: '第 3 页' }));
    expect(url()).toEqual({ keyword: '数字化', page: 3 });
    expect(await screen.findByRole('link', { name: '数字化车间建设动态8' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: '搜索结果' })).getAllByRole('listitem')).toHaveLength(3);
    await user.click(screen.getByRole('tab', { name: '资讯（8）' }));
    expect(url()).toEqual({ keyword: '数字化', type: 'news' });
    expect(await screen.findByText('共找到 8 条结果')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '第 2 页' })).not.toBeInTheDocument();
    expect(requests.at(-1)?.get('type')).toBe('news');
  });

  it('starts a new search from the box, and says 暂无数据 when nothing matches', async () => {
    const user = userEvent.setup();
    renderPage({ keyword: '数字化', type: 'policy', page: 2 });
    const box = await screen.findByRole('textbox', { name: '搜索关键字' });
    expect(box).toHaveValue('数字化');
    await user.clear(box);
    await user.type(box, '  不存在的内容  {Enter}');
    expect(url()).toEqual({ keyword: '不存在的内容', type: 'policy' });
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });

  it('asks for a keyword without one, and offers a retry when the search fails', async () => {
    const before = requests.length;
    const { unmount } = renderPage({});
    expect(await screen.findByText('请输入关键字搜索政策、资讯、供需市场和科技服务')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: /（/ })).not.toBeInTheDocument();
    expect(requests.length).toBe(before); // no request without a keyword
    unmount();
    server.use(http.get(apiUrl('/thirdPartApi/globalSearch'), () => HttpResponse.json({ success: false, code: 'INTERNAL', msg: '服务器正在更新，请稍等' }, { status: 500 })));
    renderPage({ keyword: '数字化' });
    expect(await screen.findByRole('button', { name: '重新加载' })).toBeInTheDocument();
  });
});

describe('validateGlobalSearch', () => {
  it('keeps a trimmed keyword of at most 50 characters, a known kind and a page from 2 on', () => {
    expect(validateGlobalSearch({ keyword: '  政策 ', type: 'news', page: '3' })).toEqual({ keyword: '政策', type: 'news', page: 3 });
    expect(validateGlobalSearch({ keyword: '', type: 'all', page: '1' })).toEqual({});
    expect(validateGlobalSearch({ keyword: 'x'.repeat(60), type: 'video' })).toEqual({ keyword: 'x'.repeat(50) });
  });
});
