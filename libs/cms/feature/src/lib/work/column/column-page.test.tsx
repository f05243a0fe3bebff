import { PERM } from '@qifu/sdk';
import { failEnvelope, okEnvelope } from '@qifu/sdk/testing';
import { clearSession, permissionsAtom, sessionStore, setTokens } from '@qifu/session';
import { apiUrl, createTestWrapper, render, screen, setupMsw, userEvent, waitFor, within } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { toColumnForm } from './column-form';
import { CmsColumnPage } from './column-page';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const column = (n: number, parent: number | null, columnName: string, code: string, extra: object = {}, children: unknown[] = []) => ({
  id: id(n),
  parentId: parent === null ? null : id(parent),
  columnName,
  code,
  description: null,
  linkUrl: null,
  sort: n,
  isShow: true,
  remark: null,
  newsCount: 2,
  createTime: '2026-01-05T02:00:00.000Z',
  children,
  ...extra,
});
const TREE = [
  column(1, null, '行业资讯', 'industryinfo', {}, [
    column(2, 1, '工作动态', 'workNews'),
    column(3, 1, '行业动态', 'industryNews', { isShow: false }),
    column(4, 1, '通知公告', 'notice'),
  ]),
  column(5, null, '商事法律服务', 'commercialLaw'),
];

const posted: Record<string, unknown[]> = {};
const treeQueries: URLSearchParams[] = [];
setupMsw(
  http.get(apiUrl('/cms/news/column/list'), ({ request }) => {
    treeQueries.push(new URL(request.url).searchParams);
    return HttpResponse.json(okEnvelope(TREE));
  }),
  http.post(apiUrl('/cms/news/column/move'), async ({ request }) => {
    (posted['move'] ??= []).push(await request.json());
    return HttpResponse.json(okEnvelope(null, '移动成功'));
  }),
  http.post(apiUrl('/cms/news/column/isShow'), async ({ request }) => {
    (posted['isShow'] ??= []).push(await request.json());
    return HttpResponse.json(okEnvelope(null));
  }),
  http.post(apiUrl('/cms/news/column/delete'), async ({ request }) => {
    (posted['delete'] ??= []).push(await request.json());
    return HttpResponse.json(failEnvelope('BUSINESS_RULE', '请先删除下级栏目和栏目下的新闻'));
  }),
);

const ALL = [PERM.cmsColumnList, PERM.cmsColumnAdd, PERM.cmsColumnModify, PERM.cmsColumnDelete, PERM.cmsColumnIsShow, PERM.cmsColumnMove];

beforeEach(() => {
  for (const key of Object.keys(posted)) delete posted[key];
  treeQueries.length = 0;
  setTokens('access-token', 'refresh-token');
});
afterEach(() => clearSession());

async function rowOf(name: string) {
  const table = await screen.findByRole('table', { name: '栏目列表' }, { timeout: 5000 });
  const row = within(table).getByText(name).closest('tr');
  if (!row) throw new Error('no row');
  return within(row);
}

describe('栏目管理', { timeout: 20_000 }, () => {
  it('shows the columns as a tree that folds, with code, shown state and article count', async () => {
    sessionStore.set(permissionsAtom, ALL);
    render(<CmsColumnPage />, { wrapper: createTestWrapper({ notifications: true }) });
    const top = await rowOf('行业资讯');
    expect(top.getByText('industryinfo')).toBeInTheDocument();
    expect((await rowOf('行业动态')).getByText('隐藏')).toBeInTheDocument();
    await userEvent.click(top.getByRole('button', { name: '收起' }));
    expect(within(screen.getByRole('table', { name: '栏目列表' })).queryByText('工作动态')).not.toBeInTheDocument();
    await userEvent.click(top.getByRole('button', { name: '展开' }));
    expect(await rowOf('工作动态')).toBeTruthy();
  });

  it('moves a column among its siblings, never past the ends', async () => {
    sessionStore.set(permissionsAtom, ALL);
    render(<CmsColumnPage />, { wrapper: createTestWrapper({ notifications: true }) });
    const first = await rowOf('工作动态');
    expect(first.getByRole('button', { name: '上移：工作动态' })).toBeDisabled();
    expect((await rowOf('通知公告')).getByRole('button', { name: '下移：通知公告' })).toBeDisabled();
    await userEvent.click(first.getByRole('button', { name: '下移：工作动态' }));
    await waitFor(() => expect(posted['move']).toEqual([{ id: id(2), direction: 'down' }]));
    expect(await screen.findByText('移动成功')).toBeInTheDocument();
  });

  it('asks before hiding a column and shows a hidden one again at once', async () => {
    sessionStore.set(permissionsAtom, ALL);
    render(<CmsColumnPage />, { wrapper: createTestWrapper({ notifications: true }) });
    await userEvent.click((await rowOf('通知公告')).getByRole('button', { name: '隐藏' }));
    const dialog = within(await screen.findByRole('dialog', { name: '提示' }));
    expect(dialog.getByText('确定要在门户隐藏栏目“通知公告”吗？其下级栏目和新闻将一并隐藏。')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await userEvent.click((await rowOf('行业动态')).getByRole('button', { name: '显示' }));
    await waitFor(() =>
      expect(posted['isShow']).toEqual([
        { id: id(4), isShow: false },
        { id: id(3), isShow: true },
      ]),
    );
  });

  it('asks before deleting; a refusal of the server keeps the dialog open', async () => {
    sessionStore.set(permissionsAtom, ALL);
    render(<CmsColumnPage />, { wrapper: createTestWrapper({ notifications: true }) });
    await userEvent.click((await rowOf('行业资讯')).getByRole('button', { name: '删除：行业资讯' }));
    const dialog = within(await screen.findByRole('dialog', { name: '提示' }));
    expect(dialog.getByText('确定要删除栏目“行业资讯”吗？')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(posted['delete']).toEqual([{ ids: [id(1)] }]));
    expect(screen.getByRole('dialog', { name: '提示' })).toBeInTheDocument();
  });

  it('searches by name and shows only the list permission’s view without other grants', async () => {
    sessionStore.set(permissionsAtom, [PERM.cmsColumnList]);
    render(<CmsColumnPage />, { wrapper: createTestWrapper({ notifications: true }) });
    const row = await rowOf('行业资讯');
    for (const name of ['新增下级', '编辑', '隐藏']) expect(row.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新增栏目' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: '栏目名称' }), '通知');
    await userEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(treeQueries.at(-1)?.get('columnName')).toBe('通知'));
  });
});

describe('toColumnForm', () => {
  it('leaves out an empty code and order and clears empty optional texts', () => {
    expect(
      toColumnForm({ parentId: null, columnName: ' 合规指引 ', code: ' ', sort: '', isShow: true, linkUrl: '', remark: ' ', description: '<p></p>' }),
    ).toEqual({ parentId: null, columnName: '合规指引', isShow: true, linkUrl: null, remark: null, description: null });
    expect(
      toColumnForm({ parentId: id(1), columnName: '合规', code: 'lawCompliance', sort: 3, isShow: false, linkUrl: 'https://a.cn', remark: '', description: '<p>介绍</p>' }),
    ).toMatchObject({ code: 'lawCompliance', sort: 3, linkUrl: 'https://a.cn', description: '<p>介绍</p>' });
  });
});
