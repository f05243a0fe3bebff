import { readFileSync } from 'node:fs';

import { createContractValidator } from '@qifu/contract';
import { loadBundledSpec } from '@qifu/contract/node';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { checkHar, formatHarReport, HarFormatError, main, type HarEntry } from './har';

const FIXTURE = new URL('./fixtures/valid-and-invalid.har', import.meta.url);

/** The real bundled spec: the fixture must stay valid against the contract as it grows. */
const validator = createContractValidator(loadBundledSpec());

function readFixture(): { log: { entries: HarEntry[] } } {
  return JSON.parse(readFileSync(FIXTURE, 'utf8')) as { log: { entries: HarEntry[] } };
}

const har = (entries: HarEntry[]) => ({ log: { version: '1.2', creator: { name: 'test', version: '1' }, entries } });

const json = (body: unknown) => ({ mimeType: 'application/json', text: JSON.stringify(body) });

describe('checkHar on the fixture (real bundled spec)', () => {
  it('reports exactly the invalid entry', () => {
    const report = checkHar(readFixture(), validator);
    expect(report.entries).toBe(2);
    expect(report.checked).toBe(2);
    expect(report.violations).toBe(1);
    expect(report.findings).toEqual([
      {
        entry: 2,
        method: 'POST',
        url: 'http://localhost:8080/api/pol/consult/add',
        operationId: 'addPolConsult',
        part: 'request',
        violations: [
          {
            message: 'request body "consultContent": is required',
            schemaPath: '#/components/schemas/PolConsultForm/required',
            instancePath: '',
            keyword: 'required',
          },
        ],
      },
    ]);
    expect(formatHarReport(report)).toEqual([
      '✘ entry 2: addPolConsult POST http://localhost:8080/api/pol/consult/add → request',
      '    request body "consultContent": is required  [#/components/schemas/PolConsultForm/required]',
      'har: 2 entries checked, 1 violations',
    ]);
  });

  it('reports nothing for a HAR of only valid entries (base64 response body included)', () => {
    const fixture = readFixture();
    const valid = fixture.log.entries.filter((entry) => entry.request.method === 'GET');
    expect(valid[0]?.response?.content?.encoding).toBe('base64');
    const report = checkHar(har(valid), validator);
    expect(report).toEqual({ entries: 1, checked: 1, violations: 0, findings: [], statusOnly: [] });
    expect(formatHarReport(report)).toEqual(['har: 1 entries checked, 0 violations']);
  });
});

