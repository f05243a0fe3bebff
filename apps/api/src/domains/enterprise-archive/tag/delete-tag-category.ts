import { eq } from 'drizzle-orm';

import { ok } from '../../../core/envelope';
import { rule } from '../../../core/entity';
import type { Handler } from '../../../core/handler';
import { tagCategory, tagInfo } from '../../../db/schema';
import { requireCategory } from './tag.queries';

/**
 * `POST /tag/info/categoryDelete` (ADMIN, YYF; tag:category:delete): deletes an empty category.
 * @throws AppError NOT_FOUND_ENTITY 标签分类不存在; BUSINESS_RULE 该分类下还有标签，不能删除.
 */
export const deleteTagCategory: Handler<'deleteTagCategory'> = async (req, ctx) => {
  const { id } = await requireCategory(ctx.db, req.body.id);
  const [child] = await ctx.db.select({ id: tagInfo.id }).from(tagInfo).where(eq(tagInfo.categoryId, id)).limit(1);
  if (child) throw rule('该分类下还有标签，不能删除');
  await ctx.db.delete(tagCategory).where(eq(tagCategory.id, id));
  return ok(null, '删除成功');
};
