import { eq } from 'drizzle-orm';

import { AppError, ok } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { assertTransition } from '../../../core/state-machine';
import { quesInfo } from '../../../db/schema';
import { QUES_NOT_FOUND } from './ques-info.queries';
import { QUES_STATUS } from './ques-status';

/**
 * `POST /ques/info/close` (ADMIN, YYF, GOV, DEPT; ques:info:close; seeds 001 §7 /ques/*): status
 * 1 → 2 已结束; answers are refused from now on. A questionnaire already past its end time reads as
 * 2 and is refused like one closed (当前状态不允许该操作).
 * @throws AppError NOT_FOUND_ENTITY 问卷不存在; BUSINESS_RULE 当前状态不允许该操作.
 */
export const closeQuesInfo: Handler<'closeQuesInfo'> = async (req, ctx) => {
  await ctx.db.transaction(async (tx) => {
    const [current] = await tx.select({ status: quesInfo.status, endTime: quesInfo.endTime }).from(quesInfo).where(eq(quesInfo.id, req.body.id)).for('update');
    if (!current) throw new AppError('NOT_FOUND_ENTITY', QUES_NOT_FOUND);
    const seen = current.status === '1' && current.endTime.getTime() < Date.now() ? '2' : current.status;
    const to = assertTransition(QUES_STATUS, seen, 'close');
    await tx
      .update(quesInfo)
      .set({ status: to as '2', updatedBy: ctx.user?.id ?? null, updatedAt: new Date() })
      .where(eq(quesInfo.id, req.body.id));
  });
  return ok(null, '问卷已结束');
};
