import { okEnvelope } from '@qifu/sdk/testing';
import { apiUrl, createTestWrapper, render, screen, setupMsw, userEvent } from '@qifu/ui/testing';
import { act } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { LoginPage } from './login-page';

const publicConfig = {
  ssoUrl: '/sso/login',
  sm2PublicKey: '04abc',
  loginCodeEnabled: true,
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

const codeRequests: string[] = [];
setupMsw(
  http.get(apiUrl('/sys/platform/publicConfig'), () => HttpResponse.json(okEnvelope(publicConfig))),
  http.get(apiUrl('/sys/activeUser/getVerifiCode'), ({ request }) => {
    codeRequests.push(new URL(request.url).searchParams.get('userName') ?? '');
    return HttpResponse.json(okEnvelope({ sent: true, countdown: 60, phone: '138****8001' }, '验证码已发送'));
  }),
);

describe('LoginPage', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    codeRequests.length = 0;
  });
  afterEach(() => vi.useRealTimers());

  it('asks for the user name before sending a login code', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<LoginPage />, { wrapper: createTestWrapper({ path: '/login', notifications: true }) });
    await user.click(await screen.findByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请输入用户名')).toBeInTheDocument();
    expect(codeRequests).toEqual([]);
  });

  it('sends the code and counts down 60 s with the button disabled ({n}s后重新获取)', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<LoginPage />, { wrapper: createTestWrapper({ path: '/login', notifications: true }) });
    await user.type(await screen.findByRole('textbox', { name: /用户名/ }), 'yyf');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));

    const countdown = await screen.findByRole('button', { name: '60s后重新获取' });
    expect(countdown).toBeDisabled();
    expect(codeRequests).toEqual(['yyf']);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(screen.getByRole('button', { name: '59s后重新获取' })).toBeDisabled();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(59_000);
    });
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  });

  it('requires user name, password and code before logging in', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<LoginPage />, { wrapper: createTestWrapper({ path: '/login' }) });
    await screen.findByRole('button', { name: '获取验证码' });
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(screen.getByText('请输入用户名')).toBeInTheDocument();
    expect(screen.getByText('请输入密码')).toBeInTheDocument();
    expect(screen.getByText('请输入验证码')).toBeInTheDocument();
  });
});
