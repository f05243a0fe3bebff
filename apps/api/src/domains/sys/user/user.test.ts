/**
 * Users (issue 4): listing with filters, creating with the checks first, disabling, password
 * reset, references, the government-staff selector. Through the real API, with the Chinese
 * refusals (nothing changed).
 */
import { describe, expect, it } from 'vitest';

import { DEMO_USER_COUNT } from '../../../seed';
import { polInfo } from '../../../db/schema';
import { auth, loginAs } from '../../../testing/test-server';
import { admin, call, enc, get, officeId, type Page, PASSWORD, post, server, type User, userCount, startAdminServer } from '../../../testing/admin-test-kit';

startAdminServer();

describe('users', () => {
  it('lists the demo accounts with offices, roles and last login; filters and sorts by allowed fields', async () => {
    const all = await get<Page<User>>('/sys/user/list?pageSize=50');
    expect(all.data?.total).toBe(DEMO_USER_COUNT);
    const dept = all.data?.list.find((u) => u.userName === 'dept');
    expect(dept).toMatchObject({ userType: 'DEPT', officeName: '德清县经济和信息化局', roleNames: ['部门工作人员'], enableFlag: '1' });
    expect(all.data?.list.find((u) => u.userName === 'admin')?.lastLoginTime).not.toBeNull();

    expect((await get<Page<User>>('/sys/user/list?keyword=callcenter')).data?.list.map((u) => u.userName)).toEqual(['callcenter']);
    expect((await get<Page<User>>('/sys/user/list?userType=DEPT')).data?.total).toBe(1);
    const underRoot = await get<Page<User>>(`/sys/user/list?officeId=${await officeId('德清县人民政府')}`);
    expect(underRoot.data?.list.map((u) => u.userName).sort()).toEqual(['callcenter', 'dept', 'gov']);
    const sorted = await get<Page<User>>('/sys/user/list?orderBy=userName&order=asc&pageSize=50');
    const names = sorted.data?.list.map((u) => u.userName) ?? [];
    expect(names).toEqual([...names].sort());
    const bad = await server.app.inject({ url: '/api/sys/user/list?orderBy=password_hash', headers: auth(admin) });
    expect(bad.statusCode).toBe(400);
  });

  it('creates an account with the default role of its type and checks every field first', async () => {
    const kjj = await officeId('德清县科学技术局');
    const before = await userCount();
    const base = { userName: 'kjj_xu', name: '许燕', userType: 'DEPT', phone: '13905720001', officeId: kjj, govEmpPosJob: '副局长' };
    expect(await post('/sys/user/save', base)).toMatchObject({ success: false, code: 'BUSINESS_RULE', msg: '请输入密码' });
    expect(await post('/sys/user/save', { ...base, password: enc('abc12345') })).toMatchObject({
      code: 'BUSINESS_RULE',
      msg: '不符合密码复杂度，密码至少8位且包含数字，字母和特殊符号',
    });
    expect(await post('/sys/user/save', { ...base, officeId: null, password: enc(PASSWORD) })).toMatchObject({ code: 'BUSINESS_RULE', msg: '请选择所属部门' });
    expect(await post('/sys/user/save', { ...base, userName: 'dept', password: enc(PASSWORD) })).toMatchObject({ code: 'CONFLICT', msg: '登录名已存在' });
    expect(await post('/sys/user/save', { ...base, roleIds: ['00000000-0000-4000-8000-000000000000'], password: enc(PASSWORD) })).toMatchObject({
      code: 'BUSINESS_RULE',
      msg: '角色不存在',
    });
    const res400 = await server.app.inject({ method: 'POST', url: '/api/sys/user/save', headers: auth(admin), payload: { ...base, phone: '123' } });
    expect(res400.statusCode).toBe(400);
    expect(await userCount()).toBe(before);

    const created = await post<{ id: string }>('/sys/user/save', { ...base, password: enc(PASSWORD) });
    expect(created).toMatchObject({ success: true, msg: '保存成功' });
    const detail = await get<User>(`/sys/user/detail?id=${created.data?.id}`);
    expect(detail.data).toMatchObject({ userName: 'kjj_xu', officeName: '德清县科学技术局', roleNames: ['部门工作人员'], lastLoginTime: null });
    const tokens = await loginAs(server, 'kjj_xu', PASSWORD);
    expect(tokens.token).toBeTruthy();

    // an update keeps the password (it is ignored) and may change the name
    await post('/sys/user/save', { ...base, id: created.data?.id, name: '许燕华', password: enc('Other@1234') });
    expect((await get<User>(`/sys/user/detail?id=${created.data?.id}`)).data?.name).toBe('许燕华');
    await expect(loginAs(server, 'kjj_xu', PASSWORD)).resolves.toBeTruthy();
    expect(await get(`/sys/user/detail?id=00000000-0000-4000-8000-000000000000`)).toMatchObject({ code: 'NOT_FOUND_ENTITY', msg: '用户不存在' });
  });

  it('disables an account (its sessions end), never the caller’s own; resets a password', async () => {
    const kjj = await officeId('德清县科学技术局');
    const created = await post<{ id: string }>('/sys/user/save', {
      userName: 'kjj_li',
      name: '李明',
      userType: 'DEPT',
      phone: '13905720002',
      officeId: kjj,
      password: enc(PASSWORD),
    });
    const id = created.data?.id as string;
    const session = await loginAs(server, 'kjj_li', PASSWORD);
    expect(await post('/sys/user/changeEnabled', { id, enableFlag: '0' })).toMatchObject({ success: true });
    const after = await server.app.inject({ url: '/api/sys/activeUser/info', headers: auth(session.token) });
    expect(after.statusCode).toBe(401);
    await expect(loginAs(server, 'kjj_li', PASSWORD)).rejects.toThrow(/用户已被禁用/);
    await post('/sys/user/changeEnabled', { id, enableFlag: '1' });

    const adminId = (await get<{ id: string }>('/sys/activeUser/info')).data?.id as string;
    expect(await post('/sys/user/changeEnabled', { id: adminId, enableFlag: '0' })).toMatchObject({ code: 'BUSINESS_RULE', msg: '不能停用当前登录账号' });
    expect(await post('/sys/user/delete', { id: adminId })).toMatchObject({ code: 'BUSINESS_RULE', msg: '不能删除当前登录账号' });

    const again = await loginAs(server, 'kjj_li', PASSWORD);
    expect(await post('/sys/user/resetPwd', { id, newPassword: enc('short') })).toMatchObject({ code: 'BUSINESS_RULE' });
    expect(await post('/sys/user/resetPwd', { id, newPassword: enc('Reset#2026') })).toMatchObject({ success: true, msg: '密码重置成功' });
    expect((await server.app.inject({ url: '/api/sys/activeUser/info', headers: auth(again.token) })).statusCode).toBe(401);
    await expect(loginAs(server, 'kjj_li', 'Reset#2026')).resolves.toBeTruthy();
    expect((await get<User>(`/sys/user/detail?id=${id}`)).data?.pwdUpdateTime).toBeNull();

    expect(await post('/sys/user/delete', { id })).toMatchObject({ success: true, msg: '删除成功' });
    expect(await get(`/sys/user/detail?id=${id}`)).toMatchObject({ code: 'NOT_FOUND_ENTITY' });
  });

  it('keeps an account that business records refer to', async () => {
    const qy = await loginAs(server, 'qy');
    const [policy] = await server.db.select({ id: polInfo.id }).from(polInfo).limit(1);
    await call('POST', '/pol/consult/add', qy.token, { polInfoId: policy!.id, consultContent: '请问申报材料有哪些？' });
    const qyId = (await get<{ id: string }>('/sys/activeUser/info', qy.token)).data?.id;
    expect(await post('/sys/user/delete', { id: qyId })).toMatchObject({ code: 'BUSINESS_RULE', msg: '该用户已有业务数据，不能删除，可停用该用户' });
  });

  it('offers enabled government and department staff in the selector, to staff only', async () => {
    const dept = await loginAs(server, 'dept');
    const page = await get<Page<{ employeeName: string; govEmpPosJob: string | null; organizationName: string; phone: string | null }>>('/sys/user/selectGovEmp', dept.token);
    expect(page.data?.list.length).toBeLessThanOrEqual(12);
    const wang = page.data?.list.find((e) => e.employeeName === '王强');
    expect(wang).toMatchObject({ govEmpPosJob: '科长', organizationName: '德清县经济和信息化局', phone: '138****8006' });
    expect(page.data?.list.some((e) => e.employeeName === '王建国')).toBe(false); // ADMIN is not government staff
    const byOffice = await get<Page<{ employeeName: string }>>(`/sys/user/selectGovEmp?officeId=${await officeId('德清县经济和信息化局')}`, dept.token);
    expect(byOffice.data?.list.map((e) => e.employeeName)).toEqual(['王强']);
    const qy = await loginAs(server, 'qy');
    expect(await get('/sys/user/selectGovEmp', qy.token)).toMatchObject({ success: false, code: 'FORBIDDEN' });
  });
});
