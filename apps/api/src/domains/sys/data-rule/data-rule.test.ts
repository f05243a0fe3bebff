/**
 * Data rules and scopes (issue 4): rules checked against the server’s resources, the office-tree
 * scope of listSysUser and of the staff consultation list. Through the real API, with the Chinese
 * refusals (nothing changed).
 */
import { describe, expect, it } from 'vitest';

import { polInfo } from '../../../db/schema';
import { loginAs } from '../../../testing/test-server';
import { call, enc, find, get, type MenuNode, officeId, type Page, PASSWORD, post, type Role, server, type User, startAdminServer } from '../../../testing/admin-test-kit';

startAdminServer();

describe('data rules and scopes', () => {
  it('checks rules against the server’s resources and columns', async () => {
    const roles = (await get<Page<Role>>('/sys/role/list')).data?.list ?? [];
    const dept = roles.find((r) => r.roleCode === 'DEPT') as Role;
    const base = { roleId: dept.id, ruleName: '测试', resource: 'sys:user', columnName: 'officeId', operator: 'eq', valueType: 'currentOffice' };
    expect(await post('/sys/dataRule/save', { ...base, resource: 'no:such' })).toMatchObject({ code: 'BUSINESS_RULE' });
    expect(await post('/sys/dataRule/save', { ...base, columnName: 'password' })).toMatchObject({ code: 'BUSINESS_RULE' });
    expect(await post('/sys/dataRule/save', { ...base, valueType: 'currentUser' })).toMatchObject({ code: 'BUSINESS_RULE', msg: '字段“所属部门”不能使用该取值来源' });
    expect(await post('/sys/dataRule/save', { ...base, valueType: 'fixed' })).toMatchObject({ code: 'BUSINESS_RULE', msg: '固定值不能为空' });
    expect(await post('/sys/dataRule/save', { ...base, valueType: 'fixed', ruleValue: 'x' })).toMatchObject({ code: 'BUSINESS_RULE' });
    expect(await post('/sys/dataRule/save', { ...base, operator: 'like' })).toMatchObject({ code: 'BUSINESS_RULE' });
    const seeded = await get<Page<{ ruleName: string; roleName: string; valueType: string }>>(`/sys/dataRule/list?roleId=${dept.id}&resource=sys:user`);
    expect(seeded.data?.list).toEqual([expect.objectContaining({ ruleName: '部门只看本部门及下级部门的用户', roleName: '部门工作人员', valueType: 'currentOfficeTree' })]);
  });

  it('limits listSysUser to an office-scoped administrator’s office tree (rules of a role ANDed, roles ORed)', async () => {
    const jxj = await officeId('德清县经济和信息化局');
    const sub = await officeId('德清县中小企业发展服务中心');
    const role = await post<{ id: string }>('/sys/role/save', { roleName: '经信局管理员', roleCode: 'JXJ_ADMIN', userType: 'ADMIN' });
    const roleId = role.data?.id as string;
    const tree = (await get<MenuNode[]>('/sys/menu/tree')).data ?? [];
    const listButton = (find(tree, '用户管理') as MenuNode).children.find((c) => c.permission === 'sys:user:list') as MenuNode;
    await post('/sys/role/grant', { roleId, menuIds: [listButton.id] });
    const rule = await post<{ id: string }>('/sys/dataRule/save', {
      roleId,
      ruleName: '本局及下属单位',
      resource: 'sys:user',
      columnName: 'officeId',
      operator: 'eq',
      valueType: 'currentOfficeTree',
    });
    expect(rule).toMatchObject({ success: true });
    await post('/sys/user/save', { userName: 'jxj_admin', name: '沈涛', userType: 'ADMIN', phone: '13905720004', officeId: jxj, roleIds: [roleId], password: enc(PASSWORD) });
    await post('/sys/user/save', { userName: 'jxj_sub', name: '周敏', userType: 'DEPT', phone: '13905720005', officeId: sub, password: enc(PASSWORD) });
    const token = (await loginAs(server, 'jxj_admin', PASSWORD)).token;

    const scoped = await get<Page<User>>('/sys/user/list?pageSize=100', token);
    expect(scoped.data?.list.map((u) => u.userName).sort()).toEqual(['dept', 'jxj_admin', 'jxj_sub']);
    expect(scoped.data?.total).toBe(3);
    // the scope is the server's: a client filter cannot widen it
    expect((await get<Page<User>>(`/sys/user/list?officeId=${await officeId('德清县人民政府')}`, token)).data?.total).toBe(3);

    // a second rule of the same role narrows (AND)
    await post('/sys/dataRule/save', { roleId, ruleName: '只看部门人员', resource: 'sys:user', columnName: 'userType', operator: 'eq', valueType: 'fixed', ruleValue: 'DEPT' });
    expect((await get<Page<User>>('/sys/user/list', token)).data?.list.map((u) => u.userName).sort()).toEqual(['dept', 'jxj_sub']);

    // a disabled rule no longer counts; a further role without rules lifts the scope (OR)
    await post('/sys/dataRule/save', { id: rule.data?.id, roleId, ruleName: '本局及下属单位', resource: 'sys:user', columnName: 'officeId', operator: 'eq', valueType: 'currentOfficeTree', enableFlag: '0' });
    expect((await get<Page<User>>('/sys/user/list?pageSize=100', token)).data?.list.every((u) => u.userType === 'DEPT')).toBe(true);
    const adminRoleId = ((await get<Page<Role>>('/sys/role/list')).data?.list ?? []).find((r) => r.roleCode === 'ADMIN')?.id as string;
    const me = (await get<Page<User>>('/sys/user/list?keyword=jxj_admin')).data?.list[0] as User;
    await post('/sys/user/save', { id: me.id, userName: 'jxj_admin', name: '沈涛', userType: 'ADMIN', phone: '13905720004', officeId: jxj, roleIds: [roleId, adminRoleId] });
    expect((await get<Page<User>>('/sys/user/list', token)).data?.total).toBeGreaterThan(5);
  });

  it('limits the staff consultation list to policies the caller’s office tree issued', async () => {
    const jxj = await officeId('德清县经济和信息化局');
    const qy = await loginAs(server, 'qy');
    const policies = await server.db.select({ id: polInfo.id, dep: polInfo.policyDepName, title: polInfo.policyTitle }).from(polInfo);
    const jxjPolicy = policies.find((p) => p.dep === '德清县经济和信息化局');
    const kjjPolicy = policies.find((p) => p.dep === '德清县科学技术局');
    await call('POST', '/pol/consult/add', qy.token, { polInfoId: jxjPolicy!.id, consultContent: '经信局政策的咨询' });
    await call('POST', '/pol/consult/add', qy.token, { polInfoId: kjjPolicy!.id, consultContent: '科技局政策的咨询' });

    // a government-type role scoped to its office (listPolConsult admits ADMIN, YYF, GOV)
    const role = await post<{ id: string }>('/sys/role/save', { roleName: '经信局政务人员', roleCode: 'JXJ_GOV', userType: 'GOV' });
    const roleId = role.data?.id as string;
    const tree = (await get<MenuNode[]>('/sys/menu/tree')).data ?? [];
    const view = (find(tree, '政策咨询') as MenuNode).children.find((c) => c.permission === 'pol:consult:view') as MenuNode;
    await post('/sys/role/grant', { roleId, menuIds: [view.id] });
    await post('/sys/dataRule/save', { roleId, ruleName: '本局政策的咨询', resource: 'pol:consult', columnName: 'policyOffice', operator: 'eq', valueType: 'currentOfficeTree' });
    await post('/sys/user/save', { userName: 'jxj_gov', name: '钱芳', userType: 'GOV', phone: '13905720006', officeId: jxj, roleIds: [roleId], password: enc(PASSWORD) });
    const token = (await loginAs(server, 'jxj_gov', PASSWORD)).token;

    type Consult = { consultContent: string; policyTitle: string };
    const scoped = (await get<Page<Consult>>('/pol/consult/view?pageSize=100', token)).data;
    expect(scoped?.list.map((c) => c.consultContent)).toContain('经信局政策的咨询');
    expect(scoped?.list.map((c) => c.consultContent)).not.toContain('科技局政策的咨询');
    const jxjTitles = new Set(policies.filter((p) => p.dep === '德清县经济和信息化局').map((p) => p.title));
    expect(scoped?.list.filter((c) => !jxjTitles.has(c.policyTitle))).toEqual([]);

    // the operator (no rule) sees both
    const yyf = await loginAs(server, 'yyf');
    const all = (await get<Page<Consult>>('/pol/consult/view?pageSize=100', yyf.token)).data;
    expect(all?.list.map((c) => c.consultContent)).toEqual(expect.arrayContaining(['经信局政策的咨询', '科技局政策的咨询']));
    expect(all?.total).toBeGreaterThan(scoped?.total ?? 0);

    // a disabled role grants nothing, at once (roles and grants are read on every call)
    await post('/sys/role/save', { id: roleId, roleName: '经信局政务人员', roleCode: 'JXJ_GOV', userType: 'GOV', enableFlag: '0' });
    expect(await get('/pol/consult/view', token)).toMatchObject({ success: false, code: 'FORBIDDEN' });
    expect((await get<{ roles: string[] }>('/sys/activeUser/info', token)).data?.roles).toEqual([]);
  });
});
