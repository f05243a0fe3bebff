import { ok } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { requireCallerCompany } from '../../../core/caller-company';
import { withdrawDeclare } from './declare-workflow';

/**
 * `POST /dec/my/withdraw` (QY; seeds 001 §7 /dec/my/*): 1 待审核 → 4 已撤回, msg 撤回成功; once examined
 * (or in any other state) BUSINESS_RULE 当前状态不允许该操作.
 */
export const withdrawMyDeclare: Handler<'withdrawMyDeclare'> = async (req, ctx) => {
  const caller = await requireCallerCompany(ctx);
  await withdrawDeclare(ctx.db, caller, req.body.id);
  return ok(null, '撤回成功');
};
