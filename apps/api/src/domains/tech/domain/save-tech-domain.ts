import { AppError, ok } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { techDomain } from '../../../db/schema';
import { domainExists } from './tech-domain-tree';

/** Depth of the domain trees (the 4-level field cascader of seeds 001 §2). */
const MAX_DOMAIN_LEVELS = 4;

/**
 * `POST /tech/domain/save` (staff, tech:domain:save; seeds 001 §7 /tech/domain/*): creates the node
 * or renames / re-sorts it (the code is the key; without `sort` a rename keeps the order). The
 * code is the parent's code plus two digits (two digits at the top), and the parent must exist.
 * The tree has at most four levels (seeds 001 §2 "a 4-level one (field)"): a code longer than
 * eight digits is refused.
 * @throws AppError BUSINESS_RULE 领域代码须为上级代码加两位 / 领域最多四级 / 上级领域不存在.
 */
export const saveTechDomain: Handler<'saveTechDomain'> = async (req, ctx) => {
  const { type, id, label } = req.body;
  const parentId = req.body.parentId ?? null;
  const expectedParent = id.length > 2 ? id.slice(0, -2) : null;
  if (parentId !== expectedParent) throw new AppError('BUSINESS_RULE', '领域代码须为上级代码加两位');
  if (id.length > MAX_DOMAIN_LEVELS * 2) throw new AppError('BUSINESS_RULE', '领域最多四级');
  if (parentId && !(await domainExists(ctx.db, type, parentId))) throw new AppError('BUSINESS_RULE', '上级领域不存在');
  const sort = req.body.sort;
  // a rename without `sort` keeps the node's place among its siblings
  await ctx.db
    .insert(techDomain)
    .values({ type, id, parentId, label, sort: sort ?? 0 })
    .onConflictDoUpdate({ target: [techDomain.type, techDomain.id], set: sort === undefined ? { label } : { label, sort } });
  return ok(null, '保存成功');
};
