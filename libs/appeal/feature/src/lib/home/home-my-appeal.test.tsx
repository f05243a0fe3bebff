import { failEnvelope, okEnvelope } from '@qifu/sdk/testing';
import { clearSession } from '@qifu/session';
import { apiUrl, createTestWrapper, render, screen, setupMsw, userEvent, within } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';

import { logIn } from '../testing/fixtures';
import { HomeMyAppeal } from './home-my-appeal';

const FIRST = { timeout: 8000 };
const limits: Array<string | null> = [];
let answer: () => Response = () => HttpResponse.json(okEnvelope({ total: 0, dealingCount: 0, finishedCount: 0, list: [] }));

setupMsw(
  http.get(apiUrl('/corp/policyCalculator/homeMyAppeal'), ({ request }) => {
    limits.push(new URL(request.url).searchParams.get('limit'));
    return answer();
  }),
);

function renderBlock() {
  render(<HomeMyAppeal limit={3} />, { wrapper: createTestWrapper({ path: '/page/home' }) });
}

afterEach(() => {
  clearSession();
  limits.length = 0;
});

describe('HomeMyAppeal (home block 我的诉求)', { timeout: 30_000 }, () => {
  it('shows the counts and the newest appeals, each linking to its progress', async () => {
    answer = () =>
      HttpResponse.json(
        okEnvelope({
          total: 13,
          dealingCount: 8,
          finishedCount: 5,
          list: [
            { id: '7b8c9d0e-1f2a-4b3c-8d4e-5f6a7b8c9d0e', appealTitle: '厂区门口道路破损请求修复', status: '2', createTime: '2026-10-07T01:20:00.000Z' },
            { id: '7b8c9d0e-1f2a-4b3c-8d4e-5f6a7b8c9d0f', appealTitle: '新建仓库规划许可办理进度', status: '7', createTime: '2026-11-15T01:20:00.000Z' },
          ],
        }),
      );
    logIn('QY');
    renderBlock();
    const counts = await screen.findByTestId('home-my-appeal-counts', {}, FIRST);
    expect(within(counts).getByLabelText('全部诉求 13')).toBeInTheDocument();
    expect(within(counts).getByLabelText('办理中 8')).toBeInTheDocument();
    expect(within(counts).getByLabelText('已办结 5')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '厂区门口道路破损请求修复' })).toHaveAttribute('href', '/page/appeal?tab=mine&id=7b8c9d0e-1f2a-4b3c-8d4e-5f6a7b8c9d0e');
    expect(screen.getByText('办理中', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
    expect(screen.getByText('已退回')).toBeInTheDocument();
    expect(screen.getByText('2026年10月07日')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '我要诉求' })).toHaveAttribute('href', '/page/appeal?tab=submit');
    expect(limits).toEqual(['3']);
  });

  it('says 暂无数据 without appeals', async () => {
    answer = () => HttpResponse.json(okEnvelope({ total: 0, dealingCount: 0, finishedCount: 0, list: [] }));
    logIn('QY');
    renderBlock();
    expect(await screen.findByText('暂无数据', {}, FIRST)).toBeInTheDocument();
  });

  it('shows a failure with 重新加载', async () => {
    let fail = true;
    answer = () =>
      fail
        ? HttpResponse.json(failEnvelope('INTERNAL', '服务器内部错误'), { status: 500 })
        : HttpResponse.json(okEnvelope({ total: 1, dealingCount: 1, finishedCount: 0, list: [] }));
    logIn('QY');
    renderBlock();
    const retry = await screen.findByRole('button', { name: '重新加载' }, FIRST);
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByLabelText('全部诉求 1')).toBeInTheDocument();
  });

  it('renders nothing and asks nothing for anyone but an enterprise', async () => {
    logIn('GR');
    renderBlock();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByTestId('home-my-appeal-counts')).not.toBeInTheDocument();
    expect(limits).toEqual([]);
  });
});
