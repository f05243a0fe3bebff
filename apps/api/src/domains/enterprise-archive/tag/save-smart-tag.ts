import { eq, sql } from 'drizzle-orm';

import { AppError, ok } from '../../../core/envelope';
import { rule as businessRule } from '../../../core/entity';
import { type Handler, requireUser } from '../../../core/handler';
import { type JsonRule, tagInfo } from '../../../db/schema';
import { compileSmartTagRule, kickSmartTagJobs, queueSmartTagEval } from './smart-tag-job';
import { requireCategory, requireTag, tagNameTaken } from './tag.queries';

/**
 * `POST /tag/info/saveSmartTag` (ADMIN, YYF; tag:info:save; seeds 001 §7): creates or updates a smart tag (tagType 2)
 * whose enterprises are those for which `rule` (JSON Logic over the fields of listSmartTagField, checked by the
 * matching engine) holds, then applies it to every enterprise in the background (a `smartTagEval` job; progress in
 * getTagInfoDetail's evalJob). Answers `{ id }` at once.
 * @throws AppError BAD_REQUEST 智能标签规则有误：… naming the operator or field; NOT_FOUND_ENTITY 标签分类不存在 /
 *   企业标签不存在; BUSINESS_RULE 普通标签不能改为智能标签; CONFLICT 该分类下已有同名标签.
 */
export const saveSmartTag: Handler<'saveSmartTag'> = async (req, ctx) => {
  const user = requireUser(ctx);
  const { id, categoryId, enableFlag, sort, remark, rule } = req.body;
  const tagName = req.body.tagName.trim();
  if (!tagName) throw new AppError('BAD_REQUEST', '请输入标签名称');
  compileSmartTagRule(rule);
  await requireCategory(ctx.db, categoryId);
  if (id && (await requireTag(ctx.db, id)).tagType !== '2') throw businessRule('普通标签不能改为智能标签');
  const [taken] = await ctx.db.select({ id: tagInfo.id }).from(tagInfo).where(tagNameTaken(categoryId, tagName, id)).limit(1);
  if (taken) throw new AppError('CONFLICT', '该分类下已有同名标签');
  const values = { tagName, categoryId, enableFlag: enableFlag ?? '1', sort: sort ?? 0, remark: remark?.trim() || null, rule: rule as JsonRule };
  let tagId = id;
  if (tagId) await ctx.db.update(tagInfo).set({ ...values, updatedAt: sql`now()` }).where(eq(tagInfo.id, tagId));
  else tagId = (await ctx.db.insert(tagInfo).values({ ...values, tagType: '2' }).returning({ id: tagInfo.id }))[0]!.id;
  await queueSmartTagEval(ctx.db, tagId, user.id);
  void kickSmartTagJobs(ctx.db, (e) => ctx.log.error({ err: e }, 'smart tag job failed'));
  return ok({ id: tagId }, '保存成功');
};
