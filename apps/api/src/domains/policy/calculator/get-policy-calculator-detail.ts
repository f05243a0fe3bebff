import { ok } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { calculatorDetail } from './calculator.queries';

/**
 * `GET /admin/policyCalculator/detail?id=` (policy:calculator:list; seeds 001 §7): the calculator
 * with its tags, rule, audit and newest pre-match job (`lastJobId`, what the page polls).
 * @throws AppError NOT_FOUND_ENTITY 政策计算器不存在.
 */
export const getPolicyCalculatorDetail: Handler<'getPolicyCalculatorDetail'> = async (req, ctx) => ok(await calculatorDetail(ctx.db, req.query.id));
