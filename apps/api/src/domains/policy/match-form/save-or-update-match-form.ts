import { and, eq, inArray, sql } from 'drizzle-orm';

import { found, notFound } from '../../../core/entity';
import { AppError, ok } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { polMatchForm, quesInfo, quesQuestion } from '../../../db/schema';
import { MATCH_FORM_NOT_FOUND } from './match-form.queries';

/**
 * `POST /admin/match/form/saveOrUpdate` (policy:matchForm:save; seeds 001 §7): creates (no id) or
 * changes a match form. Every question must belong to the questionnaire and appear once.
 * @throws AppError BAD_REQUEST 请输入表单名称, 题目不属于该问卷, 题目重复; NOT_FOUND_ENTITY 问卷不存在,
 *   匹配表单不存在.
 */
export const saveOrUpdateMatchForm: Handler<'saveOrUpdateMatchForm'> = async (req, ctx) => {
  const body = req.body;
  const formName = body.formName.trim();
  if (!formName) throw new AppError('BAD_REQUEST', '请输入表单名称', '参数 formName 不能为空');
  const ids = body.questions.map((q) => q.questionId);
  if (new Set(ids).size !== ids.length) throw new AppError('BAD_REQUEST', '题目重复', '同一题目只能出现一次');
  const [ques] = await ctx.db.select({ id: quesInfo.id }).from(quesInfo).where(eq(quesInfo.id, body.questionnaireId)).limit(1);
  if (!ques) throw notFound('问卷不存在');
  const owned = await ctx.db
    .select({ id: quesQuestion.id })
    .from(quesQuestion)
    .where(and(eq(quesQuestion.quesId, body.questionnaireId), inArray(quesQuestion.id, ids)));
  if (owned.length !== ids.length) throw new AppError('BAD_REQUEST', '题目不属于该问卷', '每个 questionId 须属于 questionnaireId');
  const values = {
    formName,
    questionnaireId: body.questionnaireId,
    questions: body.questions.map((q, i) => ({ questionId: q.questionId, ...(q.fieldKey ? { fieldKey: q.fieldKey } : {}), sort: q.sort ?? i })),
    enableFlag: body.enableFlag ?? '1',
    remark: body.remark?.trim() || null,
  };
  if (body.id) {
    const [row] = await ctx.db.update(polMatchForm).set({ ...values, updatedAt: sql`now()` }).where(eq(polMatchForm.id, body.id)).returning({ id: polMatchForm.id });
    return ok({ id: found(row, MATCH_FORM_NOT_FOUND).id }, '保存成功');
  }
  const [created] = await ctx.db.insert(polMatchForm).values(values).returning({ id: polMatchForm.id });
  return ok({ id: (created as { id: string }).id }, '保存成功');
};
