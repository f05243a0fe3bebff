import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { company, quesAnswer, quesInfo, quesQuestion, sysUser } from '../../../db/schema';
import { demoQuestionnaires } from '../../../seed/portal';
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
    ];
    for (const [payload, text] of cases) {
      const res = await save(payload);
      expect(res.status).toBe(400);
      expect(res.json.msg).toContain(text);
    }
    const none = await save({ ...FORM, questions: [] });
    expect(none.status).toBe(400);
  });

  it('answers a target naming no tag or no street as a business rule (HTTP 200, issue 17), nothing saved', async () => {
    const before = (await server.db.select({ id: quesInfo.id }).from(quesInfo)).length;
    const noTag = await save({ ...FORM, tagIds: ['0b9a3c1e-5f6d-4e8a-9c2b-7d1e2f3a4b5c'] });
    expect(noTag.status).toBe(200);
    expect(noTag.json).toMatchObject({ success: false, code: 'BUSINESS_RULE', msg: '面向的企业标签不存在' });
    const noStreet = await save({ ...FORM, streetCodes: ['999999999'] });
    expect(noStreet.status).toBe(200);
    expect(noStreet.json).toMatchObject({ success: false, code: 'BUSINESS_RULE', msg: '面向的街道不存在' });
    // a malformed code stays a contract violation (400), not a business rule
    expect((await save({ ...FORM, streetCodes: ['330521'] })).status).toBe(400);
    expect((await server.db.select({ id: quesInfo.id }).from(quesInfo)).length).toBe(before);
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

describe('answering and results (issue 19): publish → 我的问卷 → submit → 答卷统计', () => {
  type MyDetail = Detail & { answered: boolean; answerTime: string | null; answers: { questionId: string; optionIds?: string[]; answerContent?: string; answerScore?: number }[] };
  type Stats = {
    answerCount: number;
    questions: { questionTitle: string; answerCount: number; options: { optionContent: string; count: number; percent: number }[]; avgScore: number | null; texts: string[] }[];
  };
  const open = { ...FORM, startTime: iso(-1), quesTitle: '企业数字化转型需求调查（答卷）' };

  async function published(form: object = open) {
    const id = (await save(form)).json.data.id;
    expect((await publish(id)).json.success).toBe(true);
    return (await detail(id)).json.data;
  }
  const answersOf = (d: Detail) => {
    const [q1, q2, q3, q4] = d.questions;
    return [
      { questionId: q1?.id ?? '', optionIds: [q1?.options?.[0]?.id ?? ''] },
      { questionId: q2?.id ?? '', optionIds: [q2?.options?.[0]?.id ?? '', q2?.options?.[2]?.id ?? ''] },
      { questionId: q3?.id ?? '', answerContent: '希望多组织培训' },
      { questionId: q4?.id ?? '', answerScore: 4 },
    ];
  };

  it('shows a published questionnaire in 我的问卷, takes the answers once and counts them per question', async () => {
    const d = await published();
    const mine = (await call<{ list: { id: string; answered: boolean }[] }>('GET', '/ques/my/list?pageSize=100', qy)).json.data;
    expect(mine.list.find((r) => r.id === d.id)).toMatchObject({ answered: false });

    // required and option rules: nothing stored on a refusal
    const [q1] = d.questions;
    const missing = await call('POST', '/ques/answer/submit', qy, { quesId: d.id, answers: answersOf(d).slice(1) });
    expect(missing.status).toBe(400);
    expect(missing.json.msg).toContain('请回答第1题');
    const two = await call('POST', '/ques/answer/submit', qy, { quesId: d.id, answers: [{ questionId: q1?.id, optionIds: q1?.options?.map((o) => o.id) }, ...answersOf(d).slice(1)] });
    expect(two.json.msg).toContain('第1题只能选择一项');
    const badScore = answersOf(d);
    badScore[3] = { questionId: badScore[3]?.questionId ?? '', optionIds: [d.questions[0]?.options?.[0]?.id ?? ''] };
    const optionOnScore = await call('POST', '/ques/answer/submit', qy, { quesId: d.id, answers: badScore });
    expect(optionOnScore.status).toBe(400);
    expect(optionOnScore.json.msg).toContain('第4题的选项无效');
    // naming a question or an option the questionnaire does not have: a business rule (HTTP 200, issue 17)
    const unknownId = '0b9a3c1e-5f6d-4e8a-9c2b-7d1e2f3a4b5c';
    const otherQuestion = await call('POST', '/ques/answer/submit', qy, { quesId: d.id, answers: [...answersOf(d), { questionId: unknownId, answerContent: '多余' }] });
    expect(otherQuestion).toMatchObject({ status: 200, json: { success: false, code: 'BUSINESS_RULE', msg: '第5个答案不属于该问卷' } });
    const otherOption = answersOf(d);
    otherOption[1] = { questionId: otherOption[1]?.questionId ?? '', optionIds: [unknownId] };
    expect(await call('POST', '/ques/answer/submit', qy, { quesId: d.id, answers: otherOption })).toMatchObject({
      status: 200,
      json: { success: false, code: 'BUSINESS_RULE', msg: '第2题的选项无效' },
    });

    const ok = await call<{ id: string }>('POST', '/ques/answer/submit', qy, { quesId: d.id, answers: answersOf(d) });
    expect(ok.json).toMatchObject({ success: true, msg: '提交成功' });
    const again = await call('POST', '/ques/answer/submit', qy, { quesId: d.id, answers: answersOf(d) });
    expect(again.json).toMatchObject({ success: false, code: 'CONFLICT', msg: '您已提交过该问卷' });

    const answeredRow = (await call<{ list: { id: string; answered: boolean; answerTime: string | null }[] }>('GET', '/ques/my/list?answered=true&pageSize=100', qy)).json.data.list.find((r) => r.id === d.id);
    expect(answeredRow?.answered).toBe(true);
    expect(Date.parse(answeredRow?.answerTime ?? '')).toBeGreaterThan(Date.now() - 60_000);
    const myDetail = (await call<MyDetail>('GET', `/ques/my/detail?id=${d.id}`, qy)).json.data;
    expect(myDetail).toMatchObject({ answered: true });
    expect(myDetail.answers.find((a) => a.questionId === d.questions[3]?.id)?.answerScore).toBe(4);

    const stats = (await call<Stats>('GET', `/ques/answer/statistics?quesId=${d.id}`, yyf)).json.data;
    expect(stats.answerCount).toBe(1);
    expect(stats.questions.map((q) => q.answerCount)).toEqual([1, 1, 1, 1]);
    expect(stats.questions[0]?.options.map((o) => [o.optionContent, o.count, o.percent])).toEqual([
      ['已上云', 1, 100],
      ['未上云', 0, 0],
    ]);
    expect(stats.questions[1]?.options.map((o) => o.count)).toEqual([1, 0, 1]);
    expect(stats.questions[2]?.texts).toEqual(['希望多组织培训']);
    expect(stats.questions[3]?.avgScore).toBe(4);

    const list = (await call<{ list: { companyName: string; userName: string }[]; total: number }>('GET', `/ques/answer/list?quesId=${d.id}`, yyf)).json.data;
    expect(list.total).toBe(1);
    expect(list.list[0]?.userName).toBe('张伟');
    const file = await server.app.inject({ method: 'GET', url: `/api/ques/answer/export?quesId=${d.id}`, headers: yyf });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
  });

  it('closes (1 → 2) so answers are refused, deletes only what is not published, and hides other targets', async () => {
    const d = await published();
    expect((await call('POST', '/ques/info/delete', yyf, { ids: [d.id] })).json).toMatchObject({ success: false, code: 'BUSINESS_RULE' });
    expect((await call('POST', '/ques/info/close', yyf, { id: d.id })).json.success).toBe(true);
    expect((await call('POST', '/ques/info/close', yyf, { id: d.id })).json).toMatchObject({ success: false, code: 'BUSINESS_RULE' });
    expect((await call('POST', '/ques/answer/submit', qy, { quesId: d.id, answers: answersOf(d) })).json).toMatchObject({ code: 'BUSINESS_RULE', msg: '问卷未开始或已结束' });
    expect((await call('POST', '/ques/info/delete', yyf, { ids: [d.id] })).json).toMatchObject({ success: true, msg: '删除成功' });
    expect((await detail(d.id)).json.code).toBe('NOT_FOUND_ENTITY');

    // aimed at a street qy's enterprise is not in: not offered, not answerable
    const elsewhere = await published({ ...open, streetCodes: ['330521004'] });
    const [c] = await server.db.select({ streetId: company.streetId }).from(company).innerJoin(sysUser, eq(sysUser.companyId, company.id)).where(eq(sysUser.userName, 'qy'));
    expect(c?.streetId).not.toBe('330521004');
    expect((await call<{ list: { id: string }[] }>('GET', '/ques/my/list?pageSize=100', qy)).json.data.list.some((r) => r.id === elsewhere.id)).toBe(false);
    expect((await call('GET', `/ques/my/detail?id=${elsewhere.id}`, qy)).json.code).toBe('NOT_FOUND_ENTITY');
    expect((await save({ ...open, streetCodes: ['999999999'] })).json).toMatchObject({ code: 'BUSINESS_RULE', msg: '面向的街道不存在' });
  });
});
