import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { quesAnswer, quesInfo, quesQuestion } from '../../../db/schema';
import { demoQuestionnaires } from '../../../db/seed/portal';
import { auth, body, contractViolations, createTestServer, loginAs, type TestServer } from '../../../testing/test-server';

let server: TestServer;
let yyf: Record<string, string>;
let qy: Record<string, string>;

type Envelope<T = unknown> = { success: boolean; code: string; msg: string; description?: string; data: T };
interface Question {
  id?: string;
  questionTitle: string;
  questionType: string;
  required: boolean;
  sort?: number;
  options?: { id?: string; optionContent: string; sort?: number }[];
}
interface Detail {
  id: string;
  quesTitle: string;
  quesDesc: string | null;
  startTime: string;
  endTime: string;
  status: string;
  tags: { id: string; tagName: string }[];
  questions: Question[];
  answerCount: number;
}

const DAY = 86_400_000;
const iso = (days: number) => new Date(Date.now() + days * DAY).toISOString();

const FORM = {
  quesTitle: '  企业数字化转型需求调查  ',
  quesDesc: '请填写贵企业的数字化转型需求。',
  startTime: iso(1),
  endTime: iso(30),
  questions: [
    { questionTitle: '贵企业是否已上云？', questionType: '1', required: true, options: [{ optionContent: '已上云' }, { optionContent: '未上云' }] },
    { questionTitle: '希望获得哪些服务？', questionType: '2', required: false, options: [{ optionContent: '诊断' }, { optionContent: '培训' }, { optionContent: '补助' }] },
    { questionTitle: '其他需求', questionType: '3', required: false },
    { questionTitle: '对服务的评分', questionType: '4', required: true },
  ],
};

beforeAll(async () => {
  server = await createTestServer({ demo: true });
  yyf = auth((await loginAs(server, 'yyf')).token);
  qy = auth((await loginAs(server, 'qy')).token);
});

afterAll(async () => {
  await server?.close();
});

async function call<T = unknown>(method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: unknown) {
  const res = await server.app.inject({ method, url: `/api${url}`, headers, ...(payload !== undefined ? { payload: payload as object } : {}) });
  expect(contractViolations(method, `/api${url}`, res)).toEqual([]);
  return { status: res.statusCode, json: body<Envelope<T>>(res) };
}
const save = (payload: unknown, headers = yyf) => call<{ id: string }>('POST', '/ques/info/save', headers, payload);
const detail = (id: string, headers = yyf) => call<Detail>('GET', `/ques/info/detail?id=${id}`, headers);
const publish = (id: string, headers = yyf) => call<null>('POST', '/ques/info/publish', headers, { id });

