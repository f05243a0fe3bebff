import { okEnvelope } from '@qifu/sdk/testing';
import { clearSession, sessionStore, setTokens, userInfoAtom } from '@qifu/session';
import { apiUrl, createTestWrapper, render, screen, setupMsw, userEvent, waitFor, within } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { PolicyMarketPage } from './policy-market-page';

const POLICY_A = {
  id: '0b9a3c1e-5f6d-4e8a-9c2b-7d1e2f3a4b5c',
  policyTitle: '德清县关于加快制造业高质量发展的若干政策意见',
  policyDepName: '德清县人民政府',
  policyCreateTime: '2026-03-15T02:00:00.000Z',
  supportModes: ['资金补助', '荣誉认定'],
};
const POLICY_B = {
  id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  policyTitle: '德清县高新技术企业认定奖励政策',
  policyDepName: '德清县科学技术局',
  policyCreateTime: '2026-02-01T02:00:00.000Z',
  supportModes: ['税收优惠'],
};

const listQueries: URLSearchParams[] = [];
const consultBodies: unknown[] = [];
const businessLogs: unknown[] = [];

setupMsw(
  http.get(apiUrl('/policy/doc/list'), ({ request }) => {
    listQueries.push(new URL(request.url).searchParams);
    return HttpResponse.json(okEnvelope({ list: [POLICY_A, POLICY_B], total: 25 }));
  }),
  http.get(apiUrl('/sys/dict/getDict'), () =>
    HttpResponse.json(okEnvelope({ supportMode: [{ label: '全部', value: '0' }, { label: '资金补助', value: '1' }] })),
  ),
  http.post(apiUrl('/pol/consult/add'), async ({ request }) => {
    consultBodies.push(await request.json());
    return HttpResponse.json(okEnvelope({ id: '5c1f0e2a-4b8d-4a6e-9f3c-1d2e3f4a5b6c' }, '提交成功，感谢咨询'));
  }),
  http.post(apiUrl('/pol/policyBusinessLog/add'), async ({ request }) => {
    businessLogs.push(await request.json());
    return HttpResponse.json(okEnvelope(null));
  }),
);

function renderMarket(onSearchChange = vi.fn()) {
  render(<PolicyMarketPage search={{}} onSearchChange={onSearchChange} />, {
    wrapper: createTestWrapper({ notifications: true }),
  });
  return onSearchChange;
}

beforeEach(() => {
  listQueries.length = 0;
  consultBodies.length = 0;
  businessLogs.length = 0;
});
afterEach(() => clearSession());

describe('PolicyMarketPage', () => {
  it('lists policies from listPolicyDoc with unit, Chinese date and support modes, 10 a page', async () => {
    renderMarket();
    const items = await screen.findAllByTestId('policy-item');
    expect(items).toHaveLength(2);
    const first = within(items[0]!);
    expect(first.getByRole('heading', { name: POLICY_A.policyTitle })).toBeInTheDocument();
    expect(first.getByText('发文单位：德清县人民政府')).toBeInTheDocument();
    expect(first.getByText('发布时间：2026年03月15日')).toBeInTheDocument();
    expect(first.getByText('资金补助')).toBeInTheDocument();
    expect(first.getByText('荣誉认定')).toBeInTheDocument();
    const pageQuery = listQueries.find((query) => query.get('pageSize') === '10');
    expect(pageQuery?.get('page')).toBe('1');
    expect(screen.getByText('共 25 条政策')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '第 3 页' })).toBeInTheDocument();
  });

  it('opens the details in a new tab from 立即了解', async () => {
    renderMarket();
    const link = await screen.findByRole('link', { name: `立即了解：${POLICY_A.policyTitle}` });
    expect(link).toHaveAttribute('href', `/page/policymarket/details?id=${POLICY_A.id}`);
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('pages through the server and keeps the filters', async () => {
    const onSearchChange = renderMarket();
    await userEvent.click(await screen.findByRole('button', { name: '第 2 页' }));
    expect(onSearchChange).toHaveBeenCalledWith({ page: 2 });
  });

  it('debounces the keyword search by 500 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const onSearchChange = renderMarket();
      await user.type(await screen.findByRole('textbox', { name: '关键字' }), '技改');
      expect(onSearchChange).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(500);
      expect(onSearchChange).toHaveBeenCalledTimes(1);
      expect(onSearchChange).toHaveBeenCalledWith({ keyword: '技改', page: undefined });
    } finally {
      vi.useRealTimers();
    }
  });

  it('filters by issuing unit, offering the units of the published policies', async () => {
    const onSearchChange = renderMarket();
    await screen.findAllByTestId('policy-item');
    // issue 14: the 9000-row list behind the units is not fetched until the filter is opened
    expect(listQueries.some((query) => query.get('pageSize') === '9000')).toBe(false);
    await userEvent.click(await screen.findByRole('textbox', { name: '发文单位' }));
    await userEvent.click(await screen.findByRole('option', { name: '德清县科学技术局' }));
    expect(onSearchChange).toHaveBeenCalledWith({ policyDepName: '德清县科学技术局', page: undefined });
  });

  it('asks a visitor to log in first (提示 / 请先登录)', async () => {
    renderMarket();
    await userEvent.click(await screen.findByRole('button', { name: `政策咨询：${POLICY_A.policyTitle}` }));
    const dialog = await screen.findByRole('dialog', { name: '提示' });
    expect(within(dialog).getByText('请先登录')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '提示' })).not.toBeInTheDocument());
    expect(consultBodies).toEqual([]);
  });

  it('lets a logged-in user submit a consultation', async () => {
    setTokens('access-token', 'refresh-token');
    sessionStore.set(userInfoAtom, { id: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b', userName: 'qy', name: '张伟', userType: 'QY', roles: ['QY'] });
    renderMarket();
    await userEvent.click(await screen.findByRole('button', { name: `政策咨询：${POLICY_A.policyTitle}` }));
    const dialog = await screen.findByRole('dialog', { name: '政策咨询' });

    await userEvent.click(within(dialog).getByRole('button', { name: '提交' }));
    expect(await within(dialog).findByText('请输入咨询内容')).toBeInTheDocument();
    expect(consultBodies).toEqual([]);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /咨询内容/ }), '我公司去年新购设备 500 万元，能否申报技改补助？');
    await userEvent.click(within(dialog).getByRole('button', { name: '提交' }));

    expect(await screen.findByText('提交成功，感谢咨询')).toBeInTheDocument();
    expect(consultBodies).toEqual([{ polInfoId: POLICY_A.id, consultContent: '我公司去年新购设备 500 万元，能否申报技改补助？' }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '政策咨询' })).not.toBeInTheDocument());
    await waitFor(() => expect(businessLogs).toEqual([{ type: 1, eventLabel: '政策咨询', polInfoId: POLICY_A.id }]));
  });
});
