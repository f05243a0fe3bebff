import type { ReviewLogRow } from '@qifu/land-data-access';
import { okEnvelope } from '@qifu/sdk/testing';
import { clearSession, setTokens } from '@qifu/session';
import { apiUrl, createTestWrapper, render, screen, setupMsw, userEvent, waitFor, within } from '@qifu/ui/testing';
import { configure } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { WorkshopReviewLogPage } from './review-log-page';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 60_000 });

const REJECT: ReviewLogRow = {
  id: '9628b2c7-fb2a-4eac-8eac-402c99eab586',
  bizType: 'info',
  bizId: '76fdf126-1ca1-41dd-bfc2-cae280f152f1',
  bizTitle: '阜溪街道标准厂房 3000㎡ 出租',
  action: 'reject',
  fromStatus: '1',
  toStatus: '3',
  opinion: '请补充产权证明',
  operatorName: '李娜',
  createTime: '2026-11-21T03:00:00.000Z',
};
const SUBMIT: ReviewLogRow = { ...REJECT, id: '9628b2c7-fb2a-4eac-8eac-402c99eab587', action: 'submit', fromStatus: '0', toStatus: '1', opinion: null, operatorName: '张伟', createTime: '2026-11-20T16:30:00.000Z' };

const queries: URLSearchParams[] = [];
setupMsw(
  http.get(apiUrl('/workshop/reviewLog/list'), ({ request }) => {
    queries.push(new URL(request.url).searchParams);
    return HttpResponse.json(okEnvelope({ list: [REJECT, SUBMIT], total: 2 }));
  }),
);

beforeEach(() => {
  queries.length = 0;
  setTokens('access-token', 'refresh-token');
});
afterEach(() => clearSession());

describe('厂房审核记录', () => {
  it('lists each action with the listing, the opinion, the operator and the time in China time', async () => {
    render(<WorkshopReviewLogPage />, { wrapper: createTestWrapper() });
    const table = await screen.findByRole('table', { name: '厂房审核记录列表' });
    const reject = within((await within(table).findByText('请补充产权证明')).closest('tr')!);
    for (const text of ['阜溪街道标准厂房 3000㎡ 出租', '厂房房源', '审核驳回', '待审核 → 审核驳回', '李娜', '2026-11-21 11:00']) {
      expect(reject.getByText(text)).toBeInTheDocument();
    }
    // 16:30 UTC is the next day in China
    const submit = within(within(table).getByText('张伟').closest('tr')!);
    expect(submit.getByText('2026-11-21 00:30')).toBeInTheDocument();
    expect(submit.getByText('—')).toBeInTheDocument();
  });

  it('searches by title and action', async () => {
    render(<WorkshopReviewLogPage />, { wrapper: createTestWrapper() });
    await screen.findByText('请补充产权证明');
    await userEvent.type(screen.getByRole('textbox', { name: '标题' }), '标准厂房');
    await userEvent.click(screen.getByRole('textbox', { name: '操作' }));
    await userEvent.click(await screen.findByRole('option', { name: '审核驳回' }));
    await userEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(queries.at(-1)?.get('keyword')).toBe('标准厂房'));
    expect(queries.at(-1)?.get('action')).toBe('reject');
  });
});
