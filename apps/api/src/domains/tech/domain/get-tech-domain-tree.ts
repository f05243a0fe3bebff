import type { Handler } from '../../../core/handler';
import { buildDomainTree, loadDomainRows } from './tech-domain-tree';

/**
 * `GET /tech/domain/tree?type=` (public; seeds 000 §7, 001 §3 "Domain tree node"): the whole tree of
 * a type ('1' 技术领域 by default), siblings by their order, `leaf` on nodes without children.
 */
export const getTechDomainTree: Handler<'getTechDomainTree'> = async (req, ctx) =>
  buildDomainTree(await loadDomainRows(ctx.db, req.query.type ?? '1'));
