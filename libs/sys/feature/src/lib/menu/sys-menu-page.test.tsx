import { okEnvelope } from '@qifu/sdk/testing';
import { clearSession, permissionsAtom, sessionStore, setTokens } from '@qifu/session';
import { apiUrl, createTestWrapper, render, screen, setupMsw, userEvent, waitFor, within } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { SysMenuPage } from './sys-menu-page';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const node = (n: number, parent: number | null, title: string, menuType: 'menu' | 'button', extra: object = {}, children: unknown[] = []) => ({
  id: id(n),
  parentId: parent === null ? null : id(parent),
  title,
  name: null,
  path: null,
  icon: null,
  menuType,
  permission: null,
  sort: n,
  noAuth: false,
  visible: true,
  builtIn: false,
  children,
  ...extra,
});
const TREE = [
  node(1, null, '系统管理', 'menu', { path: '/work/sys', builtIn: true }, [
    node(2, 1, '直播管理', 'menu', { path: '/work/sys/live' }, [node(3, 2, '发布', 'button', { permission: 'sys:live:publish' })]),
  ]),
];

const saved: unknown[] = [];
const deleted: unknown[] = [];
setupMsw(
  http.get(apiUrl('/sys/menu/tree'), () => HttpResponse.json(okEnvelope(TREE))),
  http.post(apiUrl('/sys/menu/save'), async ({ request }) => {
    saved.push(await request.json());
    return HttpResponse.json(okEnvelope({ id: id(9) }, '保存成功'));
  }),
  http.post(apiUrl('/sys/menu/delete'), async ({ request }) => {
    deleted.push(await request.json());
    return HttpResponse.json(okEnvelope(null, '删除成功'));
  }),
);

beforeEach(() => {
  saved.length = 0;
  deleted.length = 0;
  setTokens('access-token', 'refresh-token');
});
afterEach(() => clearSession());

async function rowOf(title: string) {
  const table = await screen.findByRole('table', { name: '菜单列表' }, { timeout: 5000 });
  const row = within(table).getByText(title).closest('tr');
  if (!row) throw new Error('no row');
  return within(row);
}

describe('菜单管理', { timeout: 20_000 }, () => {
  it('shows the tree with types and permission strings; folds a node; no buttons without permission', async () => {
    sessionStore.set(permissionsAtom, ['sys:menu:list']);
    render(<SysMenuPage />, { wrapper: createTestWrapper({ notifications: true }) });
    const live = await rowOf('直播管理');
    expect(live.getByText('/work/sys/live')).toBeInTheDocument();
    expect(screen.getByText('sys:live:publish')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新增菜单' })).not.toBeInTheDocument();
    expect(live.queryByRole('button', { name: '编辑' })).not.toBeInTheDocument();
    await userEvent.click(live.getByRole('button', { name: '收起' }));
    expect(screen.queryByText('sys:live:publish')).not.toBeInTheDocument();
  });

  it('adds a button below a menu with its permission string', async () => {
    sessionStore.set(permissionsAtom, ['sys:menu:list', 'sys:menu:save', 'sys:menu:delete']);
    render(<SysMenuPage />, { wrapper: createTestWrapper({ notifications: true }) });
    await userEvent.click((await rowOf('直播管理')).getByRole('button', { name: '新增下级' }));
    const dialog = within(await screen.findByRole('dialog', { name: '新增菜单' }));
    await userEvent.click(dialog.getByRole('radio', { name: '按钮' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /菜单标题/ }), '删除');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    expect(await dialog.findByText('请输入权限字符串')).toBeInTheDocument();
    await userEvent.type(dialog.getByRole('textbox', { name: /权限字符串/ }), 'sys:live:delete');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(saved).toEqual([
        { parentId: id(2), title: '删除', menuType: 'button', permission: 'sys:live:delete', sort: 0, visible: true, noAuth: false },
      ]),
    );
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
  });

  it('offers no 删除 for a built-in item and deletes others after confirmation', async () => {
    sessionStore.set(permissionsAtom, ['sys:menu:list', 'sys:menu:delete']);
    render(<SysMenuPage />, { wrapper: createTestWrapper({ notifications: true }) });
    expect((await rowOf('系统管理')).queryByRole('button', { name: '删除' })).not.toBeInTheDocument();
    await userEvent.click((await rowOf('发布')).getByRole('button', { name: '删除' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: '提示' })).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(deleted).toEqual([{ id: id(3) }]));
  });
});
