/**
 * User, role, menu, data-rule and office administration (issue 4) through the real API: admin
 * operations, their Chinese refusals (nothing changed), and the data scopes of listSysUser and the
 * staff consultation list.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_USER_COUNT } from '../../db/seed';
import { polInfo, sysOffice, sysUser } from '../../db/schema';
import { auth, body, contractViolations, createTestServer, encryptPassword, loginAs, type TestServer } from '../../testing/test-server';

let server: TestServer;
let admin: string;

type Envelope<T = unknown> = { success: boolean; code: string; msg: string; data?: T };
type Page<T> = { list: T[]; total: number };
type User = { id: string; userName: string; name: string; userType: string; officeName: string | null; roleNames: string[]; roleIds: string[]; enableFlag: string; lastLoginTime: string | null; pwdUpdateTime: string | null };
type Role = { id: string; roleName: string; roleCode: string; builtIn?: boolean; userCount?: number; menuIds?: string[] };
type MenuNode = { id: string; title: string; path: string | null; menuType: string; permission: string | null; visible: boolean; builtIn?: boolean; children: MenuNode[] };
type OfficeNode = { id: string; officeName: string; children: OfficeNode[] };
type Option = { id: string; label: string; disabled?: boolean; children: Option[] };

const PASSWORD = 'Abc@12345';

async function call<T = unknown>(method: 'GET' | 'POST', url: string, token?: string, payload?: unknown): Promise<Envelope<T>> {
  const res = await server.app.inject({
    method,
    url: `/api${url}`,
    ...(token ? { headers: auth(token) } : {}),
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });
  expect(contractViolations(method, `/api${url}`, res)).toEqual([]);
  return body<Envelope<T>>(res);
}

const get = <T>(url: string, token = admin) => call<T>('GET', url, token);
const post = <T>(url: string, payload: unknown, token = admin) => call<T>('POST', url, token, payload);
const enc = (plain: string) => encryptPassword(server.config.secrets.sm2PublicKey, plain);

async function officeId(name: string): Promise<string> {
  const [row] = await server.db.select({ id: sysOffice.id }).from(sysOffice).where(eq(sysOffice.officeName, name));
  if (!row) throw new Error(`no office ${name}`);
  return row.id;
}

async function userCount(): Promise<number> {
  return (await server.db.select({ n: count() }).from(sysUser))[0]?.n ?? 0;
}

function find(nodes: MenuNode[], title: string): MenuNode | undefined {
  for (const n of nodes) {
    if (n.title === title) return n;
    const hit = find(n.children, title);
    if (hit) return hit;
  }
  return undefined;
}

beforeAll(async () => {
  server = await createTestServer({ demo: true, loginCode: 'off' });
  admin = (await loginAs(server, 'admin')).token;
});

afterAll(async () => {
  await server?.close();
});

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

describe('menus', () => {
  it('answers the whole tree with hidden pages and buttons; keyword keeps hits and their parents', async () => {
    const tree = (await get<MenuNode[]>('/sys/menu/tree')).data ?? [];
    const sms = find(tree, '短信管理') as MenuNode;
    expect(sms).toMatchObject({ visible: false, builtIn: true });
    expect(find(tree, '短信发送')?.children.map((b) => b.permission)).toEqual(['sms:send:batch']);
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
    expect(before?.permissions).toContain('sms:send:batch');
    expect(before?.menuList.map((m) => m.path)).not.toContain('/work/sms');
    // the permission of a hidden page's button is enough for its operation
    const outbox = await server.app.inject({ url: '/api/sms/outbox/status', headers: auth(yyf.token) });
    expect(body(outbox).code).not.toBe('FORBIDDEN');
    const gov = await loginAs(server, 'dept');
    expect(body(await server.app.inject({ url: '/api/sms/outbox/status', headers: auth(gov.token) })).code).toBe('FORBIDDEN');

    const tree = (await get<MenuNode[]>('/sys/menu/tree')).data ?? [];
    const sms = find(tree, '短信管理') as MenuNode;
    const send = find(tree, '短信发送') as MenuNode;
    const save = (n: MenuNode, visible: boolean, sort: number) =>
      post('/sys/menu/save', { id: n.id, parentId: sms.id === n.id ? null : sms.id, title: n.title, menuType: 'menu', path: n.path, sort, visible });
    await save(send, true, 2);
    // a visible page under a hidden catalog stays hidden
    expect((await get<{ menuList: { path: string }[] }>('/sys/activeUser/getMenus', yyf.token)).data?.menuList.map((m) => m.path)).not.toContain('/work/sms');
    await save(sms, true, 19);
    const shown = (await get<{ menuList: { path: string; children: { path: string }[] }[] }>('/sys/activeUser/getMenus', yyf.token)).data;
    expect(shown?.menuList.find((m) => m.path === '/work/sms')?.children.map((c) => c.path)).toEqual(['/work/sms/send']);
    await save(sms, false, 19);
    await save(send, false, 2);
  });
});

describe('offices', () => {
  it('answers the tree, the selector options (root disabled) and details', async () => {
    const tree = (await get<OfficeNode[]>('/sys/office/tree')).data ?? [];
    expect(tree.map((n) => n.officeName)).toEqual(['德清县人民政府']);
    expect(tree[0]?.children.length).toBeGreaterThan(10);
    const hit = (await get<OfficeNode[]>(`/sys/office/tree?keyword=${encodeURIComponent('中小企业')}`)).data ?? [];
    expect(hit[0]?.children.map((c) => c.officeName)).toEqual(['德清县经济和信息化局']);
    expect(hit[0]?.children[0]?.children.map((c) => c.officeName)).toEqual(['德清县中小企业发展服务中心']);

    const call = await loginAs(server, 'callcenter');
    const options = (await get<Option[]>('/sys/office/options', call.token)).data ?? [];
    expect(options[0]).toMatchObject({ label: '德清县人民政府', disabled: true });
    expect(options[0]?.children.every((c) => c.disabled === undefined)).toBe(true);
    const towns = (await get<Option[]>('/sys/office/options?officeType=3', call.token)).data ?? [];
    expect(towns[0]?.children.map((c) => c.label)).toContain('新市镇');
    expect(towns[0]?.children.map((c) => c.label)).not.toContain('德清县财政局');

    const jxj = await officeId('德清县经济和信息化局');
    expect((await get(`/sys/office/detail?id=${jxj}`)).data).toMatchObject({ officeName: '德清县经济和信息化局', parentName: '德清县人民政府', userCount: 1 });
  });

  it('keeps names unique, refuses cycles, and deletes only empty offices', async () => {
    const root = await officeId('德清县人民政府');
    const jxj = await officeId('德清县经济和信息化局');
    const child = await officeId('德清县中小企业发展服务中心');
    expect(await post('/sys/office/save', { parentId: root, officeName: '德清县财政局', officeType: '2' })).toMatchObject({ code: 'CONFLICT', msg: '部门名称已存在' });
    expect(await post('/sys/office/save', { id: jxj, parentId: child, officeName: '德清县经济和信息化局', officeType: '2' })).toMatchObject({
      code: 'BUSINESS_RULE',
      msg: '上级部门不能是自身或其下级',
    });
    expect(await post('/sys/office/delete', { id: jxj })).toMatchObject({ code: 'BUSINESS_RULE', msg: '该部门下存在下级部门或用户，不能删除' });
    const created = await post<{ id: string }>('/sys/office/save', { parentId: root, officeName: '德清县统计局', officeCode: 'TJJ', officeType: '2', sort: 30 });
    expect(created).toMatchObject({ success: true });
    expect(await post('/sys/office/delete', { id: created.data?.id })).toMatchObject({ success: true, msg: '删除成功' });
    expect(await get(`/sys/office/detail?id=${created.data?.id}`)).toMatchObject({ code: 'NOT_FOUND_ENTITY' });
  });
});

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
