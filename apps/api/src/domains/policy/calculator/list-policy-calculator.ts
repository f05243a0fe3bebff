import { ok } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { calculatorPage } from './calculator.queries';

/**
 * `GET /admin/policyCalculator/list` (ADMIN, YYF, GOV, DEPT with policy:calculator:list; seeds 001
 * §1, §7): calculators, newest change first, searched by name or policy title and state.
 */
export const listPolicyCalculator: Handler<'listPolicyCalculator'> = async (req, ctx) => ok(await calculatorPage(ctx.db, req.query));
