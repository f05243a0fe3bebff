import { ok } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { requireCallerCompany } from '../../../core/caller-company';
import { deleteDeclares } from './declare-workflow';

/**
 * `POST /dec/my/delete` (QY; seeds 001 §7 /dec/my/*): deletes declarations of the caller's enterprise
 * in 0 草稿 or 4 已撤回, all or none, msg 删除成功. Another enterprise's or an unknown id →
 * NOT_FOUND_ENTITY 申报不存在; another state → BUSINESS_RULE 当前状态不允许该操作.
 */
export const deleteMyDeclare: Handler<'deleteMyDeclare'> = async (req, ctx) => {
  const caller = await requireCallerCompany(ctx);
  await deleteDeclares(ctx.db, caller, req.body.ids);
  return ok(null, '删除成功');
};
