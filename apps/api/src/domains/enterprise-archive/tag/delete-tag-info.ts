import { eq, sql } from 'drizzle-orm';

import { ok } from '../../../core/envelope';
import { rule } from '../../../core/entity';
import type { Handler } from '../../../core/handler';
import { cancelJob } from '../../../core/jobs';
import { companyTag, polCalculatorTag, polInfoTag, polLabelTag, quesInfoTag, reportTaskTag, tagInfo } from '../../../db/schema';
import { requireTag } from './tag.queries';

/**
 * `POST /tag/info/delete` (ADMIN, YYF; tag:info:delete; seeds 001 §7 /tag/info/*): deletes a tag and detaches it from
 * every enterprise (a pending smart-tag job is cancelled).
 * @throws AppError NOT_FOUND_ENTITY 企业标签不存在; BUSINESS_RULE 该标签已被使用，不能删除 when a policy label, a
 *   policy, a calculator, a questionnaire or a report task uses it.
 */
export const deleteTagInfo: Handler<'deleteTagInfo'> = async (req, ctx) => {
  const tag = await requireTag(ctx.db, req.body.id);
  const id = tag.id;
  const [used] = await ctx.db
    .select({
      used: sql<boolean>`(
        exists (select 1 from ${polLabelTag} where ${polLabelTag.tagInfoId} = ${id})
        or exists (select 1 from ${polInfoTag} where ${polInfoTag.tagInfoId} = ${id})
        or exists (select 1 from ${polCalculatorTag} where ${polCalculatorTag.tagInfoId} = ${id})
        or exists (select 1 from ${quesInfoTag} where ${quesInfoTag.tagInfoId} = ${id})
        or exists (select 1 from ${reportTaskTag} where ${reportTaskTag.tagInfoId} = ${id}))`,
    })
    .from(tagInfo)
    .where(eq(tagInfo.id, id));
  if (used?.used) throw rule('该标签已被使用，不能删除');
  if (tag.evalJobId) await cancelJob(ctx.db, tag.evalJobId, '智能标签已删除');
  await ctx.db.transaction(async (tx) => {
    await tx.delete(companyTag).where(eq(companyTag.tagInfoId, id));
    await tx.delete(tagInfo).where(eq(tagInfo.id, id));
  });
  return ok(null, '删除成功');
};
