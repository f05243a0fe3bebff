/**
 * 政策咨询 答复 (issue 12 Part B; seeds 001 §7 "/pol/consult/view and /pol/consult/result"): staff answer a
 * consultation, the author reads the answer in 我的咨询; the data rule on `pol:consult` (department staff
 * answer only consultations on policies their office tree issued); the consultation table; refusals.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { polConsult, polInfo } from '../../../db/schema';
import { auth, body, contractViolations, createTestServer, loginAs, type TestServer } from '../../../testing/test-server';

let server: TestServer;
let tokens: Record<'gov' | 'dept' | 'qy' | 'gr' | 'callcenter', string>;
/** Consultations of qy: on a policy of 德清县经济和信息化局 (the dept account's office) and of another unit. */
const ids = { jxj: '', kjj: '' };

type Envelope<T = unknown> = { success: boolean; code: string; msg: string; description?: string; data: T };
type Item = { id: string; status: string; reply: string | null; consultContent: string };

async function call<T = unknown>(method: 'GET' | 'POST', path: string, token: string, payload?: unknown) {
  const url = `/api${path}`;
  const res = await server.app.inject({ method, url, headers: auth(token), ...(payload !== undefined ? { payload: payload as object } : {}) });
  expect(contractViolations(method, url, res)).toEqual([]);
  return { status: res.statusCode, json: body<Envelope<T>>(res) };
}

const reply = (token: string, id: string, text: string) => call('POST', '/pol/consult/result', token, { id, reply: text });

async function stored(id: string) {
  const [row] = await server.db.select({ status: polConsult.status, reply: polConsult.reply }).from(polConsult).where(eq(polConsult.id, id));
  return row;
}

beforeAll(async () => {
  server = await createTestServer({ demo: true, loginCode: 'off' });
  const policies = await server.db
    .insert(polInfo)
    .values([
      { policyTitle: '答复测试政策（经信局）', policyDepName: '德清县经济和信息化局', policyCreateTime: new Date(), status: 'published' },
      { policyTitle: '答复测试政策（科技局）', policyDepName: '德清县科学技术局', policyCreateTime: new Date(), status: 'published' },
    ])
    .returning({ id: polInfo.id });
  tokens = {
    gov: (await loginAs(server, 'gov')).token,
    dept: (await loginAs(server, 'dept')).token,
    qy: (await loginAs(server, 'qy')).token,
    gr: (await loginAs(server, 'gr')).token,
    callcenter: (await loginAs(server, 'callcenter')).token,
  };
  for (const [key, policy] of [['jxj', policies[0]!], ['kjj', policies[1]!]] as const) {
    const res = await call<{ id: string }>('POST', '/pol/consult/add', tokens.qy, { polInfoId: policy.id, consultContent: `答复测试咨询（${key}）` });
    ids[key] = res.json.data.id;
  }
}, 180_000);

afterAll(async () => {
  await server?.close();
});

describe('replyPolConsult', () => {
  it('stores the answer (0 → 1, 答复成功) and the author reads it in 我的咨询', async () => {
    const text = '您好，新购设备投资额达到200万元即可申报技改补助，请关注申报通知。';
    expect((await reply(tokens.gov, ids.kjj, text)).json).toEqual({ success: true, code: 'OK', msg: '答复成功', data: null });
    expect(await stored(ids.kjj)).toEqual({ status: '1', reply: text });
    const mine = await call<{ list: Item[] }>('GET', '/pol/my/getPolConsult?pageSize=50', tokens.qy);
    expect(mine.json.data.list.find((c) => c.id === ids.kjj)).toMatchObject({ status: '1', reply: text });
    expect(mine.json.data.list.find((c) => c.id === ids.jxj)).toMatchObject({ status: '0', reply: null });
  });

  it('lets staff correct an answer (修改答复 keeps 1 已答复), as the contract table allows', async () => {
    expect((await reply(tokens.gov, ids.kjj, '更正：以申报通知为准。')).json).toMatchObject({ success: true });
    expect(await stored(ids.kjj)).toEqual({ status: '1', reply: '更正：以申报通知为准。' });
  });

  it('keeps department staff to consultations on policies their office tree issued', async () => {
    const before = await stored(ids.kjj);
    expect((await reply(tokens.dept, ids.kjj, '部门越权答复')).json).toEqual({ success: false, code: 'NOT_FOUND_ENTITY', msg: '咨询不存在' });
    expect(await stored(ids.kjj)).toEqual(before);

    const list = await call<{ list: Item[] }>('GET', `/pol/consult/view?keyword=${encodeURIComponent('答复测试')}`, tokens.dept);
    expect(list.json.data.list.map((c) => c.id)).toEqual([ids.jxj]);
    expect((await reply(tokens.dept, ids.jxj, '经信局答复：可以申报。')).json).toMatchObject({ success: true, msg: '答复成功' });
    expect(await stored(ids.jxj)).toEqual({ status: '1', reply: '经信局答复：可以申报。' });
  });

  it('filters the staff list by state', async () => {
    const waiting = await call<{ list: Item[] }>('GET', `/pol/consult/view?status=0&keyword=${encodeURIComponent('答复测试')}`, tokens.gov);
    expect(waiting.json.data.list).toEqual([]);
    const answered = await call<{ list: Item[] }>('GET', `/pol/consult/view?status=1&keyword=${encodeURIComponent('答复测试')}`, tokens.gov);
    expect(new Set(answered.json.data.list.map((c) => c.id))).toEqual(new Set([ids.jxj, ids.kjj]));
  });

  it('refuses a blank answer (400 请输入答复内容), an unknown consultation, and callers without the permission', async () => {
    const before = await stored(ids.jxj);
    const blank = await reply(tokens.gov, ids.jxj, '   ');
    expect(blank.status).toBe(400);
    expect(blank.json).toMatchObject({ success: false, code: 'BAD_REQUEST', msg: '请输入答复内容' });
    expect((await call('POST', '/pol/consult/result', tokens.gov, { id: ids.jxj })).status).toBe(400);
    expect((await reply(tokens.gov, '0b9a3c1e-5f6d-4e8a-9c2b-7d1e2f3a4b5c', '答复')).json).toEqual({
      success: false,
      code: 'NOT_FOUND_ENTITY',
      msg: '咨询不存在',
    });
    for (const token of [tokens.qy, tokens.gr, tokens.callcenter]) {
      const denied = await reply(token, ids.jxj, '企业自己答复');
      expect(denied.status).toBe(200);
      expect(denied.json).toEqual({ success: false, code: 'FORBIDDEN', msg: '没有权限执行该操作' });
    }
    expect(await stored(ids.jxj)).toEqual(before);
  });
});
