import { and, eq } from 'drizzle-orm';

import { AppError } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { quesAnswer, quesAnswerItem, quesInfo } from '../../../db/schema';
import { QUES_NOT_FOUND, readQuesDetail } from '../ques-info/ques-info.queries';
import { callerCompany } from '../targeting';
import { companyOf, quesForCompany } from './my-ques.queries';

/**
 * `GET /ques/my/detail?id` (QY; seeds 001 §7 /ques/*): a questionnaire aimed at the caller's
 * enterprise with its questions and, once submitted, the enterprise's own answers.
 * @throws AppError NOT_FOUND_ENTITY 问卷不存在 (unknown, a draft, or not aimed at the enterprise);
 *   FORBIDDEN 请先使用企业账号进行登录.
 */
export const getMyQuesDetail: Handler<'getMyQuesDetail'> = async (req, ctx) => {
  const c = await companyOf(ctx.db, callerCompany(ctx.user));
  const [visible] = await ctx.db
    .select({ id: quesInfo.id })
    .from(quesInfo)
    .where(and(eq(quesInfo.id, req.query.id), quesForCompany(c)))
    .limit(1);
  if (!visible) throw new AppError('NOT_FOUND_ENTITY', QUES_NOT_FOUND);
  const detail = await readQuesDetail(ctx.db, visible.id);
  const [answer] = await ctx.db
    .select({ id: quesAnswer.id, createdAt: quesAnswer.createdAt })
    .from(quesAnswer)
    .where(and(eq(quesAnswer.quesId, visible.id), eq(quesAnswer.companyId, c.id)))
    .limit(1);
  const items = answer ? await ctx.db.select().from(quesAnswerItem).where(eq(quesAnswerItem.answerId, answer.id)) : [];
  return {
    id: detail.id,
    quesTitle: detail.quesTitle,
    quesDesc: detail.quesDesc ?? null,
    startTime: detail.startTime,
    endTime: detail.endTime,
    status: detail.status,
    questions: detail.questions,
    answered: Boolean(answer),
    answerTime: answer ? answer.createdAt.toISOString() : null,
    answers: items.map((i) => ({
      questionId: i.questionId,
      ...(i.optionIds.length > 0 ? { optionIds: i.optionIds } : {}),
      ...(i.answerContent !== null ? { answerContent: i.answerContent } : {}),
      ...(i.answerScore !== null ? { answerScore: i.answerScore } : {}),
    })),
  };
};
