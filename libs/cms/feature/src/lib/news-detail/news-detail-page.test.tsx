import { failEnvelope, okEnvelope } from '@qifu/sdk/testing';
import { apiUrl, createTestWrapper, render, screen, setupMsw, userEvent, within } from '@qifu/ui/testing';
import { formatDate } from '@qifu/ui';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { NEWS } from '../testing/fixtures';
import { NewsDetailPage } from './news-detail-page';

const requested: string[] = [];
const previewed: string[] = [];
let answer: () => Response = () => HttpResponse.json(okEnvelope(NEWS));

setupMsw(
  http.get(apiUrl('/cms/news/publicDetail'), ({ request }) => {
    requested.push(new URL(request.url).searchParams.get('id') ?? '');
    return answer();
  }),
  http.get(apiUrl('/cms/news/preview'), ({ request }) => {
    previewed.push(new URL(request.url).searchParams.get('id') ?? '');
    return HttpResponse.json(okEnvelope({ ...NEWS, status: '0', publishTime: null, title: '草稿：专精特新申报通知' }));
  }),
);

function renderPage(id: string | undefined) {
  render(<NewsDetailPage id={id} />, { wrapper: createTestWrapper({ path: id ? `/page/industryinfodetails?id=${id}` : '/page/industryinfodetails' }) });
}

beforeEach(() => {
  requested.length = 0;
  previewed.length = 0;
  answer = () => HttpResponse.json(okEnvelope(NEWS));
});

describe('NewsDetailPage', () => {
  it('shows the title, source, date, views and the HTML body, with the column breadcrumb and a back link', async () => {
    renderPage(NEWS.id);
    const article = await screen.findByRole('article', { name: NEWS.title }, { timeout: 5000 });
    expect(requested).toEqual([NEWS.id]);
    const meta = within(article).getByLabelText('资讯信息');
    expect(within(meta).getByText('来源：德清县经济和信息化局')).toBeInTheDocument();
    expect(within(meta).getByText('作者：县经信局')).toBeInTheDocument();
    expect(within(meta).getByText(`发布时间：${formatDate(NEWS.publishTime, 'YYYY-MM-DD HH:mm')}`)).toBeInTheDocument();
    expect(within(meta).getByText('浏览次数：37')).toBeInTheDocument();
    // the server's (sanitized) HTML is rendered as HTML, not as text
    const body = screen.getByTestId('news-content');
    expect(within(body).getByRole('heading', { name: '一、申报条件' })).toBeInTheDocument();
    expect(body.querySelector('strong')?.textContent).toBe('中小企业');

    const crumbs = screen.getByLabelText('栏目');
    expect(within(crumbs).getByRole('link', { name: '行业资讯' })).toHaveAttribute('href', '/page/industryinfo');
    expect(within(crumbs).getByText('通知公告')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回行业资讯' })).toHaveAttribute('href', '/page/industryinfo');
  });

  it('leads back to the column page of an article of another column', async () => {
    answer = () =>
      HttpResponse.json(
        okEnvelope({ ...NEWS, columnPath: [{ id: '5a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', code: 'quality', columnName: '质量服务' }] }),
      );
    renderPage(NEWS.id);
    expect(await screen.findByRole('link', { name: '返回质量服务' }, { timeout: 5000 })).toHaveAttribute('href', '/page/quality');
  });

  it('says 资讯不存在或已下线 for an article not on the portal', async () => {
    answer = () => HttpResponse.json(failEnvelope('NOT_FOUND_ENTITY', '资讯不存在'));
    renderPage(NEWS.id);
    expect(await screen.findByText('资讯不存在或已下线', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回行业资讯' })).toHaveAttribute('href', '/page/industryinfo');
    expect(screen.queryByRole('button', { name: '重新加载' })).not.toBeInTheDocument();
  });

  it('asks nothing of the server without an id', async () => {
    renderPage(undefined);
    expect(await screen.findByText('资讯不存在或已下线', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(requested).toEqual([]);
  });

  it('shows 加载失败 on a server failure and loads again with 重新加载', async () => {
    let calls = 0;
    answer = () => {
      calls += 1;
      return calls === 1 ? HttpResponse.json(failEnvelope('INTERNAL', '服务器内部错误', '请稍后重试'), { status: 500 }) : HttpResponse.json(okEnvelope(NEWS));
    };
    renderPage(NEWS.id);
    expect(await screen.findByText('加载失败', {}, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('article', { name: NEWS.title })).toBeInTheDocument();
  });

  it('previews an article in any state for staff, through the preview operation, with its state', async () => {
    render(<NewsDetailPage id={NEWS.id} preview />, {
      wrapper: createTestWrapper({ path: `/page/industryinfodetails?id=${NEWS.id}&preview=1` }),
    });
    expect(await screen.findByRole('article', { name: '草稿：专精特新申报通知' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('当前状态：草稿，门户不可见。')).toBeInTheDocument();
    expect(previewed).toEqual([NEWS.id]);
    // the portal operation (which counts a view) is not called
    expect(requested).toEqual([]);
  });
});
