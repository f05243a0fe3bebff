import { okEnvelope } from '@qifu/sdk/testing';
import {
  clearSession,
  DATA_AUTHORIZATION_EVENT,
  openDataAuthorization,
  protocolStatusAtom,
  sessionStore,
  takeDataAuthorizationRequest,
} from '@qifu/session';
import { act, apiUrl, createTestWrapper, render, screen, setupMsw, userEvent, waitFor, within } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { logIn } from '../declare/test-fixtures';

import { DataAuthorizationHost } from './data-authorization';
import { DataAuthorizationDialog } from './data-authorization-dialog';

let serverStatus: '00' | '01' | '02' = '00';
const decisions: string[] = [];
let statusQueries = 0;

setupMsw(
  http.get(apiUrl('/ent/company/info/queryEntExpansionInfoAuthLog'), () => {
    statusQueries += 1;
    return HttpResponse.json(okEnvelope({ authStatus: serverStatus, authTime: serverStatus === '00' ? null : '2026-11-20T06:30:00.000Z' }));
  }),
  http.get(apiUrl('/ent/company/info/setEntExpansionInfoAuth'), ({ request }) => {
    const authStatus = new URL(request.url).searchParams.get('authStatus') as '01' | '02';
    decisions.push(authStatus);
    serverStatus = authStatus;
    return HttpResponse.json(okEnvelope({ authStatus, authTime: '2026-11-21T02:00:00.000Z' }, authStatus === '02' ? '授权成功' : '已拒绝授权'));
  }),
);

/** Waits longer for the first answers (the lazy dialog and requests under a loaded machine). */
const FIRST = { timeout: 5000 };

function renderDialog(onClose: () => void) {
  return render(<DataAuthorizationDialog opened onClose={onClose} />, { wrapper: createTestWrapper({ notifications: true }) });
}

beforeEach(() => {
  serverStatus = '00';
  decisions.length = 0;
  statusQueries = 0;
  logIn('QY');
});
afterEach(() => clearSession());

describe('data-authorization dialog (seeds 000 §4, §8)', () => {
  it('cannot be closed before the status is 02; 同意授权 records 02, stores it and shows 授权成功', async () => {
    let closed = 0;
    renderDialog(() => {
      closed += 1;
    });
    const dialog = within(await screen.findByRole('dialog', { name: '企业用户授权' }, FIRST));
    expect(dialog.getByText('企业数据授权协议')).toBeInTheDocument();
    await waitFor(() => expect(statusQueries).toBe(1), FIRST);
    expect(sessionStore.get(protocolStatusAtom)).toBe('00');
    await userEvent.keyboard('{Escape}');
    expect(closed).toBe(0);
    expect(screen.getByRole('dialog', { name: '企业用户授权' })).toBeInTheDocument();
    expect(dialog.queryByText('已授权')).not.toBeInTheDocument();

    await userEvent.click(dialog.getByRole('button', { name: '同意授权' }));
    expect(await screen.findByText('授权成功')).toBeInTheDocument();
    expect(decisions).toEqual(['02']);
    expect(sessionStore.get(protocolStatusAtom)).toBe('02');
    expect(closed).toBe(1);
  });

  it('shows 已授权 when the status is already 02, and only then can be closed', async () => {
    serverStatus = '02';
    let closed = 0;
    renderDialog(() => {
      closed += 1;
    });
    const dialog = within(await screen.findByRole('dialog', { name: '企业用户授权' }, FIRST));
    expect(await dialog.findByRole('button', { name: '已授权' })).toBeDisabled();
    expect(dialog.queryByRole('button', { name: '同意授权' })).not.toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: '拒绝授权' })).not.toBeInTheDocument();
    expect(sessionStore.get(protocolStatusAtom)).toBe('02');
    await userEvent.keyboard('{Escape}');
    expect(closed).toBe(1);
  });

  it('拒绝授权 records and stores 01 and closes the dialog', async () => {
    let closed = 0;
    renderDialog(() => {
      closed += 1;
    });
    await userEvent.click(await screen.findByRole('button', { name: '拒绝授权' }, FIRST));
    await waitFor(() => expect(decisions).toEqual(['01']), FIRST);
    expect(await screen.findByText('已拒绝授权')).toBeInTheDocument();
    expect(sessionStore.get(protocolStatusAtom)).toBe('01');
    expect(closed).toBe(1);
  });
});

describe('DataAuthorizationHost', () => {
  it('fetches and stores the status of a logged-in enterprise and opens the dialog on the header event', async () => {
    serverStatus = '02';
    render(<DataAuthorizationHost />, { wrapper: createTestWrapper({ notifications: true }) });
    await waitFor(() => expect(sessionStore.get(protocolStatusAtom)).toBe('02'), FIRST);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // the portal header asks through @qifu/session (it may not import this library)
    act(() => openDataAuthorization());
    const dialog = within(await screen.findByRole('dialog', { name: '企业用户授权' }, FIRST));
    expect(await dialog.findByRole('button', { name: '已授权' })).toBeInTheDocument();
    expect(DATA_AUTHORIZATION_EVENT).toBe('qifu:data-authorization');
  });

  it('opens on a request made before the host was mounted (its code still downloading)', async () => {
    serverStatus = '02';
    takeDataAuthorizationRequest();
    openDataAuthorization();
    render(<DataAuthorizationHost />, { wrapper: createTestWrapper({ notifications: true }) });
    expect(await screen.findByRole('dialog', { name: '企业用户授权' }, FIRST)).toBeInTheDocument();
  });

  it('does nothing for a personal user', async () => {
    clearSession();
    logIn('GR');
    render(<DataAuthorizationHost />, { wrapper: createTestWrapper({ notifications: true }) });
    act(() => openDataAuthorization());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(statusQueries).toBe(0);
  });
});
