import { feedbackMachine } from '@qifu/sys-rules';
import { eq, sql } from 'drizzle-orm';

import { AppError, ok } from '../../../core/envelope';
import { type Handler, requireUser } from '../../../core/handler';
import { assertTransition } from '../../../core/state-machine';
import { sysFeedback } from '../../../db/schema';
import { found } from '../../../core/entity';

/**
 * `POST /sys/feedback/handle` (ADMIN, YYF, sys:feedback:handle): records the handling result,
 * 0 待处理 → 1 已处理, with the time and the staff member. A handled message → BUSINESS_RULE
 * 当前状态不允许该操作; unknown id → NOT_FOUND_ENTITY 反馈不存在.
 */
export const handleFeedback: Handler<'handleFeedback'> = async (req, ctx) => {
  const user = requireUser(ctx);
  const handleResult = req.body.handleResult.trim();
  if (!handleResult) throw new AppError('BAD_REQUEST', '请输入处理结果', '参数 handleResult 不能为空');
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.select({ handleStatus: sysFeedback.handleStatus }).from(sysFeedback).where(eq(sysFeedback.id, req.body.id)).limit(1).for('update');
    const to = assertTransition(feedbackMachine, found(row, '反馈不存在').handleStatus, 'handle');
    await tx
      .update(sysFeedback)
      .set({ handleStatus: to, handleResult, handleTime: sql`now()`, handleUserId: user.id })
      .where(eq(sysFeedback.id, req.body.id));
    return ok(null, '处理成功');
  });
};
