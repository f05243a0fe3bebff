import { okEnvelope } from '@qifu/sdk/testing';
import { clearSession, setTokens } from '@qifu/session';
import { apiUrl, createTestWrapper, render, screen, setupMsw, userEvent, waitFor, within } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { MyCollectPage } from './my-collect-page';

const POLICY = '0b9a3c1e-5f6d-4e8a-9c2b-7d1e2f3a4b5c';
const VIEWED = '0b9a3c1e-5f6d-4e8a-9c2b-7d1e2f3a4b5d';
let collected = true;
const cancelled: unknown[] = [];
setupMsw(
  http.get(apiUrl('/pol/my/getCollect'), () =>
    HttpResponse.json(
      okEnvelope({
        list: collected
          ? [{ id: '11111111-1111-4111-8111-111111111111', polInfoId: POLICY, policyTitle: '德清县制造业高质量发展政策', policyDepName: '德清县经信局', policyCreateTime: '2026-10-01T02:00:00.000Z', supportModes: ['资金补助'], collectTime: '2026-11-20T06:30:00.000Z' }]
          : [],
        total: collected ? 1 : 0,
      }),
    ),
  ),
  http.get(apiUrl('/pol/my/getPolMyView'), () =>
    HttpResponse.json(
      okEnvelope({
        list: [{ id: VIEWED, policyTitle: '德清县人才新政', policyDepName: '德清县人社局', policyCreateTime: '2026-09-01T02:00:00.000Z', supportModes: [], viewTime: '2026-11-21T01:00:00.000Z' }],
        total: 1,
      }),
    ),
  ),
  http.post(apiUrl('/pol/my/cancelCollect'), async ({ request }) => {
    cancelled.push(await request.json());
    collected = false;
    return HttpResponse.json(okEnvelope(null, '已取消收藏'));
  }),
);

beforeEach(() => {
  collected = true;
  cancelled.length = 0;
  setTokens('access-token', 'refresh-token');
});
afterEach(() => clearSession());

describe('我的收藏', { timeout: 30_000 }, () => {
  it('lists the collections with links to the public details and uncollects after confirmation', async () => {
    render(<MyCollectPage />, { wrapper: createTestWrapper({ notifications: true }) });
    const link = await screen.findByRole('link', { name: '德清县制造业高质量发展政策' });
    expect(link).toHaveAttribute('href', `/page/policymarket/details?id=${POLICY}`);
    expect(link).toHaveAttribute('target', '_blank');
    await userEvent.click(within(link.closest('tr')!).getByRole('button', { name: '取消收藏' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: '提示' })).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(cancelled).toEqual([{ polInfoId: POLICY }]));
    await waitFor(() => expect(screen.queryByRole('link', { name: '德清县制造业高质量发展政策' })).not.toBeInTheDocument());
  });

  it('shows the viewed policies under 浏览记录', async () => {
    render(<MyCollectPage />, { wrapper: createTestWrapper({ notifications: true }) });
    await userEvent.click(await screen.findByRole('tab', { name: '浏览记录' }));
    const table = await screen.findByRole('table', { name: '浏览记录' });
    expect(await within(table).findByRole('link', { name: '德清县人才新政' })).toHaveAttribute('href', `/page/policymarket/details?id=${VIEWED}`);
  });
});
