/**
 * Menus (issue 4): the tree with hidden pages and buttons, checks before saving, built-in entries
 * protected, visibility in the sidebar. Through the real API, with the Chinese refusals (nothing
 * changed).
 */
import { describe, expect, it } from 'vitest';

import { auth, body, loginAs } from '../../../testing/test-server';
import { find, get, type MenuNode, type Page, post, type Role, server, startAdminServer } from '../../../testing/admin-test-kit';

startAdminServer();

describe('menus', () => {
  it('answers the whole tree with hidden pages and buttons; keyword keeps hits and their parents', async () => {
    const tree = (await get<MenuNode[]>('/sys/menu/tree')).data ?? [];
    const calls = find(tree, '话务管理') as MenuNode;
    expect(calls).toMatchObject({ visible: false, builtIn: true });
    expect(find(tree, '话务记录')?.children.map((b) => b.permission)).toEqual(['call:data:list', 'call:data:save', 'call:data:delete', 'call:data:statistics', 'call:data:export']);
    const hit = (await get<MenuNode[]>(`/sys/menu/tree?keyword=${encodeURIComponent('数据规则')}`)).data ?? [];
    expect(hit.map((n) => n.title)).toEqual(['系统管理']);
    expect(hit[0]?.children.map((n) => n.title)).toEqual(['数据规则']);
  });

  it('checks entries before saving, protects built-in ones, and shows a new visible page to the granted role at once', async () => {
    const tree = (await get<MenuNode[]>('/sys/menu/tree')).data ?? [];
    const sys = find(tree, '系统管理') as MenuNode;
    const userPage = find(tree, '用户管理') as MenuNode;
    const listButton = userPage.children.find((c) => c.permission === 'sys:user:list') as MenuNode;
    expect(await post('/sys/menu/save', { parentId: sys.id, title: '按钮', menuType: 'button', sort: 1 })).toMatchObject({ code: 'BUSINESS_RULE', msg: '按钮必须填写权限字符串' });
    expect(await post('/sys/menu/save', { parentId: sys.id, title: '页面', menuType: 'menu', sort: 1 })).toMatchObject({ code: 'BUSINESS_RULE', msg: '菜单必须填写路由地址' });
    expect(await post('/sys/menu/save', { id: sys.id, parentId: userPage.id, title: '系统管理', menuType: 'menu', path: '/work/sys', sort: 90 })).toMatchObject({
      code: 'BUSINESS_RULE',
      msg: '上级菜单不能是自身或其下级',
    });
    expect(await post('/sys/menu/save', { parentId: listButton.id, title: '子项', menuType: 'menu', path: '/x', sort: 1 })).toMatchObject({ code: 'BUSINESS_RULE', msg: '按钮下不能添加下级' });
    expect(await post('/sys/menu/save', { id: listButton.id, parentId: userPage.id, title: '查询', menuType: 'button', permission: 'sys:user:other', sort: 1 })).toMatchObject({
      code: 'BUSINESS_RULE',
      msg: '系统内置菜单不能修改类型和权限字符串',
    });
    expect(await post('/sys/menu/save', { parentId: sys.id, title: '重名', menuType: 'menu', name: 'sysUser', path: '/work/sys/x', sort: 1 })).toMatchObject({ code: 'CONFLICT' });
    expect(await post('/sys/menu/delete', { id: sys.id })).toMatchObject({ code: 'BUSINESS_RULE', msg: '请先删除下级菜单' });
    expect(await post('/sys/menu/delete', { id: listButton.id })).toMatchObject({ code: 'BUSINESS_RULE', msg: '系统内置菜单不能删除，可设置为不显示' });

    const page = await post<{ id: string }>('/sys/menu/save', { parentId: sys.id, title: '运营看板', name: 'opsBoard', menuType: 'menu', path: '/work/sys/ops', sort: 50, visible: true });
    const button = await post<{ id: string }>('/sys/menu/save', { parentId: page.data?.id, title: '查看', menuType: 'button', permission: 'sys:ops:view', sort: 1 });
    expect(button).toMatchObject({ success: true });
    const yyfRole = ((await get<Page<Role>>('/sys/role/list')).data?.list ?? []).find((r) => r.roleCode === 'YYF') as Role;
    const granted = (await get<Role>(`/sys/role/detail?id=${yyfRole.id}`)).data?.menuIds ?? [];
    await post('/sys/role/grant', { roleId: yyfRole.id, menuIds: [...granted, button.data?.id] });
    const yyf = await loginAs(server, 'yyf');
    const menus = (await get<{ menuList: { path: string; children: { path: string }[] }[]; permissions: string[] }>('/sys/activeUser/getMenus', yyf.token)).data;
    expect(menus?.menuList.find((m) => m.path === '/work/sys')?.children.map((c) => c.path)).toContain('/work/sys/ops');
    expect(menus?.permissions).toContain('sys:ops:view');

    // a custom leaf can be deleted; its grants go with it
    expect(await post('/sys/menu/delete', { id: button.data?.id })).toMatchObject({ success: true });
    expect(await post('/sys/menu/delete', { id: page.data?.id })).toMatchObject({ success: true });
    const after = (await get<{ permissions: string[] }>('/sys/activeUser/getMenus', yyf.token)).data;
    expect(after?.permissions).not.toContain('sys:ops:view');
    expect(await get(`/sys/menu/detail?id=${page.data?.id}`)).toMatchObject({ code: 'NOT_FOUND_ENTITY', msg: '菜单不存在' });
    expect((await get<{ parentTitle: string }>(`/sys/menu/detail?id=${listButton.id}`)).data).toMatchObject({ parentTitle: '用户管理', builtIn: true });
  });

  it('keeps hidden pages out of the sidebar while their permissions count, and shows them once visible', async () => {
    const yyf = await loginAs(server, 'yyf');
    const before = (await get<{ menuList: { path: string }[]; permissions: string[] }>('/sys/activeUser/getMenus', yyf.token)).data;
    expect(before?.permissions).toContain('call:data:list');
    expect(before?.menuList.map((m) => m.path)).not.toContain('/work/call');
    // the permission of a hidden page's button is enough for its operation
    const records = await server.app.inject({ url: '/api/call/data/list', headers: auth(yyf.token) });
    expect(body(records).code).not.toBe('FORBIDDEN');
    const dept = await loginAs(server, 'dept');
    expect(body(await server.app.inject({ url: '/api/call/data/list', headers: auth(dept.token) })).code).toBe('FORBIDDEN');

    const tree = (await get<MenuNode[]>('/sys/menu/tree')).data ?? [];
    const calls = find(tree, '话务管理') as MenuNode;
    const page = find(tree, '话务记录') as MenuNode;
    const save = (n: MenuNode, visible: boolean, sort: number) =>
      post('/sys/menu/save', { id: n.id, parentId: calls.id === n.id ? null : calls.id, title: n.title, menuType: 'menu', path: n.path, sort, visible });
    await save(page, true, 1);
    // a visible page under a hidden catalog stays hidden
    expect((await get<{ menuList: { path: string }[] }>('/sys/activeUser/getMenus', yyf.token)).data?.menuList.map((m) => m.path)).not.toContain('/work/call');
    await save(calls, true, 21);
    const shown = (await get<{ menuList: { path: string; children: { path: string }[] }[] }>('/sys/activeUser/getMenus', yyf.token)).data;
    expect(shown?.menuList.find((m) => m.path === '/work/call')?.children.map((c) => c.path)).toEqual(['/work/call/data']);
    await save(calls, false, 21);
    await save(page, false, 1);
  });
});
