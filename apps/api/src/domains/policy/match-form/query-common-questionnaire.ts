import { desc, eq } from 'drizzle-orm';

import { notFound } from '../../../core/entity';
import { ok } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { quesInfo } from '../../../db/schema';
import { questionsOf } from './match-form.queries';

/**
 * `GET /admin/policyCalculator/queryCommonQuestionnaire` (policy:calculator:list; seeds 001 §7): the
 * common questionnaire every calculator asks first — the documents leave open which; it is the most
 * recently published questionnaire (QuesStatus 1 已发布) with all its questions and options.
 * @throws AppError NOT_FOUND_ENTITY 暂无已发布的通用问卷.
 */
export const queryCommonQuestionnaire: Handler<'queryCommonQuestionnaire'> = async (_req, ctx) => {
  const [ques] = await ctx.db
    .select({ id: quesInfo.id, title: quesInfo.quesTitle })
    .from(quesInfo)
    .where(eq(quesInfo.status, '1'))
    .orderBy(desc(quesInfo.publishTime), desc(quesInfo.createdAt))
    .limit(1);
  if (!ques) throw notFound('暂无已发布的通用问卷');
  return ok({ id: ques.id, title: ques.title, questions: await questionsOf(ctx.db, { questionnaireId: ques.id }) });
};
