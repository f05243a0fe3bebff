import { CHAT_REQUIRE_STATES } from '@qifu/customer-service-rules';
import { and, eq, isNull } from 'drizzle-orm';

import { AppError, ok } from '../../../core/envelope';
import { type Handler, requireUser } from '../../../core/handler';
import { csChatContent } from '../../../db/schema';
import { type ChatRequireManpower, dbNow, requireChatRequire, transitionChatRequire } from './chat-require.queries';
import { assertTransition } from '../../../core/state-machine';

/** The answer when another staff member accepted first. */
export const TAKEN_MSG = '该请求已被其他客服接入';

function assertAcceptable(current: ChatRequireManpower, staffId: string): void {
  if (current.status === '2' && current.staffUid !== staffId) throw new AppError('CONFLICT', TAKEN_MSG);
  assertTransition(CHAT_REQUIRE_STATES, current.status, 'accept');
  if (current.userUid === staffId) throw new AppError('BUSINESS_RULE', '不能接入自己的请求');
}

/**
 * `POST /chatRequireManpower/accept { id }` (ADMIN, YYF, CALL, cs:manpower:accept): 1 待接入 → 2 对话中
 * with the caller as staff; the messages the user sent while waiting are addressed to the caller.
 * Answers the request with 接入成功.
 * @throws AppError CONFLICT 该请求已被其他客服接入 when another staff member accepted it (also meanwhile).
 * @throws AppError BUSINESS_RULE 当前状态不允许该操作 from 2 (by the caller) or 3; 不能接入自己的请求.
 * @throws AppError NOT_FOUND_ENTITY 转人工请求不存在.
 */
export const acceptChatRequireManpower: Handler<'acceptChatRequireManpower'> = async (req, ctx) => {
  const staff = requireUser(ctx);
  const current = await requireChatRequire(ctx.db, req.body.id);
  assertAcceptable(current, staff.id);
  const changed = await ctx.db.transaction(async (tx) => {
    const done = await transitionChatRequire(tx, current, 'accept', { staffId: staff.id, acceptTime: dbNow });
    if (done) {
      await tx
        .update(csChatContent)
        .set({ receiveUid: staff.id })
        .where(and(eq(csChatContent.requireId, current.id), isNull(csChatContent.receiveUid)));
    }
    return done;
  });
  if (!changed) assertAcceptable(await requireChatRequire(ctx.db, current.id), staff.id);
  return ok(await requireChatRequire(ctx.db, current.id), '接入成功');
};
