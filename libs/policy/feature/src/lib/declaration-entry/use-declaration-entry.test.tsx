import { okEnvelope } from '@qifu/sdk/testing';
import { clearSession, protocolStatusAtom, sessionStore } from '@qifu/session';
import { apiUrl, createTestWrapper, render, screen, setupMsw, userEvent, waitFor, within } from '@qifu/ui/testing';
import { useRouterState } from '@tanstack/react-router';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { DECLARE_ID, POLICY_ID, PROJECT_ID, logIn, publicConfigHandler } from '../declare/test-fixtures';
import { ssoLoginHref } from '@qifu/util';
import { useDeclarationEntry, type StartDeclarationParams } from './use-declaration-entry';

const START = `/page/policyserverdetail?id=${POLICY_ID}`;
const DECLARE_HREF = `/page/policyserverdeclare?projectId=${PROJECT_ID}`;
const REPLENISH_HREF = `/page/policyserverreplenish?policyId=${POLICY_ID}&projectId=${PROJECT_ID}`;

const RISKS = [
  { riskName: '行政处罚', riskCount: 2, riskType: '02' },
  { riskName: '欠税记录', riskCount: 1, riskType: '02' },
];
const BLOCKING = [{ riskName: '严重违法失信', riskCount: 1, riskType: '01' }];
const MISSING = [{ field: 'rdExpense', label: '上年度研发费用（万元）' }];

interface Check {
  riskType: '00' | '01' | '02';
  wholeInfo: boolean;
  riskList: typeof RISKS;
  missingData?: typeof MISSING;
}

let check: Check = { riskType: '00', wholeInfo: true, riskList: [] };
let authStatus: '00' | '01' | '02' = '02';
const checks: string[] = [];
const authQueries: number[] = [];
const logs: unknown[] = [];

setupMsw(
  http.get(apiUrl('/policy/doc/checkBeforeDeclaration'), ({ request }) => {
    checks.push(new URL(request.url).searchParams.get('policyId') ?? '');
    return HttpResponse.json(okEnvelope(check));
  }),
  http.get(apiUrl('/ent/company/info/queryEntExpansionInfoAuthLog'), () => {
    authQueries.push(1);
    return HttpResponse.json(okEnvelope({ authStatus, authTime: authStatus === '00' ? null : '2026-11-20T06:30:00.000Z' }));
  }),
  http.post(apiUrl('/pol/policyBusinessLog/add'), async ({ request }) => {
    logs.push(await request.json());
    return HttpResponse.json(okEnvelope(null));
  }),
  publicConfigHandler,
);

function Location() {
  const href = useRouterState({ select: (state) => state.location.href });
  return <output data-testid="location">{href}</output>;
}

function Harness({ params }: { params: StartDeclarationParams }) {
  const entry = useDeclarationEntry();
  return (
    <>
      <button type="button" onClick={() => void entry.startDeclaration(params)}>
        立即申报
      </button>
      {entry.dialogs}
      <Location />
    </>
  );
}

async function start(params: StartDeclarationParams = { policyId: POLICY_ID, projectId: PROJECT_ID }) {
  render(<Harness params={params} />, { wrapper: createTestWrapper({ path: START }) });
  await userEvent.click(await screen.findByRole('button', { name: '立即申报' }, FIRST));
}

const location = () => screen.getByTestId('location').textContent;
/** Waits longer for the first answers (chunks and requests under a loaded machine). */
const FIRST = { timeout: 5000 };

async function expectDeclared(href = DECLARE_HREF) {
  await waitFor(() => expect(location()).toBe(href), FIRST);
  await waitFor(() => expect(logs).toEqual([{ type: 1, eventLabel: '政策申报', polInfoId: POLICY_ID, projectId: PROJECT_ID }]), FIRST);
}

beforeEach(() => {
  check = { riskType: '00', wholeInfo: true, riskList: [] };
  authStatus = '02';
  checks.length = 0;
  authQueries.length = 0;
  logs.length = 0;
});
afterEach(() => clearSession());

