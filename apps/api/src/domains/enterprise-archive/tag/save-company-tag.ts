import { and, eq, inArray, notInArray } from 'drizzle-orm';

import { AppError, ok } from '../../../core/envelope';
import { notFound } from '../../../core/entity';
import type { Handler } from '../../../core/handler';
import { companyTag, tagInfo } from '../../../db/schema';
import { requireCompany } from './company-tag.queries';

/**
 * `POST /company/tag/save` (ADMIN, YYF; tag:company:save; seeds 001 §7 /company/tag/*): sets the manual tags of one
 * enterprise — those in `tagIds` are kept or attached, its other manual tags removed; smart tags are untouched.
 * @throws AppError NOT_FOUND_ENTITY 企业不存在 / 企业标签不存在; BUSINESS_RULE 智能标签不能手动设置 (a rule on the tag's type, not a malformed request; issue 17).
 */
export const saveCompanyTag: Handler<'saveCompanyTag'> = async (req, ctx) => {
  const { companyId, tagIds } = req.body;
  await requireCompany(ctx.db, companyId);
  const tags = tagIds.length > 0 ? await ctx.db.select({ id: tagInfo.id, tagType: tagInfo.tagType }).from(tagInfo).where(inArray(tagInfo.id, tagIds)) : [];
  if (tags.length !== tagIds.length) throw notFound('企业标签不存在');
  if (tags.some((t) => t.tagType === '2')) throw new AppError('BUSINESS_RULE', '智能标签不能手动设置');
  await ctx.db.transaction(async (tx) => {
    const manual = tx.select({ id: tagInfo.id }).from(tagInfo).where(eq(tagInfo.tagType, '1'));
    await tx
      .delete(companyTag)
      .where(and(eq(companyTag.companyId, companyId), inArray(companyTag.tagInfoId, manual), tagIds.length > 0 ? notInArray(companyTag.tagInfoId, tagIds) : undefined));
    if (tagIds.length > 0) await tx.insert(companyTag).values(tagIds.map((tagInfoId) => ({ companyId, tagInfoId }))).onConflictDoNothing();
  });
  return ok(null, '保存成功');
};
