import { eq } from 'drizzle-orm';

import { found } from '../../../core/entity';
import { AppError, ok } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { polMatchForm } from '../../../db/schema';
import { MATCH_FORM_NOT_FOUND, questionsOf } from './match-form.queries';

/**
 * `GET /admin/match/form/queryQuestionList?questionnaireId=|formId=` (policy:matchForm:list; seeds
 * 001 §7): with questionnaireId all its questions (by sort); with formId the form's questions in the
 * form's order. One of the two is required.
 * @throws AppError BAD_REQUEST 请指定问卷或匹配表单; NOT_FOUND_ENTITY 匹配表单不存在.
 */
export const queryQuestionList: Handler<'queryQuestionList'> = async (req, ctx) => {
  const { questionnaireId, formId } = req.query;
  if (formId) {
    const [form] = await ctx.db.select({ questions: polMatchForm.questions }).from(polMatchForm).where(eq(polMatchForm.id, formId)).limit(1);
    const refs = [...found(form, MATCH_FORM_NOT_FOUND).questions].sort((a, b) => a.sort - b.sort);
    const byId = new Map((await questionsOf(ctx.db, { questionIds: refs.map((r) => r.questionId) })).map((q) => [q.id, q]));
    return ok(refs.flatMap((r) => (byId.has(r.questionId) ? [{ ...byId.get(r.questionId)!, sort: r.sort }] : [])));
  }
  if (questionnaireId) return ok(await questionsOf(ctx.db, { questionnaireId }));
  throw new AppError('BAD_REQUEST', '请指定问卷或匹配表单', 'questionnaireId 与 formId 必须提供一个');
};
