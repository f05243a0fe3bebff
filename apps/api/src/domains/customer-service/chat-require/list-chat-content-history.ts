import { asc, count, eq } from 'drizzle-orm';

import type { Handler } from '../../../core/handler';
import { pageResult, toPageWindow } from '../../../core/paging';
import { csChatContent } from '../../../db/schema';
import { requireChatRequire, selectChatMessages, toChatMessage } from './chat-require.queries';

/**
 * `GET /chatContent/history?requireId&page&pageSize` (ADMIN, YYF, CALL, cs:chat:list): every
 * message of one manpower request, oldest first — also of ended conversations (messages are never
 * deleted).
 * @throws AppError NOT_FOUND_ENTITY 转人工请求不存在.
 */
export const listChatContentHistory: Handler<'listChatContentHistory'> = async (req, ctx) => {
  const { requireId } = req.query;
  await requireChatRequire(ctx.db, requireId);
  const window = toPageWindow(req.query);
  const where = eq(csChatContent.requireId, requireId);
  const [rows, totals] = await Promise.all([
    selectChatMessages(ctx.db).where(where).orderBy(asc(csChatContent.contentId)).limit(window.limit).offset(window.offset),
    ctx.db.select({ n: count() }).from(csChatContent).where(where),
  ]);
  return pageResult(rows.map(toChatMessage), totals[0]?.n ?? 0);
};
