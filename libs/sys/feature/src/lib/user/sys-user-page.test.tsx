import { okEnvelope } from '@qifu/sdk/testing';
import { clearSession, permissionsAtom, sessionStore, setTokens } from '@qifu/session';
import { apiUrl, createTestWrapper, render, screen, setupMsw, userEvent, waitFor, within } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { sm2 } from 'sm-crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { SysUserPage } from './sys-user-page';

const keys = sm2.generateKeyPairHex();
const ROLE_ID = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const USER = {
  id: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b',
  userName: 'jxj_wang',
  name: '王强',
  userType: 'DEPT',
  phone: '13905721234',
  officeId: '5c1f0e2a-4b8d-4a6e-9f3c-1d2e3f4a5b6c',
  officeName: '德清县经济和信息化局',
  govEmpPosJob: '科长',
  companyId: null,
  companyName: null,
  roleIds: [ROLE_ID],
  roleNames: ['部门办理员'],
  enableFlag: '1',
  lastLoginTime: null,
  pwdUpdateTime: null,
  createTime: '2026-09-01T08:00:00.000Z',
};
const ALL = ['sys:user:list', 'sys:user:save', 'sys:user:delete', 'sys:user:changeEnabled', 'sys:user:resetPwd'];

const bodies: Record<string, unknown[]> = {};
function record(path: string) {
  return async ({ request }: { request: Request }) => {
    (bodies[path] ??= []).push(await request.json());
    return HttpResponse.json(okEnvelope(path.endsWith('save') ? { id: USER.id } : null, path.endsWith('save') ? '保存成功' : '操作成功'));
  };
}

setupMsw(
  http.get(apiUrl('/sys/user/list'), () => HttpResponse.json(okEnvelope({ list: [USER], total: 1 }))),
  http.get(apiUrl('/sys/role/options'), ({ request }) => {
    const userType = new URL(request.url).searchParams.get('userType');
    return HttpResponse.json(okEnvelope(userType === 'YYF' ? [{ label: '运营专员', value: ROLE_ID }] : []));
  }),
  http.get(apiUrl('/sys/office/options'), () =>
    HttpResponse.json(
      okEnvelope([{ id: USER.officeId, parentId: null, label: '德清县经济和信息化局', children: [] }]),
    ),
  ),
  http.get(apiUrl('/sys/platform/publicConfig'), () =>
    HttpResponse.json(
      okEnvelope({
        ssoUrl: '/sso/login',
        sm2PublicKey: keys.publicKey,
        loginCodeEnabled: false,
        serviceCentreName: '德清县企业综合服务中心',
        serviceHours: '08:30-17:00',
        hotline: '400-826-0572',
        mailbox: 'qyfw@deqing.gov.cn',
        recordNumber: '浙ICP备2026000001号',
        validityPollMs: 312000,
        agreementCheck: false,
        orgCode: '330521',
        orgName: '德清县',
      }),
    ),
  ),
  http.post(apiUrl('/sys/user/save'), record('/sys/user/save')),
  http.post(apiUrl('/sys/user/delete'), record('/sys/user/delete')),
  http.post(apiUrl('/sys/user/changeEnabled'), record('/sys/user/changeEnabled')),
  http.post(apiUrl('/sys/user/resetPwd'), record('/sys/user/resetPwd')),
);

beforeEach(() => {
  for (const key of Object.keys(bodies)) delete bodies[key];
  setTokens('access-token', 'refresh-token');
});
afterEach(() => clearSession());

function renderPage(permissions: string[]) {
  sessionStore.set(permissionsAtom, permissions);
  render(<SysUserPage />, { wrapper: createTestWrapper({ notifications: true }) });
}

async function userRow() {
  const cell = await screen.findByText('jxj_wang', {}, { timeout: 5000 });
  const row = cell.closest('tr');
  if (!row) throw new Error('no row');
  return within(row);
}

