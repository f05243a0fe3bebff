import { PERM } from '@qifu/sdk';
import { okEnvelope } from '@qifu/sdk/testing';
import { clearSession, permissionsAtom, sessionStore, setTokens } from '@qifu/session';
import { apiUrl, createTestWrapper, render, screen, setupMsw, userEvent, waitFor, within } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { newsItem } from '../../testing/fixtures';
import { CmsNewsPage, newsListQuery } from './news-page';
import { toNewsForm } from './news-form';

const DRAFT = newsItem(1, { title: '关于2027年度专精特新申报的通知（草稿）', status: '0', publishTime: null });
const PUBLISHED = newsItem(2, { title: '德清县召开制造业高质量发展推进会', status: '1', isTop: true });
const OFFLINE = newsItem(3, { title: '地理信息产业周活动回顾', status: '2' });
const COLUMN_TREE = [
  {
    id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
    parentId: null,
    columnName: '行业资讯',
    code: 'industryinfo',
    description: null,
    linkUrl: null,
    sort: 1,
    isShow: true,
    remark: null,
    newsCount: 3,
    createTime: '2026-01-05T02:00:00.000Z',
    children: [],
  },
];

const posted: Record<string, unknown[]> = {};
const listQueries: URLSearchParams[] = [];
setupMsw(
  http.get(apiUrl('/cms/news/list'), ({ request }) => {
    listQueries.push(new URL(request.url).searchParams);
    return HttpResponse.json(okEnvelope({ list: [PUBLISHED, DRAFT, OFFLINE], total: 3 }));
  }),
  http.get(apiUrl('/cms/news/column/list'), () => HttpResponse.json(okEnvelope(COLUMN_TREE))),
  ...['publish', 'offPublish', 'delete', 'setTop', 'isShow'].map((action) =>
    http.post(apiUrl(`/cms/news/${action}`), async ({ request }) => {
      (posted[action] ??= []).push(await request.json());
      const msg = { publish: '发布成功', offPublish: '下线成功', delete: '删除成功' }[action] ?? '操作成功';
      return HttpResponse.json(okEnvelope(null, msg));
    }),
  ),
);

const ALL = [
  PERM.cmsNewsList,
  PERM.cmsNewsAdd,
  PERM.cmsNewsModify,
  PERM.cmsNewsDelete,
  PERM.cmsNewsPublish,
  PERM.cmsNewsOffPublish,
  PERM.cmsNewsSetTop,
  PERM.cmsNewsIsShow,
  PERM.cmsNewsMove,
  PERM.cmsNewsPreview,
  PERM.cmsColumnList,
];

beforeEach(() => {
  for (const key of Object.keys(posted)) delete posted[key];
  listQueries.length = 0;
  setTokens('access-token', 'refresh-token');
});
afterEach(() => clearSession());

async function rowOf(title: string) {
  const table = await screen.findByRole('table', { name: '新闻列表' }, { timeout: 5000 });
  const row = (await within(table).findByText(title, {}, { timeout: 5000 })).closest('tr');
  if (!row) throw new Error('no row');
  return within(row);
}

