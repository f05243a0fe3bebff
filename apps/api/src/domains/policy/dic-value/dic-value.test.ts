/** Issue 15 (P9): 政策字典 — the policy dictionaries' values through the API. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { call } from '../../../testing/api-call';
import { createTestServer, loginAs, type TestServer } from '../../../testing/test-server';

let server: TestServer;
let yyf = '';

beforeAll(async () => {
  server = await createTestServer({ demo: true, loginCode: 'off' });
  yyf = (await loginAs(server, 'yyf')).token;
}, 120_000);

afterAll(async () => {
  await server?.close();
});

async function json<T = unknown>(method: 'GET' | 'POST', path: string, token: string | undefined, payload?: unknown) {
  const res = await call<T>(server, method, path, token, payload);
  expect(res.violations).toEqual([]);
  return res.json;
}

type Page = { list: { id: string; dictTypeCode: string; label: string; value: string; enableFlag: string }[]; total: number };

describe('政策字典', () => {
  it('adds a value to a dictionary without values yet, edits and disables it; a duplicate value is refused', async () => {
    const added = await json<{ id: string }>('POST', '/pol/polDicValue/edit', yyf, { dictTypeCode: 'policyTheme', label: '数字经济', value: 'digital', sort: 1, enableFlag: '1' });
    expect(added).toMatchObject({ success: true, msg: '保存成功' });
    const page = await json<Page>('GET', '/pol/polDicValue/queryByPage?page=1&pageSize=50&dictTypeCode=policyTheme', yyf);
    expect(page.data!.list.map((v) => [v.label, v.value, v.enableFlag])).toEqual([['数字经济', 'digital', '1']]);
    // getDict (the portal's dictionaries) serves it at once
    const dict = await json<Record<string, { label: string; value: string }[]>>('GET', '/sys/dict/getDict', undefined);
    expect(dict.data?.['policyTheme']).toEqual([expect.objectContaining({ label: '数字经济', value: 'digital' })]);

    expect(await json('POST', '/pol/polDicValue/edit', yyf, { dictTypeCode: 'policyTheme', label: '重复', value: 'digital', enableFlag: '1' })).toMatchObject({
      success: false,
      code: 'CONFLICT',
      msg: '字典值已存在',
    });
    const id = added.data!.id;
    expect(await json('POST', '/pol/polDicValue/edit', yyf, { id, dictTypeCode: 'policyTheme', label: '数字经济（停用）', value: 'digital', enableFlag: '0' })).toMatchObject({ success: true });
    const after = await json<Page>('GET', `/pol/polDicValue/queryByPage?page=1&pageSize=50&keyword=${encodeURIComponent('停用')}`, yyf);
    expect(after.data!.list).toEqual([expect.objectContaining({ id, label: '数字经济（停用）', enableFlag: '0' })]);
    // the whole list holds only the policy dictionaries
    const all = await json<Page>('GET', '/pol/polDicValue/queryByPage?page=1&pageSize=500', yyf);
    expect(new Set(all.data!.list.map((v) => v.dictTypeCode))).toEqual(new Set(all.data!.list.map((v) => v.dictTypeCode).filter((c) => ['supportMode', 'policyLevel', 'policyType', 'policyTheme'].includes(c))));
    expect(all.data!.total).toBeGreaterThan(1);
  });

  it('is refused to an enterprise account', async () => {
    const qy = (await loginAs(server, 'qy')).token;
    expect((await call(server, 'GET', '/pol/polDicValue/queryByPage?page=1&pageSize=10', qy)).json).toMatchObject({ success: false });
  });
});
