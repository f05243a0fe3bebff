import { eq, inArray, sql } from 'drizzle-orm';

import { AppError, ok } from '../../../core/envelope';
import { conflictOnUnique, found, notFound, rule } from '../../../core/entity';
import type { Handler } from '../../../core/handler';
import { polLabel, polLabelTag, tagInfo } from '../../../db/schema';
import { LABEL_NOT_FOUND, labelNameTaken } from './label.queries';

const NAME_TAKEN = '标签名称已存在';

/**
 * `POST /admin/policy/label/save` (ADMIN, YYF, policy:label:save): creates (enabled) or edits a label
 * and replaces its enterprise tags. A name used by another label → CONFLICT 标签名称已存在; an unknown
 * tag → NOT_FOUND_ENTITY 企业标签不存在; an unknown label → 政策标签不存在; a blank name → 请输入标签名称.
 */
export const savePolicyLabel: Handler<'savePolicyLabel'> = async (req, ctx) => {
  const body = req.body;
  const labelName = body.labelName.trim();
  if (!labelName) throw rule('请输入标签名称');
  const tagIds = [...new Set(body.tagIds)];
  const known = await ctx.db.select({ id: tagInfo.id }).from(tagInfo).where(inArray(tagInfo.id, tagIds));
  if (known.length !== tagIds.length) throw notFound('企业标签不存在');
  const values = { labelName, sort: body.sort ?? 0, remark: body.remark?.trim() || null };
  return conflictOnUnique(NAME_TAKEN, () =>
    ctx.db.transaction(async (tx) => {
      const [taken] = await tx.select({ id: polLabel.id }).from(polLabel).where(labelNameTaken(labelName, body.id)).limit(1);
      if (taken) throw new AppError('CONFLICT', NAME_TAKEN);
      let id = body.id;
      if (id) {
        found((await tx.select({ id: polLabel.id }).from(polLabel).where(eq(polLabel.id, id)).limit(1).for('update'))[0], LABEL_NOT_FOUND);
        await tx.update(polLabel).set({ ...values, updatedAt: sql`now()` }).where(eq(polLabel.id, id));
        await tx.delete(polLabelTag).where(eq(polLabelTag.labelId, id));
      } else {
        id = (await tx.insert(polLabel).values(values).returning({ id: polLabel.id }))[0]!.id;
      }
      const labelId = id;
      await tx.insert(polLabelTag).values(tagIds.map((tagInfoId) => ({ labelId, tagInfoId })));
      return ok({ id: labelId }, '保存成功');
    }),
  );
};
