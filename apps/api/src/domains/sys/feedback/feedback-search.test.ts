/**
 * 意见反馈 search and roles (issue 12): submission-day filter in China time, the operator and the
 * administrator handle and delete, government, department and call-centre staff are refused.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { sysFeedback } from '../../../db/schema';
import { call } from '../../../testing/api-call';
import { createTestServer, loginAs, type TestServer } from '../../../testing/test-server';

type Feedback = { id: string; name: string; handleStatus: string; handleResult: string | null; createTime: string };
type Page<T> = { list: T[]; total: number };

let server: TestServer;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
const base = { textarea: '留言', othervalue: '德清县恒达新材料有限公司', namevalue: '张伟', phonevalue: '13812345678' };

beforeAll(async () => {
  server = await createTestServer({ demo: true, loginCode: 'off' });
  for (const user of ['yyf', 'admin', 'gov', 'dept', 'callcenter']) tokens[user] = (await loginAs(server, user)).token;
  // China time (UTC+8): 2025-03-01 23:30 China = 2025-03-01T15:30Z; 2025-03-02 00:30 China = 2025-03-01T16:30Z
  const rows = await server.db
    .insert(sysFeedback)
    .values([
      { ...base, name: '按日查找样例-三月一日深夜', createdAt: new Date('2025-03-01T15:30:00Z') },
      { ...base, name: '按日查找样例-三月二日凌晨', createdAt: new Date('2025-03-01T16:30:00Z') },
      { ...base, name: '按日查找样例-三月三日', createdAt: new Date('2025-03-03T04:00:00Z'), handleStatus: '1', handleResult: '已处理' },
    ])
    .returning({ id: sysFeedback.id, name: sysFeedback.name });
  for (const r of rows) ids[r.name] = r.id;
}, 120_000);

afterAll(async () => {
  await server?.close();
});

async function names(query: string, user = 'yyf'): Promise<string[]> {
  const res = await call<Page<Feedback>>(server, 'GET', `/sys/feedback/list?pageSize=100&keyword=${encodeURIComponent('按日查找样例')}${query}`, tokens[user]);
  expect(res.violations).toEqual([]);
  return (res.json.data?.list ?? []).map((f) => f.name);
}

describe('listFeedback search (意见反馈)', () => {
  it('filters by submission days in China time, both ends inclusive, with the state and keyword', async () => {
    expect(await names('&startTime=2025-03-02&endTime=2025-03-02')).toEqual(['按日查找样例-三月二日凌晨']);
    expect(await names('&startTime=2025-03-01&endTime=2025-03-01')).toEqual(['按日查找样例-三月一日深夜']);
    expect(await names('&startTime=2025-03-02')).toEqual(['按日查找样例-三月三日', '按日查找样例-三月二日凌晨']);
    expect(await names('&endTime=2025-03-02')).toEqual(['按日查找样例-三月二日凌晨', '按日查找样例-三月一日深夜']);
    expect(await names('&startTime=2025-03-01&endTime=2025-03-03&handleStatus=0')).toEqual(['按日查找样例-三月二日凌晨', '按日查找样例-三月一日深夜']);
    expect(await names('&startTime=2025-03-04')).toEqual([]);
  });

  it('refuses a start after the end (400 with a Chinese message) and a malformed day', async () => {
    const reversed = await call(server, 'GET', '/sys/feedback/list?startTime=2025-03-03&endTime=2025-03-02', tokens['yyf']);
    expect(reversed.status).toBe(400);
    expect(reversed.json).toMatchObject({ code: 'BAD_REQUEST', msg: '开始日期不能晚于结束日期' });
    expect((await call(server, 'GET', '/sys/feedback/list?startTime=2025-13-01', tokens['yyf'])).status).toBe(400);
  });
});

describe('feedback handling by role', () => {
  it('lets the operator and the administrator list, handle and delete', async () => {
    const id = ids['按日查找样例-三月一日深夜']!;
    const blank = await call(server, 'POST', '/sys/feedback/handle', tokens['yyf'], { id, handleResult: '   ' });
    expect(blank.json).toMatchObject({ success: false, msg: '请输入处理结果' });
    const handled = await call(server, 'POST', '/sys/feedback/handle', tokens['yyf'], { id, handleResult: '已回电说明。' });
    expect(handled.violations).toEqual([]);
    expect(handled.json).toMatchObject({ success: true, msg: '处理成功' });
    const detail = await call<Feedback>(server, 'GET', `/sys/feedback/detail?id=${id}`, tokens['admin']);
    expect(detail.json.data).toMatchObject({ handleStatus: '1', handleResult: '已回电说明。' });
    const deleted = await call(server, 'POST', '/sys/feedback/delete', tokens['admin'], { id: ids['按日查找样例-三月三日'] });
    expect(deleted.json).toMatchObject({ success: true, msg: '删除成功' });
    const left = await server.db.select({ id: sysFeedback.id }).from(sysFeedback).where(inArray(sysFeedback.id, Object.values(ids)));
    expect(left.map((r) => r.id).sort()).toEqual([ids['按日查找样例-三月一日深夜'], ids['按日查找样例-三月二日凌晨']].sort());
  });

  it('refuses every feedback call to government, department and call-centre staff (FORBIDDEN, HTTP 200); nothing changes', async () => {
    const id = ids['按日查找样例-三月二日凌晨']!;
    for (const user of ['gov', 'dept', 'callcenter']) {
      for (const [method, path, body] of [
        ['GET', '/sys/feedback/list', undefined],
        ['GET', `/sys/feedback/detail?id=${id}`, undefined],
        ['POST', '/sys/feedback/handle', { id, handleResult: '越权处理' }],
        ['POST', '/sys/feedback/delete', { id }],
      ] as const) {
        const res = await call(server, method, path, tokens[user], body);
        expect(res.status).toBe(200);
        expect(res.json.code).toBe('FORBIDDEN');
      }
    }
    const [row] = await server.db.select({ handleStatus: sysFeedback.handleStatus }).from(sysFeedback).where(eq(sysFeedback.id, id));
    expect(row?.handleStatus).toBe('0');
  });
});