describe('declaration entry flow (seeds 000 §4)', () => {
  it('1. asks a visitor to log in as an enterprise: 请先使用企业账号进行登录, 去登录 / 暂不登录', async () => {
    await start();
    const dialog = within(await screen.findByRole('dialog', { name: '提示' }, FIRST));
    expect(dialog.getByText('请先使用企业账号进行登录')).toBeInTheDocument();
    const login = dialog.getByRole('link', { name: '去登录' });
    await waitFor(() =>
      expect(login).toHaveAttribute('href', ssoLoginHref('/sso/login', 'QY', `${window.location.origin}${window.location.pathname}${window.location.search}`)),
    );
    const sso = new URL(login.getAttribute('href') ?? '', window.location.origin);
    expect(sso.pathname).toBe('/sso/login');
    expect(sso.searchParams.get('userType')).toBe('QY');
    expect(sso.searchParams.get('redirect')).toContain('userType=QY');
    await userEvent.click(dialog.getByRole('button', { name: '暂不登录' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '提示' })).not.toBeInTheDocument());
    expect(location()).toBe(START);
    expect(checks).toEqual([]);
    expect(logs).toEqual([]);
  });

  it('1. asks a personal user (GR) and staff to log in as an enterprise too', async () => {
    logIn('GR');
    await start();
    expect(within(await screen.findByRole('dialog', { name: '提示' }, FIRST)).getByText('请先使用企业账号进行登录')).toBeInTheDocument();
    clearSession();
  });

  it('1. lets entry type 1 (continuing a declaration) go straight to declare, without an enterprise login', async () => {
    await start({ policyId: POLICY_ID, projectId: PROJECT_ID, entryType: '1', declareId: DECLARE_ID });
    await expectDeclared(`${DECLARE_HREF}&id=${DECLARE_ID}&type=1`);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(checks).toEqual([]);
  });

  it('2. sends an enterprise whose authorization is not 02 straight to the declaration (status fetched and stored)', async () => {
    logIn('QY');
    authStatus = '01';
    await start();
    await expectDeclared();
    expect(authQueries).toHaveLength(1);
    expect(sessionStore.get(protocolStatusAtom)).toBe('01');
    expect(checks).toEqual([]);
  });

  it('3. with 02 (stored), risk 00 and whole info: the risk check runs with policyId, then the declaration', async () => {
    logIn('QY');
    sessionStore.set(protocolStatusAtom, '02');
    await start();
    await expectDeclared();
    expect(checks).toEqual([POLICY_ID]);
    expect(authQueries).toEqual([]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('3. risk 00 with incomplete info: the prompt offers 去完善信息 (→ policyserverreplenish) and 去申报', async () => {
    logIn('QY');
    check = { riskType: '00', wholeInfo: false, riskList: [], missingData: MISSING };
    await start();
    const dialog = within(await screen.findByRole('dialog', { name: '信息完善提示' }, FIRST));
    expect(dialog.getByText('上年度研发费用（万元）')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: '去申报' })).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: '去完善信息' }));
    await waitFor(() => expect(location()).toBe(REPLENISH_HREF));
    expect(logs).toEqual([]);
  });

  it('3. risk 00 with incomplete info: 去申报 goes to the declaration', async () => {
    logIn('QY');
    check = { riskType: '00', wholeInfo: false, riskList: [], missingData: MISSING };
    await start();
    await userEvent.click(within(await screen.findByRole('dialog', { name: '信息完善提示' }, FIRST)).getByRole('button', { name: '去申报' }));
    await expectDeclared();
  });

  it('3. risk 01 shows a blocking dialog listing the risks, with no way to declare', async () => {
    logIn('QY');
    check = { riskType: '01', wholeInfo: true, riskList: BLOCKING };
    await start();
    const dialog = within(await screen.findByRole('dialog', { name: '无法申报' }, FIRST));
    expect(dialog.getByText('经检测，贵企业存在以下阻断性风险，暂不能申报该政策：')).toBeInTheDocument();
    expect(dialog.getByText('严重违法失信：1条')).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: /申报/ })).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: '我知道了' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location()).toBe(START);
    expect(logs).toEqual([]);
  });

  it('3. risk 02 with whole info: a warning advising a self-check, then the declaration on close', async () => {
    logIn('QY');
    check = { riskType: '02', wholeInfo: true, riskList: RISKS };
    await start();
    const dialog = within(await screen.findByRole('dialog', { name: '风险提示' }, FIRST));
    expect(dialog.getByText('行政处罚：2条')).toBeInTheDocument();
    expect(dialog.getByText('欠税记录：1条')).toBeInTheDocument();
    expect(dialog.getByText('建议先进行自查，确认无误后再申报。')).toBeInTheDocument();
    expect(location()).toBe(START);
    await userEvent.click(dialog.getByRole('button', { name: '我知道了' }));
    await expectDeclared();
  });

  it('3. risk 02 with incomplete info: the warning, and closing it (Escape) shows the completion prompt', async () => {
    logIn('QY');
    check = { riskType: '02', wholeInfo: false, riskList: RISKS, missingData: MISSING };
    await start();
    expect(await screen.findByRole('dialog', { name: '风险提示' }, FIRST)).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    const prompt = within(await screen.findByRole('dialog', { name: '信息完善提示' }, FIRST));
    expect(prompt.getByRole('button', { name: '去完善信息' })).toBeInTheDocument();
    expect(location()).toBe(START);
    expect(logs).toEqual([]);
  });
});
