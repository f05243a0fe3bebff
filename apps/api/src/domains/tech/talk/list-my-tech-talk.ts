import { and, eq } from 'drizzle-orm';

import { type Handler, requireUser } from '../../../core/handler';
import { toPageWindow } from '../../../core/paging';
import { techTalk } from '../../../db/schema';
import { pageTalks, participantCondition } from './tech-talk';

/**
 * `GET /tech/talk/myList` (seeds 001 §7 /tech/talk/*): the negotiations the caller started or
 * received as owner, latest message first, with the caller's unread count; `bizType` filters.
 */
export const listMyTechTalk: Handler<'listMyTechTalk'> = (req, ctx) => {
  const user = requireUser(ctx);
  const where = and(participantCondition(user.id), req.query.bizType ? eq(techTalk.bizType, req.query.bizType) : undefined);
  return pageTalks(ctx.db, where, toPageWindow(req.query), user.id);
};
