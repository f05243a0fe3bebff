import { and, count, desc, eq, ilike } from 'drizzle-orm';

import { requireUser, type Handler } from '../../../core/handler';
import { pagedSelect, toPageWindow } from '../../../core/paging';
import { containsPattern, iso } from '../../../core/values';
import { polCollect, polInfo } from '../../../db/schema';
import { supportModeLabeller } from '../doc/support-modes';

/**
 * `GET /pol/my/getCollect` (any login): the caller's collected policies that are published, newest
 * collection first; `keyword` contains in the title; support modes as dictionary labels.
 */
export const getCollect: Handler<'getCollect'> = async (req, ctx) => {
  const user = requireUser(ctx);
  const window = toPageWindow(req.query);
  const pattern = containsPattern(req.query.keyword);
  const where = and(eq(polCollect.userId, user.id), eq(polInfo.status, 'published'), pattern ? ilike(polInfo.policyTitle, pattern) : undefined);
  const label = await supportModeLabeller(ctx.db);
  return pagedSelect(
    ctx.db
      .select({
        id: polCollect.id,
        polInfoId: polInfo.id,
        policyTitle: polInfo.policyTitle,
        policyDepName: polInfo.policyDepName,
        policyCreateTime: polInfo.policyCreateTime,
        supportModes: polInfo.supportModes,
        collectTime: polCollect.createdAt,
      })
      .from(polCollect)
      .innerJoin(polInfo, eq(polInfo.id, polCollect.polInfoId))
      .where(where)
      .orderBy(desc(polCollect.createdAt), desc(polCollect.id))
      .limit(window.limit)
      .offset(window.offset),
    ctx.db.select({ n: count() }).from(polCollect).innerJoin(polInfo, eq(polInfo.id, polCollect.polInfoId)).where(where),
    (r) => ({ ...r, policyCreateTime: iso(r.policyCreateTime), supportModes: label(r.supportModes), collectTime: iso(r.collectTime) }),
  );
};
