import { and, asc, eq, gt, ne } from 'drizzle-orm';

import { type Handler, requireUser } from '../../../core/handler';
import { csChatContent } from '../../../db/schema';
import { activeRequireOfStaff, type ChatRequireManpower, chatEnded, openRequireOfUser, selectChatMessages, toChatMessage } from './chat-require.queries';

/** Most messages one poll answers (ChatPollResult). */
export const POLL_LIMIT = 100;

/**
 * `GET /chatContent/newMessages?sendUid&lastContentId` (any login; seeds 000 §4 "Human chat": a
 * poll every 2 s, §7 "Poll new message (sendUid, lastContentId)"). The conversation:
 * - staff: the request in 2 对话中 they accepted from the user sendUid;
 * - a user: their open request (sendUid, the staff member, may be omitted while 待接入).
 * Answers `{ requireId, requireStatus, staffUid, staffName, list }` — the other party's messages of
 * that conversation with contentId > lastContentId (default 0), oldest first, at most 100.
 * @throws AppError BUSINESS_RULE 人工对话已结束 when there is no open conversation (none, or 3 已结束
 *   by end or close): the chat shows that the human dialogue closed and returns to robot mode.
 */
export const pollChatContent: Handler<'pollChatContent'> = async (req, ctx) => {
  const me = requireUser(ctx);
  const { sendUid } = req.query;
  const lastContentId = req.query.lastContentId ?? 0;

  let conversation: ChatRequireManpower | undefined = sendUid ? await activeRequireOfStaff(ctx.db, me.id, sendUid) : undefined;
  if (!conversation) {
    const open = await openRequireOfUser(ctx.db, me.id);
    if (!open) throw chatEnded('没有进行中的人工对话');
    if (sendUid && open.staffUid && sendUid !== open.staffUid) throw chatEnded('发送人不是该对话的客服');
    conversation = open;
  }

  const rows = await selectChatMessages(ctx.db)
    .where(and(eq(csChatContent.requireId, conversation.id), ne(csChatContent.sendUid, me.id), gt(csChatContent.contentId, lastContentId)))
    .orderBy(asc(csChatContent.contentId))
    .limit(POLL_LIMIT);
  return {
    requireId: conversation.id,
    requireStatus: conversation.status,
    staffUid: conversation.staffUid,
    staffName: conversation.staffName,
    list: rows.map(toChatMessage),
  };
};
