import { notifications } from '@mantine/notifications';
import { okEnvelope } from '@qifu/sdk/testing';
import { type MatchSituation } from '@qifu/policy-data-access';
import { apiUrl, createTestWrapper, render, screen, setupMsw, userEvent, waitFor, within } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { PolicyServerReplenishPage } from './policy-server-replenish-page';
import { POLICY_ID, PROJECT_PARTLY, PUBLIC_CONFIG, SITUATION, clearSession, loginAs } from './testing/fixtures';

let saved = false;
const situationQueries: Array<string | null> = [];
const saveBodies: unknown[] = [];

function situation(): MatchSituation {
  return saved ? { ...SITUATION, wholeInfo: true, missingData: [], matchedCount: 2, partlyMatchedCount: 0 } : SITUATION;
}

setupMsw(
  http.get(apiUrl('/sys/platform/publicConfig'), () => HttpResponse.json(okEnvelope(PUBLIC_CONFIG))),
  http.get(apiUrl('/policy/doc/matchSituation'), ({ request }) => {
    situationQueries.push(new URL(request.url).searchParams.get('policyId'));
    return HttpResponse.json(okEnvelope(situation()));
  }),
  http.get(apiUrl('/corp/policy/replenishInfo'), () =>
    HttpResponse.json(
      okEnvelope({
        facts: { companyName: '德清县恒达新材料有限公司', revenue: 32000, ...(saved ? { rdExpense: 1100 } : {}) },
        missingData: saved ? [] : [{ field: 'rdExpense', label: '上年度研发费用（万元）', projectCount: 3 }],
        wholeInfo: saved,
      }),
    ),
  ),
  http.post(apiUrl('/corp/policy/saveReplenish'), async ({ request }) => {
    saveBodies.push(await request.json());
    saved = true;
    return HttpResponse.json(okEnvelope(situation(), '保存成功'));
  }),
);

const wrapper = createTestWrapper({ path: '/page/policyserverreplenish', notifications: true });

beforeEach(() => {
  saved = false;
  situationQueries.length = 0;
  saveBodies.length = 0;
});
afterEach(() => {
  clearSession();
  notifications.clean();
});

describe('PolicyServerReplenishPage', { timeout: 30_000 }, () => {
  it('shows a visitor the enterprise-login prompt', async () => {
    render(<PolicyServerReplenishPage policyId={POLICY_ID} projectId={PROJECT_PARTLY} />, { wrapper });
    expect(await screen.findByText('请先使用企业账号进行登录')).toBeInTheDocument();
    expect(situationQueries).toEqual([]);
  });

  it('asks for what the policy’s projects miss, saves it, then offers 去申报', async () => {
    loginAs('QY');
    render(<PolicyServerReplenishPage policyId={POLICY_ID} projectId={PROJECT_PARTLY} />, { wrapper });
    const input = await screen.findByRole('textbox', { name: /上年度研发费用（万元）/ });
    expect(situationQueries).toEqual([POLICY_ID]);
    expect(screen.getByText('影响 1 个项目的匹配')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去申报' })).toHaveAttribute('href', `/page/policyserverdeclare?projectId=${PROJECT_PARTLY}`);
    expect(within(screen.getByRole('region', { name: '已有信息' })).getByText('32,000万元')).toBeInTheDocument();

    await userEvent.type(input, '1100');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(saveBodies).toEqual([{ facts: { rdExpense: 1100 } }]));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(await screen.findByText('企业信息已完整')).toBeInTheDocument();
    expect(situationQueries.at(-1)).toBe(POLICY_ID);
    expect(screen.getByRole('link', { name: '去申报' })).toHaveAttribute('href', `/page/policyserverdeclare?projectId=${PROJECT_PARTLY}`);
    expect(within(screen.getByRole('region', { name: '已有信息' })).getByText('1,100万元')).toBeInTheDocument();
  });

  it('hands 去申报 to the caller when onDeclare is given', async () => {
    loginAs('QY');
    const onDeclare = vi.fn();
    render(<PolicyServerReplenishPage policyId={POLICY_ID} projectId={PROJECT_PARTLY} onDeclare={onDeclare} />, { wrapper });
    await userEvent.click(await screen.findByRole('button', { name: '去申报' }));
    expect(onDeclare).toHaveBeenCalledWith(PROJECT_PARTLY);
  });
});
