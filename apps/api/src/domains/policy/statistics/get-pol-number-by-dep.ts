import type { Handler } from '../../../core/handler';
import { countByDep, dayRange } from './statistics.queries';

/** `GET /pol/number/byDep` (pol:number:view): published policies per issuing unit within the days, most first. */
export const getPolNumberByDep: Handler<'getPolNumberByDep'> = async (req, ctx) => countByDep(ctx.db, dayRange(req.query));
