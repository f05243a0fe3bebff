import { inArray } from 'drizzle-orm';

import { AppError, ok } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { assertTransition } from '../../../core/state-machine';
import { quesInfo } from '../../../db/schema';
import { QUES_NOT_FOUND } from './ques-info.queries';
import { effectiveStatus, QUES_STATUS } from './ques-status';

/**
 * `POST /ques/info/delete` (ADMIN, YYF, GOV, DEPT; ques:info:delete; seeds 001 §7 /ques/*):
 * deletes questionnaires in status 0 or 2 (as readers see it) with their questions and answers
 * (cascade). One in status 1 refuses the whole batch; an unknown id too.
 * @throws AppError NOT_FOUND_ENTITY 问卷不存在; BUSINESS_RULE 当前状态不允许该操作 (已发布的问卷请先结束).
 */
export const deleteQuesInfo: Handler<'deleteQuesInfo'> = async (req, ctx) => {
  const ids = [...new Set(req.body.ids)];
  await ctx.db.transaction(async (tx) => {
    const rows = await tx.select({ id: quesInfo.id, status: quesInfo.status, endTime: quesInfo.endTime }).from(quesInfo).where(inArray(quesInfo.id, ids)).for('update');
    if (rows.length !== ids.length) throw new AppError('NOT_FOUND_ENTITY', QUES_NOT_FOUND);
    for (const r of rows) {
      try {
        assertTransition(QUES_STATUS, effectiveStatus(r.status, r.endTime), 'delete');
      } catch (e) {
        if (e instanceof AppError) throw new AppError('BUSINESS_RULE', e.message, '已发布的问卷请先结束后再删除');
        throw e;
      }
    }
    await tx.delete(quesInfo).where(inArray(quesInfo.id, ids));
  });
  return ok(null, '删除成功');
};