describe('用户管理', { timeout: 20_000 }, () => {
  it('lists the accounts and shows no button without its permission', async () => {
    renderPage(['sys:user:list']);
    const row = await userRow();
    expect(row.getByText('部门工作人员')).toBeInTheDocument();
    expect(row.getByText('德清县经济和信息化局')).toBeInTheDocument();
    expect(row.getByText('启用')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新增用户' })).not.toBeInTheDocument();
    for (const name of ['编辑', '停用', '重置密码', '删除']) expect(row.queryByRole('button', { name })).not.toBeInTheDocument();
  });

  it('shows each button only with its own permission', async () => {
    renderPage(['sys:user:list', 'sys:user:delete']);
    const row = await userRow();
    expect(row.getByRole('button', { name: '删除' })).toBeInTheDocument();
    expect(row.queryByRole('button', { name: '编辑' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新增用户' })).not.toBeInTheDocument();
  });

  it('checks the mobile number before sending anything', async () => {
    renderPage(ALL);
    await userRow();
    await userEvent.click(screen.getByRole('button', { name: '新增用户' }));
    const dialog = await screen.findByRole('dialog', { name: '新增用户' });
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('手机号不能为空')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /手机号/ }), '2390572123');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('手机号格式错误')).toBeInTheDocument();
    expect(bodies['/sys/user/save']).toBeUndefined();
  });

  it('creates an account with the right body (password SM2-encrypted) and shows the server’s message', async () => {
    renderPage(ALL);
    await userRow();
    await userEvent.click(screen.getByRole('button', { name: '新增用户' }));
    const dialog = within(await screen.findByRole('dialog', { name: '新增用户' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /登录名/ }), 'yyf_zhao');
    await userEvent.type(dialog.getByRole('textbox', { name: /姓名/ }), '赵敏');
    await userEvent.click(dialog.getByRole('textbox', { name: /用户类型/ }));
    await userEvent.click(await dialog.findByRole('option', { name: '运营方' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /手机号/ }), '13905720001');
    await userEvent.click(dialog.getByRole('textbox', { name: /角色/ }));
    await userEvent.click(await dialog.findByRole('option', { name: '运营专员' }));
    await userEvent.type(dialog.getByLabelText(/初始密码/), 'Init@2026');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));

    await waitFor(() => expect(bodies['/sys/user/save']).toHaveLength(1));
    const body = bodies['/sys/user/save']?.[0] as Record<string, unknown>;
    const { password, ...rest } = body;
    expect(rest).toEqual({
      userName: 'yyf_zhao',
      name: '赵敏',
      userType: 'YYF',
      phone: '13905720001',
      officeId: null,
      roleIds: [ROLE_ID],
      enableFlag: '1',
    });
    expect(sm2.doDecrypt(String(password), keys.privateKey, 1)).toBe('Init@2026');
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '新增用户' })).not.toBeInTheDocument());
  });

  it('edits an account without sending a password', async () => {
    renderPage(ALL);
    const row = await userRow();
    await userEvent.click(row.getByRole('button', { name: '编辑' }));
    const dialog = within(await screen.findByRole('dialog', { name: '编辑用户' }));
    expect(dialog.queryByLabelText(/初始密码/)).not.toBeInTheDocument();
    const name = dialog.getByRole('textbox', { name: /姓名/ });
    await userEvent.clear(name);
    await userEvent.type(name, '王强强');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(bodies['/sys/user/save']).toHaveLength(1));
    expect(bodies['/sys/user/save']?.[0]).toEqual({
      id: USER.id,
      userName: 'jxj_wang',
      name: '王强强',
      userType: 'DEPT',
      phone: '13905721234',
      officeId: USER.officeId,
      govEmpPosJob: '科长',
      roleIds: [ROLE_ID],
      enableFlag: '1',
    });
  });

  it('asks before disabling and deleting, and sends nothing when cancelled', async () => {
    renderPage(ALL);
    const row = await userRow();
    await userEvent.click(row.getByRole('button', { name: '删除' }));
    const confirm = within(await screen.findByRole('dialog', { name: '提示' }));
    expect(confirm.getByText('确定要删除用户“王强”吗？删除后不可恢复。')).toBeInTheDocument();
    await userEvent.click(confirm.getByRole('button', { name: '取消' }));
    expect(bodies['/sys/user/delete']).toBeUndefined();

    await userEvent.click(row.getByRole('button', { name: '停用' }));
    const disable = within(await screen.findByRole('dialog', { name: '提示' }));
    expect(disable.getByText('确定要停用用户“王强”吗？')).toBeInTheDocument();
    await userEvent.click(disable.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(bodies['/sys/user/changeEnabled']).toEqual([{ id: USER.id, enableFlag: '0' }]));

    await userEvent.click(row.getByRole('button', { name: '删除' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: '提示' })).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(bodies['/sys/user/delete']).toEqual([{ id: USER.id }]));
  });

  it('resets a password after confirmation and shows the new one', async () => {
    renderPage(ALL);
    const row = await userRow();
    await userEvent.click(row.getByRole('button', { name: '重置密码' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: '提示' })).getByRole('button', { name: '确定' }));
    const result = within(await screen.findByRole('dialog', { name: '重置密码成功' }));
    const shown = result.getByTestId('new-password').textContent ?? '';
    expect(shown).toMatch(/^(?=.*\d)(?=.*[a-zA-Z])(?=.*[~!@#$%^&*]).{8,}$/);
    const body = bodies['/sys/user/resetPwd']?.[0] as { id: string; newPassword: string };
    expect(body.id).toBe(USER.id);
    expect(sm2.doDecrypt(body.newPassword, keys.privateKey, 1)).toBe(shown);
  });
});
