/**
 * The contract says everything the server answers (issue 17, acceptance 6): each failure the server
 * gives — no login, a refused export, a body over the limit, an operation not implemented, a rate
 * limit — answers a status the contract declares for that very operation, with a body that
 * validates against the declared response (`@qifu/contract`, which accepts no status beyond the
 * operation's own declarations; the bundle declares 413/500/501 on every operation, the path files 429 on the rate-limited ones).
 *
 * 401 runs over every protected operation of the contract, 413 over one operation with a JSON body
 * of each security kind (the body limit is the server's, one for all routes), the others on an
 * operation that shows them; that 413/500/501 are declared on every operation and 429 on every
 * rate-limited one is checked over the whole contract.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { LightMyRequestResponse } from 'fastify';

import { handlers } from './domains';
import { auth, body, contractViolations, createTestServer, loginAs, type TestServer } from './testing/test-server';
import { rulesForOperation } from './core/rate-limits';
import { indexOperations, loadBundledSpec, type OperationInfo } from './core/spec';

const spec = loadBundledSpec();
const operations = [...indexOperations(spec).values()];

type Envelope = { success: boolean; code: string; msg: string; description?: string };

/** The operation's declared responses (after the bundle step). */
function declared(info: OperationInfo): string[] {
  const item = spec.paths?.[info.path] as Record<string, { responses?: Record<string, unknown> }> | undefined;
  return Object.keys(item?.[info.method.toLowerCase()]?.responses ?? {});
}

/** A concrete URL of the operation: each path parameter a UUID (valid for every id parameter). */
function urlOf(info: OperationInfo): string {
  return `/api${info.path.replace(/\{[^}]+\}/g, '0b9a3c1e-5f6d-4e8a-9c2b-7d1e2f3a4b5c')}`;
}

/** Status declared for the operation and body valid against the declared response. */
function expectDeclared(info: OperationInfo, res: LightMyRequestResponse): void {
  expect(declared(info), `${info.operationId} declares ${res.statusCode}`).toContain(String(res.statusCode));
  expect(contractViolations(info.method, urlOf(info), res), info.operationId).toEqual([]);
}

let plain: TestServer;
let limited: TestServer;
let partial: TestServer;
let tokens: { ADMIN: string; QY: string; GR: string };

beforeAll(async () => {
  plain = await createTestServer({ demo: true, loginCode: 'off' });
  const shared = { db: plain.testDb, demo: true, loginCode: 'off' as const };
  // user writes 120 → 1 a minute
  limited = await createTestServer({ ...shared, config: { rateLimit: true, rateLimitMultiplier: 0.005, secrets: plain.config.secrets } });
  // listPolicyDoc (public GET) without its handler: it must answer 501, declared
  const { listPolicyDoc: _omitted, ...others } = handlers as Record<string, unknown>;
  partial = await createTestServer({ ...shared, handlers: others, config: { secrets: plain.config.secrets } });
  tokens = { ADMIN: (await loginAs(plain, 'admin')).token, QY: (await loginAs(plain, 'qy')).token, GR: (await loginAs(plain, 'gr')).token };
}, 120_000);

afterAll(async () => {
  await partial?.close();
  await limited?.close();
  await plain?.close();
});

