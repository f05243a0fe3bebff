import { okEnvelope } from '@qifu/sdk/testing';
import { clearSession, permissionsAtom, sessionStore, setTokens } from '@qifu/session';
import { apiUrl, createTestWrapper, render, screen, setupMsw, userEvent, waitFor, within } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { SysRolePage } from './sys-role-page';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const ROLE = {
  id: id(100),
  roleName: '运营专员',
  roleCode: 'YYF_STAFF',
  userType: 'YYF',
  remark: null,
  enableFlag: '1',
  sort: 1,
  userCount: 2,
  builtIn: false,
  createTime: '2026-10-08T02:00:00.000Z',
};
const node = (n: number, parent: number | null, title: string, menuType: 'menu' | 'button', permission: string | null, children: unknown[] = []) => ({
  id: id(n),
  parentId: parent === null ? null : id(parent),
  title,
  name: null,
  path: menuType === 'menu' && parent !== null ? `/work/sys/${n}` : null,
  icon: null,
  menuType,
  permission,
  sort: n,
  noAuth: false,
  visible: true,
  children,
});
const TREE = [
  node(1, null, '系统管理', 'menu', null, [
    node(2, 1, '用户管理', 'menu', 'sys:user:list', [
      node(3, 2, '新增用户', 'button', 'sys:user:save'),
      node(4, 2, '删除用户', 'button', 'sys:user:delete'),
    ]),
    node(5, 1, '角色管理', 'menu', 'sys:role:list'),
  ]),
];

const bodies: Record<string, unknown[]> = {};
const record = (path: string, data: unknown = null, msg = '操作成功') =>
  http.post(apiUrl(path), async ({ request }) => {
    (bodies[path] ??= []).push(await request.json());
    return HttpResponse.json(okEnvelope(data, msg));
  });

setupMsw(
  http.get(apiUrl('/sys/role/list'), () => HttpResponse.json(okEnvelope({ list: [ROLE], total: 1 }))),
  http.get(apiUrl('/sys/role/detail'), () => HttpResponse.json(okEnvelope({ ...ROLE, menuIds: [id(1), id(5)] }))),
  http.get(apiUrl('/sys/menu/tree'), () => HttpResponse.json(okEnvelope(TREE))),
  http.get(apiUrl('/sys/dataRule/list'), () => HttpResponse.json(okEnvelope({ list: [], total: 0 }))),
  record('/sys/role/grant', null, '授权成功'),
  record('/sys/role/save', { id: id(101) }, '保存成功'),
  record('/sys/role/delete', null, '删除成功'),
);

const ALL = ['sys:role:list', 'sys:role:detail', 'sys:role:save', 'sys:role:delete', 'sys:role:grant', 'sys:menu:list', 'sys:dataRule:list'];

beforeEach(() => {
  for (const key of Object.keys(bodies)) delete bodies[key];
  setTokens('access-token', 'refresh-token');
});
afterEach(() => clearSession());

function renderPage(permissions: string[]) {
  sessionStore.set(permissionsAtom, permissions);
  render(<SysRolePage />, { wrapper: createTestWrapper({ notifications: true }) });
}

async function roleRow() {
  const cell = await screen.findByText('YYF_STAFF', {}, { timeout: 5000 });
  const row = cell.closest('tr');
  if (!row) throw new Error('no row');
  return within(row);
}

describe('角色管理', { timeout: 20_000 }, () => {
  it('removes the buttons the user has no permission for', async () => {
    renderPage(['sys:role:list', 'sys:role:grant']);
    const row = await roleRow();
    expect(row.getByRole('button', { name: '授权' })).toBeInTheDocument();
    expect(row.queryByRole('button', { name: '编辑' })).not.toBeInTheDocument();
    expect(row.queryByRole('button', { name: '删除' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新增角色' })).not.toBeInTheDocument();
  });

  it('grants the ticked menus and buttons (a menu ticks its buttons and parents; a button can be left out)', async () => {
    renderPage(ALL);
    const row = await roleRow();
    await userEvent.click(row.getByRole('button', { name: '授权' }));
    const dialog = within(await screen.findByRole('dialog', { name: '角色授权：运营专员' }));
    const roles = await dialog.findByRole('checkbox', { name: /^角色管理/ });
    expect(roles).toBeChecked();
    expect(dialog.getByRole('checkbox', { name: /^用户管理/ })).not.toBeChecked();
    expect(dialog.getByText('sys:user:delete')).toBeInTheDocument();

    await userEvent.click(dialog.getByRole('checkbox', { name: /^用户管理/ }));
    expect(dialog.getByRole('checkbox', { name: /^新增用户/ })).toBeChecked();
    expect(dialog.getByRole('checkbox', { name: /^删除用户/ })).toBeChecked();
    await userEvent.click(dialog.getByRole('checkbox', { name: /^删除用户/ }));
    await userEvent.click(dialog.getByRole('button', { name: '保存授权' }));

    await waitFor(() => expect(bodies['/sys/role/grant']).toHaveLength(1));
    expect(bodies['/sys/role/grant']?.[0]).toEqual({ roleId: ROLE.id, menuIds: [id(1), id(2), id(3), id(5)] });
    expect(await screen.findByText('授权成功')).toBeInTheDocument();
  });

  it('unticking a menu removes its buttons but keeps its parent', async () => {
    renderPage(ALL);
    await userEvent.click((await roleRow()).getByRole('button', { name: '授权' }));
    const dialog = within(await screen.findByRole('dialog', { name: '角色授权：运营专员' }));
    await userEvent.click(await dialog.findByRole('checkbox', { name: /^用户管理/ }));
    await userEvent.click(dialog.getByRole('checkbox', { name: /^用户管理/ }));
    await userEvent.click(dialog.getByRole('checkbox', { name: /^角色管理/ }));
    await userEvent.click(dialog.getByRole('button', { name: '保存授权' }));
    await waitFor(() => expect(bodies['/sys/role/grant']?.[0]).toEqual({ roleId: ROLE.id, menuIds: [id(1)] }));
  });

  it('creates a role with the right body', async () => {
    renderPage(ALL);
    await roleRow();
    await userEvent.click(screen.getByRole('button', { name: '新增角色' }));
    const dialog = within(await screen.findByRole('dialog', { name: '新增角色' }));
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    expect(await dialog.findByText('请输入角色名称')).toBeInTheDocument();
    expect(dialog.getByText('请输入角色编码')).toBeInTheDocument();
    expect(dialog.getByText('请选择用户类型')).toBeInTheDocument();
    await userEvent.type(dialog.getByRole('textbox', { name: /角色名称/ }), '直播管理员');
    await userEvent.type(dialog.getByRole('textbox', { name: /角色编码/ }), 'LIVE_ADMIN');
    await userEvent.click(dialog.getByRole('textbox', { name: /用户类型/ }));
    await userEvent.click(await dialog.findByRole('option', { name: '运营方' }));
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(bodies['/sys/role/save']?.[0]).toEqual({ roleName: '直播管理员', roleCode: 'LIVE_ADMIN', userType: 'YYF', enableFlag: '1', sort: 0 }),
    );
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
  });

  it('deletes a role only after confirmation', async () => {
    renderPage(ALL);
    await userEvent.click((await roleRow()).getByRole('button', { name: '删除' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: '提示' })).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(bodies['/sys/role/delete']).toEqual([{ id: ROLE.id }]));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
  });
});
