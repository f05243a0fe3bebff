/**
 * 操作日志: login attempts (issue 13 §2) appear beside the route changes with the typed login name,
 * the outcome and the client address, and the list filters by type and IP.
 */
import { okEnvelope } from '@qifu/sdk/testing';
import { clearSession, setTokens } from '@qifu/session';
import { apiUrl, createTestWrapper, render, screen, setupMsw, userEvent, waitFor, within } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { SysLogPage } from './sys-log-page';

const ROUTE = {
  id: '6b7c8d9e-0f1a-4b2c-8d3e-4f5a6b7c8d9e',
  logType: 'route',
  routerName: '/page/policymarket/index',
  pageTitle: '政策超市-德清县企业综合服务中心',
  userId: null,
  userName: null,
  account: null,
  loginName: null,
  result: null,
  ip: '10.0.0.8',
  createTime: '2026-11-20T06:30:00.000Z',
};
const LOGIN = {
  ...ROUTE,
  id: '7c8d9e0f-1a2b-4c3d-9e4f-5a6b7c8d9e0f',
  logType: 'login',
  routerName: '/sys/activeUser/login',
  pageTitle: '登录失败：用户不存在',
  loginName: 'ghost-user',
  result: 'unknown_user',
  ip: '192.0.2.55',
};

let queries: URLSearchParams[] = [];

setupMsw(
  http.get(apiUrl('/sys/action/list'), ({ request }) => {
    const params = new URL(request.url).searchParams;
    queries.push(params);
    const list = params.get('logType') === 'login' ? [LOGIN] : [LOGIN, ROUTE];
    return HttpResponse.json(okEnvelope({ list, total: list.length }));
  }),
);

beforeEach(() => {
  queries = [];
  setTokens('access-token', 'refresh-token');
});
afterEach(() => clearSession());

describe('操作日志', { timeout: 20_000 }, () => {
  it('shows a failed login with the typed name, the outcome and the address; filters by type and IP', async () => {
    render(<SysLogPage />, { wrapper: createTestWrapper() });
    const cell = await screen.findByText('登录失败：用户不存在', {}, { timeout: 5000 });
    const row = within(cell.closest('tr')!);
    expect(row.getByText('登录')).toBeInTheDocument();
    expect(row.getByText('ghost-user')).toBeInTheDocument();
    expect(row.getByText('192.0.2.55')).toBeInTheDocument();
    expect(screen.getByText('政策超市-德清县企业综合服务中心')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('textbox', { name: '类型' }));
    await userEvent.click(await screen.findByRole('option', { name: '登录' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'IP' }), '192.0.2');
    await userEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(queries.at(-1)?.get('logType')).toBe('login'));
    expect(queries.at(-1)?.get('ip')).toBe('192.0.2');
    await waitFor(() => expect(screen.queryByText('政策超市-德清县企业综合服务中心')).not.toBeInTheDocument());
  });
});
