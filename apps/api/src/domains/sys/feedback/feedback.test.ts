/**
 * Feedback messages through the real API: the portal's feedback dialog stores them (visitors and
 * logged-in users), staff list, handle once (0 → 1) and delete them; enterprises are refused.
 */
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { sysFeedback } from '../../../db/schema';
import { createTestServer, loginAs, type TestServer } from '../../../testing/test-server';
import { call, ensureGrants } from '../../../testing/api-call';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await createTestServer({ demo: true, loginCode: 'off' });
  await ensureGrants(server.db, 'ADMIN', ['sys:feedback:list', 'sys:feedback:handle', 'sys:feedback:delete']);
  admin = (await loginAs(server, 'admin')).token;
  // building the database template (first file after a schema or seed change) may take a while
}, 120_000);

afterAll(async () => {
  await server?.close();
});

type Page<T> = { list: T[]; total: number };
type Feedback = { id: string; name: string; userId: string | null; userName: string | null; handleStatus: string; handleResult: string | null; handleTime: string | null; createTime: string };

const feedbackCount = async () => (await server.db.select({ n: count() }).from(sysFeedback))[0]?.n ?? 0;
const form = { name: '政策超市检索建议', textarea: '希望能按发文日期筛选。', othervalue: '德清县恒达新材料有限公司', namevalue: '张伟', phonevalue: '13812345678' };

describe('feedback', () => {
  it('stores a visitor message and a logged-in user’s message with the user', async () => {
    const anon = await call<{ id: string }>(server, 'POST', '/sys/feedback/save', undefined, form);
    expect(anon.violations).toEqual([]);
    expect(anon.json).toMatchObject({ success: true, msg: '提交成功，感谢您的反馈' });
    const qy = (await loginAs(server, 'qy')).token;
    const mine = await call<{ id: string }>(server, 'POST', '/sys/feedback/save', qy, { ...form, name: '  登录用户的反馈  ' });

    const a = await call<Feedback>(server, 'GET', `/sys/feedback/detail?id=${anon.json.data!.id}`, admin);
    expect(a.violations).toEqual([]);
    expect(a.json.data).toMatchObject({ userId: null, userName: null, handleStatus: '0', handleResult: null, handleTime: null });
    const m = await call<Feedback>(server, 'GET', `/sys/feedback/detail?id=${mine.json.data!.id}`, admin);
    expect(m.json.data).toMatchObject({ name: '登录用户的反馈', userName: '张伟' });
    expect(m.json.data?.userId).toBeTruthy();
  });

  it('answers 400 naming the field for too long, blank or malformed input; nothing is stored', async () => {
    const before = await feedbackCount();
    const cases: [Record<string, string>, string][] = [
      [{ ...form, name: '题'.repeat(31) }, '参数 name 不应多于 30 个字符'],
      [{ ...form, textarea: '言'.repeat(301) }, '参数 textarea 不应多于 300 个字符'],
      [{ ...form, phonevalue: '12345678901' }, '参数 phonevalue 应当匹配模式 "^1[3-9]\\d{9}$"'],
      [{ ...form, name: '   ' }, '参数 name 不能为空'],
    ];
    for (const [payload, description] of cases) {
      const res = await call(server, 'POST', '/sys/feedback/save', undefined, payload);
      expect(res.status).toBe(400);
      expect(res.json.description).toBe(description);
    }
    const blank = await call(server, 'POST', '/sys/feedback/save', undefined, { ...form, textarea: '  ' });
    expect(blank.json.msg).toBe('请输入留言');
    expect(await feedbackCount()).toBe(before);
  });

  it('lists newest first with filters, handles once (0 → 1) and deletes', async () => {
    const created = await call<{ id: string }>(server, 'POST', '/sys/feedback/save', undefined, { ...form, name: '最新的一条反馈' });
    const id = created.json.data!.id;
    const list = await call<Page<Feedback>>(server, 'GET', '/sys/feedback/list?pageSize=100', admin);
    expect(list.violations).toEqual([]);
    const times = list.json.data!.list.map((f) => f.createTime);
    expect(times).toEqual([...times].sort().reverse());
    expect(list.json.data!.list[0]?.id).toBe(id);
    const kw = await call<Page<Feedback>>(server, 'GET', `/sys/feedback/list?keyword=${encodeURIComponent('最新的')}`, admin);
    expect(kw.json.data?.list.map((f) => f.id)).toEqual([id]);

    const handled = await call(server, 'POST', '/sys/feedback/handle', admin, { id, handleResult: '已转开发组处理。' });
    expect(handled.violations).toEqual([]);
    expect(handled.json).toMatchObject({ success: true, msg: '处理成功' });
    const detail = await call<Feedback>(server, 'GET', `/sys/feedback/detail?id=${id}`, admin);
    expect(detail.json.data).toMatchObject({ handleStatus: '1', handleResult: '已转开发组处理。' });
    expect(detail.json.data?.handleTime).toBeTruthy();
    const again = await call(server, 'POST', '/sys/feedback/handle', admin, { id, handleResult: '再次处理' });
    expect(again.json).toMatchObject({ success: false, code: 'BUSINESS_RULE', msg: '当前状态不允许该操作' });
    expect((await call<Feedback>(server, 'GET', `/sys/feedback/detail?id=${id}`, admin)).json.data?.handleResult).toBe('已转开发组处理。');

    const pending = await call<Page<Feedback>>(server, 'GET', '/sys/feedback/list?handleStatus=0&pageSize=100', admin);
    expect(pending.json.data?.list.every((f) => f.handleStatus === '0')).toBe(true);
    expect(pending.json.data?.list.some((f) => f.id === id)).toBe(false);

    expect((await call(server, 'POST', '/sys/feedback/delete', admin, { id })).json).toMatchObject({ success: true, msg: '删除成功' });
    expect((await call(server, 'GET', `/sys/feedback/detail?id=${id}`, admin)).json).toEqual({ success: false, code: 'NOT_FOUND_ENTITY', msg: '反馈不存在' });
  });

  it('refuses the staff calls to enterprise users (FORBIDDEN, HTTP 200)', async () => {
    const qy = (await loginAs(server, 'qy')).token;
    const res = await call(server, 'GET', '/sys/feedback/list', qy);
    expect(res.status).toBe(200);
    expect(res.json.code).toBe('FORBIDDEN');
  });
});
