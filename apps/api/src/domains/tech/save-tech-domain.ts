import { AppError, ok } from '../../core/envelope';
import type { Handler } from '../../core/handler';
import { techDomain } from '../../db/schema';
import { domainExists } from './tech-domain-tree';

/**
 * `POST /tech/domain/save` (staff, tech:domain:save; seeds 001 §7 /tech/domain/*): creates the node
 * or renames / re-sorts it (the code is the key). The code is the parent's code plus two digits
 * (two digits at the top), and the parent must exist.
 * @throws AppError BUSINESS_RULE 领域代码须为上级代码加两位 / 上级领域不存在.
 */
export const saveTechDomain: Handler<'saveTechDomain'> = async (req, ctx) => {
  const { type, id, label } = req.body;
  const parentId = req.body.parentId ?? null;
  const expectedParent = id.length > 2 ? id.slice(0, -2) : null;
  if (parentId !== expectedParent) throw new AppError('BUSINESS_RULE', '领域代码须为上级代码加两位');
  if (parentId && !(await domainExists(ctx.db, type, parentId))) throw new AppError('BUSINESS_RULE', '上级领域不存在');
  const sort = req.body.sort ?? 0;
  await ctx.db
    .insert(techDomain)
    .values({ type, id, parentId, label, sort })
    .onConflictDoUpdate({ target: [techDomain.type, techDomain.id], set: { label, sort } });
  return ok(null, '保存成功');
};
