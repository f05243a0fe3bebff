import { and, eq, inArray } from 'drizzle-orm';

import { requireUser, type Handler } from '../../../core/handler';
import { pageResult, toPageWindow } from '../../../core/paging';
import { polInfo, polInfoTag } from '../../../db/schema';
import { policyPage } from '../doc/policy-list';
import { subscribedTags } from './subscription';

/**
 * `GET /pol/my/getMySub?tagInfoId&page&pageSize` (QY, GR; seeds 001 §7): published policies
 * carrying the given subscribed tag — or any of the caller's subscribed tags without `tagInfoId` —
 * newest first, paged (10 by default). A tag the caller has not subscribed, or no subscription,
 * answers an empty page.
 */
export const getMySub: Handler<'getMySub'> = async (req, ctx) => {
  const user = requireUser(ctx);
  const window = toPageWindow(req.query);
  const mine = (await subscribedTags(ctx.db, user.id)).map((t) => t.id);
  const tags = req.query.tagInfoId ? mine.filter((id) => id === req.query.tagInfoId) : mine;
  if (tags.length === 0) return pageResult([], 0);
  const where = and(
    eq(polInfo.status, 'published'),
    inArray(polInfo.id, ctx.db.select({ id: polInfoTag.policyId }).from(polInfoTag).where(inArray(polInfoTag.tagInfoId, tags))),
  );
  return policyPage(ctx.db, where, window);
};
