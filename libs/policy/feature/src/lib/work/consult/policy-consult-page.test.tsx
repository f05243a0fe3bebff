import { PERM } from '@qifu/sdk';
import { okEnvelope } from '@qifu/sdk/testing';
import { clearSession, permissionsAtom, sessionStore, setTokens } from '@qifu/session';
import { apiUrl, createTestWrapper, render, screen, setupMsw, userEvent, waitFor, within } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { MyConsultPage } from '../my-consult/my-consult-page';
import { PolicyConsultPage } from './policy-consult-page';

const consultation = (n: number, status: '0' | '1', reply: string | null, consultContent: string) => ({
  id: `5c1f0e2a-4b8d-4a6e-9f3c-1d2e3f4a5b6${n}`,
  polInfoId: '0b9a3c1e-5f6d-4e8a-9c2b-7d1e2f3a4b5c',
  policyTitle: '德清县关于加快制造业高质量发展的若干政策意见',
  consultContent,
  userName: '张伟',
  companyName: '德清县恒达新材料有限公司',
  createTime: '2026-11-20T06:30:00.000Z',
  status,
  reply,
});
const WAITING = consultation(1, '0', null, '我公司去年新购设备 500 万元，能否申报技改补助？');
const ANSWERED = consultation(2, '1', '可以申报，请关注申报通知。', '研发费用补助何时兑现？');

const replies: unknown[] = [];
const listQueries: URLSearchParams[] = [];
setupMsw(
  http.get(apiUrl('/pol/consult/view'), ({ request }) => {
    listQueries.push(new URL(request.url).searchParams);
    return HttpResponse.json(okEnvelope({ list: [WAITING, ANSWERED], total: 2 }));
  }),
  http.get(apiUrl('/pol/my/getPolConsult'), () => HttpResponse.json(okEnvelope({ list: [ANSWERED], total: 1 }))),
  http.post(apiUrl('/pol/consult/result'), async ({ request }) => {
    replies.push(await request.json());
    return HttpResponse.json(okEnvelope(null, '答复成功'));
  }),
);

beforeEach(() => {
  replies.length = 0;
  listQueries.length = 0;
  setTokens('access-token', 'refresh-token');
});
afterEach(() => clearSession());

async function rowOf(text: string) {
  const table = await screen.findByRole('table', { name: '咨询列表' }, { timeout: 5000 });
  const row = (await within(table).findByText(text, {}, { timeout: 5000 })).closest('tr');
  if (!row) throw new Error('no row');
  return within(row);
}

describe('政策咨询', { timeout: 20_000 }, () => {
  it('lists the consultations with asker, company and state, and searches by keyword and state', async () => {
    sessionStore.set(permissionsAtom, [PERM.polConsultView]);
    render(<PolicyConsultPage />, { wrapper: createTestWrapper({ notifications: true }) });
    const waiting = await rowOf(WAITING.consultContent);
    expect(waiting.getByText('德清县恒达新材料有限公司')).toBeInTheDocument();
    expect(waiting.getByText('待答复')).toBeInTheDocument();
    expect((await rowOf(ANSWERED.consultContent)).getByText('可以申报，请关注申报通知。')).toBeInTheDocument();
    // without pol:consult:result no answer action is offered
    expect(screen.queryByRole('button', { name: '答复' })).toBeNull();
    expect(screen.queryByRole('button', { name: '修改答复' })).toBeNull();

    await userEvent.type(screen.getByRole('textbox', { name: '关键字' }), '技改');
    await userEvent.click(screen.getByRole('textbox', { name: '状态' }));
    await userEvent.click(await screen.findByRole('option', { name: '待答复' }));
    await userEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(listQueries.at(-1)?.get('status')).toBe('0'));
    expect(listQueries.at(-1)?.get('keyword')).toBe('技改');
    expect(listQueries.at(-1)?.get('page')).toBe('1');
  });

  it('answers a waiting consultation in the 答复 dialog: the answer is required, then sent with 答复成功', async () => {
    sessionStore.set(permissionsAtom, [PERM.polConsultView, PERM.polConsultResult]);
    render(<PolicyConsultPage />, { wrapper: createTestWrapper({ notifications: true }) });
    const row = await rowOf(WAITING.consultContent);
    // the state table offers 答复 on 待答复 and 修改答复 on 已答复
    expect((await rowOf(ANSWERED.consultContent)).queryByRole('button', { name: '答复' })).toBeNull();
    await userEvent.click(row.getByRole('button', { name: '答复' }));

    const dialog = await screen.findByRole('dialog', { name: '答复咨询' });
    expect(within(dialog).getByText(WAITING.consultContent)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '提交答复' }));
    expect(await within(dialog).findByText('请输入答复内容')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: '答复内容' }), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: '提交答复' }));
    expect(replies).toEqual([]);

    const before = listQueries.length;
    await userEvent.type(within(dialog).getByRole('textbox', { name: '答复内容' }), '新购设备投资额达到200万元即可申报。');
    await userEvent.click(within(dialog).getByRole('button', { name: '提交答复' }));
    expect(await screen.findByText('答复成功')).toBeInTheDocument();
    expect(replies).toEqual([{ id: WAITING.id, reply: '新购设备投资额达到200万元即可申报。' }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '答复咨询' })).toBeNull());
    // the list reloads (its keys were invalidated)
    await waitFor(() => expect(listQueries.length).toBeGreaterThan(before));
  });

  it('corrects an answer in 修改答复 with the answer prefilled', async () => {
    sessionStore.set(permissionsAtom, [PERM.polConsultView, PERM.polConsultResult]);
    render(<PolicyConsultPage />, { wrapper: createTestWrapper({ notifications: true }) });
    await userEvent.click((await rowOf(ANSWERED.consultContent)).getByRole('button', { name: '修改答复' }));
    const dialog = await screen.findByRole('dialog', { name: '修改答复' });
    const answer = within(dialog).getByRole('textbox', { name: '答复内容' });
    expect(answer).toHaveValue('可以申报，请关注申报通知。');
    await userEvent.type(answer, '（以通知为准）');
    await userEvent.click(within(dialog).getByRole('button', { name: '提交答复' }));
    await waitFor(() => expect(replies).toEqual([{ id: ANSWERED.id, reply: '可以申报，请关注申报通知。（以通知为准）' }]));
  });
});

describe('我的咨询', { timeout: 20_000 }, () => {
  it('shows the caller own consultations with the state and the staff answer', async () => {
    render(<MyConsultPage />, { wrapper: createTestWrapper({ notifications: true }) });
    const table = await screen.findByRole('table', { name: '我的咨询' }, { timeout: 5000 });
    const row = (await within(table).findByText(ANSWERED.consultContent, {}, { timeout: 5000 })).closest('tr');
    expect(row).not.toBeNull();
    expect(within(row!).getByText('已答复')).toBeInTheDocument();
    expect(within(row!).getByText('可以申报，请关注申报通知。')).toBeInTheDocument();
  });
});
