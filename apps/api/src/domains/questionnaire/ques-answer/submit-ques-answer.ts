import { and, eq } from 'drizzle-orm';

import { answerProblem, answerReferenceProblem, isOpenForAnswers } from '@qifu/questionnaire-rules';
import { AppError, ok } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { quesAnswer, quesAnswerItem, quesInfo } from '../../../db/schema';
import { QUES_NOT_FOUND, readQuesDetail } from '../ques-info/ques-info.queries';
import { callerCompany } from '../targeting';
import { companyOf, quesForCompany } from './my-ques.queries';

/** Message of a second submission (contract `QuesAnswerForm`). */
export const ALREADY_ANSWERED = '您已提交过该问卷';

/**
 * `POST /ques/answer/submit` (QY; seeds 001 §1, §7 /ques/*): the enterprise's answers, once. Each answer
 * is checked against the questionnaire (`@qifu/questionnaire-rules`: first `answerReferenceProblem`,
 * the questions and options named must be the questionnaire's; then `answerProblem`: required
 * questions, one option for 单选题, scores 1–5); answers without content are not stored.
 * @returns `{ id }` of the answer sheet.
 * @throws AppError NOT_FOUND_ENTITY 问卷不存在 (not aimed at the enterprise); BUSINESS_RULE
 *   问卷未开始或已结束; CONFLICT 您已提交过该问卷; BUSINESS_RULE 第{n}个答案不属于该问卷 / 第{n}题的选项无效
 *   (an unknown question or option id: referential, issue 17); BAD_REQUEST 请回答第{n}题 … (nothing stored).
 */
export const submitQuesAnswer: Handler<'submitQuesAnswer'> = async (req, ctx) => {
  const c = await companyOf(ctx.db, callerCompany(ctx.user));
  const { quesId, answers } = req.body;
  const id = await ctx.db.transaction(async (tx) => {
    const [info] = await tx
      .select({ id: quesInfo.id, status: quesInfo.status, startTime: quesInfo.startTime, endTime: quesInfo.endTime })
      .from(quesInfo)
      .where(and(eq(quesInfo.id, quesId), quesForCompany(c)))
      .for('update');
    if (!info) throw new AppError('NOT_FOUND_ENTITY', QUES_NOT_FOUND);
    if (!isOpenForAnswers(info.status, info.startTime, info.endTime)) throw new AppError('BUSINESS_RULE', '问卷未开始或已结束');
    const [done] = await tx.select({ id: quesAnswer.id }).from(quesAnswer).where(and(eq(quesAnswer.quesId, quesId), eq(quesAnswer.companyId, c.id))).limit(1);
    if (done) throw new AppError('CONFLICT', ALREADY_ANSWERED);
    const detail = await readQuesDetail(tx, quesId);
    const unknown = answerReferenceProblem(detail.questions, answers);
    if (unknown) throw new AppError('BUSINESS_RULE', unknown);
    const problem = answerProblem(detail.questions, answers);
    if (problem) throw new AppError('BAD_REQUEST', `请求参数错误：${problem}`, problem);
    const [sheet] = await tx.insert(quesAnswer).values({ quesId, companyId: c.id, userId: ctx.user?.id ?? null }).returning({ id: quesAnswer.id });
    if (!sheet) throw new Error('ques_answer insert returned nothing');
    const rows = answers
      .filter((a) => (a.optionIds?.length ?? 0) > 0 || (a.answerContent?.trim() ?? '') !== '' || a.answerScore !== undefined)
      .map((a) => ({
        answerId: sheet.id,
        questionId: a.questionId,
        optionIds: a.optionIds ?? [],
        answerContent: a.answerContent?.trim() ? a.answerContent.trim() : null,
        answerScore: a.answerScore ?? null,
      }));
    if (rows.length > 0) await tx.insert(quesAnswerItem).values(rows);
    return sheet.id;
  });
  return ok({ id }, '提交成功');
};
