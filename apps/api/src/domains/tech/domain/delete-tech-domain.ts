import { and, eq, like, sql } from 'drizzle-orm';

import { AppError, ok } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { escapeLike } from '../../../core/paging';
import { techAchievement, techDomain, techExpert, techInstitute, techRequirement } from '../../../db/schema';
import { ITEM_DOMAIN_TYPE } from '../item/item.queries';
import { domainExists } from './tech-domain-tree';

/**
 * `POST /tech/domain/delete` (staff, tech:domain:delete; seeds 001 §7 /tech/domain/*): removes a node
 * without children that no item uses (items refer to the 技术领域 tree).
 * @throws AppError NOT_FOUND_ENTITY 领域不存在, BUSINESS_RULE 请先删除下级领域 / 该领域已被使用，不能删除.
 */
export const deleteTechDomain: Handler<'deleteTechDomain'> = async (req, ctx) => {
  const { type, id } = req.body;
  if (!(await domainExists(ctx.db, type, id))) throw new AppError('NOT_FOUND_ENTITY', '领域不存在');
  const [child] = await ctx.db
    .select({ id: techDomain.id })
    .from(techDomain)
    .where(and(eq(techDomain.type, type), eq(techDomain.parentId, id)))
    .limit(1);
  if (child) throw new AppError('BUSINESS_RULE', '请先删除下级领域');
  if (type === ITEM_DOMAIN_TYPE) {
    const pattern = `${escapeLike(id)}%`;
    const [used] = await ctx.db.execute(sql`select 1 as one from (
      select ${techAchievement.domainId} as d from ${techAchievement} where ${like(techAchievement.domainId, pattern)}
      union all select ${techRequirement.domainId} from ${techRequirement} where ${like(techRequirement.domainId, pattern)}
      union all select ${techExpert.domainId} from ${techExpert} where ${like(techExpert.domainId, pattern)}
      union all select ${techInstitute.domainId} from ${techInstitute} where ${like(techInstitute.domainId, pattern)}
    ) used limit 1`).then((r) => (r as unknown as { rows: unknown[] }).rows);
    if (used) throw new AppError('BUSINESS_RULE', '该领域已被使用，不能删除');
  }
  await ctx.db.delete(techDomain).where(and(eq(techDomain.type, type), eq(techDomain.id, id)));
  return ok(null, '删除成功');
};
