import { AppError } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { byParent, loadDomainRows, type TechDomainNode } from './tech-domain-tree';

/**
 * `GET /tech/domain/chain?type=&id=` (public; seeds 001 §3 "chain and optionMap for multi-level
 * choice"): echoes a chosen node in a cascading selector — `chain` = the codes from the top level to
 * the node, `optionMap` = for the top level (`root`) and for every node of the chain above the
 * chosen one, the options of the level below it (without children).
 * @throws AppError NOT_FOUND_ENTITY 领域不存在 for an unknown code.
 */
export const getTechDomainChain: Handler<'getTechDomainChain'> = async (req, ctx) => {
  const rows = await loadDomainRows(ctx.db, req.query.type ?? '1');
  const byId = new Map(rows.map((r) => [r.id, r]));
  const target = byId.get(req.query.id);
  if (!target) throw new AppError('NOT_FOUND_ENTITY', '领域不存在');
  const chain: string[] = [];
  for (let node: typeof target | undefined = target; node; node = node.parentId ? byId.get(node.parentId) : undefined) {
    chain.unshift(node.id);
  }
  const children = byParent(rows);
  const options = (parentId: string | null): TechDomainNode[] =>
    (children.get(parentId) ?? []).map((r) => ({ id: r.id, parentId: r.parentId, label: r.label, leaf: !children.has(r.id) }));
  const optionMap: Record<string, TechDomainNode[]> = { root: options(null) };
  for (const code of chain.slice(0, -1)) optionMap[code] = options(code);
  return { chain, optionMap };
};
