import { okEnvelope } from '@qifu/sdk/testing';
import { clearSession, setTokens } from '@qifu/session';
import { apiUrl, createTestWrapper, render, screen, setupMsw, userEvent, waitFor } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { AppealRating } from './appeal-rating';

const ID = '3f6c2a1e-8b4d-4c7a-9e2f-1a2b3c4d5e6f';
const rated: unknown[] = [];
setupMsw(
  http.post(apiUrl('/appeal/info/rate'), async ({ request }) => {
    rated.push(await request.json());
    return HttpResponse.json(okEnvelope(null, '评价成功'));
  }),
);

beforeEach(() => {
  rated.length = 0;
  setTokens('access-token', 'refresh-token');
});
afterEach(() => clearSession());

const base = { id: ID, satisfaction: null, satisfactionRemark: null, rateTime: null };

describe('满意度评价', { timeout: 20_000 }, () => {
  it('offers nothing before the appeal is finished', () => {
    render(<AppealRating appeal={{ ...base, status: '4' }} />, { wrapper: createTestWrapper({ notifications: true }) });
    expect(screen.queryByText('满意度评价')).toBeNull();
    expect(screen.queryByRole('button', { name: '提交评价' })).toBeNull();
  });

  it('asks for stars, then sends the rating with its remark', async () => {
    render(<AppealRating appeal={{ ...base, status: '6' }} />, { wrapper: createTestWrapper({ notifications: true }) });
    await userEvent.click(screen.getByRole('button', { name: '提交评价' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('请选择满意度');
    expect(rated).toEqual([]);
    // a star is chosen by its label (the radio itself only previews)
    const star = (screen.getByRole('radio', { name: '5星 很满意' }) as HTMLInputElement).labels?.[0];
    if (!star) throw new Error('no star label');
    await userEvent.click(star);
    expect(await screen.findByText('很满意')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: '评价意见' }), '答复及时');
    await userEvent.click(screen.getByRole('button', { name: '提交评价' }));
    await waitFor(() => expect(rated).toEqual([{ id: ID, satisfaction: 5, satisfactionRemark: '答复及时' }]));
    expect(await screen.findByText('评价成功')).toBeInTheDocument();
  });

  it('shows a given rating read-only', () => {
    render(<AppealRating appeal={{ ...base, status: '6', satisfaction: 3, satisfactionRemark: '还可以', rateTime: '2026-11-25T02:00:00.000Z' }} />, {
      wrapper: createTestWrapper({ notifications: true }),
    });
    expect(screen.getByText('基本满意')).toBeInTheDocument();
    expect(screen.getByText('还可以')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '提交评价' })).toBeNull();
  });
});
