/**
 * "My consultations" reads its page and the total in one query (`count(*) over ()`, issue 13 §6);
 * a page past the end still answers the total.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { call } from '../../../testing/api-call';
import { createTestServer, loginAs, type TestServer } from '../../../testing/test-server';

type Page = { list: { id: string; consultContent: string }[]; total: number };

describe('getPolConsult paging', () => {
  let server: TestServer;
  let qy: string;

  beforeAll(async () => {
    server = await createTestServer({ demo: true });
    qy = (await loginAs(server, 'qy')).token;
  }, 120_000);

  afterAll(async () => {
    await server?.close();
  });

  it('answers the total on every page, also past the end', async () => {
    const before = (await call<Page>(server, 'GET', '/pol/my/getPolConsult?page=1&pageSize=1', qy)).json.data!.total;
    const policy = (await call<{ list: { id: string }[] }>(server, 'GET', '/policy/doc/list?page=1&pageSize=1')).json.data!.list[0]!;
    for (const text of ['分页测试一', '分页测试二']) {
      expect((await call(server, 'POST', '/pol/consult/add', qy, { polInfoId: policy.id, consultContent: text })).json.success).toBe(true);
    }
    const first = await call<Page>(server, 'GET', '/pol/my/getPolConsult?page=1&pageSize=1', qy);
    expect(first.violations).toEqual([]);
    expect(first.json.data).toMatchObject({ total: before + 2 });
    expect(first.json.data!.list.map((c) => c.consultContent)).toEqual(['分页测试二']);
    const second = await call<Page>(server, 'GET', '/pol/my/getPolConsult?page=2&pageSize=1', qy);
    expect(second.json.data!.list.map((c) => c.consultContent)).toEqual(['分页测试一']);
    const past = await call<Page>(server, 'GET', '/pol/my/getPolConsult?page=99&pageSize=10', qy);
    expect(past.json.data).toEqual({ list: [], total: before + 2 });
    const searched = await call<Page>(server, 'GET', `/pol/my/getPolConsult?keyword=${encodeURIComponent('分页测试一')}`, qy);
    expect(searched.json.data).toMatchObject({ total: 1 });
  });
});
