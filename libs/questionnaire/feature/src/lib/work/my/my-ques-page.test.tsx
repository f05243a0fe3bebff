import type { QuesMyDetail, QuesMyItem } from '@qifu/questionnaire-data-access';
import { okEnvelope } from '@qifu/sdk/testing';
import { clearSession, setTokens } from '@qifu/session';
import { apiUrl, createTestWrapper, render, screen, setupMsw, userEvent, waitFor, within } from '@qifu/ui/testing';
import { configure } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { MyQuesPage } from './my-ques-page';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 60_000 });

const DAY = 86_400_000;
const ID = 'a45c8e13-5b76-5acf-b712-ff48adf72e81';
const Q1 = '724dc990-7d12-5d37-9928-a2a1e3fa02ba';
const Q2 = '724dc990-7d12-5d37-9928-a2a1e3fa02bb';
const Q3 = '724dc990-7d12-5d37-9928-a2a1e3fa02bc';
const O1 = 'c3a55809-8358-5dca-8c0f-2b4033ae66c1';
const O2 = 'd71d841d-0568-5a28-bde1-e3bc452ed73c';

const ROW: QuesMyItem = {
  id: ID,
  quesTitle: '2026年度企业惠企政策满意度调查',
  startTime: new Date(Date.now() - DAY).toISOString(),
  endTime: new Date(Date.now() + 10 * DAY).toISOString(),
  status: '1',
  answered: false,
  answerTime: null,
};
const DETAIL: QuesMyDetail = {
  ...ROW,
  quesDesc: '请如实填写，约需 3 分钟。',
  questions: [
    { id: Q1, questionTitle: '贵企业今年是否享受过研发费用加计扣除政策？', questionType: '1', required: true, sort: 1, options: [{ id: O1, optionContent: '已享受', sort: 1 }, { id: O2, optionContent: '未享受', sort: 2 }] },
    { id: Q2, questionTitle: '请对政策兑现的办理效率打分', questionType: '4', required: true, sort: 2 },
    { id: Q3, questionTitle: '您还有哪些意见和建议？', questionType: '3', required: false, sort: 3 },
  ],
  answers: [],
};

const posted: unknown[] = [];
setupMsw(
  http.get(apiUrl('/ques/my/list'), () => HttpResponse.json(okEnvelope({ list: [ROW], total: 1 }))),
  http.get(apiUrl('/ques/my/detail'), () => HttpResponse.json(okEnvelope(DETAIL))),
  http.post(apiUrl('/ques/answer/submit'), async ({ request }) => {
    posted.push(await request.json());
    return HttpResponse.json(okEnvelope({ id: 'f9a39516-5438-5b43-8072-826d5a75a280' }, '提交成功'));
  }),
);

beforeEach(() => {
  posted.length = 0;
  setTokens('access-token', 'refresh-token');
});
afterEach(() => clearSession());

describe('我的问卷', () => {
  it('lists the questionnaire as 未作答 and answers it through the dynamic form, refusing a missing required answer first', async () => {
    render(<MyQuesPage />, { wrapper: createTestWrapper() });
    const table = await screen.findByRole('table', { name: '我的问卷列表' });
    const row = within((await within(table).findByText(ROW.quesTitle)).closest('tr')!);
    expect(row.getByText('未作答')).toBeInTheDocument();
    await userEvent.click(row.getByRole('button', { name: `填写：${ROW.quesTitle}` }));

    const dialog = await screen.findByRole('dialog', { name: ROW.quesTitle });
    expect(within(dialog).getByText('请如实填写，约需 3 分钟。')).toBeInTheDocument();
    await userEvent.click(await within(dialog).findByRole('radio', { name: '已享受' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '提交' }));
    // the score (required) is missing: nothing is sent
    expect(await within(dialog).findAllByText(/请选择|不能为空|必填/)).not.toHaveLength(0);
    expect(posted).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('radio', { name: '4分' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /意见和建议/ }), '希望多组织培训');
    await userEvent.click(within(dialog).getByRole('button', { name: '提交' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      quesId: ID,
      answers: [
        { questionId: Q1, optionIds: [O1] },
        { questionId: Q2, answerScore: 4 },
        { questionId: Q3, answerContent: '希望多组织培训' },
      ],
    });
    // the dialog closes after 提交成功
    await waitFor(() => expect(screen.queryByRole('dialog', { name: ROW.quesTitle })).not.toBeInTheDocument());
  });
});
