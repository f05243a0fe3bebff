import type { Handler } from '../../../core/handler';
import { countByDep, dayRange } from './statistics.queries';

/** `GET /admin/policy/visual/countByDep` (policy:visual:view): published policies per issuing unit, most first (at most 30 bars). */
export const countPolicyByDep: Handler<'countPolicyByDep'> = async (req, ctx) => countByDep(ctx.db, dayRange(req.query));