describe('新闻内容', { timeout: 20_000 }, () => {
  it('lists the articles with their column, state label and top mark', async () => {
    sessionStore.set(permissionsAtom, ALL);
    render(<CmsNewsPage />, { wrapper: createTestWrapper({ notifications: true }) });
    const published = await rowOf(PUBLISHED.title);
    expect(published.getByText('已发布')).toBeInTheDocument();
    expect(published.getByText('置顶')).toBeInTheDocument();
    expect(published.getByText('工作动态')).toBeInTheDocument();
    expect((await rowOf(DRAFT.title)).getByText('草稿')).toBeInTheDocument();
    expect((await rowOf(OFFLINE.title)).getByText('已下线')).toBeInTheDocument();
    expect(listQueries[0]?.get('page')).toBe('1');
  });

  it('offers 发布 only to drafts and offline articles, 下线 only to published ones, as the publish table says', async () => {
    sessionStore.set(permissionsAtom, ALL);
    render(<CmsNewsPage />, { wrapper: createTestWrapper({ notifications: true }) });
    const draft = await rowOf(DRAFT.title);
    expect(draft.getByRole('button', { name: '发布' })).toBeInTheDocument();
    expect(draft.queryByRole('button', { name: '下线' })).not.toBeInTheDocument();
    const offline = await rowOf(OFFLINE.title);
    expect(offline.getByRole('button', { name: '发布' })).toBeInTheDocument();
    const published = await rowOf(PUBLISHED.title);
    expect(published.queryByRole('button', { name: '发布' })).not.toBeInTheDocument();
    expect(published.getByRole('button', { name: '下线' })).toBeInTheDocument();
    // a published article cannot be deleted
    expect(published.queryByRole('button', { name: '删除' })).not.toBeInTheDocument();

    await userEvent.click(draft.getByRole('button', { name: '发布' }));
    const confirm = within(await screen.findByRole('dialog', { name: '提示' }));
    expect(confirm.getByText(`确定要发布新闻“${DRAFT.title}”吗？发布后将在门户展示。`)).toBeInTheDocument();
    await userEvent.click(confirm.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(posted['publish']).toEqual([{ ids: [DRAFT.id] }]));
    expect(await screen.findByText('发布成功')).toBeInTheDocument();
  });

  it('asks before deleting and sends nothing when cancelled', async () => {
    sessionStore.set(permissionsAtom, ALL);
    render(<CmsNewsPage />, { wrapper: createTestWrapper({ notifications: true }) });
    const draft = await rowOf(DRAFT.title);
    await userEvent.click(draft.getByRole('button', { name: '删除' }));
    let dialog = within(await screen.findByRole('dialog', { name: '提示' }));
    expect(dialog.getByText(`确定要删除新闻“${DRAFT.title}”吗？`)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '提示' })).not.toBeInTheDocument());
    expect(posted['delete']).toBeUndefined();

    await userEvent.click(draft.getByRole('button', { name: '删除' }));
    dialog = within(await screen.findByRole('dialog', { name: '提示' }));
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(posted['delete']).toEqual([{ ids: [DRAFT.id] }]));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
  });

  it('hides the actions the user holds no permission for', async () => {
    sessionStore.set(permissionsAtom, [PERM.cmsNewsList, PERM.cmsNewsModify, PERM.cmsColumnList]);
    render(<CmsNewsPage />, { wrapper: createTestWrapper({ notifications: true }) });
    const draft = await rowOf(DRAFT.title);
    expect(draft.getByRole('button', { name: '编辑' })).toBeInTheDocument();
    for (const name of ['发布', '删除', /更多/]) {
      expect(draft.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: '新增新闻' })).not.toBeInTheDocument();
  });

  it('sets on top and previews from 更多, each action only with its permission', async () => {
    sessionStore.set(permissionsAtom, [PERM.cmsNewsList, PERM.cmsNewsSetTop, PERM.cmsNewsPreview, PERM.cmsColumnList]);
    render(<CmsNewsPage />, { wrapper: createTestWrapper({ notifications: true }) });
    await userEvent.click((await rowOf(DRAFT.title)).getByRole('button', { name: /更多/ }));
    const link = await screen.findByRole('menuitem', { name: '预览' });
    expect(link).toHaveAttribute('href', `/page/industryinfodetails?id=${DRAFT.id}&preview=1`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('menuitem', { name: '移动' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: '在门户隐藏' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: '置顶' }));
    await waitFor(() => expect(posted['setTop']).toEqual([{ id: DRAFT.id, isTop: true }]));

    await userEvent.click((await rowOf(PUBLISHED.title)).getByRole('button', { name: /更多/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '取消置顶' }));
    await waitFor(() => expect(posted['setTop']).toEqual([{ id: DRAFT.id, isTop: true }, { id: PUBLISHED.id, isTop: false }]));
  });
});

describe('newsListQuery', () => {
  it('turns the publish date range into the days of listNews and drops empty filters', () => {
    const options = newsListQuery({
      page: 2,
      pageSize: 10,
      keyword: '推进会',
      columnId: null,
      status: '1',
      published: [new Date(2026, 2, 1), new Date(2026, 2, 31)],
    });
    expect(options.queryKey.at(-1)).toEqual({ page: 2, pageSize: 10, keyword: '推进会', status: '1', startTime: '2026-03-01', endTime: '2026-03-31' });
  });
});

describe('toNewsForm', () => {
  it('trims texts, clears empty optional ones and keeps the cover’s name and path', () => {
    expect(
      toNewsForm({
        columnId: 'c1',
        title: ' 标题 ',
        subTitle: ' ',
        author: '县经信局',
        source: '',
        cover: [{ fileName: '封面.jpg', filePath: '2026/11/a.jpg', exName: 'jpg' }],
        summary: '',
        isShow: false,
        content: '<p>正文</p>',
      }),
    ).toEqual({
      columnId: 'c1',
      title: '标题',
      subTitle: null,
      author: '县经信局',
      source: null,
      coverImage: { fileName: '封面.jpg', filePath: '2026/11/a.jpg' },
      summary: null,
      isShow: false,
      content: '<p>正文</p>',
    });
  });
});
