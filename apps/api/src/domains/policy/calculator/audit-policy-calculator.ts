import { calculatorTransition, type CalculatorStatus } from '@qifu/policy-rules';
import { eq, sql } from 'drizzle-orm';

import { AppError, ok } from '../../../core/envelope';
import { type Handler, requireUser } from '../../../core/handler';
import { assertAllowed } from '../../../core/state-machine';
import { polCalculator } from '../../../db/schema';
import { loadCalculator } from './calculator.queries';

/**
 * `POST /admin/policyCalculator/audit { id, auditResult, auditOpinion? }` (ADMIN, GOV with
 * policy:calculator:audit; seeds 001 §7): 1 待审核 → 2 审核通过 (auditResult 1) or 3 已驳回 (2);
 * records the opinion, the auditor's name and the time.
 * @throws AppError BAD_REQUEST 请输入驳回意见 (reject without opinion); NOT_FOUND_ENTITY;
 *   BUSINESS_RULE 当前状态不允许该操作.
 */
export const auditPolicyCalculator: Handler<'auditPolicyCalculator'> = async (req, ctx) => {
  const user = requireUser(ctx);
  const opinion = req.body.auditOpinion?.trim() || null;
  const reject = req.body.auditResult === '2';
  if (reject && !opinion) throw new AppError('BAD_REQUEST', '请输入驳回意见', '驳回时 auditOpinion 不能为空');
  await ctx.db.transaction(async (tx) => {
    const row = await loadCalculator(tx, req.body.id, { forUpdate: true });
    const to = assertAllowed(calculatorTransition(row.status, reject ? 'reject' : 'pass')) as CalculatorStatus;
    await tx
      .update(polCalculator)
      .set({ status: to, auditOpinion: opinion, auditBy: user.name || user.userName, auditTime: sql`now()`, updatedAt: sql`now()` })
      .where(eq(polCalculator.id, row.id));
  });
  return ok(null, '审核成功');
};
