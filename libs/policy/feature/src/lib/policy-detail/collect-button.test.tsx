import { okEnvelope } from '@qifu/sdk/testing';
import { clearSession, setTokens } from '@qifu/session';
import { apiUrl, createTestWrapper, render, screen, setupMsw, userEvent, waitFor } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';

import { CollectButton } from './collect-button';

const ID = '0b9a3c1e-5f6d-4e8a-9c2b-7d1e2f3a4b5c';
let collected = false;
const writes: string[] = [];
setupMsw(
  http.get(apiUrl('/pol/my/getMyColById'), () =>
    HttpResponse.json(okEnvelope({ collected, id: collected ? '11111111-1111-4111-8111-111111111111' : null, collectTime: collected ? '2026-11-20T06:30:00.000Z' : null })),
  ),
  http.post(apiUrl('/pol/my/saveCollect'), async ({ request }) => {
    writes.push(`save ${((await request.json()) as { polInfoId: string }).polInfoId}`);
    collected = true;
    return HttpResponse.json(okEnvelope(null, '收藏成功'));
  }),
  http.post(apiUrl('/pol/my/cancelCollect'), async ({ request }) => {
    writes.push(`cancel ${((await request.json()) as { polInfoId: string }).polInfoId}`);
    collected = false;
    return HttpResponse.json(okEnvelope(null, '已取消收藏'));
  }),
);

afterEach(() => {
  clearSession();
  collected = false;
  writes.length = 0;
});

describe('收藏 on the policy details', { timeout: 20_000 }, () => {
  it('collects and uncollects for a logged-in reader, pressed while collected', async () => {
    setTokens('access-token', 'refresh-token');
    render(<CollectButton policyId={ID} />, { wrapper: createTestWrapper() });
    const button = await screen.findByRole('button', { name: '收藏' });
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    await userEvent.click(button);
    expect(await screen.findByRole('button', { name: '已收藏' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: '已收藏' }));
    expect(await screen.findByRole('button', { name: '收藏' })).toBeInTheDocument();
    expect(writes).toEqual([`save ${ID}`, `cancel ${ID}`]);
  });

  it('asks a visitor to log in and writes nothing', async () => {
    render(<CollectButton policyId={ID} />, { wrapper: createTestWrapper() });
    await userEvent.click(await screen.findByRole('button', { name: '收藏' }));
    expect(await screen.findByText('请先登录')).toBeInTheDocument();
    expect(writes).toEqual([]);
  });
});
