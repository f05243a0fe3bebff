import { failEnvelope, okEnvelope } from '@qifu/sdk/testing';
import { apiUrl, createTestWrapper, render, screen, setupMsw, userEvent, within } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { INDUSTRY_COLUMN, newsItem } from '../testing/fixtures';
import { IndustryInfoPage } from './industry-info-page';

const listQueries: URLSearchParams[] = [];
let listAnswer: () => Response = () => HttpResponse.json(okEnvelope({ list: [newsItem(1, { isTop: true }), newsItem(2)], total: 25 }));

const server = setupMsw(
  http.get(apiUrl('/cms/news/column/publicDetail'), () => HttpResponse.json(okEnvelope(INDUSTRY_COLUMN))),
  http.get(apiUrl('/cms/news/publicList'), ({ request }) => {
    listQueries.push(new URL(request.url).searchParams);
    return listAnswer();
  }),
);

function renderPage(search = {}) {
  const onSearchChange = vi.fn();
  render(<IndustryInfoPage search={search} onSearchChange={onSearchChange} />, { wrapper: createTestWrapper({ path: '/page/industryinfo' }) });
  return onSearchChange;
}

beforeEach(() => {
  listQueries.length = 0;
  listAnswer = () => HttpResponse.json(okEnvelope({ list: [newsItem(1, { isTop: true }), newsItem(2)], total: 25 }));
});

describe('IndustryInfoPage', () => {
  it('shows the column tabs from the database and the list with date, summary and links named by the title', async () => {
    renderPage();
    const tabs = await screen.findByRole('tablist', { name: '资讯栏目' }, { timeout: 5000 });
    expect(within(tabs).getAllByRole('tab').map((t) => t.textContent)).toEqual(['全部', '工作动态', '行业动态', '通知公告']);
    expect(within(tabs).getByRole('tab', { name: '全部' })).toHaveAttribute('aria-selected', 'true');

    const link = await screen.findByRole('link', { name: '德清县企业服务工作动态第1期' });
    expect(link).toHaveAttribute('href', `/page/industryinfodetails?id=${newsItem(1).id}`);
    const first = within(screen.getAllByTestId('news-item')[0]!);
    expect(first.getByText('置顶')).toBeInTheDocument();
    expect(first.getByText('2026-03-15')).toBeInTheDocument();
    expect(first.getByText('第1期摘要：全县助企服务工作进展。')).toBeInTheDocument();
    expect(screen.getByText('共 25 条')).toBeInTheDocument();
    // the whole 行业资讯 column, page 1, 10 a page
    expect(Object.fromEntries(listQueries[0]!)).toEqual({ columnCode: 'industryinfo', page: '1', pageSize: '10' });
  });

  it('lists the chosen tab and keyword from the URL, and a tab click goes to that column on page 1', async () => {
    const onSearchChange = renderPage({ column: 'notice', keyword: '申报', page: 2 });
    expect(await screen.findByRole('tab', { name: '通知公告' })).toHaveAttribute('aria-selected', 'true');
    await screen.findByRole('link', { name: '德清县企业服务工作动态第1期' });
    expect(Object.fromEntries(listQueries[0]!)).toEqual({ columnCode: 'notice', keyword: '申报', page: '2', pageSize: '10' });
    expect(screen.getByRole('textbox', { name: '关键字' })).toHaveValue('申报');

    await userEvent.click(screen.getByRole('tab', { name: '行业动态' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ column: 'industryNews', keyword: '申报', page: undefined });
    await userEvent.click(screen.getByRole('tab', { name: '全部' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ column: undefined, keyword: '申报', page: undefined });
  });

  it('pages through the server', async () => {
    const onSearchChange = renderPage({ column: 'workNews' });
    await userEvent.click(await screen.findByRole('button', { name: '第 3 页' }));
    expect(onSearchChange).toHaveBeenCalledWith({ column: 'workNews', page: 3 });
    await userEvent.click(screen.getByRole('button', { name: '下一页' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ column: 'workNews', page: 2 });
  });

  it('debounces the keyword search by 500 ms and starts again on page 1', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const onSearchChange = renderPage({ page: 3 });
      await user.type(await screen.findByRole('textbox', { name: '关键字' }), '专精特新');
      await vi.advanceTimersByTimeAsync(400);
      expect(onSearchChange).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(100);
      expect(onSearchChange).toHaveBeenCalledTimes(1);
      expect(onSearchChange).toHaveBeenCalledWith({ keyword: '专精特新', page: undefined });
    } finally {
      vi.useRealTimers();
    }
  });

  it('says 暂无数据 when nothing matches', async () => {
    listAnswer = () => HttpResponse.json(okEnvelope({ list: [], total: 0 }));
    renderPage({ keyword: '不存在的资讯' });
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '第 1 页' })).not.toBeInTheDocument();
  });

  it('shows 加载失败 and loads again with 重新加载', async () => {
    let calls = 0;
    listAnswer = () => {
      calls += 1;
      return calls === 1
        ? HttpResponse.json(failEnvelope('INTERNAL', '服务器内部错误', '请稍后重试'), { status: 500 })
        : HttpResponse.json(okEnvelope({ list: [newsItem(7)], total: 1 }));
    };
    renderPage();
    expect(await screen.findByText('加载失败')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('link', { name: '德清县企业服务工作动态第7期' })).toBeInTheDocument();
  });

  it('shows 加载失败 for the tabs too, with retry', async () => {
    let calls = 0;
    server.use(
      http.get(apiUrl('/cms/news/column/publicDetail'), () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(failEnvelope('INTERNAL', '服务器内部错误'), { status: 500 })
          : HttpResponse.json(okEnvelope(INDUSTRY_COLUMN));
      }),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('tab', { name: '通知公告' })).toBeInTheDocument();
  });
});
