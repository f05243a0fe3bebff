import { and, asc, eq } from 'drizzle-orm';

import { requireUser, type Handler } from '../../../core/handler';
import { companyTag, tagCategory, tagInfo } from '../../../db/schema';

/**
 * `GET /policy/doc/queryLabelIdByToken` (QY; seeds 001 §7): the enabled tags of the caller's
 * enterprise in filter order (for preselecting the tag filter); empty for an enterprise account
 * without a company.
 */
export const queryLabelIdByToken: Handler<'queryLabelIdByToken'> = async (_req, ctx) => {
  const { companyId } = requireUser(ctx);
  if (!companyId) return { labelIds: [], labels: [] };
  const labels = await ctx.db
    .select({ id: tagInfo.id, tagName: tagInfo.tagName })
    .from(companyTag)
    .innerJoin(tagInfo, eq(tagInfo.id, companyTag.tagInfoId))
    .innerJoin(tagCategory, eq(tagCategory.id, tagInfo.categoryId))
    .where(and(eq(companyTag.companyId, companyId), eq(tagInfo.enableFlag, '1')))
    .orderBy(asc(tagCategory.sort), asc(tagInfo.sort), asc(tagInfo.createdAt));
  return { labelIds: labels.map((l) => l.id), labels };
};
