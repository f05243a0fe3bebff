import { eq, sql } from 'drizzle-orm';

import { AppError, ok } from '../../../core/envelope';
import { rule } from '../../../core/entity';
import { type Handler } from '../../../core/handler';
import { tagInfo } from '../../../db/schema';
import { requireCategory, requireTag, tagNameTaken } from './tag.queries';

/**
 * `POST /tag/info/save` (ADMIN, YYF; tag:info:save; seeds 001 §7 /tag/info/*): creates (no id) or updates a manual
 * tag (tagType 1).
 * @throws AppError NOT_FOUND_ENTITY 标签分类不存在 / 企业标签不存在; BUSINESS_RULE 智能标签请在智能标签中编辑 for a smart tag's
 *   id; CONFLICT 该分类下已有同名标签.
 */
export const saveTagInfo: Handler<'saveTagInfo'> = async (req, ctx) => {
  const { id, categoryId, enableFlag, sort, remark } = req.body;
  const tagName = req.body.tagName.trim();
  if (!tagName) throw new AppError('BAD_REQUEST', '请输入标签名称');
  await requireCategory(ctx.db, categoryId);
  if (id && (await requireTag(ctx.db, id)).tagType === '2') throw rule('智能标签请在智能标签中编辑');
  const [taken] = await ctx.db.select({ id: tagInfo.id }).from(tagInfo).where(tagNameTaken(categoryId, tagName, id)).limit(1);
  if (taken) throw new AppError('CONFLICT', '该分类下已有同名标签');
  const values = { tagName, categoryId, enableFlag: enableFlag ?? '1', sort: sort ?? 0, remark: remark?.trim() || null };
  if (id) {
    await ctx.db.update(tagInfo).set({ ...values, updatedAt: sql`now()` }).where(eq(tagInfo.id, id));
    return ok({ id }, '保存成功');
  }
  const [row] = await ctx.db.insert(tagInfo).values({ ...values, tagType: '1' }).returning({ id: tagInfo.id });
  return ok({ id: row!.id }, '保存成功');
};
