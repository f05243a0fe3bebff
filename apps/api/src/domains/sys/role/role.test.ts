/**
 * Roles and grants (issue 4): built-in roles protected, unique codes, menu grants with their
 * parents, deleting only unused custom roles. Through the real API, with the Chinese refusals
 * (nothing changed).
 */
import { describe, expect, it } from 'vitest';

import { enc, find, get, type MenuNode, officeId, type Page, PASSWORD, post, type Role, startAdminServer } from '../../../testing/admin-test-kit';

startAdminServer();

describe('roles and grants', () => {
  it('lists the built-in roles (protected) with their user counts', async () => {
    const page = await get<Page<Role>>('/sys/role/list');
    expect(page.data?.list.map((r) => r.roleCode)).toEqual(['ADMIN', 'YYF', 'GOV', 'DEPT', 'CALL', 'QY', 'GR']);
    expect(page.data?.list.every((r) => r.builtIn)).toBe(true);
    expect(page.data?.list.find((r) => r.roleCode === 'ADMIN')?.userCount).toBe(1);
    expect((await get<Page<Role>>('/sys/role/list?keyword=话务')).data?.list.map((r) => r.roleCode)).toEqual(['CALL']);
    const options = await get<{ label: string; value: string }[]>('/sys/role/options?userType=QY');
    expect(options.data?.map((o) => o.label)).toEqual(['企业用户']);
  });

  it('protects built-in roles and keeps codes unique', async () => {
    const roles = (await get<Page<Role>>('/sys/role/list')).data?.list ?? [];
    const admin = roles.find((r) => r.roleCode === 'ADMIN') as Role;
    const qy = roles.find((r) => r.roleCode === 'QY') as Role;
    expect(await post('/sys/role/save', { id: qy.id, roleName: '企业', roleCode: 'ENT', userType: 'QY' })).toMatchObject({
      code: 'BUSINESS_RULE',
      msg: '内置角色不能修改编码和用户类型',
    });
    expect(await post('/sys/role/save', { id: admin.id, roleName: '平台管理员', roleCode: 'ADMIN', userType: 'ADMIN', enableFlag: '0' })).toMatchObject({
      code: 'BUSINESS_RULE',
    });
    expect(await post('/sys/role/delete', { id: qy.id })).toMatchObject({ code: 'BUSINESS_RULE', msg: '内置角色不能删除' });
    expect(await post('/sys/role/save', { roleName: '重复', roleCode: 'YYF', userType: 'YYF' })).toMatchObject({ code: 'CONFLICT', msg: '角色编码已存在' });
    // a built-in role may be renamed
    expect(await post('/sys/role/save', { id: qy.id, roleName: '企业用户', roleCode: 'QY', userType: 'QY', remark: '企业' })).toMatchObject({ success: true });
  });

  it('grants menus with their parents, refuses unknown ids, and deletes only unused custom roles', async () => {
    const created = await post<{ id: string }>('/sys/role/save', { roleName: '只读管理员', roleCode: 'READER', userType: 'ADMIN', sort: 20 });
    const roleId = created.data?.id as string;
    const tree = (await get<MenuNode[]>('/sys/menu/tree')).data ?? [];
    const sys = find(tree, '系统管理') as MenuNode;
    const userPage = find(tree, '用户管理') as MenuNode;
    const listButton = userPage.children.find((c) => c.permission === 'sys:user:list') as MenuNode;

    expect(await post('/sys/role/grant', { roleId, menuIds: [listButton.id, '00000000-0000-4000-8000-000000000000'] })).toMatchObject({
      code: 'BUSINESS_RULE',
      msg: '菜单不存在',
    });
    expect((await get<Role>(`/sys/role/detail?id=${roleId}`)).data?.menuIds).toEqual([]);
    expect(await post('/sys/role/grant', { roleId, menuIds: [listButton.id] })).toMatchObject({ success: true, msg: '授权成功' });
    expect((await get<Role>(`/sys/role/detail?id=${roleId}`)).data?.menuIds).toEqual([sys.id, userPage.id, listButton.id].sort());

    const adminRole = ((await get<Page<Role>>('/sys/role/list')).data?.list ?? []).find((r) => r.roleCode === 'ADMIN') as Role;
    expect(await post('/sys/role/grant', { roleId: adminRole.id, menuIds: [listButton.id] })).toMatchObject({
      code: 'BUSINESS_RULE',
      msg: '平台管理员必须保留角色授权权限',
    });

    // in use → refused; unused → deleted
    const kjj = await officeId('德清县科学技术局');
    const user = await post<{ id: string }>('/sys/user/save', { userName: 'reader1', name: '读者', userType: 'ADMIN', phone: '13905720003', officeId: kjj, roleIds: [roleId], password: enc(PASSWORD) });
    expect(await post('/sys/role/delete', { id: roleId })).toMatchObject({ code: 'BUSINESS_RULE', msg: '该角色已分配给用户，不能删除' });
    await post('/sys/user/delete', { id: user.data?.id });
    expect(await post('/sys/role/delete', { id: roleId })).toMatchObject({ success: true });
    expect(await get(`/sys/role/detail?id=${roleId}`)).toMatchObject({ code: 'NOT_FOUND_ENTITY', msg: '角色不存在' });
  });
});
