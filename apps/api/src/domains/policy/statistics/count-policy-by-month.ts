import type { Handler } from '../../../core/handler';
import { chinaYear, countByMonth } from './statistics.queries';

/** `GET /admin/policy/visual/countByMonth?year=` (policy:visual:view): published policies per China-time month of the year (default this year), 12 items. */
export const countPolicyByMonth: Handler<'countPolicyByMonth'> = async (req, ctx) => countByMonth(ctx.db, req.query.year ?? chinaYear(), 'policy');
