/**
 * 用户管理: an account locked by repeated wrong passwords shows 已锁定 and the row action 解锁
 * (sys:user:changeEnabled), which asks first and sends `unlockUser` (issue 13 §2).
 */
import { okEnvelope } from '@qifu/sdk/testing';
import { clearSession, permissionsAtom, sessionStore, setTokens } from '@qifu/session';
import { apiUrl, createTestWrapper, render, screen, setupMsw, userEvent, waitFor, within } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { SysUserPage } from './sys-user-page';

const base = {
  userType: 'YYF',
  phone: '13905721234',
  officeId: null,
  officeName: null,
  govEmpPosJob: null,
  companyId: null,
  companyName: null,
  roleIds: [],
  roleNames: ['运营方'],
  enableFlag: '1',
  lastLoginTime: null,
  pwdUpdateTime: null,
  createTime: '2026-09-01T08:00:00.000Z',
};
const LOCKED = { ...base, id: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b', userName: 'yyf_locked', name: '李娜', locked: true, lockedUntil: '2026-11-27T09:30:00.000Z' };
const FREE = { ...base, id: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', userName: 'yyf_free', name: '赵敏', locked: false, lockedUntil: null };

let unlocked: unknown[] = [];

setupMsw(
  http.get(apiUrl('/sys/user/list'), () => HttpResponse.json(okEnvelope({ list: [LOCKED, FREE], total: 2 }))),
  http.post(apiUrl('/sys/user/unlock'), async ({ request }) => {
    unlocked.push(await request.json());
    return HttpResponse.json(okEnvelope(null, '账号已解锁'));
  }),
);

beforeEach(() => {
  unlocked = [];
  setTokens('access-token', 'refresh-token');
});
afterEach(() => clearSession());

async function rowOf(userName: string) {
  const cell = await screen.findByText(userName, {}, { timeout: 5000 });
  const row = cell.closest('tr');
  if (!row) throw new Error('no row');
  return within(row);
}

function renderPage(permissions: string[]) {
  sessionStore.set(permissionsAtom, permissions);
  render(<SysUserPage />, { wrapper: createTestWrapper({ notifications: true }) });
}

describe('用户管理: 解锁', { timeout: 20_000 }, () => {
  it('marks the locked account and offers 解锁 only there, only with sys:user:changeEnabled', async () => {
    renderPage(['sys:user:list']);
    const locked = await rowOf('yyf_locked');
    expect(locked.getByText('已锁定')).toBeInTheDocument();
    expect(locked.queryByRole('button', { name: '解锁' })).not.toBeInTheDocument();
    const free = await rowOf('yyf_free');
    expect(free.queryByText('已锁定')).not.toBeInTheDocument();
  });

  it('asks first, sends nothing when cancelled, unlocks on 确定 and shows the server’s message', async () => {
    renderPage(['sys:user:list', 'sys:user:changeEnabled']);
    const locked = await rowOf('yyf_locked');
    expect((await rowOf('yyf_free')).queryByRole('button', { name: '解锁' })).not.toBeInTheDocument();

    await userEvent.click(locked.getByRole('button', { name: '解锁' }));
    const cancel = within(await screen.findByRole('dialog', { name: '提示' }));
    expect(cancel.getByText('确定要解锁用户“李娜”吗？解锁后该用户可立即重新登录。')).toBeInTheDocument();
    await userEvent.click(cancel.getByRole('button', { name: '取消' }));
    expect(unlocked).toEqual([]);

    await userEvent.click(locked.getByRole('button', { name: '解锁' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: '提示' })).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(unlocked).toEqual([{ id: LOCKED.id }]));
    expect(await screen.findByText('账号已解锁')).toBeInTheDocument();
  });
});
