import { and, eq, ne } from 'drizzle-orm';

import { AppError, ok } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { tagCategory } from '../../../db/schema';
import { requireCategory } from './tag.queries';

/**
 * `POST /tag/info/categorySave` (ADMIN, YYF; tag:category:save; seeds 001 §4 policy tag filter lines): creates (no id)
 * or renames/reorders a tag category.
 * @throws AppError BAD_REQUEST 请输入分类名称; NOT_FOUND_ENTITY 标签分类不存在; CONFLICT 分类名称已存在.
 */
export const saveTagCategory: Handler<'saveTagCategory'> = async (req, ctx) => {
  const { id, sort } = req.body;
  const categoryName = req.body.categoryName.trim();
  if (!categoryName) throw new AppError('BAD_REQUEST', '请输入分类名称');
  if (id) await requireCategory(ctx.db, id);
  const [taken] = await ctx.db
    .select({ id: tagCategory.id })
    .from(tagCategory)
    .where(and(eq(tagCategory.categoryName, categoryName), id ? ne(tagCategory.id, id) : undefined))
    .limit(1);
  if (taken) throw new AppError('CONFLICT', '分类名称已存在');
  if (id) {
    await ctx.db.update(tagCategory).set({ categoryName, sort: sort ?? 0 }).where(eq(tagCategory.id, id));
    return ok({ id }, '保存成功');
  }
  const [row] = await ctx.db.insert(tagCategory).values({ categoryName, sort: sort ?? 0 }).returning({ id: tagCategory.id });
  return ok({ id: row!.id }, '保存成功');
};
