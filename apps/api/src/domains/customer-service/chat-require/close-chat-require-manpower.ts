import { CHAT_REQUIRE_STATES } from '@qifu/customer-service-rules';
import type { Handler } from '../../../core/handler';
import { dbNow, requireChatRequire, transitionChatRequire } from './chat-require.queries';
import { assertTransition } from '../../../core/state-machine';

/**
 * `POST /chatRequireManpower/close { id }` (ADMIN, YYF, CALL, cs:manpower:close): customer-service
 * staff end a request, 1 or 2 → 3 已结束; the user's next poll answers 人工对话已结束 and the chat
 * returns to robot mode. The conversation is kept.
 * @throws AppError BUSINESS_RULE 当前状态不允许该操作 when it has already ended.
 * @throws AppError NOT_FOUND_ENTITY 转人工请求不存在.
 */
export const closeChatRequireManpower: Handler<'closeChatRequireManpower'> = async (req, ctx) => {
  const current = await requireChatRequire(ctx.db, req.body.id);
  if (!(await transitionChatRequire(ctx.db, current, 'close', { closeTime: dbNow }))) {
    assertTransition(CHAT_REQUIRE_STATES, (await requireChatRequire(ctx.db, current.id)).status, 'close');
  }
  return null;
};
