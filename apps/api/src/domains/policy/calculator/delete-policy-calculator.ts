import { calculatorTransition } from '@qifu/policy-rules';
import { eq } from 'drizzle-orm';

import { ok } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { assertAllowed } from '../../../core/state-machine';
import { polCalculator } from '../../../db/schema';
import { loadCalculator } from './calculator.queries';

/**
 * `POST /admin/policyCalculator/delete { id }` (policy:calculator:delete): only in 0 草稿 or 3 已驳回;
 * its tags and whitelist go with it.
 * @throws AppError NOT_FOUND_ENTITY 政策计算器不存在; BUSINESS_RULE 当前状态不允许该操作.
 */
export const deletePolicyCalculator: Handler<'deletePolicyCalculator'> = async (req, ctx) => {
  await ctx.db.transaction(async (tx) => {
    const row = await loadCalculator(tx, req.body.id, { forUpdate: true });
    assertAllowed(calculatorTransition(row.status, 'delete'));
    await tx.delete(polCalculator).where(eq(polCalculator.id, row.id));
  });
  return ok(null, '删除成功');
};
