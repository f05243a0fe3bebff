/**
 * Calling the API as another demo account in an end-to-end test (e.g. a customer-service staff
 * member answering the chat while the page is logged in as an enterprise): logs in through
 * `/api/sys/activeUser/login` exactly as the login page does (password SM2-encrypted with the
 * public key of `/api/sys/platform/publicConfig`, LOGIN_CODE=off) on a request context of its own,
 * so the browser's session is untouched.
 */
import { type APIRequestContext } from '@playwright/test';
import { sm2Encrypt } from '@qifu/sdk/sm2';

import { DEMO_PASSWORD } from './helpers';

/** An API session: call with `headers`. */
export interface ApiSession {
  request: APIRequestContext;
  headers: Record<string, string>;
}

/**
 * Logs `userName` in through the API.
 * @throws Error when the login does not answer a token.
 */
export async function apiLogin(request: APIRequestContext, userName: string, password = DEMO_PASSWORD): Promise<ApiSession> {
  const config = (await (await request.get('/api/sys/platform/publicConfig')).json()) as { data: { sm2PublicKey: string } };
  const res = await request.post('/api/sys/activeUser/login', {
    form: { userName, password: sm2Encrypt(password, config.data.sm2PublicKey) },
  });
  const body = (await res.json()) as { success: boolean; msg: string; data?: { token: string } };
  if (!body.success || !body.data) throw new Error(`API login of ${userName} failed: ${res.status()} ${body.msg}`);
  return { request, headers: { Authorization: `Bearer ${body.data.token}`, tokenType: 'Bearer' } };
}
