import { and, eq } from 'drizzle-orm';

import { ok } from '../../../core/envelope';
import { notFound, rule } from '../../../core/entity';
import type { Handler } from '../../../core/handler';
import { companyTag } from '../../../db/schema';
import { requireTag } from './tag.queries';

/**
 * `POST /company/tag/delete` (ADMIN, YYF; tag:company:save): removes one manual tag from an enterprise.
 * @throws AppError NOT_FOUND_ENTITY 企业标签不存在 / 该企业没有此标签; BUSINESS_RULE 智能标签不能手动移除.
 */
export const deleteCompanyTag: Handler<'deleteCompanyTag'> = async (req, ctx) => {
  const tag = await requireTag(ctx.db, req.body.tagId);
  if (tag.tagType === '2') throw rule('智能标签不能手动移除');
  const removed = await ctx.db
    .delete(companyTag)
    .where(and(eq(companyTag.companyId, req.body.companyId), eq(companyTag.tagInfoId, tag.id)))
    .returning({ id: companyTag.companyId });
  if (removed.length === 0) throw notFound('该企业没有此标签');
  return ok(null, '删除成功');
};
