/**
 * What the technology-service API tests share (tech-workflow, tech-talk, tech-achievement-workflow): a demo server with
 * some users logged in, and a call that checks every answer against the contract.
 */
import { expect } from 'vitest';

import { auth, body, contractViolations, createTestServer, loginAs, type TestServer } from './test-server';

/** The answer envelope. */
export interface Envelope<T = unknown> {
  success: boolean;
  code: string;
  msg: string;
  data: T;
}

/**
 * Starts a demo server (password login, no captcha) and logs `users` in.
 * @returns the server and the users' access tokens, in the order given.
 */
export async function startTechServer(users: readonly string[]): Promise<{ server: TestServer; tokens: string[] }> {
  const server = await createTestServer({ demo: true, loginCode: 'off' });
  const tokens = await Promise.all(users.map((u) => loginAs(server, u))).then((t) => t.map((x) => x.token));
  return { server, tokens };
}

/**
 * Calls `/api${url}` as the holder of `token` (none: anonymous) and expects an answer the contract allows.
 * @returns the HTTP status and the envelope.
 */
export async function callChecked<T = unknown>(
  server: TestServer,
  method: 'GET' | 'POST',
  url: string,
  token: string | undefined,
  payload?: unknown,
): Promise<{ status: number; json: Envelope<T> }> {
  const res = await server.app.inject({ method, url: `/api${url}`, headers: token ? auth(token) : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
  expect(contractViolations(method, `/api${url}`, res), `${method} ${url}`).toEqual([]);
  return { status: res.statusCode, json: body<Envelope<T>>(res) };
}
