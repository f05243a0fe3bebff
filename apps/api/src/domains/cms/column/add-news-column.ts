import { randomBytes } from 'node:crypto';

import { ok } from '../../../core/envelope';
import { requireUser, type Handler } from '../../../core/handler';
import { cmsNewsColumn } from '../../../db/schema';
import { assertCodeFree, assertSiblingNameFree, columnTexts, requireColumn, siblingsOf } from '../news/news-admin';

/**
 * `POST /cms/news/column/add` (staff, cms:column:add; seeds 001 §7): a new column under `parentId`
 * (null = top), last among its siblings unless `sort` is given; without `code` one is generated
 * (`c` + 8 hex digits); the description HTML is sanitized.
 * @throws AppError CONFLICT 同级栏目名称已存在 / 栏目编码已存在, NOT_FOUND_ENTITY 栏目不存在 (parent).
 */
export const addNewsColumn: Handler<'addNewsColumn'> = async (req, ctx) => {
  const user = requireUser(ctx);
  const { parentId = null, code, sort, isShow } = req.body;
  const texts = columnTexts(req.body);
  return ctx.db.transaction(async (tx) => {
    if (parentId) await requireColumn(tx, parentId);
    await assertSiblingNameFree(tx, parentId, texts.columnName);
    const finalCode = code ?? `c${randomBytes(4).toString('hex')}`;
    await assertCodeFree(tx, finalCode);
    const siblings = await siblingsOf(tx, parentId);
    const last = siblings.reduce((max, s) => Math.max(max, s.sort), 0);
    const [row] = await tx
      .insert(cmsNewsColumn)
      .values({
        ...texts,
        parentId,
        code: finalCode,
        sort: sort ?? last + 1,
        isShow: isShow ?? true,
        createdBy: user.id,
        updatedBy: user.id,
      })
      .returning({ id: cmsNewsColumn.id });
    return ok({ id: row?.id ?? '' }, '保存成功');
  });
};
