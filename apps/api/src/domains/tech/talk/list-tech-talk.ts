import { and, eq, ilike, or } from 'drizzle-orm';

import type { Handler } from '../../../core/handler';
import { escapeLike, toPageWindow } from '../../../core/paging';
import { techTalk } from '../../../db/schema';
import { bizNameSql, pageTalks, partyNameSql } from './tech-talk';

/**
 * `GET /tech/talk/list` (staff, tech:talk:list; seeds 001 §7 /tech/talk/*): every negotiation,
 * latest message first (unreadCount 0); `bizType` filters, `keyword` is a literal part of the
 * item's name or of a participant's name.
 */
export const listTechTalk: Handler<'listTechTalk'> = (req, ctx) => {
  const kw = req.query.keyword?.trim();
  const pattern = kw ? `%${escapeLike(kw)}%` : undefined;
  const where = and(
    req.query.bizType ? eq(techTalk.bizType, req.query.bizType) : undefined,
    pattern
      ? or(ilike(bizNameSql, pattern), ilike(partyNameSql(techTalk.initiatorUid), pattern), ilike(partyNameSql(techTalk.ownerUid), pattern))
      : undefined,
  );
  return pageTalks(ctx.db, where, toPageWindow(req.query), undefined);
};
