import { eq, sql } from 'drizzle-orm';

import { AppError, ok } from '../../../core/envelope';
import { type Handler, requireUser } from '../../../core/handler';
import { csChatContent, csChatRequire } from '../../../db/schema';
import { activeRequireOfStaff, chatEnded, openRequireOfUser, selectChatMessages, toChatMessage } from './chat-require.queries';

/** Blank message text (the documents give no text). */
export const EMPTY_CONTENT_MSG = '请输入消息内容';

/**
 * `POST /chatContent/send { content, receiveUid? }` (any login; seeds 000 §3 "Chat message", §7
 * "Send message (content, receiveUid)"). The conversation is found from the caller:
 * - a staff member sends to the user (receiveUid) of a request they accepted (2 对话中);
 * - a user sends in their open request: while 1 待接入 without receiveUid (the message waits for the
 *   staff member who accepts), in 2 对话中 to its staff member (receiveUid that one, or omitted).
 * The text is trimmed and stored as plain text; answers the stored message with 发送成功.
 * @throws AppError BUSINESS_RULE 人工对话已结束 outside an open conversation (no request, 3 已结束,
 *   another receiveUid) — the chat then returns to robot mode.
 * @throws AppError BAD_REQUEST 请输入消息内容 for blank text.
 */
export const sendChatContent: Handler<'sendChatContent'> = async (req, ctx) => {
  const me = requireUser(ctx);
  const content = req.body.content.trim();
  if (!content) throw new AppError('BAD_REQUEST', EMPTY_CONTENT_MSG, '参数 content 不能为空');
  const { receiveUid } = req.body;

  let requireId: string;
  const asStaff = receiveUid ? await activeRequireOfStaff(ctx.db, me.id, receiveUid) : undefined;
  if (asStaff) {
    requireId = asStaff.id;
  } else {
    const open = await openRequireOfUser(ctx.db, me.id);
    if (!open) throw chatEnded('没有进行中的人工对话');
    if (receiveUid && receiveUid !== open.staffUid) throw chatEnded('接收人不是该对话的客服');
    requireId = open.id;
  }

  const [row] = await ctx.db
    .insert(csChatContent)
    .values({
      requireId,
      sendUid: me.id,
      // the other party, read in the same statement: a message sent while 待接入 gets the staff member
      // of an accept that commits first; later ones are assigned by accept itself
      receiveUid: asStaff
        ? asStaff.userUid
        : sql`(select case when ${csChatRequire.userId} = ${me.id} then ${csChatRequire.staffId} else ${csChatRequire.userId} end
               from ${csChatRequire} where ${csChatRequire.id} = ${requireId})`,
      content,
    })
    .returning({ contentId: csChatContent.contentId });
  if (!row) throw new AppError('BUSINESS_RULE', '发送失败，请稍后重试');
  const [message] = await selectChatMessages(ctx.db).where(eq(csChatContent.contentId, row.contentId)).limit(1);
  if (!message) throw new AppError('BUSINESS_RULE', '发送失败，请稍后重试');
  return ok(toChatMessage(message), '发送成功');
};
