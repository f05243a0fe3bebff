import { ok } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { requireCallerCompany } from '../../../core/caller-company';
import { resubmitAppealFor } from './appeal-enterprise-actions';

/**
 * `POST /appeal/info/resubmit` (QY): the caller's returned appeal (7 已退回), completed, goes back to 1 待受理, msg
 * 提交成功. Another company's appeal answers NOT_FOUND_ENTITY 诉求不存在; another state BUSINESS_RULE
 * 当前状态不允许该操作; the fields are checked as in submitAppeal.
 */
export const resubmitAppeal: Handler<'resubmitAppeal'> = async (req, ctx) => {
  const caller = await requireCallerCompany(ctx);
  const { id, ...form } = req.body;
  await resubmitAppealFor({ db: ctx.db, storage: ctx.storage }, caller, id, form);
  return ok(null, '提交成功');
};