describe('checkHar rules', () => {
  const origin = 'http://localhost:8080';
  const listPolicies = (response: HarEntry['response']): HarEntry => ({
    request: { method: 'GET', url: `${origin}/api/policy/doc/list?page=1&pageSize=10` },
    response,
  });

  it('skips entries outside the base path and the non-operation paths, flags unknown operations', () => {
    const report = checkHar(
      har([
        { request: { method: 'GET', url: `${origin}/assets/index.js` }, response: { status: 200 } },
        { request: { method: 'GET', url: `${origin}/api/openapi.json` }, response: { status: 200 } },
        { request: { method: 'GET', url: `${origin}/api/docs/index.html` }, response: { status: 200 } },
        { request: { method: 'GET', url: 'data:image/png;base64,AAAA' } },
        { request: { method: 'DELETE', url: `${origin}/api/policy/doc/list` }, response: { status: 404 } },
      ]),
      validator,
    );
    expect(report.checked).toBe(1);
    expect(report.findings).toEqual([
      {
        entry: 5,
        method: 'DELETE',
        url: `${origin}/api/policy/doc/list`,
        part: 'unknown operation',
        violations: [{ message: 'unknown operation: no DELETE /policy/doc/list in the spec' }],
      },
    ]);
    expect(formatHarReport(report)[0]).toBe(`✘ entry 5: unknown operation DELETE ${origin}/api/policy/doc/list`);
  });

  it('checks query parameters and response bodies, with the JSON-schema path of each error', () => {
    const report = checkHar(
      har([
        {
          request: { method: 'GET', url: `${origin}/api/policy/doc/list?page=0` },
          response: { status: 200, content: json({ success: true, code: 'OK', msg: 'ok', data: { list: [{ id: 'x' }], total: 1 } }) },
        },
      ]),
      validator,
    );
    expect(report.violations).toBe(2);
    const [request, response] = report.findings;
    expect(request?.part).toBe('request');
    expect(request?.violations.map((v) => v.message)).toEqual(['query parameter "page": must be >= 1']);
    expect(response?.part).toBe('response');
    expect(response?.status).toBe(200);
    expect(response?.violations).toContainEqual(
      expect.objectContaining({
        message: 'response 200 body "data.list.0.policyTitle": is required',
        instancePath: '/data/list/0',
        schemaPath: '#/components/schemas/PolicyListItem/required',
      }),
    );
    expect(formatHarReport(report)).toContain(
      '    response 200 body "data.list.0.policyTitle": is required  [#/components/schemas/PolicyListItem/required at /data/list/0]',
    );
  });

  it('accepts 500 and 501 with the error envelope, which the bundle declares on every operation', () => {
    const notImplemented = { success: false, code: 'NOT_IMPLEMENTED', msg: '功能尚未实现', description: '接口 listPolicyDoc 尚未实现' };
    const internal = { success: false, code: 'INTERNAL', msg: '服务器正在更新，请稍等' };
    const report = checkHar(
      har([listPolicies({ status: 501, content: json(notImplemented) }), listPolicies({ status: 500, content: json(internal) })]),
      validator,
    );
    expect(report.findings).toEqual([]);
    const wrong = checkHar(har([listPolicies({ status: 501, content: json({ success: true }) })]), validator);
    expect(wrong.violations).toBe(1);
  });

  it('checks an unrecorded JSON body by status only, and skips 304 and failed requests', () => {
    const report = checkHar(
      har([
        listPolicies({ status: 200, content: { size: 120, mimeType: 'application/json' } }),
        listPolicies({ status: 304, content: { size: 0, mimeType: 'x-unknown' } }),
        listPolicies({ status: 0, content: { size: 0, mimeType: 'x-unknown' } }),
        listPolicies(undefined),
        listPolicies({ status: 418, content: { size: 0, mimeType: 'application/json' } }),
      ]),
      validator,
    );
    expect(report.checked).toBe(5);
    expect(report.findings.map((f) => `${f.entry} ${f.part} ${f.status}`)).toEqual(['5 response 418']);
  });

  it('reads url-encoded bodies from text or params and multipart bodies by presence', () => {
    const login = (postData: NonNullable<HarEntry['request']['postData']>): HarEntry => ({
      request: {
        method: 'POST',
        url: `${origin}/api/sys/activeUser/login`,
        headers: [{ name: 'Content-Type', value: postData.mimeType ?? '' }],
        postData,
      },
    });
    const form = 'application/x-www-form-urlencoded';
    const report = checkHar(
      har([
        login({ mimeType: form, text: 'unknownField=1' }),
        login({ mimeType: form, params: [{ name: 'unknownField', value: '1' }] }),
        {
          request: {
            method: 'POST',
            url: `${origin}/api/files/upload`,
            headers: [{ name: 'content-type', value: 'multipart/form-data; boundary=----x' }],
            postData: { mimeType: 'multipart/form-data; boundary=----x' },
          },
        },
      ]),
      validator,
    );
    expect(report.findings.map((f) => f.entry)).toEqual([1, 2]);
    expect(report.findings[0]?.violations.length).toBeGreaterThan(0);
    expect(report.findings[1]?.violations.map((v) => v.message)).toEqual(report.findings[0]?.violations.map((v) => v.message));
  });

  it('honours another base path and rejects what is not a HAR', () => {
    const report = checkHar(
      har([{ request: { method: 'GET', url: `${origin}/gateway/policy/doc/list` }, response: { status: 200, content: json({}) } }]),
      validator,
      { basePath: '/gateway/' },
    );
    expect(report.checked).toBe(1);
    expect(report.findings[0]?.part).toBe('response');
    expect(() => checkHar({ entries: [] }, validator)).toThrow(HarFormatError);
    expect(() => checkHar(har([{ request: {} } as HarEntry]), validator)).toThrow(/entry 1/);
  });
});

