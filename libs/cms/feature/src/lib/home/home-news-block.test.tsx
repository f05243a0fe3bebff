import { failEnvelope, okEnvelope } from '@qifu/sdk/testing';
import { apiUrl, createTestWrapper, render, screen, setupMsw, userEvent, within } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { newsItem } from '../testing/fixtures';
import { HomeNewsBlock } from './home-news-block';

const listQueries: URLSearchParams[] = [];
let listAnswer: (column: string) => Response = (column) =>
  HttpResponse.json(
    okEnvelope({
      list: column === 'notice' ? [newsItem(9, { title: '关于申报2026年度企业研发费用补助的通知' })] : [newsItem(1), newsItem(2)],
      total: 2,
    }),
  );

setupMsw(
  http.get(apiUrl('/cms/news/publicList'), ({ request }) => {
    const query = new URL(request.url).searchParams;
    listQueries.push(query);
    return listAnswer(query.get('columnCode') ?? '');
  }),
);

beforeEach(() => {
  listQueries.length = 0;
});

function renderBlock(count?: number) {
  render(<HomeNewsBlock count={count} />, { wrapper: createTestWrapper({ path: '/page/home' }) });
}

describe('HomeNewsBlock', () => {
  it('shows the newest 行业资讯 with dates, then 通知公告 on its tab, each with its 更多 link', async () => {
    renderBlock(5);
    const link = await screen.findByRole('link', { name: '德清县企业服务工作动态第1期' }, { timeout: 5000 });
    expect(link).toHaveAttribute('href', `/page/industryinfodetails?id=${newsItem(1).id}`);
    expect(screen.getAllByText('2026-03-15')).toHaveLength(2);
    expect(Object.fromEntries(listQueries[0]!)).toEqual({ columnCode: 'industryinfo', page: '1', pageSize: '5' });
    expect(screen.getByRole('link', { name: '更多行业资讯' })).toHaveAttribute('href', '/page/industryinfo');

    await userEvent.click(within(screen.getByRole('tablist', { name: '资讯分类' })).getByRole('tab', { name: '通知公告' }));
    expect(await screen.findByRole('link', { name: '关于申报2026年度企业研发费用补助的通知' })).toBeInTheDocument();
    expect(listQueries.at(-1)?.get('columnCode')).toBe('notice');
    expect(screen.getByRole('link', { name: '更多通知公告' })).toHaveAttribute('href', '/page/industryinfo?column=notice');
  });

  it('says 暂无数据 without articles', async () => {
    listAnswer = () => HttpResponse.json(okEnvelope({ list: [], total: 0 }));
    renderBlock();
    expect(await screen.findByText('暂无数据', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(listQueries[0]?.get('pageSize')).toBe('6');
  });

  it('shows 加载失败 and loads again with 重新加载', async () => {
    let calls = 0;
    listAnswer = () => {
      calls += 1;
      return calls === 1
        ? HttpResponse.json(failEnvelope('INTERNAL', '服务器内部错误'), { status: 500 })
        : HttpResponse.json(okEnvelope({ list: [newsItem(3)], total: 1 }));
    };
    renderBlock();
    await userEvent.click(await screen.findByRole('button', { name: '重新加载' }, { timeout: 5000 }));
    expect(await screen.findByRole('link', { name: '德清县企业服务工作动态第3期' })).toBeInTheDocument();
  });
});
