import type { Handler } from '../../../core/handler';
import { domainChildren } from './tech-domain-tree';

/**
 * `GET /tech/domain/children?type=&id=` (public; seeds 000 §7 "Domain tree and children (type, id)"):
 * the direct children of a node (the top level without `id`), children arrays empty, `leaf` set —
 * for lazy cascading choice. An unknown id has no children.
 */
export const getTechDomainChildren: Handler<'getTechDomainChildren'> = (req, ctx) =>
  domainChildren(ctx.db, req.query.type ?? '1', req.query.id ?? null);
