import { calculatorTransition, type CalculatorStatus } from '@qifu/policy-rules';
import { eq, sql } from 'drizzle-orm';

import { ok } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { assertAllowed } from '../../../core/state-machine';
import { polCalculator } from '../../../db/schema';
import { loadCalculator } from './calculator.queries';

/**
 * `POST /admin/policyCalculator/commit { id }` (policy:calculator:save): 0 草稿 → 1 待审核.
 * @throws AppError NOT_FOUND_ENTITY 政策计算器不存在; BUSINESS_RULE 当前状态不允许该操作.
 */
export const commitPolicyCalculator: Handler<'commitPolicyCalculator'> = async (req, ctx) => {
  await ctx.db.transaction(async (tx) => {
    const row = await loadCalculator(tx, req.body.id, { forUpdate: true });
    const to = assertAllowed(calculatorTransition(row.status, 'commit')) as CalculatorStatus;
    await tx.update(polCalculator).set({ status: to, updatedAt: sql`now()` }).where(eq(polCalculator.id, row.id));
  });
  return ok(null, '提交成功');
};