describe('custom forms (questionnaires): design → save → preview → publish', () => {
  it('creates an unpublished form and gives it back with its questions in order', async () => {
    const created = await save(FORM);
    expect(created.json).toMatchObject({ success: true, msg: '保存成功' });
    const d = (await detail(created.json.data.id)).json.data;
    expect(d).toMatchObject({ quesTitle: '企业数字化转型需求调查', status: '0', answerCount: 0, tags: [] });
    expect(d.questions.map((q) => [q.questionTitle, q.questionType, q.required, q.sort])).toEqual([
      ['贵企业是否已上云？', '1', true, 1],
      ['希望获得哪些服务？', '2', false, 2],
      ['其他需求', '3', false, 3],
      ['对服务的评分', '4', true, 4],
    ]);
    expect(d.questions[1]?.options?.map((o) => [o.optionContent, o.sort])).toEqual([
      ['诊断', 1],
      ['培训', 2],
      ['补助', 3],
    ]);
    expect(d.questions[2]?.options).toBeUndefined();
  });

  it('replaces the questions as a whole on save, keeping the ids sent back and the new order', async () => {
    const id = (await save(FORM)).json.data.id;
    const before = (await detail(id)).json.data;
    const [q1, q2, , q4] = before.questions;
    const next = {
      ...FORM,
      id,
      quesTitle: '企业数字化转型需求调查（修订）',
      questions: [
        { ...q4, sort: undefined },
        { ...q1, options: [...(q1?.options ?? []), { optionContent: '部分上云' }] },
        { questionTitle: '联系人电话', questionType: '3', required: true },
      ],
    };
    expect((await save(next)).json.success).toBe(true);
    const after = (await detail(id)).json.data;
    expect(after.quesTitle).toBe('企业数字化转型需求调查（修订）');
    expect(after.questions.map((q) => q.questionTitle)).toEqual(['对服务的评分', '贵企业是否已上云？', '联系人电话']);
    expect(after.questions.map((q) => q.sort)).toEqual([1, 2, 3]);
    expect(after.questions[0]?.id).toBe(q4?.id);
    expect(after.questions[1]?.id).toBe(q1?.id);
    expect(after.questions[1]?.options?.map((o) => o.optionContent)).toEqual(['已上云', '未上云', '部分上云']);
    expect(after.questions[1]?.options?.[0]?.id).toBe(q1?.options?.[0]?.id);
    // the dropped question is gone from the database
    const rows = await server.db.select({ id: quesQuestion.id }).from(quesQuestion).where(eq(quesQuestion.quesId, id));
    expect(rows.map((r) => r.id)).not.toContain(q2?.id);
    // an id of another form's question is not taken over
    const other = (await detail((await save(FORM)).json.data.id)).json.data;
    await save({ ...FORM, id, questions: [{ ...other.questions[2] }] });
    expect((await detail(id)).json.data.questions[0]?.id).not.toBe(other.questions[2]?.id);
  });

  it('publishes (1), after which the form can no longer be saved or published again', async () => {
    const id = (await save(FORM)).json.data.id;
    expect((await publish(id)).json).toMatchObject({ success: true, msg: '发布成功' });
    expect((await detail(id)).json.data.status).toBe('1');
    const again = await save({ ...FORM, id });
    expect(again.status).toBe(200);
    expect(again.json).toMatchObject({ success: false, code: 'BUSINESS_RULE', msg: '当前状态不允许该操作' });
    expect((await publish(id)).json).toMatchObject({ success: false, code: 'BUSINESS_RULE' });
  });

  it('refuses to publish a form whose end time has passed', async () => {
    const id = (await save(FORM)).json.data.id;
    await server.db.update(quesInfo).set({ endTime: new Date(Date.now() - DAY), startTime: new Date(Date.now() - 3 * DAY) }).where(eq(quesInfo.id, id));
    expect((await publish(id)).json).toMatchObject({ success: false, code: 'BUSINESS_RULE', msg: '问卷结束时间已过，不能发布' });
  });

  it('checks what the schema cannot: times in order, options only and always on choice questions', async () => {
    const cases: [unknown, string][] = [
      [{ ...FORM, endTime: FORM.startTime }, '结束时间须晚于开始时间'],
      [{ ...FORM, questions: [{ questionTitle: '单选', questionType: '1', required: true, options: [{ optionContent: '唯一' }] }] }, '第1题须有2至30个选项'],
      [{ ...FORM, questions: [{ questionTitle: '填空', questionType: '3', required: true, options: [{ optionContent: 'A' }, { optionContent: 'B' }] }] }, '第1题（填空题、评分题）不能有选项'],
      [{ ...FORM, questions: [{ questionTitle: '多选', questionType: '2', required: true, options: [{ optionContent: 'A' }, { optionContent: 'A ' }] }] }, '第1题的选项不能重复'],
      [{ ...FORM, tagIds: ['0b9a3c1e-5f6d-4e8a-9c2b-7d1e2f3a4b5c'] }, '面向的企业标签不存在'],
    ];
    for (const [payload, text] of cases) {
      const res = await save(payload);
      expect(res.status).toBe(400);
      expect(res.json.msg).toContain(text);
    }
    const none = await save({ ...FORM, questions: [] });
    expect(none.status).toBe(400);
  });

  it('answers NOT_FOUND_ENTITY for an unknown form and FORBIDDEN (HTTP 200) for an enterprise', async () => {
    const unknown = '0b9a3c1e-5f6d-4e8a-9c2b-7d1e2f3a4b5c';
    expect((await detail(unknown)).json).toMatchObject({ success: false, code: 'NOT_FOUND_ENTITY', msg: '问卷不存在' });
    expect((await save({ ...FORM, id: unknown })).json).toMatchObject({ success: false, code: 'NOT_FOUND_ENTITY' });
    expect((await publish(unknown)).json).toMatchObject({ success: false, code: 'NOT_FOUND_ENTITY' });
    const denied = await save(FORM, qy);
    expect(denied.status).toBe(200);
    expect(denied.json).toMatchObject({ success: false, code: 'FORBIDDEN' });
    const anonymous = await server.app.inject({ method: 'POST', url: '/api/ques/info/save', payload: FORM });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('listQuesInfo', () => {
  type Row = { id: string; quesTitle: string; status: string; questionCount: number; answerCount: number; createBy: string };
  it('lists newest first with counts and creator, filters by keyword and by the status readers see', async () => {
    const all = (await call<{ list: Row[]; total: number }>('GET', '/ques/info/list?pageSize=100', yyf)).json.data;
    for (const demo of demoQuestionnaires) {
      const row = all.list.find((r) => r.quesTitle === demo.title);
      expect(row).toMatchObject({ status: demo.status, questionCount: demo.questions.length, createBy: '李娜' });
    }
    const kw = (await call<{ list: Row[]; total: number }>('GET', `/ques/info/list?keyword=${encodeURIComponent('用工')}`, yyf)).json.data;
    expect(kw.list.map((r) => r.quesTitle)).toEqual(['企业用工需求登记表']);
    // a published form past its end time reads as 2 已结束
    const open = all.list.find((r) => r.quesTitle === '2026年度企业惠企政策满意度调查');
    await server.db.insert(quesAnswer).values({ quesId: open?.id ?? '' });
    await server.db.update(quesInfo).set({ endTime: new Date(Date.now() - DAY) }).where(eq(quesInfo.id, open?.id ?? ''));
    const ended = (await call<{ list: Row[]; total: number }>('GET', '/ques/info/list?status=2&pageSize=100', yyf)).json.data;
    expect(ended.list.find((r) => r.id === open?.id)).toMatchObject({ status: '2', answerCount: 1 });
    const published = (await call<{ list: Row[]; total: number }>('GET', '/ques/info/list?status=1&pageSize=100', yyf)).json.data;
    expect(published.list.some((r) => r.id === open?.id)).toBe(false);
    expect((await detail(open?.id ?? '')).json.data).toMatchObject({ status: '2', answerCount: 1 });
  });
});
