import { and, count, desc, eq, sql } from 'drizzle-orm';

import { type Handler, requireUser } from '../../../core/handler';
import { pageResult, toPageWindow } from '../../../core/paging';
import { csChatRequire } from '../../../db/schema';
import { selectChatRequires, toChatRequire } from './chat-require.queries';

/**
 * `GET /chatRequireManpower/list?status&mine&page&pageSize` (ADMIN, YYF, CALL, cs:manpower:list;
 * seeds 001 §7 chatRequireManpower/*): manpower requests, waiting ones (1 待接入) first, then the
 * newest; `status` filters one status, `mine=true` the requests the caller accepted.
 */
export const listChatRequireManpower: Handler<'listChatRequireManpower'> = async (req, ctx) => {
  const me = requireUser(ctx);
  const window = toPageWindow(req.query);
  const where = and(
    req.query.status ? eq(csChatRequire.status, req.query.status) : undefined,
    req.query.mine ? eq(csChatRequire.staffId, me.id) : undefined,
  );
  const [rows, totals] = await Promise.all([
    selectChatRequires(ctx.db)
      .where(where)
      .orderBy(sql`case when ${csChatRequire.status} = '1' then 0 else 1 end`, desc(csChatRequire.createdAt), desc(csChatRequire.id))
      .limit(window.limit)
      .offset(window.offset),
    ctx.db.select({ n: count() }).from(csChatRequire).where(where),
  ]);
  return pageResult(rows.map(toChatRequire), totals[0]?.n ?? 0);
};
