import { ok } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { requireCallerCompany } from '../../../core/caller-company';
import { submitDeclare } from './declare-workflow';

/**
 * `POST /dec/my/submit` (QY; seeds 001 §7 /dec/my/*): 0, 3 or 4 → 1 待审核, msg 提交成功. The stored
 * answers must pass the project's template in full (400 naming the field), the project must be in its
 * application window (BUSINESS_RULE 不在申报时间内) and the policy's risk check not 01 (BUSINESS_RULE
 * 存在阻断风险，不能申报); other states BUSINESS_RULE 当前状态不允许该操作.
 */
export const submitMyDeclare: Handler<'submitMyDeclare'> = async (req, ctx) => {
  const caller = await requireCallerCompany(ctx);
  await submitDeclare(ctx.db, caller, req.body.id);
  return ok(null, '提交成功');
};
