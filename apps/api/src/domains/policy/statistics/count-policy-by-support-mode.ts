import type { Handler } from '../../../core/handler';
import { countBySupportMode, dayRange } from './statistics.queries';

/** `GET /admin/policy/visual/countBySupportMode` (policy:visual:view): published policies per support mode (dictionary labels), most first. */
export const countPolicyBySupportMode: Handler<'countPolicyBySupportMode'> = async (req, ctx) => countBySupportMode(ctx.db, dayRange(req.query));
