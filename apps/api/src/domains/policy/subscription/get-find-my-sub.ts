import { requireUser, type Handler } from '../../../core/handler';
import { enabledTags, subscribedTags, tagLines } from './subscription';

/**
 * `GET /pol/my/getFindMySub` (QY, GR; seeds 001 §7, §2, §4): the subscription filter — one line per
 * tag category that has enabled tags, in category order, each with its tags — and the caller's
 * subscribed tag ids (at most one per line; disabled tags left out).
 */
export const getFindMySub: Handler<'getFindMySub'> = async (_req, ctx) => {
  const user = requireUser(ctx);
  const [tags, mine] = await Promise.all([enabledTags(ctx.db), subscribedTags(ctx.db, user.id)]);
  return {
    tagInfoIds: mine.map((t) => t.id),
    categories: tagLines(tags).map(({ categoryId, categoryName, tags: lineTags }) => ({ categoryId, categoryName, tags: lineTags })),
  };
};
