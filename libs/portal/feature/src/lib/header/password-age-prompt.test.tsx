import { notifications } from '@mantine/notifications';
import { okEnvelope, failEnvelope } from '@qifu/sdk/testing';
import { clearSession, sessionStore, setTokens, tokenAtom, userInfoAtom } from '@qifu/session';
import { act, apiUrl, createTestWrapper, render, screen, setupMsw, userEvent, within } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { sm2 } from 'sm-crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { LoginPage } from '../login/login-page';
import { PASSWORD_AGE_MESSAGE, promptPasswordAge } from './password-age-prompt';

const keys = sm2.generateKeyPairHex();
const publicConfig = {
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
};
const yyf = { id: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b', userName: 'yyf', name: '李娜', userType: 'YYF' as const, roles: ['YYF'] };

let needUpdate = true;
let saved: { oldPassword: string; newPassword: string } | undefined;
let logouts = 0;
setupMsw(
  http.get(apiUrl('/sys/platform/publicConfig'), () => HttpResponse.json(okEnvelope(publicConfig))),
  http.get(apiUrl('/sys/user/isNeedUpdatePwd'), () => HttpResponse.json(okEnvelope({ needUpdate, passwordAgeDays: needUpdate ? 120 : 10 }))),
  http.post(apiUrl('/sys/user/savePwd'), async ({ request }) => {
    const body = (await request.json()) as { oldPassword: string; newPassword: string };
    saved = { oldPassword: sm2.doDecrypt(body.oldPassword, keys.privateKey, 1), newPassword: sm2.doDecrypt(body.newPassword, keys.privateKey, 1) };
    return saved.oldPassword === 'Demo@2026'
      ? HttpResponse.json(okEnvelope(null, '密码修改成功,请重新登录'))
      : HttpResponse.json(failEnvelope('BUSINESS_RULE', '旧密码错误'));
  }),
  http.post(apiUrl('/sys/activeUser/logout'), () => {
    logouts += 1;
    return HttpResponse.json(okEnvelope(null, '退出成功'));
  }),
  http.post(apiUrl('/sys/activeUser/login'), () =>
    HttpResponse.json(okEnvelope({ token: 'yyf-token', refreshToken: 'yyf-refresh', tokenType: 'Bearer', expiresIn: 1800 }, '登录成功')),
  ),
  http.get(apiUrl('/sys/activeUser/info'), () => HttpResponse.json(okEnvelope(yyf))),
  http.get(apiUrl('/sys/activeUser/getMenus'), () => HttpResponse.json(okEnvelope({ menuList: [], permissions: [] }))),
  http.get(apiUrl('/sys/dict/getDict'), () => HttpResponse.json(okEnvelope({}))),
);

beforeEach(() => {
  needUpdate = true;
  saved = undefined;
  logouts = 0;
});
afterEach(() => {
  act(() => notifications.clean());
  clearSession();
});

describe('the 90-day password prompt (seeds 000 §6, §8 "Password age")', () => {
  it('shows 您的密码已超过90天未修改，请马上修改; 立即修改 opens the dialog; a change logs out (密码修改成功,请重新登录)', { timeout: 20_000 }, async () => {
    setTokens('yyf-token', 'yyf-refresh');
    sessionStore.set(userInfoAtom, yyf);
    const loggedOut = vi.fn();
    render(<></>, { wrapper: createTestWrapper({ notifications: true }) });
    await act(async () => {
      expect(await promptPasswordAge(loggedOut)).toBe(true);
    });
    expect(await screen.findByText(PASSWORD_AGE_MESSAGE)).toBeInTheDocument();
    expect(PASSWORD_AGE_MESSAGE).toBe('您的密码已超过90天未修改，请马上修改');
    await userEvent.click(screen.getByRole('button', { name: '立即修改' }));
    const dialog = await screen.findByRole('dialog', { name: '修改密码' });

    await userEvent.type(within(dialog).getByLabelText(/旧密码/), 'Demo@2026');
    await userEvent.type(within(dialog).getByLabelText(/新密码/), 'abcdefgh1');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('不符合密码复杂度，密码至少8位且包含数字，字母和特殊符号')).toBeInTheDocument();
    expect(saved).toBeUndefined();

    await userEvent.clear(within(dialog).getByLabelText(/新密码/));
    await userEvent.type(within(dialog).getByLabelText(/新密码/), 'Better#2027');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('密码修改成功,请重新登录')).toBeInTheDocument();
    expect(saved).toEqual({ oldPassword: 'Demo@2026', newPassword: 'Better#2027' });
    await vi.waitFor(() => expect(loggedOut).toHaveBeenCalledWith('/login'));
    expect(logouts).toBe(1);
    expect(sessionStore.get(tokenAtom)).toBeUndefined();
    await vi.waitFor(() => expect(screen.queryByText(PASSWORD_AGE_MESSAGE)).not.toBeInTheDocument());
  });

  it('shows nothing when the password is young enough', async () => {
    needUpdate = false;
    setTokens('t', 'r');
    render(<></>, { wrapper: createTestWrapper({ notifications: true }) });
    await act(async () => {
      expect(await promptPasswordAge(vi.fn())).toBe(false);
    });
    expect(screen.queryByText(PASSWORD_AGE_MESSAGE)).not.toBeInTheDocument();
  });

  it('appears after an operator logs in on the login page', { timeout: 20_000 }, async () => {
    render(<LoginPage />, { wrapper: createTestWrapper({ path: '/login', notifications: true }) });
    await userEvent.type(await screen.findByRole('textbox', { name: /用户名/ }), 'yyf');
    await userEvent.type(screen.getByLabelText(/^密码/), 'Demo@2026');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText(PASSWORD_AGE_MESSAGE, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '立即修改' })).toBeInTheDocument();
  });
});
