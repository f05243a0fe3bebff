/**
 * Issue 15 (P9): match forms (匹配表单) with questionnaires, used by a calculator, and the common
 * questionnaire — through the API on the demo database.
 */
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { polInfo, quesInfo, quesQuestion } from '../../../db/schema';
import { call } from '../../../testing/api-call';
import { createTestServer, loginAs, type TestServer } from '../../../testing/test-server';

let server: TestServer;
let yyf = '';
let gov = '';
let questionnaireId = '';
let questionIds: string[] = [];
let foreignQuestion = '';

beforeAll(async () => {
  server = await createTestServer({ demo: true, loginCode: 'off' });
  yyf = (await loginAs(server, 'yyf')).token;
  gov = (await loginAs(server, 'gov')).token;
  const [ques] = await server.db.select({ id: quesInfo.id }).from(quesInfo).where(eq(quesInfo.status, '1')).orderBy(desc(quesInfo.publishTime), desc(quesInfo.createdAt)).limit(1);
  questionnaireId = ques!.id;
  questionIds = (await server.db.select({ id: quesQuestion.id }).from(quesQuestion).where(eq(quesQuestion.quesId, questionnaireId)).orderBy(asc(quesQuestion.sort))).map((q) => q.id);
  const [other] = await server.db.select({ id: quesQuestion.id }).from(quesQuestion).where(ne(quesQuestion.quesId, questionnaireId)).limit(1);
  foreignQuestion = other?.id ?? '';
}, 120_000);

afterAll(async () => {
  await server?.close();
});

async function json<T = unknown>(method: 'GET' | 'POST', path: string, token: string, payload?: unknown) {
  const res = await call<T>(server, method, path, token, payload);
  expect(res.violations).toEqual([]);
  return res.json;
}

describe('match forms', () => {
  it('saves a form of questions of one questionnaire, lists it and answers its questions in the form order', async () => {
    expect(questionIds.length).toBeGreaterThanOrEqual(2);
    const [a, b] = questionIds as [string, string];
    const saved = await json<{ id: string }>('POST', '/admin/match/form/saveOrUpdate', yyf, {
      formName: '制造业政策匹配表',
      questionnaireId,
      questions: [
        { questionId: b, fieldKey: 'employeeCount', sort: 1 },
        { questionId: a, sort: 2 },
      ],
    });
    expect(saved).toMatchObject({ success: true, msg: '保存成功' });
    const id = saved.data!.id;

    const list = await json<{ list: { id: string; questionCount: number; questionnaireTitle: string; enableFlag: string }[] }>(
      'GET',
      `/admin/match/form/queryDataList?page=1&pageSize=10&formName=${encodeURIComponent('制造业')}`,
      gov,
    );
    expect(list.data!.list.find((f) => f.id === id)).toMatchObject({ questionCount: 2, enableFlag: '1' });
    expect(list.data!.list.find((f) => f.id === id)?.questionnaireTitle).not.toBe('');

    const ordered = await json<{ id: string; sort: number }[]>('GET', `/admin/match/form/queryQuestionList?formId=${id}`, yyf);
    expect(ordered.data!.map((q) => q.id)).toEqual([b, a]);
    const all = await json<{ id: string }[]>('GET', `/admin/match/form/queryQuestionList?questionnaireId=${questionnaireId}`, yyf);
    expect(all.data!.map((q) => q.id)).toEqual(questionIds);
    expect((await json('GET', '/admin/match/form/queryQuestionList', yyf)).code).toBe('BAD_REQUEST');

    // a question of another questionnaire → 400, nothing changed
    if (foreignQuestion) {
      const bad = await json('POST', '/admin/match/form/saveOrUpdate', yyf, { id, formName: '改名', questionnaireId, questions: [{ questionId: foreignQuestion }] });
      expect(bad).toMatchObject({ success: false, code: 'BAD_REQUEST', msg: '题目不属于该问卷' });
    }

    // used by a calculator → cannot be deleted; unused → deleted
    const [policy] = await server.db.select({ id: polInfo.id }).from(polInfo).where(and(eq(polInfo.status, 'published'))).limit(1);
    const calc = await json<{ id: string }>('POST', '/admin/policyCalculator/save', yyf, { calculatorName: '用表单的计算器', policyId: policy!.id, matchFormId: id });
    expect(calc.success).toBe(true);
    expect(await json('GET', `/admin/match/form/delete?id=${id}`, yyf)).toMatchObject({ success: false, code: 'BUSINESS_RULE', msg: '该匹配表单已被政策计算器使用，不能删除' });
    expect((await json<{ matchFormName: string }>('GET', `/admin/policyCalculator/detail?id=${calc.data!.id}`, yyf)).data?.matchFormName).toBe('制造业政策匹配表');
    expect(await json('POST', '/admin/policyCalculator/delete', yyf, { id: calc.data!.id })).toMatchObject({ success: true });
    expect(await json('GET', `/admin/match/form/delete?id=${id}`, yyf)).toMatchObject({ success: true, msg: '删除成功' });
    expect(await json('GET', `/admin/match/form/delete?id=${id}`, yyf)).toMatchObject({ success: false, code: 'NOT_FOUND_ENTITY' });
    // GOV may list but not change
    expect((await call(server, 'POST', '/admin/match/form/saveOrUpdate', gov, { formName: 'x', questionnaireId, questions: [{ questionId: questionIds[0] }] })).json).toMatchObject({
      success: false,
      code: 'FORBIDDEN',
    });
  });

  it('answers the most recently published questionnaire as the common one, with its questions', async () => {
    const res = await json<{ id: string; questions: { id: string; options: unknown[] }[] }>('GET', '/admin/policyCalculator/queryCommonQuestionnaire', gov);
    expect(res.data!.id).toBe(questionnaireId);
    expect(res.data!.questions.map((q) => q.id)).toEqual(questionIds);
  });
});
