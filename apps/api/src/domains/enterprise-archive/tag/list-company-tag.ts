import { asc, eq } from 'drizzle-orm';

import type { Handler } from '../../../core/handler';
import { iso } from '../../../core/values';
import { companyTag, tagCategory, tagInfo } from '../../../db/schema';
import { requireCompany } from './company-tag.queries';

/**
 * `GET /company/tag/list?companyId=` (ADMIN, YYF, GOV, DEPT; tag:company:list; seeds 001 §7 /company/tag/*): the
 * manual and smart tags of one enterprise with the time each was attached, by category and tag order.
 * @throws AppError NOT_FOUND_ENTITY 企业不存在.
 */
export const listCompanyTag: Handler<'listCompanyTag'> = async (req, ctx) => {
  await requireCompany(ctx.db, req.query.companyId);
  const rows = await ctx.db
    .select({ id: tagInfo.id, tagName: tagInfo.tagName, categoryName: tagCategory.categoryName, tagType: tagInfo.tagType, createdAt: companyTag.createdAt })
    .from(companyTag)
    .innerJoin(tagInfo, eq(tagInfo.id, companyTag.tagInfoId))
    .innerJoin(tagCategory, eq(tagCategory.id, tagInfo.categoryId))
    .where(eq(companyTag.companyId, req.query.companyId))
    .orderBy(asc(tagCategory.sort), asc(tagInfo.sort), asc(tagInfo.tagName));
  return rows.map(({ createdAt, ...r }) => ({ ...r, tagTime: iso(createdAt) }));
};
