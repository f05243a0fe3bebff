import { eq } from 'drizzle-orm';

import { AppError, ok } from '../../../core/envelope';
import { requireUser, type Handler } from '../../../core/handler';
import { cmsNewsColumn } from '../../../db/schema';
import { assertCodeFree, assertSiblingNameFree, columnTexts, isSelfOrDescendant, requireColumn } from '../news/news-admin';

/**
 * `POST /cms/news/column/modify` (staff, cms:column:modify; seeds 001 §7): name, parent, sort,
 * shown flag, code, description, external address, remark. Fields left out keep their value
 * (except `isShow`, default true in the contract).
 * @throws AppError NOT_FOUND_ENTITY 栏目不存在; BUSINESS_RULE 不能移动到自身或下级栏目;
 *   CONFLICT 同级栏目名称已存在 / 栏目编码已存在.
 */
export const modifyNewsColumn: Handler<'modifyNewsColumn'> = async (req, ctx) => {
  const user = requireUser(ctx);
  const { id, code, sort, isShow } = req.body;
  const texts = columnTexts(req.body);
  return ctx.db.transaction(async (tx) => {
    const current = await requireColumn(tx, id);
    const parentId = req.body.parentId === undefined ? current.parentId : req.body.parentId;
    if (parentId) {
      await requireColumn(tx, parentId);
      if (await isSelfOrDescendant(tx, id, parentId)) throw new AppError('BUSINESS_RULE', '不能移动到自身或下级栏目');
    }
    await assertSiblingNameFree(tx, parentId, texts.columnName, id);
    if (code !== undefined) await assertCodeFree(tx, code, id);
    await tx
      .update(cmsNewsColumn)
      .set({
        ...texts,
        parentId,
        ...(code !== undefined ? { code } : {}),
        ...(sort !== undefined ? { sort } : {}),
        ...(isShow !== undefined ? { isShow } : {}),
        updatedBy: user.id,
        updatedAt: new Date(),
      })
      .where(eq(cmsNewsColumn.id, id));
    return ok(null, '保存成功');
  });
};
