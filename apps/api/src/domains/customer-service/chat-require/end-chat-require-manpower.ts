import { CHAT_REQUIRE_STATES } from '@qifu/customer-service-rules';
import { AppError } from '../../../core/envelope';
import { type Handler, requireUser } from '../../../core/handler';
import { dbNow, requireChatRequire, transitionChatRequire } from './chat-require.queries';
import { assertTransition } from '../../../core/state-machine';

/**
 * `POST /chatRequireManpower/end { id }` (any login): the user ends their own request, 1 or 2 →
 * 3 已结束; the conversation is kept.
 * @throws AppError NOT_FOUND_ENTITY 转人工请求不存在 for an unknown id or another user's request.
 * @throws AppError BUSINESS_RULE 当前状态不允许该操作 when it has already ended.
 */
export const endChatRequireManpower: Handler<'endChatRequireManpower'> = async (req, ctx) => {
  const user = requireUser(ctx);
  const current = await requireChatRequire(ctx.db, req.body.id);
  if (current.userUid !== user.id) throw new AppError('NOT_FOUND_ENTITY', '转人工请求不存在');
  if (!(await transitionChatRequire(ctx.db, current, 'end', { closeTime: dbNow }))) {
    assertTransition(CHAT_REQUIRE_STATES, (await requireChatRequire(ctx.db, current.id)).status, 'end');
  }
  return null;
};
