import { okEnvelope } from '@qifu/sdk/testing';
import { apiUrl, render, screen, setupMsw, waitFor } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { StrictMode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';

import { PolicyDetailPage } from './policy-detail-page';

const POLICY = {
  id: '0b9a3c1e-5f6d-4e8a-9c2b-7d1e2f3a4b5c',
  policyTitle: '德清县关于加快制造业高质量发展的若干政策意见',
  policyDepName: '德清县经济和信息化局',
  policyCreateTime: '2026-03-15T02:00:00.000Z',
  supportModes: ['资金补助'],
  content: '<p>为加快推进制造业高质量发展……</p>',
  viewCount: 12,
};

const businessLogs: unknown[] = [];
let logStatus = 200;

setupMsw(
  http.get(apiUrl('/policy/doc/detail'), () => HttpResponse.json(okEnvelope(POLICY))),
  http.post(apiUrl('/pol/policyBusinessLog/add'), async ({ request }) => {
    businessLogs.push(await request.json());
    return logStatus === 200
      ? HttpResponse.json(okEnvelope(null))
      : HttpResponse.json({ success: false, code: 'INTERNAL', msg: '服务器正在更新，请稍等' }, { status: logStatus });
  }),
);

beforeEach(() => {
  businessLogs.length = 0;
  logStatus = 200;
});

describe('PolicyDetailPage business log', { timeout: 20_000 }, () => {
  it('records 政策浏览 once with the policy id when the policy shows (type 1)', async () => {
    render(
      <StrictMode>
        <PolicyDetailPage id={POLICY.id} />
      </StrictMode>,
    );
    expect(await screen.findByRole('heading', { name: POLICY.policyTitle }, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(businessLogs).toEqual([{ type: 1, eventLabel: '政策浏览', polInfoId: POLICY.id }]));
    // StrictMode runs effects twice: still one event.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(businessLogs).toHaveLength(1);
  });

  it('still shows the policy when the log fails', async () => {
    logStatus = 500;
    render(<PolicyDetailPage id={POLICY.id} />);
    expect(await screen.findByRole('heading', { name: POLICY.policyTitle }, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(businessLogs).toHaveLength(1));
    expect(screen.getByText('为加快推进制造业高质量发展……')).toBeInTheDocument();
  });
});