describe('main', () => {
  afterEach(() => vi.restoreAllMocks());

  it('prints the report and exits 1 on the fixture, 2 without a file', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(main([new URL(FIXTURE).pathname])).toBe(1);
    expect(log.mock.calls.at(-1)).toEqual(['har: 2 entries checked, 1 violations']);
    expect(main([])).toBe(2);
    expect(main(['/nonexistent/file.har'])).toBe(2);
    expect(error).toHaveBeenCalledTimes(2);
  });
});

describe('--strict and responses checked by status only (issue 17)', () => {
  const POLICY_PAGE = {
    success: true,
    code: 'OK',
    msg: '操作成功',
    data: {
      list: [
        {
          id: '0b9a3c1e-5f6d-4e8a-9c2b-7d1e2f3a4b5c',
          policyTitle: '政策',
          policyDepName: '德清县经济和信息化局',
          policyCreateTime: '2026-03-15T02:00:00.000Z',
          supportModes: ['资金补助'],
        },
      ],
      total: 1,
    },
  };
  const entry = (body: unknown, content?: HarEntry['response'] extends infer R ? (R extends { content?: infer C } ? C : never) : never): HarEntry => ({
    request: { method: 'GET', url: 'http://localhost:8080/api/policy/doc/list?page=1&pageSize=10' },
    response: { status: 200, content: content ?? json(body) },
  });
  const strictValidator = createContractValidator(loadBundledSpec(), { strict: true });
  // The real PolicyListItem is closed (`additionalProperties: false`, issue 17); strict mode matters
  // for the schemas still open, so it is shown on a copy of the contract with that one reopened.
  const reopened = structuredClone(loadBundledSpec());
  delete (reopened.components?.['schemas'] as Record<string, Record<string, unknown>>)['PolicyListItem']!['additionalProperties'];
  const openValidator = createContractValidator(reopened);
  const openStrictValidator = createContractValidator(reopened, { strict: true });

  it('one extra response property: refused by the closed contract; on an open schema accepted normally, reported exactly in strict mode', () => {
    const extra = structuredClone(POLICY_PAGE);
    (extra.data.list[0] as Record<string, unknown>)['secretField'] = 1;
    expect(checkHar(har([entry(POLICY_PAGE)]), strictValidator).violations).toBe(0);
    expect(checkHar(har([entry(extra)]), validator).findings[0]?.violations[0]?.message).toBe(
      'response 200 body "data.list.0.secretField": is not allowed by the schema',
    );
    expect(checkHar(har([entry(extra)]), openValidator).violations).toBe(0);

    const report = checkHar(har([entry(extra)]), openStrictValidator);
    expect(report.violations).toBe(1);
    expect(report.findings[0]?.part).toBe('response');
    expect(report.findings[0]?.violations).toHaveLength(1);
    expect(report.findings[0]?.violations[0]?.message).toBe('response 200 body "data.list.0.secretField": is not declared in the contract');
    expect(report.findings[0]?.violations[0]?.keyword).toBe('unevaluatedProperties');
  });

  it('a response without a recorded body is listed as checked by status only', () => {
    const report = checkHar(har([entry(POLICY_PAGE), entry(null, { mimeType: 'application/json', size: 1234 })]), validator);
    expect(report.violations).toBe(0);
    expect(report.statusOnly).toEqual([
      { entry: 2, method: 'GET', url: 'http://localhost:8080/api/policy/doc/list?page=1&pageSize=10', operationId: 'listPolicyDoc', status: 200 },
    ]);
    expect(formatHarReport(report).slice(-2)).toEqual([
      '• entry 2: listPolicyDoc GET http://localhost:8080/api/policy/doc/list?page=1&pageSize=10 → 200 checked by status only (no body recorded)',
      'har: 2 entries checked, 0 violations, 1 checked by status only',
    ]);
  });
});
