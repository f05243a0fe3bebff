import { count, eq } from 'drizzle-orm';

import { AppError, ok } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { assertTransition } from '../../../core/state-machine';
import { quesInfo, quesQuestion } from '../../../db/schema';
import { QUES_NOT_FOUND } from './ques-info.queries';
import { QUES_STATUS } from './ques-status';

/**
 * `POST /ques/info/publish` (ADMIN, YYF, GOV, DEPT; ques:info:publish; seeds 001 §7 /ques/*; the
 * custom form's 发布 (1) of /preview, seeds 000 §4 "Other"): status 0 → 1.
 * @throws AppError NOT_FOUND_ENTITY 问卷不存在; BUSINESS_RULE 当前状态不允许该操作 (not 0),
 *   问卷结束时间已过，不能发布, 问卷没有题目，不能发布.
 */
export const publishQuesInfo: Handler<'publishQuesInfo'> = async (req, ctx) => {
  const { id } = req.body;
  await ctx.db.transaction(async (tx) => {
    const [current] = await tx.select({ status: quesInfo.status, endTime: quesInfo.endTime }).from(quesInfo).where(eq(quesInfo.id, id)).for('update');
    if (!current) throw new AppError('NOT_FOUND_ENTITY', QUES_NOT_FOUND);
    const to = assertTransition(QUES_STATUS, current.status, 'publish');
    if (current.endTime.getTime() <= Date.now()) throw new AppError('BUSINESS_RULE', '问卷结束时间已过，不能发布');
    const [questions] = await tx.select({ n: count() }).from(quesQuestion).where(eq(quesQuestion.quesId, id));
    if (Number(questions?.n ?? 0) === 0) throw new AppError('BUSINESS_RULE', '问卷没有题目，不能发布');
    await tx
      .update(quesInfo)
      .set({ status: to as '1', publishTime: new Date(), updatedBy: ctx.user?.id ?? null, updatedAt: new Date() })
      .where(eq(quesInfo.id, id));
  });
  return ok(null, '发布成功');
};