describe('every failure the server answers is declared for the operation', () => {
  it('answers each protected operation called without a token 401 UNAUTHENTICATED, declared', async () => {
    const protectedOps = operations.filter((o) => o.mode === 'login');
    expect(protectedOps.length).toBeGreaterThan(100);
    for (const info of protectedOps) {
      const res = await plain.app.inject({ method: info.method, url: urlOf(info) });
      expect([info.operationId, res.statusCode]).toEqual([info.operationId, 401]);
      expect(body<Envelope>(res).code).toBe('UNAUTHENTICATED');
      expectDeclared(info, res);
    }
  });

  it('answers an operation of each security kind with a JSON body over 1 MB 413 PAYLOAD_TOO_LARGE, declared', async () => {
    // the login is checked before the body is read: call as a user of a role the operation admits
    const tokenFor = (info: OperationInfo) =>
      info.mode === 'public' ? undefined : info.roles.length === 0 || info.roles.includes('ADMIN') ? tokens.ADMIN : info.roles.includes('QY') ? tokens.QY : tokens.GR;
    // Fastify's body limit is one for all routes: one operation of each security kind and media type
    // (1 MB bodies to all 300-odd operations would cost the test command over 10 s)
    const kinds = new Map<string, OperationInfo>();
    for (const o of operations) {
      if (!o.requestContentTypes.includes('application/json')) continue;
      const kind = `${o.mode}|${tokenFor(o) ?? ''}|${o.permission ? 'p' : ''}|${o.bodyRequired}`;
      if (!kinds.has(kind)) kinds.set(kind, o);
    }
    const jsonOps = [...kinds.values()];
    expect(jsonOps.length).toBeGreaterThanOrEqual(5);
    const payload = JSON.stringify({ padding: 'x'.repeat(1024 * 1024 + 10) });
    for (const info of jsonOps) {
      const token = tokenFor(info);
      const headers = { 'content-type': 'application/json', ...(token ? auth(token) : {}) };
      const res = await plain.app.inject({ method: info.method, url: urlOf(info), headers, payload });
      expect([info.operationId, res.statusCode]).toEqual([info.operationId, 413]);
      expect(body<Envelope>(res)).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
      expectDeclared(info, res);
    }
  });

  it('answers an export the caller may not run with the JSON envelope (HTTP 200 FORBIDDEN), declared beside the file', async () => {
    const qy = tokens.QY;
    const info = operations.find((o) => o.operationId === 'exportCompanyInfo' || (o.method === 'GET' && o.path === '/company/info/export'));
    expect(info, 'GET /company/info/export').toBeDefined();
    const res = await plain.app.inject({ method: 'GET', url: urlOf(info!), headers: auth(qy) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(body<Envelope>(res)).toMatchObject({ success: false, code: 'FORBIDDEN' });
    expectDeclared(info!, res);
    // every export (a 200 of the shared ExcelFile response) declares the envelope beside the file
    const exports = operations.filter((o) => {
      const item = spec.paths?.[o.path] as Record<string, { responses?: Record<string, { $ref?: string }> }>;
      return item[o.method.toLowerCase()]?.responses?.['200']?.$ref === '#/components/responses/ExcelFile';
    });
    expect(exports.length).toBeGreaterThan(15);
    const excel = (spec.components?.['responses'] as Record<string, { content: Record<string, unknown> }>)['ExcelFile']!;
    expect(Object.keys(excel.content)).toEqual(['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/json']);
  });

  it('answers an operation without a handler 501 NOT_IMPLEMENTED, declared', async () => {
    const info = operations.find((o) => o.operationId === 'listPolicyDoc')!;
    const res = await partial.app.inject({ method: 'GET', url: urlOf(info) });
    expect(res.statusCode).toBe(501);
    expect(body<Envelope>(res)).toMatchObject({ success: false, code: 'NOT_IMPLEMENTED', description: '接口 listPolicyDoc 尚未实现' });
    expectDeclared(info, res);
  });

  it('answers a write over the rate limit 429 TOO_MANY_REQUESTS with Retry-After, declared', async () => {
    const qy = tokens.QY;
    const info = operations.find((o) => o.operationId === 'saveMySub')!;
    const save = () => limited.app.inject({ method: 'POST', url: urlOf(info), headers: auth(qy), payload: { tagInfoIds: [] } });
    expect(body<Envelope>(await save()).success).toBe(true);
    const refused = await save();
    expect(refused.statusCode).toBe(429);
    expect(body<Envelope>(refused)).toMatchObject({ success: false, code: 'TOO_MANY_REQUESTS', msg: '请求过于频繁，请稍后再试' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expectDeclared(info, refused);
  });

  it('declares 413, 500 and 501 on every operation, and 429 on every rate-limited one', () => {
    for (const info of operations) {
      const expected = ['413', ...(rulesForOperation(info).length > 0 ? ['429'] : []), '500', '501'];
      expect([info.operationId, ...['413', '429', '500', '501'].filter((s) => declared(info).includes(s))]).toEqual([info.operationId, ...expected]);
    }
  });
});
